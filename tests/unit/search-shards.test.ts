import { describe, expect, it } from 'vitest';
import { buildIndex, compactIndex, loadIndex, search, type LoadedIndex } from '../../plugins/search/engine';
import { manifestPath, publishIndex } from '../../plugins/search/publish';
import {
  SearchSession,
  shardsForPrefix,
  shortTerm,
  withinEdits,
  type FetchJson,
  type ShardedManifest,
} from '../../plugins/search/shards';
import { queryTerms } from '../../plugins/search/text';
import { readSuite } from '../../benches/lib/search-relevance';
import { syntheticPage } from '../../benches/lib/synthetic-docs';
import type { IndexedSection, SearchDocument, SearchHit } from '../../plugins/search/types';

/**
 * A corpus with the relevance suite's words in it: synthetic guide pages cut at their headings,
 * and per suite query a page named after the route it expects, whose text mixes the query's
 * words with another query's (so every query finds several sections, and typos, stems, prefixes
 * and identifiers all have something to match).
 */
function corpus(): { documents: SearchDocument[]; sections: IndexedSection[] } {
  const documents: SearchDocument[] = [];
  const sections: IndexedSection[] = [];
  const add = (route: string, title: string, content: string, row = false): void => {
    const id = documents.length;
    const [page = route] = route.split('#');
    documents.push({
      id,
      pageTitle: page,
      sectionTitle: title,
      sectionRoute: route,
      type: 'docs',
      ...(row && { subsection: true as const }),
    });
    sections.push({ id, title, content, tags: id % 7 === 0 ? 'Release notes' : '', sidebarParentCategories: '' });
  };
  for (let n = 0; n < 40; n += 1) {
    const { path, content } = syntheticPage(n);
    content.split(/\n(?=##+ )/).forEach((part, i) => {
      const [heading = '', ...body] = part.split('\n');
      const title = heading.replace(/^#+ /, '').replace(/^---$/, `Page ${n}`);
      add(i === 0 ? `/docs/${path}` : `/docs/${path}#s${i}`, title, body.join('\n'));
    });
  }
  const suite = readSuite('.');
  suite.forEach(({ query, expected }, i) => {
    const route = [expected].flat()[0] ?? '/docs/x';
    const other = suite[(i * 7 + 3) % suite.length]?.query ?? '';
    add(route, route.split('/').pop() ?? route, `${query} ${other} ${query.split(' ').reverse().join(' ')}`);
    add(`${route.split('#')[0] ?? route}#row-${i}`, `${other}`, `${query} ${query}`, true);
  });
  return { documents, sections };
}

function published(options: { shardBytes: number; docsPerFile: number }): {
  whole: LoadedIndex;
  files: Map<string, string>;
} {
  const { documents, sections } = corpus();
  const index = compactIndex(buildIndex(sections));
  const files = publishIndex('docs-default-current', { documents, index }, options);
  return { whole: { documents, engine: loadIndex(index) }, files };
}

function fetcher(files: Map<string, string>, log: string[] = []): FetchJson {
  return (path) => {
    log.push(path);
    const json = files.get(path);
    return json === undefined ? Promise.reject(new Error(`404 ${path}`)) : Promise.resolve(JSON.parse(json));
  };
}

/** Routes in order with their scores (to 10 digits: the terms are summed in another order). */
const routes = (hits: readonly SearchHit[]): string[] =>
  hits.map((h) => `${h.document.sectionRoute} ${h.score.toPrecision(10)}`);

const EXTRA = ['w', 'wi', 's', 'e', 'id', 'E 4001', 'seriesId', 'widevin licence', 'chromcast', 'xq', 'licensing'];

describe('the sharded index', () => {
  const small = published({ shardBytes: 2_048, docsPerFile: 8 });
  const manifest = JSON.parse(small.files.get(manifestPath('docs-default-current')) ?? '{}') as ShardedManifest;

  it('is split into many term shards and documents files, named by their content', () => {
    expect(manifest.index.shards.length).toBeGreaterThan(10);
    expect(manifest.documents.files.length).toBe(Math.ceil(small.whole.documents.length / 8));
    for (const path of small.files.keys()) {
      if (path !== manifestPath('docs-default-current')) {
        expect(path).toMatch(/^search-index\/docs-default-current\/[a-z]+\d*\.[0-9a-f]{10}\.json$/);
      }
    }
  });

  it('answers every query of the relevance suite exactly as the whole index, with fewer files', async () => {
    const queries = [...readSuite('.').map((q) => q.query), ...EXTRA];
    for (const query of queries) {
      const log: string[] = [];
      const session = new SearchSession(fetcher(small.files, log));
      const hits = await session.search([manifestPath('docs-default-current')], query);
      expect(routes(hits), query).toEqual(routes(search([small.whole], query)));
      expect(hits.map((h) => h.terms.length > 0)).not.toContain(false);
      expect(log.length, query).toBeLessThan(small.files.size);
    }
  });

  it('gives the same results when shards are loaded by earlier queries (one session)', async () => {
    const session = new SearchSession(fetcher(small.files));
    for (const query of [...EXTRA, ...readSuite('.').map((q) => q.query)].reverse()) {
      const hits = await session.search([manifestPath('docs-default-current')], query);
      expect(routes(hits), query).toEqual(routes(search([small.whole], query)));
    }
  });

  it('answers a one- or two-character word from one precomputed file, without term shards', async () => {
    expect(shortTerm(queryTerms('W'))).toBe('w');
    expect(shortTerm(queryTerms('wid'))).toBeNull();
    expect(shortTerm(queryTerms('w roku'))).toBeNull();
    const log: string[] = [];
    const session = new SearchSession(fetcher(small.files, log));
    const hits = await session.search([manifestPath('docs-default-current')], 'pl');
    expect(routes(hits)).toEqual(routes(search([small.whole], 'pl')));
    expect(hits.length).toBe(8);
    // Neither term shards nor documents files: the answer carries its documents.
    expect(log.filter((path) => /\/(t\d+|d\d+|vocabulary|stats)\./.test(path))).toEqual([]);
    expect(log.filter((path) => /\/s\d+\./.test(path))).toHaveLength(1);
  });

  it('revalidating (development), finds what a rebuilt index adds and fetches no more while it is unchanged', async () => {
    const page = (words: string) => {
      const documents: SearchDocument[] = [
        { id: 0, pageTitle: 'Setup', sectionTitle: 'Setup', sectionRoute: '/docs/setup', type: 'docs' },
      ];
      const sections = [{ id: 0, title: 'Setup', content: words, tags: '', sidebarParentCategories: '' }];
      return publishIndex('docs-default-current', { documents, index: compactIndex(buildIndex(sections)) });
    };
    let served = page('install the player');
    const log: string[] = [];
    const fresh: boolean[] = [];
    const session = new SearchSession((path, options) => {
      log.push(path);
      fresh.push(options?.fresh === true);
      const json = served.get(path);
      return json === undefined ? Promise.reject(new Error(`404 ${path}`)) : Promise.resolve(JSON.parse(json));
    });
    const path = manifestPath('docs-default-current');
    expect(await session.search([path], 'quasar', true)).toEqual([]);
    // The page is saved with a new word: the development server writes a new index.
    served = page('install the player quasar');
    expect((await session.search([path], 'quasar', true)).map((h) => h.document.sectionRoute)).toEqual(['/docs/setup']);
    const before = log.length;
    await session.search([path], 'quasar', true);
    // Only the manifest again, past the HTTP cache: the index it names is the one open.
    expect(log.slice(before)).toEqual([path]);
    expect(fresh.at(-1)).toBe(true);
    // Without revalidating (a built site) the manifest is fetched once.
    const built = new SearchSession(fetcher(served, log));
    const count = log.length;
    await built.search([path], 'quasar');
    await built.search([path], 'player');
    expect(log.slice(count).filter((p) => p === path)).toHaveLength(1);
  });

  it('counts edits as Levenshtein does', () => {
    expect(withinEdits('widevin', 'widevine', 1)).toBe(true);
    expect(withinEdits('paretnal', 'parental', 1)).toBe(false);
    expect(withinEdits('paretnal', 'parental', 2)).toBe(true);
    expect(withinEdits('chromcast', 'chromecast', 2)).toBe(true);
    expect(withinEdits('licence', 'license', 0)).toBe(false);
    expect(withinEdits('abc', 'abcdef', 2)).toBe(false);
  });

  it('finds the shards of a prefix range', () => {
    const shards: [string, string][] = [
      ['', 'a'],
      ['ca', 'b'],
      ['cm', 'c'],
      ['d', 'd'],
    ];
    expect(shardsForPrefix(shards, 'c')).toEqual([0, 1, 2]);
    expect(shardsForPrefix(shards, 'cn')).toEqual([2]);
    expect(shardsForPrefix(shards, 'zz')).toEqual([3]);
    expect(shardsForPrefix([], 'a')).toEqual([]);
  });

  it('counts an index whose shard fails as empty for that query, and loads it again later', async () => {
    let failing = true;
    const base = fetcher(small.files);
    const session = new SearchSession((path) =>
      failing && /\/t\d+\./.test(path) ? Promise.reject(new Error('down')) : base(path),
    );
    await expect(session.search([manifestPath('docs-default-current')], 'widevine license')).resolves.toEqual([]);
    failing = false;
    session.retryFailed();
    const hits = await session.search([manifestPath('docs-default-current')], 'widevine license');
    expect(routes(hits)).toEqual(routes(search([small.whole], 'widevine license')));
  });

  it('merges several indexes as the whole indexes do', async () => {
    const other = published({ shardBytes: 4_096, docsPerFile: 16 });
    const files = new Map([
      ...small.files,
      // The other index's files keep their names (content-hashed); only its manifest is renamed.
      ...[...other.files].map(
        ([path, json]) =>
          [path === manifestPath('docs-default-current') ? manifestPath('default') : path, json] as const,
      ),
    ]);
    const session = new SearchSession(fetcher(files));
    for (const query of ['widevine', 'roku deep linking', 'e', 'chromcast']) {
      const hits = await session.search([manifestPath('default'), manifestPath('docs-default-current')], query);
      expect(routes(hits), query).toEqual(routes(search([other.whole, small.whole], query)));
    }
  });
});
