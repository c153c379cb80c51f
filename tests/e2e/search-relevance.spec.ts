/**
 * The relevance floors of the search, on the indexes of the build under test. It runs with the
 * browser tests because it needs a build (`npm test` runs the unit tests before building) and
 * fails, rather than passing silently, when the build has no index. No browser is used: the
 * engine and the index files are the ones the search box loads. Raise the floors as the index
 * improves; `npm run bench:search` prints the figures and the misses.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './support/fixtures';
import { search } from '../../plugins/search/engine';
import { SearchSession } from '../../plugins/search/shards';
import { diskFetcher, readBuiltIndexes, readSuite, runSuite, tagsFor } from '../../benches/lib/search-relevance';

const BUILD_DIR = process.env.FLP_TEST_BUILD_DIR ?? 'build';
const FLOORS = { queries: 60, successAt1: 0.75, successAt3: 0.9, mrr: 0.8 };

test('the search finds the expected page for the relevance suite', async () => {
  const suite = readSuite('.');
  expect(suite.length).toBeGreaterThanOrEqual(FLOORS.queries);
  const { indexes } = await readBuiltIndexes(BUILD_DIR, ['default', 'docs-default-current', 'docs-default-6.x']);
  const figures = runSuite(suite, indexes);
  const misses = figures.outcomes
    .filter((o) => o.rank === null || o.rank > 3)
    .map((o) => `"${o.query.query}" -> ${o.query.expected} (rank ${o.rank ?? 'none'})`);
  expect(figures.successAt3, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(FLOORS.successAt3);
  expect(figures.successAt1).toBeGreaterThanOrEqual(FLOORS.successAt1);
  expect(figures.mrr).toBeGreaterThanOrEqual(FLOORS.mrr);
});

test('every indexed section leads to a built page and an anchor it has; only real content is indexed', async () => {
  const { indexes } = await readBuiltIndexes(BUILD_DIR, ['default', 'docs-default-current', 'docs-default-6.x']);
  const pages = new Map<string, string>();
  const problems: string[] = [];
  for (const [tag, { documents }] of indexes) {
    for (const { sectionRoute } of documents) {
      const [route = '', anchor] = sectionRoute.split('#');
      if (/^\/docs\/(6\.x\/)?tags(\/|$)/.test(route) || route === '/release-notes/') problems.push(`${tag}: ${route}`);
      let html = pages.get(route);
      if (html === undefined) {
        const file = join(BUILD_DIR, route.replace(/^\//, '').replace(/\/$/, ''), 'index.html');
        html = existsSync(file) ? readFileSync(file, 'utf8') : '';
        pages.set(route, html);
      }
      if (!html) problems.push(`${tag}: no page for ${route}`);
      else if (anchor && !new RegExp(`\\sid="?${anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[">\\s]`).test(html)) {
        problems.push(`${tag}: ${route} has no #${anchor}`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(indexes.get('docs-default-current')?.documents.length).toBeGreaterThan(1000);
});

test('the search box, fetching only the shards a query needs, ranks as the whole index does', async () => {
  const suite = readSuite('.');
  const { indexes } = await readBuiltIndexes(BUILD_DIR, ['default', 'docs-default-current', 'docs-default-6.x']);
  const session = new SearchSession(diskFetcher(BUILD_DIR));
  const ranked = (hits: { document: { sectionRoute: string }; score: number }[]): string[] =>
    hits.map((h) => `${h.document.sectionRoute} ${h.score.toPrecision(10)}`);
  for (const query of [...suite, { query: 'w', expected: '/' }, { query: 'ro', expected: '/' }]) {
    const tags = tagsFor(query);
    const whole = search(
      tags.map((tag) => indexes.get(tag) ?? { documents: [], engine: null }),
      query.query,
    );
    const sharded = await session.search(
      tags.map((tag) => `search-index-${tag}.json`),
      query.query,
    );
    expect(ranked(sharded), query.query).toEqual(ranked(whole));
  }
});
