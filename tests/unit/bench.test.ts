import { describe, expect, it } from 'vitest';
import {
  MIX_WEIGHTS,
  buildMix,
  errorCount,
  formatResult,
  referencedAssets,
  sitemapPaths,
} from '../../scripts/lib/load-mix';
import { syntheticPage, wordCount } from '../../scripts/lib/synthetic-docs';

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

  it('counts connection errors, timeouts and non-2xx answers against the budget of 0', () => {
    const result = {
      requests: 1000,
      seconds: 2,
      requestsPerSecond: 500,
      latencyP50: 3,
      latencyP99: 12,
      latencyMax: 40,
      bytesPerSecond: 5 * 1024 * 1024,
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    };
    expect(errorCount(result)).toBe(0);
    expect(formatResult(result).join('\n')).toContain('requests/s:   500');
    expect(formatResult(result).join('\n')).toContain('p99 12 ms');
    expect(formatResult(result).at(-1)).toContain('budget 0: met');
    const failing = { ...result, errors: 2, timeouts: 1, non2xx: 3 };
    expect(errorCount(failing)).toBe(5);
    expect(formatResult(failing).at(-1)).toBe(
      'errors:       5 (connection errors 1, timeouts 1, non-2xx 3); budget 0: MISSED',
    );
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
