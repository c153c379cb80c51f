/** Imported by the browser entry right before React DOM: see errorStacks.ts. */
import { pauseErrorStacks } from './errorStacks';

pauseErrorStacks();
