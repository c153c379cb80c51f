import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../../perf/budgets';
import {
  type LighthouseReport,
  formatScores,
  medianRun,
  missedTargets,
  scoreOf,
  blockingBySource,
  taskSource,
  whyMissed,
} from '../../scripts/lib/lighthouse';

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

  it('misses mobile performance only where a page has a target, and accessibility on every page and preset', () => {
    const scores = [
      scoreOf('home', '/', 'mobile', report(0.94, 1000, 300)),
      scoreOf('home', '/', 'desktop', report(0.9, 1000, 300)),
      scoreOf('api-operation', '/api', 'mobile', report(0.9, 1000, 300)),
      scoreOf('tag', '/tags/x', 'mobile', report(0.5, 1000, 300, 0.97)),
    ];
    expect(missedTargets(scores, BUDGETS).map((m) => m.message)).toEqual([
      'home (/) mobile performance 94, target 95',
      'tag (/tags/x) mobile accessibility 97, target 100',
    ]);
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
    expect(whyMissed(r, 'performance')).toContain(
      'blocking after FCP by source: main bundle 290 ms; page document (HTML, layout) 70 ms',
    );
  });

  it('prints one line per page and preset', () => {
    const table = formatScores([scoreOf('guide', '/docs/x', 'mobile', report(0.81, 2150, 640))]);
    expect(table.split('\n')).toHaveLength(2);
    expect(table).toMatch(/^guide +mobile +81 +100 +96 +100 +2\.15 +640 +0\.004 +300$/m);
  });
});
