/**
 * The search relevance suite (tests/search/queries.yaml) run against the indexes of a build:
 * used by `npm run bench:search` (figures) and by the browser-test step (floors).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'yaml';
import {
  INDEX_FILE_PREFIX,
  type CompactIndex,
  type FetchJson,
  type LoadedIndex,
  type SearchDocument,
  type SearchHit,
  loadIndex,
  readShardedIndex,
  search,
} from '../../plugins/search/api';

export const SUITE_FILE = 'tests/search/queries.yaml';
export const CURRENT_TAGS = ['default', 'docs-default-current'] as const;

export interface SuiteQuery {
  query: string;
  /** The right page (or section, with `#anchor`); a list when several are equally right. */
  expected: string | string[];
  version?: string;
  note?: string;
}

export function readSuite(siteDir: string): SuiteQuery[] {
  const parsed = parse(readFileSync(join(siteDir, SUITE_FILE), 'utf8')) as { queries?: unknown };
  if (!Array.isArray(parsed.queries)) throw new Error(`${SUITE_FILE}: no queries list`);
  return parsed.queries.map((entry: Partial<SuiteQuery>, i) => {
    const expected = typeof entry.expected === 'string' ? [entry.expected] : entry.expected;
    const valid =
      Array.isArray(expected) &&
      expected.length > 0 &&
      expected.every((e) => typeof e === 'string' && e.startsWith('/'));
    if (typeof entry.query !== 'string' || !valid) {
      throw new Error(
        `${SUITE_FILE}: entry ${i + 1} needs a query and an expected route, got ${JSON.stringify(entry)}`,
      );
    }
    return entry as SuiteQuery;
  });
}

/** The tags a reader's search uses: the site pages and the docs version they are reading. */
export function tagsFor(query: SuiteQuery): string[] {
  return query.version ? ['default', `docs-default-${query.version}`] : [...CURRENT_TAGS];
}

export interface IndexFileFigures {
  tag: string;
  documents: number;
  rawBytes: number;
  gzipBytes: number;
  loadMs: number;
}

export interface BuiltSearch {
  indexes: Map<string, LoadedIndex>;
  files: IndexFileFigures[];
}

/** Reads the files of a build as the search box fetches them (paths relative to the site root). */
export function diskFetcher(buildDir: string): FetchJson {
  return (path) => Promise.resolve(JSON.parse(readFileSync(join(buildDir, path), 'utf8')) as unknown);
}

/**
 * One tag's index of a build as a whole (every file of its sharded index read and joined, by the
 * index's one reader, plugins/search/shards.ts), in the compact form, with the bytes of all its
 * files.
 */
export async function readCompactIndex(
  buildDir: string,
  tag: string,
): Promise<{ documents: SearchDocument[]; index: CompactIndex; rawBytes: number; gzipBytes: number }> {
  const manifest = `${INDEX_FILE_PREFIX}${tag}.json`;
  if (!existsSync(join(buildDir, manifest)))
    throw new Error(`no search index ${join(buildDir, manifest)}: build the site first`);
  const { documents, index, files } = await readShardedIndex(diskFetcher(buildDir), manifest);
  const raws = files.map((file) => readFileSync(join(buildDir, file)));
  return {
    documents,
    index,
    rawBytes: raws.reduce((sum, raw) => sum + raw.length, 0),
    gzipBytes: raws.reduce((sum, raw) => sum + gzipSync(raw, { level: 9 }).length, 0),
  };
}

/** One tag's index of a build, loaded whole, with the bytes of all its files. */
export async function readWholeIndex(
  buildDir: string,
  tag: string,
): Promise<{ index: LoadedIndex; rawBytes: number; gzipBytes: number }> {
  const { documents, index, rawBytes, gzipBytes } = await readCompactIndex(buildDir, tag);
  return { index: { documents, engine: loadIndex(index) }, rawBytes, gzipBytes };
}

/** Reads every `search-index-*.json` of a build (and the shards they name); throws when the build has none. */
export async function readBuiltIndexes(buildDir: string, tags: readonly string[]): Promise<BuiltSearch> {
  const indexes = new Map<string, LoadedIndex>();
  const files: IndexFileFigures[] = [];
  for (const tag of tags) {
    const started = performance.now();
    const { index, rawBytes, gzipBytes } = await readWholeIndex(buildDir, tag);
    const loadMs = performance.now() - started;
    indexes.set(tag, index);
    files.push({ tag, documents: index.documents.length, rawBytes, gzipBytes, loadMs });
  }
  return { indexes, files };
}

export function matches(hit: SearchHit, expected: SuiteQuery['expected']): boolean {
  const route = hit.document.sectionRoute;
  return [expected].flat().some((target) => (target.includes('#') ? route === target : route.split('#')[0] === target));
}

export interface QueryOutcome {
  query: SuiteQuery;
  /** 1-based rank of the first right hit, or null when it is not in the results. */
  rank: number | null;
  top: string[];
}

export interface SuiteFigures {
  outcomes: QueryOutcome[];
  successAt1: number;
  successAt3: number;
  mrr: number;
}

export function runSuite(suite: readonly SuiteQuery[], indexes: ReadonlyMap<string, LoadedIndex>): SuiteFigures {
  const outcomes = suite.map((query): QueryOutcome => {
    const hits = search(
      tagsFor(query).map((tag) => indexes.get(tag) ?? { documents: [], engine: null }),
      query.query,
    );
    const index = hits.findIndex((hit) => matches(hit, query.expected));
    return { query, rank: index === -1 ? null : index + 1, top: hits.slice(0, 3).map((h) => h.document.sectionRoute) };
  });
  const share = (ok: (o: QueryOutcome) => boolean): number => outcomes.filter(ok).length / outcomes.length;
  return {
    outcomes,
    successAt1: share((o) => o.rank === 1),
    successAt3: share((o) => o.rank !== null && o.rank <= 3),
    mrr: outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / outcomes.length,
  };
}

/** Median and 95th percentile of each suite query's time, over `rounds` rounds after a warm-up. */
export function measureLatency(
  suite: readonly SuiteQuery[],
  indexes: ReadonlyMap<string, LoadedIndex>,
  rounds = 20,
): { medianMs: number; p95Ms: number; samples: number } {
  const run = (q: SuiteQuery): void => {
    search(
      tagsFor(q).map((tag) => indexes.get(tag) ?? { documents: [], engine: null }),
      q.query,
    );
  };
  suite.forEach(run);
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const q of suite) {
      const started = performance.now();
      run(q);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number): number => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
  return { medianMs: at(0.5), p95Ms: at(0.95), samples: times.length };
}
