/** Imported by the browser entry right after React DOM: see errorStacks.ts. */
import { resumeErrorStacks } from './errorStacks';

resumeErrorStacks();
