/**
 * Imported by the browser entry right after React DOM: see errorStacks.ts.
 *
 * Upstream: @docusaurus/core@3.10.2 lib/client/clientEntry.js
 */
import { resumeErrorStacks } from './errorStacks';

resumeErrorStacks();
