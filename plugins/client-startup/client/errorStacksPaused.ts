/**
 * Imported by the browser entry right before React DOM: see errorStacks.ts.
 *
 * Upstream: @docusaurus/core@3.10.2 lib/client/clientEntry.js
 */
import { pauseErrorStacks } from './errorStacks';

pauseErrorStacks();
