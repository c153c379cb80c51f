/**
 * React DOM's module creates five errors while it is evaluated (`HydrationMismatchException`,
 * `SuspenseException` and three more sentinels React throws and compares by identity, never
 * shown). With a DevTools client attached (a reader's open DevTools, Lighthouse), V8 then records
 * each one's stack with lines and columns, and for that reparses the function the errors are
 * created in: React DOM's whole module, about 600 KB of source. That made the main bundle's task
 * several times longer under DevTools than without (perf/HISTORY.md, 4 December 2026, evening).
 * While React DOM's module is evaluated, `Error.stackTraceLimit` is not a number, so V8 records no
 * stack for those errors (the sentinels keep their message and identity); it is restored right after.
 * `errorStacksPaused` and `errorStacksResumed` are imported around React DOM by the browser entry.
 *
 * Upstream: @docusaurus/core@3.10.2 lib/client/clientEntry.js
 */
/** V8's `Error.stackTraceLimit`: any value, of which only a number turns stacks on. */
const ErrorWithLimit = Error as unknown as { stackTraceLimit?: unknown };
let saved: { value: unknown } | null = null;

export function pauseErrorStacks(): void {
  if (saved) return;
  saved = { value: ErrorWithLimit.stackTraceLimit };
  ErrorWithLimit.stackTraceLimit = undefined;
}

export function resumeErrorStacks(): void {
  if (!saved) return;
  ErrorWithLimit.stackTraceLimit = saved.value;
  saved = null;
}
