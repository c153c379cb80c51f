import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIX_WEIGHTS, buildMix, referencedAssets, sitemapPaths } from '../../benches/lib/load-mix';
import {
  SERVE_TARGETS,
  WRK_SCRIPT,
  checkTargets,
  errorCount,
  formatRuns,
  parseWrkOutput,
  requestsPerSecond,
  wrkArgs,
  type Measured,
  type WrkResult,
} from '../../benches/lib/wrk';
import { syntheticPage, wordCount } from '../../benches/lib/synthetic-docs';

describe('load test mix', () => {
  const pages = Array.from({ length: 200 }, (_, i) => `/docs/p${i}`);
  const assetsOf = (page: string) => [
    '/assets/js/main.1.js',
    '/assets/css/styles.2.css',
    `/assets/js/${page.slice(6)}.js`,
  ];

  it('reads the page paths of a sitemap', () => {
    const xml = '<urlset><url><loc>https://x.test/</loc></url><url><loc>https://x.test/docs/a.b</loc></url></urlset>';
    expect(sitemapPaths(xml)).toEqual(['/', '/docs/a.b']);
  });

  it('takes the same-site scripts, stylesheets and preloads of a page', () => {
    const html =
      '<link rel="stylesheet" href="/assets/css/styles.css"><link rel=preload href=/assets/js/a.js as=script>' +
      '<link rel="icon" href="/img/favicon.svg"><script src="/assets/js/main.js" defer></script>' +
      '<script src="https://www.googletagmanager.com/gtag/js"></script><script>inline()</script>';
    expect(referencedAssets(html)).toEqual(['/assets/css/styles.css', '/assets/js/a.js', '/assets/js/main.js']);
  });

  it('mixes pages, the assets they load (most shared first) and search indexes in the set proportions', () => {
    const mix = buildMix({ pages, assetsOf, searchIndexes: ['/search-index-a.json', '/search-index-b.json'] });
    expect(mix).toHaveLength(100);
    const of = (kind: string) => mix.filter((e) => e.kind === kind);
    expect(of('html')).toHaveLength(MIX_WEIGHTS.html);
    expect(of('asset')).toHaveLength(MIX_WEIGHTS.asset);
    expect(of('search').map((e) => e.path)).toEqual([
      '/search-index-a.json',
      '/search-index-b.json',
      '/search-index-a.json',
      '/search-index-b.json',
      '/search-index-a.json',
    ]);
    // Pages are spread over the whole site, the shared bundles come first.
    expect(new Set(of('html').map((e) => e.path)).size).toBe(70);
    expect(of('html').at(-1)!.path).toBe('/docs/p197');
    expect(
      of('asset')
        .slice(0, 2)
        .map((e) => e.path)
        .sort(),
    ).toEqual(['/assets/css/styles.2.css', '/assets/js/main.1.js']);
    // Interleaved: every 20 requests hold every kind.
    for (let start = 0; start < 100; start += 20) {
      expect(new Set(mix.slice(start, start + 20).map((e) => e.kind)).size, `from ${start}`).toBe(3);
    }
    expect(buildMix({ pages, assetsOf, searchIndexes: ['/s.json'] })).toEqual(
      buildMix({ pages, assetsOf, searchIndexes: ['/s.json'] }),
    );
  });

  it('gives the search share to pages when the build has no search index, and refuses an empty site', () => {
    const mix = buildMix({ pages, assetsOf, searchIndexes: [] });
    expect(mix.filter((e) => e.kind === 'search')).toEqual([]);
    expect(mix.filter((e) => e.kind === 'html')).toHaveLength(MIX_WEIGHTS.html + MIX_WEIGHTS.search);
    expect(() => buildMix({ pages: [], assetsOf, searchIndexes: [] })).toThrow('no pages');
  });
});

// What wrk 4.1 prints with benches/lib/wrk-report.lua: its own report, then the script's line.
const WRK_OUTPUT = `Running 20s test @ http://127.0.0.1:8092
  2 threads and 16 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.73ms    2.42ms  16.40ms   89.92%
    Req/Sec     6.71k     2.65k    9.53k    62.50%
  5987 requests in 536.94ms, 2.19MB read
Requests/sec:  11150.22
Transfer/sec:      4.08MB
wrk-result {"responses":5987,"durationUs":536940,"bytes":2299065,"errors":{"connect":0,"read":0,"write":0,"status":0,"timeout":0},"latencyUs":{"p50":850,"p90":4178,"p99":12959,"max":16400,"mean":1730},"threads":2}
`;

describe('wrk', () => {
  const result = parseWrkOutput(WRK_OUTPUT);

  it("reads the result line of the script among wrk's own report", () => {
    expect(result).toEqual({
      responses: 5987,
      seconds: 0.53694,
      bytes: 2299065,
      errors: { connect: 0, read: 0, write: 0, status: 0, timeout: 0 },
      latency: { p50: 0.85, p90: 4.178, p99: 12.959, max: 16.4, mean: 1.73 },
    });
    expect(Math.round(requestsPerSecond(result))).toBe(11150);
    expect(errorCount(result)).toBe(0);
  });

  it('refuses output without the result line or with a field missing', () => {
    expect(() =>
      parseWrkOutput('Running 20s test @ http://127.0.0.1:8092\nunable to connect to 127.0.0.1:8092'),
    ).toThrow('no "wrk-result" line in wrk\'s output');
    expect(() => parseWrkOutput('wrk-result {"responses":1')).toThrow('wrk result is not JSON');
    expect(() => parseWrkOutput(WRK_OUTPUT.replace('"p99":12959,', ''))).toThrow('latencyUs.p99 is not a count');
  });

  it('counts connection, read and write errors, timeouts and answers >= 400', () => {
    const failing = parseWrkOutput(
      WRK_OUTPUT.replace(
        '"errors":{"connect":0,"read":0,"write":0,"status":0,"timeout":0}',
        '"errors":{"connect":1,"read":2,"write":3,"status":4,"timeout":5}',
      ),
    );
    expect(errorCount(failing)).toBe(15);
    expect(formatRuns([{ compression: 'precompressed', kind: 'html', result: failing }])[1]).toContain(
      '15 (connect 1, read 2, write 3, status >= 400 4, timeout 5)',
    );
  });

  it("bounds a run by count per thread and by time, and sends the browser's Accept-Encoding", () => {
    const args = wrkArgs({
      origin: 'http://127.0.0.1:8092',
      pathsFile: '/scratch/html.txt',
      requests: 10001,
      threads: 2,
      connections: 16,
      maxSeconds: 20,
      acceptEncoding: 'gzip, deflate, br',
    });
    expect(args.join(' ')).toBe(
      '--threads 2 --connections 16 --duration 20s --timeout 10s --header Accept-Encoding: gzip, deflate, br ' +
        `--script ${WRK_SCRIPT} http://127.0.0.1:8092 -- /scratch/html.txt 5001 2`,
    );
    expect(readFileSync(WRK_SCRIPT, 'utf8')).toContain('function done(summary, latency, requests)');
  });

  it('judges the HTML runs against the targets and prints one row per run', () => {
    const html = (responses: number, p99Us: number) =>
      parseWrkOutput(
        WRK_OUTPUT.replace(
          '"responses":5987,"durationUs":536940',
          `"responses":${responses},"durationUs":1000000`,
        ).replace('"p99":12959', `"p99":${p99Us}`),
      );
    const runs = (fast: WrkResult, slow: WrkResult): Measured[] => [
      { compression: 'precompressed', kind: 'html', result: fast },
      { compression: 'precompressed', kind: 'mix', result: fast },
      { compression: 'on-the-fly', kind: 'html', result: slow },
    ];
    const met = checkTargets(runs(html(6000, 15000), html(3000, 40000)));
    expect(met.map((t) => t.met)).toEqual([true, true, true, true]);
    expect(met.map((t) => t.label)).toEqual([
      `HTML pages, precompressed: 6000 requests/s (>= ${SERVE_TARGETS.htmlRequestsPerSecond})`,
      'HTML pages, precompressed: p99 15.0 ms (<= 20 ms)',
      'HTML pages: 2.00 × the throughput of on-the-fly compression (>= 1.5 ×)',
      'errors in all runs: 0 (budget 0)',
    ]);
    const missed = checkTargets(runs(html(4000, 25000), html(3000, 40000)));
    expect(missed.map((t) => t.met)).toEqual([false, false, false, true]);
    // Without the baseline run there is no speed-up to claim.
    expect(checkTargets(runs(html(6000, 15000), html(3000, 40000)).slice(0, 2))[2]!.met).toBe(false);

    const table = formatRuns(runs(html(6000, 15000), html(3000, 40000)));
    expect(table).toHaveLength(4);
    expect(table[0]).toMatch(
      /^compression\s+kind\s+responses\s+seconds\s+req\/s\s+p50 ms\s+p99 ms\s+max ms\s+MB\/s\s+errors$/,
    );
    expect(table[1]).toMatch(/^precompressed\s+html\s+6000\s+1\.0\s+6000\s+0\.8\s+15\.0\s+16\.4\s+2\.2\s+0$/);
    expect(table[3]).toMatch(/^on-the-fly\s+html\s+3000\s/);
  });
});

describe('synthetic docs pages', () => {
  it('are ~600-word guides with front matter, headings, code blocks and a table, the same on every run', () => {
    for (const index of [0, 7, 49, 50, 2999]) {
      const page = syntheticPage(index);
      expect(page).toEqual(syntheticPage(index));
      expect(wordCount(page.content)).toBeGreaterThan(520);
      expect(wordCount(page.content)).toBeLessThan(680);
      expect(page.content).toMatch(/^---\ntitle: ".+"\ndescription: ".+"\n/);
      expect(page.content.match(/^## /gm)).toHaveLength(4);
      expect(page.content.match(/^```\w+ title="/gm)).toHaveLength(4);
      expect(page.content).toContain('| option | type | default | meaning |');
    }
    expect(syntheticPage(49).path).toBe('group-000/page-0049.md');
    expect(syntheticPage(50).path).toBe('group-001/page-0050.md');
    expect(syntheticPage(1).content).not.toBe(syntheticPage(2).content);
  });
});
