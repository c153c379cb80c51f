/**
 * The main thread of a page load, from a Chromium trace: the tasks after the first contentful paint
 * and the blocking time they would add on a phone `slowdown` times slower than the machine (each
 * task's part over 50 ms once multiplied, as Lighthouse's simulation counts it), each task put down
 * to what took most of it. Read by `npm run bench:load` (benches/bench-load.ts).
 */

/** A trace event, as Chromium writes them (`chrome://tracing` JSON). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; frame?: string };
}

export interface LoadTask {
  /** Milliseconds after the first contentful paint. */
  startMs: number;
  ms: number;
  /** What took most of the task (`what`), or `unattributed`. */
  source: string;
}

export interface LoadBlocking {
  /** The first contentful paint, ms after the navigation started. */
  fcpMs: number;
  /** Tasks after the first contentful paint that last at least 1 ms, in order. */
  tasks: LoadTask[];
  /** Blocking time at `slowdown`: the sum over the tasks of (slowdown × ms − 50) where positive. */
  blockingMs: number;
  /** The same by source, largest first. */
  bySource: { source: string; ms: number }[];
}

/** The blocking threshold of a task, ms (Lighthouse's total-blocking-time). */
export const LONG_TASK_MS = 50;

/** The part of a task its largest named share must take for the task to be put down to it. */
export const ATTRIBUTED_SHARE = 0.25;

const STYLE_AND_LAYOUT = new Set(['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'Commit']);
const SCRIPT = new Set(['EvaluateScript', 'FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame']);

/**
 * What a child event of a task is, for the task's source: a script by its file (the entry's files,
 * other chunks, the page's inline scripts, the sign-in frame), style and layout, HTML parsing, a
 * frame's document being created (the sign-in check's frame), or null when it is none of these.
 */
export function what(event: TraceEvent, pageUrl: string): string | null {
  if (STYLE_AND_LAYOUT.has(event.name)) return 'style, layout, paint';
  if (event.name === 'ParseHTML') return 'HTML parsing';
  if (event.name === 'ParseAuthorStyleSheet') return 'stylesheet';
  if (event.name === 'DocumentLoader::CommitNavigation') return 'frame documents (sign-in check)';
  if (!SCRIPT.has(event.name)) return null;
  const url = event.args?.data?.url;
  if (typeof url !== 'string' || url === '') return null;
  if (url === pageUrl) return 'page scripts (inline)';
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  if (/\/silent-check-sso\.xhtml$/.test(path)) return 'frame documents (sign-in check)';
  if (/\/assets\/js\/(runtime~main|react|main)\.[\w]+\.js$/.test(path)) return 'main bundle';
  if (/\/assets\/js\/[^/]+\.js$/.test(path)) return 'other chunks';
  return null;
}

/**
 * The page's main thread from the first contentful paint of the navigation to `pageUrl` to the end
 * of the trace. Fails when the trace has no such navigation or paint.
 */
export function loadBlocking(events: readonly TraceEvent[], pageUrl: string, slowdown: number): LoadBlocking {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isOutermostMainFrame === true &&
      e.args.data.documentLoaderURL === pageUrl,
  );
  if (!navigation) throw new Error(`the trace has no navigation to ${pageUrl}`);
  const navigationId = navigation.args?.data?.navigationId;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.args?.data?.navigationId === navigationId);
  if (!fcp) throw new Error(`the trace has no first contentful paint of ${pageUrl}`);
  const onThread = events
    .filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X' && e.ts >= fcp.ts)
    .sort((a, b) => a.ts - b.ts);
  const tasks: LoadTask[] = [];
  const totals = new Map<string, number>();
  let blockingMs = 0;
  onThread.forEach((task, index) => {
    if (task.name !== 'RunTask' || (task.dur ?? 0) < 1000) return;
    const end = task.ts + (task.dur ?? 0);
    // The events within the task follow it (sorted by start; a task's own events start in it).
    const shares = new Map<string, number>();
    for (let i = index + 1; i < onThread.length && onThread[i]!.ts < end; i += 1) {
      const kind = what(onThread[i]!, pageUrl);
      if (kind) shares.set(kind, (shares.get(kind) ?? 0) + (onThread[i]!.dur ?? 0));
    }
    // Put down to what took most of it, when that is a fair part of it (script events without a file,
    // such as a timer's, leave the rest unnamed).
    const [kind, share] = [...shares].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    const source = share >= ATTRIBUTED_SHARE * (task.dur ?? 0) ? kind : 'unattributed';
    const ms = (task.dur ?? 0) / 1000;
    tasks.push({ startMs: (task.ts - fcp.ts) / 1000, ms, source });
    const blocking = Math.max(0, slowdown * ms - LONG_TASK_MS);
    blockingMs += blocking;
    if (blocking > 0) totals.set(source, (totals.get(source) ?? 0) + blocking);
  });
  return {
    fcpMs: (fcp.ts - navigation.ts) / 1000,
    tasks,
    blockingMs,
    bySource: [...totals].map(([source, ms]) => ({ source, ms })).sort((a, b) => b.ms - a.ms),
  };
}
