/**
 * The sharded search index, read side (the build side is publish.ts). `search-index-{tag}.json`
 * is a small manifest; the index itself is split into files fetched only when a query needs them:
 *
 * - term shards: the index's terms in sorted order, cut into files of about SHARD_BYTES, each
 *   listed in the manifest by its first term. A word searched as a prefix needs the shards its
 *   range of terms falls in, usually one.
 * - the vocabulary (every term, no postings): only for typo tolerance, to find the terms within
 *   reach of a word of 5+ characters (`withinEdits`) and so the shards they are in.
 * - the field lengths of every section (BM25 needs them for any section a term matches).
 * - short answers: for each one- and two-character prefix, the best eight sections, ranked at
 *   build time by the same engine. A one- or two-character word alone is what the first
 *   keystroke searches, and as a prefix it matches a large share of the index: its answer is one
 *   small file whatever the size of the docs.
 * - documents in files of DOCS_PER_FILE sections: only those of the hits shown are fetched.
 *
 * The engine a query runs on holds the terms of the shards loaded so far with the statistics of
 * the whole index, so it scores the terms it has exactly as the whole index does; since every
 * term a query can match is loaded first, the answers are the unsharded index's
 * (tests/unit/search-shards.test.ts checks it on the relevance suite).
 *
 * The reader works in any JavaScript environment, given a way to fetch a JSON file: the search
 * box runs it in a Web Worker (worker.ts), the tests and the benchmark in Node.
 */
import type MiniSearch from 'minisearch';
import type { CompactIndex } from './engine';
import { FIELDS } from './fields';
import { MAX_QUERY_LENGTH, MAX_RESULTS } from './limits';
import { queryTerms, type QueryTerm } from './text';
import type { IndexedSection, SearchDocument, SearchHit } from './types';
import { PLATFORMS, type PlatformId } from '../../src/data/registry';

/**
 * The engine (MiniSearch and the scoring), loaded only when a query needs it: a one- or
 * two-character word, the first key a reader presses, is answered without it.
 */
const engine = () => import('./engine');

/** Words of at most this many characters, searched alone, have their answer precomputed. */
export const SHORT_PREFIX_LENGTH = 2;

type CompactTerm = CompactIndex['terms'][number];

/** `search-index-{tag}.json` of a sharded index: paths are relative to the site's base URL. */
export interface ShardedManifest {
  documents: { count: number; perFile: number; files: string[] };
  index: {
    v: 2;
    documentCount: number;
    fields: string[];
    averageFieldLength: number[];
    /** `IndexStats`: what scoring needs of every section. */
    stats: string;
    /** `string[]`: every term, sorted. */
    vocabulary: string;
    /** [first term, file] per term shard (a file holds `CompactTerm[]`), in term order. */
    shards: [string, string][];
    /** First character of a prefix -> file of `ShortAnswers`. */
    short: Record<string, string>;
  };
}

/** The stats file: per section, the length of each field in terms, its kind (KIND_CODES) and platform (`platformCode`). */
export interface IndexStats {
  fieldLength: number[][];
  kinds: string;
  platforms: string;
}

/** The precomputed answers of the prefixes that start with one character, with their documents. */
export interface ShortAnswers {
  documents: Record<string, SearchDocument>;
  answers: Record<string, [number, number][]>;
}

/** Fetches a file of the index; `fresh`: past any HTTP cache (a manifest that may have changed). */
export type FetchJson = (path: string, options?: { fresh?: boolean }) => Promise<unknown>;

/** The index files of a site, over HTTP (the worker, and the page where no worker runs). */
export function siteFetcher(baseUrl: string): FetchJson {
  return async (path, options) => {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { Accept: 'application/json' },
      ...(options?.fresh && { cache: 'no-cache' as const }),
    });
    if (!response.ok) throw new Error(`${response.status} for ${path}`);
    return response.json() as Promise<unknown>;
  };
}

function isManifest(value: unknown): value is ShardedManifest {
  const m = value as Partial<ShardedManifest> | null;
  const index = m?.index;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof index === 'object' &&
    index.v === 2 &&
    index.fields.join() === FIELDS.join() &&
    Array.isArray(index.shards) &&
    typeof index.short === 'object' &&
    Array.isArray(m.documents?.files) &&
    m.documents.count === index.documentCount
  );
}

/** Where the first term >= `term` would be: the shard whose range holds `term`. */
function shardOf(shards: readonly [string, string][], term: string): number {
  let low = 0;
  let high = shards.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((shards[middle]?.[0] ?? '') <= term) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The shards holding the terms that start with `prefix` (a contiguous range in term order). */
export function shardsForPrefix(shards: readonly [string, string][], prefix: string): number[] {
  if (shards.length === 0) return [];
  const first = shardOf(shards, prefix);
  const last = shardOf(shards, `${prefix}\uffff`);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/**
 * Whether two terms are at most `max` edits apart (Levenshtein: insertions, deletions and
 * substitutions, as MiniSearch's fuzzy search counts them). Stops as soon as a row is over.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      if (value < best) best = value;
    }
    if (best > max) return false;
    previous = current;
  }
  return (previous[b.length] ?? max + 1) <= max;
}

/** One tag's sharded index: fetches and keeps what queries need. */
export class ShardedIndex {
  private readonly files = new Map<string, Promise<unknown>>();
  private readonly loaded = new Set<number>();
  private readonly terms: CompactTerm[] = [];
  private engine: { shards: number; engine: MiniSearch<IndexedSection> } | null = null;
  private vocabulary: Promise<string[]> | null = null;

  constructor(
    readonly manifest: ShardedManifest,
    private readonly fetchJson: FetchJson,
  ) {}

  /** A file of the index, fetched once; a failed fetch is forgotten so that it can be retried. */
  private file(path: string): Promise<unknown> {
    let pending = this.files.get(path);
    if (!pending) {
      pending = this.fetchJson(path).catch((error: unknown) => {
        this.files.delete(path);
        throw error;
      });
      this.files.set(path, pending);
    }
    return pending;
  }

  private async vocabularyList(): Promise<string[]> {
    this.vocabulary ??= this.file(this.manifest.index.vocabulary).then((terms) => {
      if (!Array.isArray(terms)) throw new Error('malformed search vocabulary');
      return terms as string[];
    });
    return this.vocabulary.catch((error: unknown) => {
      this.vocabulary = null;
      throw error;
    });
  }

  /** The term shards a query can match terms in: prefix ranges, and typo corrections' shards. */
  async shardsFor(groups: readonly QueryTerm[]): Promise<number[]> {
    const { shards } = this.manifest.index;
    const needed = new Set<number>();
    const prefixes = groups.flatMap((g) => [g.term, ...g.variants, ...(g.stem ? [g.stem] : []), ...g.parts]);
    for (const prefix of prefixes) for (const shard of shardsForPrefix(shards, prefix)) needed.add(shard);
    const { fuzzyDistance } = await engine();
    const fuzzy = groups.filter((g) => fuzzyDistance(g.term) > 0);
    if (fuzzy.length > 0) {
      const vocabulary = await this.vocabularyList();
      for (const { term } of fuzzy) {
        const distance = fuzzyDistance(term);
        for (const candidate of vocabulary) {
          if (withinEdits(term, candidate, distance)) needed.add(shardOf(shards, candidate));
        }
      }
    }
    return [...needed].sort((a, b) => a - b);
  }

  private stats(): Promise<IndexStats> {
    return this.file(this.manifest.index.stats).then((value) => {
      const stats = value as Partial<IndexStats> | null;
      const count = this.manifest.index.documentCount;
      if (
        !Array.isArray(stats?.fieldLength) ||
        stats.fieldLength.length !== count ||
        stats.kinds?.length !== count ||
        stats.platforms?.length !== count
      ) {
        throw new Error('malformed search stats');
      }
      return stats as IndexStats;
    });
  }

  /** An engine holding at least the terms of these shards (and of every shard loaded before). */
  private async engineWith(shards: readonly number[]): Promise<MiniSearch<IndexedSection>> {
    const missing = shards.filter((shard) => !this.loaded.has(shard));
    const [stats, ...contents] = await Promise.all([
      this.stats(),
      ...missing.map((shard) => this.file(this.manifest.index.shards[shard]?.[1] ?? '')),
    ]);
    missing.forEach((shard, i) => {
      if (this.loaded.has(shard)) return;
      const content = contents[i];
      if (!Array.isArray(content)) throw new Error('malformed search shard');
      this.loaded.add(shard);
      this.terms.push(...(content as CompactTerm[]));
    });
    if (!this.engine || this.engine.shards !== this.loaded.size) {
      const { documentCount, fields, averageFieldLength } = this.manifest.index;
      const { loadPartialIndex } = await engine();
      const partial = loadPartialIndex(
        { documentCount, fields, averageFieldLength, fieldLength: stats.fieldLength },
        this.terms,
      );
      this.engine = { shards: this.loaded.size, engine: partial };
    }
    return this.engine.engine;
  }

  async documents(ids: readonly number[]): Promise<Map<number, SearchDocument>> {
    const { perFile, files } = this.manifest.documents;
    const wanted = [...new Set(ids.map((id) => Math.floor(id / perFile)))];
    const contents = await Promise.all(wanted.map((n) => this.file(files[n] ?? '')));
    const found = new Map<number, SearchDocument>();
    contents.forEach((content, i) => {
      if (!Array.isArray(content)) throw new Error('malformed search documents');
      const start = (wanted[i] ?? 0) * perFile;
      (content as SearchDocument[]).forEach((document, offset) => found.set(start + offset, document));
    });
    return found;
  }

  /** The precomputed answer of a one- or two-character word searched alone, with its documents. */
  async short(term: string): Promise<Candidate[]> {
    const file = this.manifest.index.short[term.charAt(0)];
    if (!file) return [];
    const short = (await this.file(file)) as Partial<ShortAnswers> | null;
    if (typeof short?.answers !== 'object' || typeof short.documents !== 'object') {
      throw new Error('malformed short answers');
    }
    const answer = Object.hasOwn(short.answers, term) ? (short.answers[term] ?? []) : [];
    return answer.map(([id, score]) => ({ id, score, terms: [term], index: this, document: short.documents?.[id] }));
  }

  /** This index's scored results for a query of several words or of words of 3+ characters. */
  async candidates(groups: readonly QueryTerm[]): Promise<Candidate[]> {
    const [partial, stats, { scoredResults }] = await Promise.all([
      this.shardsFor(groups).then((shards) => this.engineWith(shards)),
      this.stats(),
      engine(),
    ]);
    const factsOf = (id: number) => {
      const kind = KIND_BY_CODE[stats.kinds.charAt(id)];
      return kind ? { kind, platform: platformOfCode(stats.platforms.charAt(id)) } : null;
    };
    return scoredResults(partial, groups, factsOf).map((r) => ({ ...r, index: this }));
  }
}

/** A section's platform (engine.ts `sectionPlatform`) as one character in the stats file: its place in PLATFORMS, or `-`. */
export function platformCode(platform: PlatformId | null): string {
  const index = platform === null ? -1 : PLATFORMS.findIndex((p) => p.id === platform);
  return index < 0 ? '-' : String(index);
}

function platformOfCode(code: string): PlatformId | null {
  return PLATFORMS[Number.parseInt(code, 10)]?.id ?? null;
}

/** Section kinds (SECTION_WEIGHTS) as one character per section in the stats file. */
export const KIND_CODES = { page: 'p', section: 's', subsection: 'r' } as const;
const KIND_BY_CODE: Record<string, keyof typeof KIND_CODES> = { p: 'page', s: 'section', r: 'subsection' };

/** A result of one index before its document is fetched. */
export interface Candidate {
  id: number;
  score: number;
  terms: string[];
  index: QueryableIndex;
  /** The document, when the answer came with it (short answers). */
  document?: SearchDocument | undefined;
}

/** What the query needs of an index, sharded or whole. */
export interface QueryableIndex {
  candidates(groups: readonly QueryTerm[]): Promise<Candidate[]>;
  short(term: string): Promise<Candidate[]>;
  documents(ids: readonly number[]): Promise<Map<number, SearchDocument>>;
}

/** Opens a fetched `search-index-{tag}.json` (a sharded index's manifest); null when it is not one. */
export function openIndex(file: unknown, fetchJson: FetchJson): QueryableIndex | null {
  return isManifest(file) ? new ShardedIndex(file, fetchJson) : null;
}

/**
 * One tag's whole index, every file its manifest names read and joined (the benchmarks and the
 * tests rank with it): the documents and the compact index, and the paths read.
 */
export async function readShardedIndex(
  fetchJson: FetchJson,
  manifestFile: string,
): Promise<{ documents: SearchDocument[]; index: CompactIndex; files: string[] }> {
  const files = [manifestFile];
  const read = (path: string): Promise<unknown> => {
    files.push(path);
    return fetchJson(path);
  };
  const manifest = await fetchJson(manifestFile);
  if (!isManifest(manifest)) throw new Error(`${manifestFile} is not a search index manifest`);
  const documents = (await Promise.all(manifest.documents.files.map(read))).flat() as SearchDocument[];
  const terms = (await Promise.all(manifest.index.shards.map(([, file]) => read(file)))).flat() as CompactTerm[];
  const stats = (await read(manifest.index.stats)) as IndexStats;
  await Promise.all([read(manifest.index.vocabulary), ...Object.values(manifest.index.short).map(read)]);
  const { documentCount, fields, averageFieldLength } = manifest.index;
  if (documents.length !== documentCount || stats.fieldLength?.length !== documentCount) {
    throw new Error(`${manifestFile}: the files it names do not hold ${documentCount} sections`);
  }
  return {
    documents,
    index: { v: 1, documentCount, fields, averageFieldLength, fieldLength: stats.fieldLength, terms },
    files,
  };
}

/** A one- or two-character word searched alone: its answer is precomputed. */
export function shortTerm(groups: readonly QueryTerm[]): string | null {
  const [only] = groups;
  if (groups.length !== 1 || !only || only.stem || only.parts.length > 0) return null;
  return only.term.length <= SHORT_PREFIX_LENGTH ? only.term : null;
}

/**
 * `search` (engine.ts) over indexes that fetch what a query needs: the same merge, order and
 * cut. An index that fails (`onFailure`) counts as empty for this query.
 */
export async function searchIndexes(
  indexes: readonly QueryableIndex[],
  input: string,
  onFailure: (index: QueryableIndex) => void = () => undefined,
  limit = MAX_RESULTS,
): Promise<SearchHit[]> {
  const groups = queryTerms(input.slice(0, MAX_QUERY_LENGTH));
  if (groups.length === 0) return [];
  const short = shortTerm(groups);
  const lists = await Promise.all(
    indexes.map((index) =>
      (short === null ? index.candidates(groups) : index.short(short)).catch((): Candidate[] => {
        onFailure(index);
        return [];
      }),
    ),
  );
  const best = lists
    .flat()
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
  const missing = best.filter((c) => c.document === undefined);
  const documents = new Map(
    await Promise.all(
      [...new Set(missing.map((c) => c.index))].map(async (index) => {
        const ids = missing.filter((c) => c.index === index).map((c) => c.id);
        const found = await index.documents(ids).catch(() => {
          onFailure(index);
          return new Map<number, SearchDocument>();
        });
        return [index, found] as const;
      }),
    ),
  );
  return best.flatMap(({ id, score, terms, index, document: known }) => {
    const document = known ?? documents.get(index)?.get(id);
    return document ? [{ document, score, terms }] : [];
  });
}

/** Opens the indexes of a site on first use and shares each load (browser.ts, worker.ts). */
export class SearchSession {
  private readonly loads = new Map<string, Promise<QueryableIndex | null>>();
  private readonly failed = new Set<string>();
  private readonly paths = new Map<QueryableIndex, string>();
  /** The manifest text each open index was made from (kept only when revalidating). */
  private readonly manifests = new Map<string, string>();

  /** `fetchJson` takes a path relative to the site's base URL. */
  constructor(private readonly fetchJson: FetchJson) {}

  private opened(path: string, file: Promise<unknown>): Promise<QueryableIndex | null> {
    const pending = file
      .then((content) => openIndex(content, this.fetchJson))
      .catch(() => null)
      .then((index) => {
        if (index === null) this.failed.add(path);
        else this.paths.set(index, path);
        return index;
      });
    this.loads.set(path, pending);
    return pending;
  }

  private open(path: string): Promise<QueryableIndex | null> {
    return this.loads.get(path) ?? this.opened(path, this.fetchJson(path));
  }

  /**
   * The index as the site serves it now: the manifest fetched again, and the index reopened when
   * it changed (the development server rebuilds the index when a page is saved; a built site's
   * manifests never change, so the widget does this only in development).
   */
  private async current(path: string): Promise<QueryableIndex | null> {
    let file: unknown;
    try {
      file = await this.fetchJson(path, { fresh: true });
    } catch {
      return this.open(path);
    }
    const text = JSON.stringify(file);
    if (this.manifests.get(path) === text && this.loads.has(path)) return this.open(path);
    this.manifests.set(path, text);
    this.failed.delete(path);
    return this.opened(path, Promise.resolve(file));
  }

  /** Forgets the failed loads, so the next search tries them again. */
  retryFailed(): void {
    for (const path of this.failed) this.loads.delete(path);
    this.failed.clear();
  }

  preload(paths: readonly string[]): void {
    for (const path of paths) void this.open(path);
  }

  /** `revalidate`: check each manifest for a newer index first (development). */
  async search(paths: readonly string[], query: string, revalidate = false): Promise<SearchHit[]> {
    const indexes = (
      await Promise.all(paths.map((path) => (revalidate ? this.current(path) : this.open(path))))
    ).filter((index): index is QueryableIndex => index !== null);
    return searchIndexes(indexes, query, (index) => {
      const path = this.paths.get(index);
      if (path) this.failed.add(path);
    });
  }
}
