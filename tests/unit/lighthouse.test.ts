import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../../perf/budgets';
import type { Budgets } from '../../perf/budgets';
import { validateBudgets } from '../../checks/budgets';
import {
  type LighthouseReport,
  type PageScore,
  formatRatios,
  formatScores,
  interleavedRuns,
  median,
  medianRun,
  medianScore,
  missedTargets,
  observedFirstPaint,
  ratioChecks,
  requiredPerformance,
  scoreOf,
  signedInChecks,
  formatSignedIn,
  blockingBySource,
  taskSource,
  whyMissed,
  withFeatureKept,
} from '../../benches/lib/lighthouse';

/** The budgets without the performance floor, for the tests of the other targets. */
const { minPerformance: _floor, ...lighthouseTargets } = BUDGETS.lighthouse;
const NO_FLOOR: Budgets = { ...BUDGETS, lighthouse: lighthouseTargets };

function report(performance: number, lcp: number, tbt: number, accessibility = 1): LighthouseReport {
  return {
    categories: {
      performance: { score: performance },
      accessibility: {
        score: accessibility,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'image-alt', weight: 10 },
        ],
      },
      'best-practices': { score: 0.96 },
      seo: { score: 1 },
    },
    audits: {
      'largest-contentful-paint': { score: 0.9, numericValue: lcp, displayValue: `${lcp / 1000} s` },
      'total-blocking-time': { score: 0.5, numericValue: tbt, displayValue: `${tbt} ms` },
      'cumulative-layout-shift': { score: 1, numericValue: 0.004 },
      'total-byte-weight': { score: 1, numericValue: 300 * 1024 },
      'color-contrast': {
        title: 'Background and foreground colors do not have a sufficient contrast ratio.',
        score: accessibility < 1 ? 0 : 1,
        details: { items: [{ node: { selector: 'pre > code > span.token' } }] },
      },
      'image-alt': { title: 'Image elements have [alt] attributes', score: 1 },
      'bootup-time': { score: 0.5, details: { items: [{ url: 'http://x/main.js', total: 1200.4 }] } },
    },
  };
}

describe('Lighthouse bench', () => {
  it('takes the run with the median performance score, the closest to the median LCP and TBT among ties', () => {
    const runs = [
      report(0.7, 2000, 900),
      report(0.9, 1000, 200),
      report(0.8, 1500, 500),
      report(0.8, 3000, 900),
      report(0.95, 900, 100),
    ];
    expect(medianRun(runs)).toBe(runs[2]);
    expect(medianRun([runs[0] as LighthouseReport, runs[1] as LighthouseReport])).toBe(runs[0]);
    expect(() => medianRun([])).toThrow('No Lighthouse run');
  });

  it('reads the scores and metrics of a report', () => {
    expect(scoreOf('home', '/', 'mobile', report(0.934, 1234, 321))).toEqual({
      page: 'home',
      route: '/',
      preset: 'mobile',
      performance: 93,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      lcp: 1234,
      tbt: 321,
      cls: 0.004,
      transferred: 300 * 1024,
    });
    const incomplete = report(1, 1, 1);
    delete incomplete.audits['total-blocking-time'];
    expect(() => scoreOf('home', '/', 'mobile', incomplete)).toThrow('no total-blocking-time figure');
  });

  it('checks the ratio targets against the stock page of the same run, on the mobile preset only', () => {
    const mobile = (page: string, perf: number, lcp: number, tbt: number): PageScore =>
      scoreOf(page, `/${page}`, 'mobile', report(perf, lcp, tbt));
    const references = [mobile('stock home', 0.9, 1000, 400), mobile('stock guide', 0.75, 2600, 1000)];
    const scores = [
      mobile('home', 0.88, 1100, 200), // TBT 0.50 × (≤ 0.5): met; LCP 1.10 ×: missed
      mobile('guide', 0.86, 1500, 300), // TBT 0.30 × (≤ 0.3) met; +11 (≥ +10) met
      mobile('api-operation', 0.8, 1400, 510), // TBT 0.51 × (≤ 0.5): missed
      scoreOf('guide', '/guide', 'desktop', report(0.5, 9000, 5000)), // desktop: no ratio target
    ];
    const checks = ratioChecks(scores, references, BUDGETS);
    expect(checks.map((c) => [c.page, c.reference, Number(c.tbtRatio.toFixed(2)), c.performanceLead])).toEqual([
      ['home', 'stock home', 0.5, -2],
      ['guide', 'stock guide', 0.3, 11],
      ['api-operation', 'stock guide', 0.51, 5],
    ]);
    expect(missedTargets(scores, references, NO_FLOOR).map((m) => m.message)).toEqual([
      "home (/home) LCP 1.10 s is 1.10 × the stock home's 1.00 s; at most 1 ×",
      "api-operation (/api-operation) TBT 510 ms is 0.51 × the stock guide's 1000 ms; at most 0.5 ×",
    ]);
    const table = formatRatios(checks);
    expect(table).toMatch(/^guide +stock guide +0\.30 × +≤ 0\.3 × +\+11 +≥ \+10 or 100 +0\.58 × +≤ 1 × +✔$/m);
    expect(table).toMatch(/^api-operation +stock guide +0\.51 × +≤ 0\.5 × +\+5 +0\.54 × +≤ 1 × +✘$/m);
  });

  it('holds a signed-in load to 1.2 × the signed-out TBT and LCP, a TBT under 50 ms counting as 50', () => {
    const mobile = (page: string, lcp: number, tbt: number): PageScore =>
      scoreOf(page, `/${page}`, 'mobile', report(0.99, lcp, tbt));
    const signedOut = [mobile('home', 1000, 20), mobile('guide', 1500, 200), mobile('api-operation', 1400, 100)];
    const signedIn = [
      mobile('home', 1150, 45), // TBT both under the floor: 1 ×; LCP 1.15 ×: met
      mobile('guide', 1900, 230), // TBT 1.15 ×: met; LCP 1.27 ×: missed
      mobile('api-operation', 1400, 130), // TBT 1.3 ×: missed
      mobile('tag', 1000, 500), // no signed-out run: not compared
    ];
    const checks = signedInChecks(signedOut, signedIn, BUDGETS);
    expect(checks.map((c) => [c.page, Number(c.tbtRatio.toFixed(2)), Number(c.lcpRatio.toFixed(2))])).toEqual([
      ['home', 1, 1.15],
      ['guide', 1.15, 1.27],
      ['api-operation', 1.3, 1],
    ]);
    expect(checks.flatMap((c) => c.misses)).toEqual([
      'signed in: LCP 1.90 s is 1.27 × the signed-out 1.50 s; at most 1.2 ×',
      'signed in: TBT 130 ms is 1.30 × the signed-out 100 ms; at most 1.2 ×',
    ]);
    expect(formatSignedIn(checks)).toMatch(/^guide +1\.15 × +1\.27 × +≤ 1\.2 × +\+0\.0 KiB +✘$/m);
  });

  it('misses the performance lead, and a reference page that was not measured', () => {
    const guide = scoreOf('guide', '/g', 'mobile', report(0.84, 1500, 300));
    const stockGuide = scoreOf('stock guide', '/docs/guide', 'mobile', report(0.75, 2600, 1000));
    expect(missedTargets([guide], [stockGuide], NO_FLOOR).map((m) => m.message)).toEqual([
      "guide (/g) performance 84 is +9 on the stock guide's 75; at least +10",
    ]);
    expect(missedTargets([guide], [], NO_FLOOR).map((m) => m.message)).toEqual([
      'guide (/g): the stock guide was not measured',
    ]);
    // Without the stock site (null), the ratio targets are not checked at all.
    expect(missedTargets([guide], null, NO_FLOOR)).toEqual([]);
  });

  it('asks for 100, the top of the scale, when the stock page scores within the lead of it', () => {
    const stockGuide = scoreOf('stock guide', '/docs/guide', 'mobile', report(0.95, 2000, 240));
    const top = scoreOf('guide', '/g', 'mobile', report(1, 1000, 40));
    const below = scoreOf('guide', '/g', 'mobile', report(0.99, 1000, 40));
    expect(missedTargets([top], [stockGuide], NO_FLOOR)).toEqual([]);
    expect(missedTargets([below], [stockGuide], NO_FLOOR).map((m) => m.message)).toEqual([
      "guide (/g) performance 99 is +4 on the stock guide's 95; at least +10, or 100, the top of the scale",
    ]);
    const target = { page: 'guide', maxTbtRatio: 0.5, minPerformanceLead: 10 } as const;
    expect(requiredPerformance(75, target)).toBe(85);
    expect(requiredPerformance(90, target)).toBe(100);
    expect(requiredPerformance(95, target)).toBe(100);
  });

  it('treats a stock page without blocking time as a ratio target only a page without any can meet', () => {
    const zero = scoreOf('stock home', '/', 'mobile', report(1, 1000, 0));
    const [blocked] = ratioChecks([scoreOf('home', '/', 'mobile', report(0.99, 900, 10))], [zero], BUDGETS);
    expect(blocked?.tbtRatio).toBe(Infinity);
    expect(blocked?.misses[0]).toMatch(/TBT 10 ms is ∞ × the stock home's 0 ms/);
    const [free] = ratioChecks([scoreOf('home', '/', 'mobile', report(0.99, 900, 0))], [zero], BUDGETS);
    expect(free?.misses).toEqual([]);
  });

  it('misses accessibility and CLS on every page and preset', () => {
    const shifting = report(0.9, 1000, 300);
    (shifting.audits['cumulative-layout-shift'] as { numericValue: number }).numericValue = 0.05;
    const scores = [
      scoreOf('tag', '/tags/x', 'mobile', report(0.5, 1000, 300, 0.97)),
      scoreOf('release-notes', '/release-notes/', 'desktop', shifting),
    ];
    expect(missedTargets(scores, null, NO_FLOOR).map((m) => m.message)).toEqual([
      'tag (/tags/x) mobile accessibility 97, target 100',
      'release-notes (/release-notes/) desktop CLS 0.050, at most 0.02',
    ]);
  });

  it('misses a performance score under the floor on every page and preset', () => {
    expect(BUDGETS.lighthouse.minPerformance).toBe(95);
    const scores = [
      scoreOf('tag', '/tags/x', 'desktop', report(0.94, 1000, 0)),
      scoreOf('guide', '/g', 'mobile', report(0.95, 1000, 0)),
    ];
    expect(missedTargets(scores, null, BUDGETS).map((m) => m.message)).toEqual([
      'tag (/tags/x) desktop performance 94, at least 95',
    ]);
  });

  it('takes the median of each figure over the runs, with the CPU benchmark index', () => {
    const runs = [report(0.7, 2000, 900), report(0.9, 1000, 200), report(0.8, 3000, 500)];
    runs.forEach((r, i) => (r.environment = { benchmarkIndex: [1000, 2500, 1800][i] }));
    const score = medianScore('guide', '/g', 'mobile', runs);
    expect([score.performance, score.lcp, score.tbt, score.benchmarkIndex]).toEqual([80, 2000, 500, 1800]);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(() => medianScore('guide', '/g', 'mobile', [])).toThrow('No Lighthouse run');
  });

  it('interleaves the portal pages with their stock pages, alternating which goes first', () => {
    const referenceOf = (page: string): string | undefined =>
      ({ home: 'stock home', guide: 'stock guide', 'api-operation': 'stock guide' })[page];
    const plan = interleavedRuns(['home', 'guide', 'api-operation', 'tag'], referenceOf, 2).map(
      (r) => `${r.round}:${r.page}`,
    );
    expect(plan).toEqual([
      '0:home',
      '0:stock home',
      '0:guide',
      '0:stock guide',
      '0:api-operation',
      '0:tag',
      '1:stock home',
      '1:home',
      '1:stock guide',
      '1:guide',
      '1:api-operation',
      '1:tag',
    ]);
    expect(interleavedRuns(['home'], () => undefined, 3).map((r) => r.site)).toEqual(['portal', 'portal', 'portal']);
    const withSignedIn = interleavedRuns(
      ['home', 'tag'],
      () => undefined,
      2,
      (page) => page === 'home',
    );
    expect(withSignedIn.map((r) => `${r.round}:${r.site}:${r.page}`)).toEqual([
      '0:portal:home',
      '0:signed-in:home',
      '0:portal:tag',
      '1:signed-in:home',
      '1:portal:home',
      '1:portal:tag',
    ]);
  });

  it('rejects ratio targets it cannot apply', () => {
    const withPages = (pages: Budgets['lighthouse']['pages']): Budgets => ({
      ...BUDGETS,
      lighthouse: { ...BUDGETS.lighthouse, pages },
    });
    expect(() =>
      validateBudgets(
        withPages([{ page: 'home', type: 'home', on: 'route', reference: { page: 'home', maxTbtRatio: 0 } }]),
      ),
    ).toThrow('reference.maxTbtRatio must be a positive number');
    expect(() =>
      validateBudgets(
        withPages([{ page: 'home', type: 'home', on: 'route', reference: { page: 'tag' as never, maxTbtRatio: 1 } }]),
      ),
    ).toThrow('reference.page must be home or guide');
    expect(() => validateBudgets({ ...BUDGETS, lighthouse: { ...BUDGETS.lighthouse, maxLcpRatio: 0 } })).toThrow(
      'lighthouse.maxLcpRatio must be positive',
    );
  });

  it('explains a miss with the audits that cost', () => {
    expect(whyMissed(report(1, 1, 1, 0.9), 'accessibility')).toEqual([
      'color-contrast: Background and foreground colors do not have a sufficient contrast ratio. (e.g. pre > code > span.token)',
    ]);
    const lines = whyMissed(report(0.6, 3000, 900), 'performance');
    expect(lines).toContain('total-blocking-time: 900 ms (score 50)');
    expect(lines).toContain('bootup time: http://x/main.js 1200 ms');
  });

  it('names the source of a long task from its URL', () => {
    const page = 'http://127.0.0.1:8090/docs/products/player/web/basic-playback';
    expect(taskSource(page, page)).toBe('page document (HTML, layout)');
    expect(taskSource('Unattributable', page)).toBe('unattributed (style, layout, paint)');
    expect(taskSource('http://127.0.0.1:8090/assets/js/main.36147a58.js', page)).toBe('main bundle');
    expect(taskSource('http://127.0.0.1:8090/assets/js/runtime~main.670256ae.js', page)).toBe('main bundle');
    expect(taskSource('http://127.0.0.1:8090/assets/js/react.d29189a8.js', page)).toBe('main bundle');
    expect(taskSource('http://127.0.0.1:8090/assets/js/1075.324c595c.js', page)).toBe('other site chunks');
    expect(taskSource('http://127.0.0.1:8090/silent-check-sso.xhtml', page)).toBe('sign-in frames (silent check)');
    expect(
      taskSource('http://127.0.0.1:8181/auth/realms/flp/protocol/openid-connect/3p-cookies/step2.html', page),
    ).toBe('sign-in frames (silent check)');
    expect(taskSource('http://127.0.0.1:8090/assets/css/styles.801289ee.css', page)).toBe('stylesheet');
    expect(taskSource('_lighthouse-eval.js', page)).toBe('Lighthouse itself');
    expect(taskSource('not a url', page)).toBe('other');
  });

  it('adds up the blocking time after the first contentful paint by source', () => {
    const page = 'http://x/docs/a';
    const r = report(0.8, 1400, 830);
    r.finalDisplayedUrl = page;
    r.audits['first-contentful-paint'] = { score: 1, numericValue: 900 };
    r.audits['long-tasks'] = {
      score: null,
      details: {
        items: [
          { url: page, startTime: 700, duration: 200 }, // before FCP: not counted
          { url: page, startTime: 950, duration: 120 },
          { url: 'http://x/assets/js/main.1.js', startTime: 2000, duration: 300 },
          { url: 'http://x/assets/js/main.1.js', startTime: 2400, duration: 90 },
          { url: 'http://x/silent-check-sso.xhtml', startTime: 3000, duration: 45 }, // under 50 ms
        ],
      },
    };
    expect(blockingBySource(r)).toEqual([
      { source: 'main bundle', ms: 290 },
      { source: 'page document (HTML, layout)', ms: 70 },
    ]);
    const lines = whyMissed(r, 'performance');
    expect(lines).toContain('blocking after FCP by source: main bundle 290 ms; page document (HTML, layout) 70 ms');
    expect(lines).toContain(
      'long tasks after FCP: 120 ms at 950 ms (page document (HTML, layout)); 300 ms at 2000 ms (main bundle); 90 ms at 2400 ms (main bundle)',
    );
  });

  it('reads the first paint the browser showed, unthrottled, where the report has it', () => {
    const withMetrics = report(0.9, 1200, 100);
    withMetrics.audits.metrics = {
      score: null,
      details: { items: [{ observedFirstContentfulPaint: 1227.4, firstContentfulPaint: 1038 }] },
    };
    expect(observedFirstPaint(withMetrics)).toBe(1227);
    expect(observedFirstPaint(report(0.9, 1200, 100))).toBeUndefined();
  });

  it('keeps RenderDocument on: takes it out of the features chrome-launcher turns off, and only it', () => {
    const defaults = [
      '--disable-extensions',
      '--disable-features=Translate,RenderDocument,MediaRouter',
      '--mute-audio',
    ];
    expect(withFeatureKept(defaults)).toEqual([
      '--disable-extensions',
      '--disable-features=Translate,MediaRouter',
      '--mute-audio',
    ]);
    // A list left empty stays, so it still overrides the defaults' list when it comes after them.
    expect(withFeatureKept(['--disable-features=RenderDocument'])).toEqual(['--disable-features=']);
    expect(withFeatureKept(['--no-first-run'])).toEqual(['--no-first-run']);
    expect(withFeatureKept(['--disable-features=RenderDocumentLevel,A'])).toEqual([
      '--disable-features=RenderDocumentLevel,A',
    ]);
  });

  it('prints one line per page and preset', () => {
    const measured = report(0.81, 2150, 640);
    const table = formatScores([scoreOf('guide', '/docs/x', 'mobile', measured)]);
    expect(table.split('\n')).toHaveLength(2);
    expect(table).toMatch(/^guide +mobile +81 +100 +96 +100 +2\.15 +640 +0\.004 +300$/m);
    measured.environment = { benchmarkIndex: 1234.4 };
    expect(formatScores([scoreOf('guide', '/docs/x', 'mobile', measured)])).toMatch(/ 300 +1234$/m);
  });
});
