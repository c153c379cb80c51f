import { describe, expect, it } from 'vitest';
import { type TraceEvent, loadBlocking, what } from '../../benches/lib/load-trace';
import { REFERENCE_PAGES, describePage } from '../../benches/lib/measured-pages';

const PAGE = 'http://127.0.0.1:8090/docs/guide';
const MAIN = { pid: 10, tid: 11 };
const NAVIGATION = 'nav-1';

/** A trace of a load: the navigation, its first contentful paint at 100 ms, and `events` after. */
function trace(events: TraceEvent[]): TraceEvent[] {
  return [
    {
      name: 'navigationStart',
      ph: 'R',
      ts: 0,
      ...MAIN,
      args: { data: { documentLoaderURL: PAGE, isOutermostMainFrame: true, navigationId: NAVIGATION } },
    },
    // A frame's navigation that is not the page's.
    {
      name: 'navigationStart',
      ph: 'R',
      ts: 10,
      ...MAIN,
      args: { data: { documentLoaderURL: '', isOutermostMainFrame: false, navigationId: 'other' } },
    },
    { name: 'firstContentfulPaint', ph: 'R', ts: 100_000, ...MAIN, args: { data: { navigationId: NAVIGATION } } },
    ...events,
  ];
}

const task = (ts: number, ms: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur: ms * 1000,
  ...MAIN,
  ...extra,
});
const child = (name: string, ts: number, ms: number, url?: string): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur: ms * 1000,
  ...MAIN,
  ...(url ? { args: { data: { url } } } : {}),
});

describe('loadBlocking', () => {
  it('counts the part over 50 ms of each task after the first contentful paint, multiplied', () => {
    const result = loadBlocking(
      trace([
        // Before the paint: not counted.
        task(50_000, 40),
        child('Layout', 50_000, 40),
        // 20 ms → 80 at 4 ×: 30 ms of blocking, the main bundle's.
        task(120_000, 20),
        child('EvaluateScript', 120_000, 19, 'http://127.0.0.1:8090/assets/js/main.0a1b2c3d.js'),
        // 10 ms → 40: none, but listed.
        task(200_000, 10),
        child('UpdateLayoutTree', 200_000, 9),
        // 30 ms → 120: 70 ms, style and layout.
        task(300_000, 30),
        child('UpdateLayoutTree', 300_000, 12),
        child('Layout', 312_000, 10),
        child('FunctionCall', 322_000, 5, 'http://127.0.0.1:8090/assets/js/1234.abcdef.js'),
      ]),
      PAGE,
      4,
    );
    expect(result.fcpMs).toBe(100);
    expect(result.tasks).toEqual([
      { startMs: 20, ms: 20, source: 'main bundle' },
      { startMs: 100, ms: 10, source: 'style, layout, paint' },
      { startMs: 200, ms: 30, source: 'style, layout, paint' },
    ]);
    expect(result.blockingMs).toBe(100);
    expect(result.bySource).toEqual([
      { source: 'style, layout, paint', ms: 70 },
      { source: 'main bundle', ms: 30 },
    ]);
  });

  it('leaves a task unattributed when what it names is a small part of it', () => {
    const result = loadBlocking(
      trace([task(150_000, 30), child('TimerFire', 150_000, 29), child('Layout', 170_000, 2)]),
      PAGE,
      4,
    );
    expect(result.tasks).toEqual([{ startMs: 50, ms: 30, source: 'unattributed' }]);
    expect(result.bySource).toEqual([{ source: 'unattributed', ms: 70 }]);
  });

  it('reads only the thread of the page that painted', () => {
    const result = loadBlocking(trace([task(150_000, 30, { tid: 99 })]), PAGE, 4);
    expect(result.tasks).toEqual([]);
    expect(result.blockingMs).toBe(0);
  });

  it('fails clearly without the navigation or its paint', () => {
    expect(() => loadBlocking(trace([]), 'http://127.0.0.1:8090/other', 4)).toThrow(
      'the trace has no navigation to http://127.0.0.1:8090/other',
    );
    const noPaint = trace([]).filter((e) => e.name !== 'firstContentfulPaint');
    expect(() => loadBlocking(noPaint, PAGE, 4)).toThrow(`the trace has no first contentful paint of ${PAGE}`);
  });
});

describe('what', () => {
  it('names scripts by their file and the sign-in frame by its page', () => {
    const at = (url: string): string | null => what(child('FunctionCall', 0, 1, url), PAGE);
    expect(at('http://127.0.0.1:8090/assets/js/runtime~main.1a2b3c4d.js')).toBe('main bundle');
    expect(at('http://127.0.0.1:8090/assets/js/react.1a2b3c4d.js')).toBe('main bundle');
    expect(at('http://127.0.0.1:8090/assets/js/4871.299fed.js')).toBe('other chunks');
    expect(at(PAGE)).toBe('page scripts (inline)');
    expect(at('http://127.0.0.1:8090/silent-check-sso.xhtml')).toBe('frame documents (sign-in check)');
    expect(at('https://www.googletagmanager.com/gtag/js')).toBeNull();
    expect(what(child('FunctionCall', 0, 1), PAGE)).toBeNull();
    expect(what(child('DocumentLoader::CommitNavigation', 0, 1), PAGE)).toBe('frame documents (sign-in check)');
    expect(what(child('V8.GC', 0, 1), PAGE)).toBeNull();
  });
});

describe('measured pages', () => {
  it('describes a page by how it was chosen', () => {
    expect(describePage({ page: 'home', route: '/' })).toBe('/ (the route of its type)');
    expect(
      describePage({
        page: 'largest-guide',
        route: '/docs/x',
        largest: { type: 'guide', route: '/docs/x', file: 'docs/x/index.html', bytes: 10 * 1024 },
      }),
    ).toBe('/docs/x (the largest, 10 KiB of HTML)');
  });

  it('has the stock site’s home and guide', () => {
    expect(REFERENCE_PAGES.map(([id]) => id)).toEqual(['stock home', 'stock guide']);
  });
});
