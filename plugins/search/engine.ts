/**
 * The search engine: MiniSearch with the product's fields, boosts and query contract.
 * Used by the build (indexing), the browser (querying a loaded index) and the benchmark.
 *
 * Query contract (product specification §9): every term is matched exactly and with a
 * trailing wildcard in the fields title (boost 5), content (1), tags (3) and sidebar parent
 * categories (2); the hits of all indexes are merged, sorted by score and cut to 8.
 * On top of it, at lower weights than an exact match: typo tolerance for terms of 5+
 * characters, the Porter stem as a prefix (`licensing` finds `license`, `events` finds
 * `event`), and the word parts of an identifier (`series_id` finds `seriesId`).
 *
 * A word's other spelling counts as the word (`licence`, `license`: text.ts `spellingVariants`).
 * A query that names a platform (`android`, `smart tv`, `tvos`: PLATFORM_SEARCH_NAMES of the
 * registry) weighs that platform's docs up and the other platforms' down, and a section of the
 * named platform counts as matching the platform's words; a heading that says the reader's topic
 * words adds to its section's score (`headingShare`).
 *
 * Stems of the short fields (title, tags, categories) are indexed too, so `workflow` meets a
 * `Workflows` title exactly; stems of the content are not (that made the index 14 % larger):
 * there the query's stem, searched as a prefix, meets the inflections.
 *
 * The index travels in a compact form (`compactIndex`) that `expandIndex` turns back into
 * MiniSearch's own serialization.
 */
import MiniSearch, { type Options, type Query, type SearchOptions, type SearchResult } from 'minisearch';
import { queryTerms, stem, tokenize, type QueryTerm } from './text';
import { MAX_QUERY_LENGTH, MAX_RESULTS } from './limits';
import type { IndexedSection, SearchDocument, SearchHit } from './types';

import { FIELDS } from './fields';
import { PLATFORMS, PLATFORM_SEARCH_NAMES, type PlatformId } from '../../src/data/registry';

export { FIELDS };
export const BOOSTS: Readonly<Record<(typeof FIELDS)[number], number>> = {
  title: 5,
  content: 1,
  tags: 3,
  sidebarParentCategories: 2,
};
export { MAX_RESULTS, MAX_QUERY_LENGTH };
/** Typos are forgiven from this length on: one edit up to 7 characters, two from 8 (0.2 per character). */
export const FUZZY_MIN_LENGTH = 5;
const FUZZY = 0.2;
const MAX_FUZZY = 2;
/** How many edits a query term forgives, as MiniSearch computes it from FUZZY and MAX_FUZZY; 0: none. */
export function fuzzyDistance(term: string): number {
  return term.length >= FUZZY_MIN_LENGTH ? Math.min(MAX_FUZZY, Math.round(term.length * FUZZY)) : 0;
}
/** Weight of a stem match, of the word parts of an identifier, relative to an exact match. */
const STEM_WEIGHT = 0.7;
const PARTS_WEIGHT = 0.5;
/**
 * Score weights by kind of section: a page's own section (the page as a whole, titled by the
 * page title) leads, a marked row (an error code on each platform's page) weighs half, so that
 * rows win for their code and name but not for every word of their text. Chosen on the
 * relevance suite (plugins/search/README.md).
 */
export const SECTION_WEIGHTS = { page: 1.5, section: 1, subsection: 0.5 } as const;

/** Short fields whose words are also indexed by their stem (content is not: +14 % size). */
const STEMMED_FIELDS: ReadonlySet<string> = new Set(['title', 'tags', 'sidebarParentCategories']);

const INDEX_OPTIONS: Options<IndexedSection> = {
  idField: 'id',
  fields: [...FIELDS],
  storeFields: [],
  tokenize: (text) => tokenize(text),
  processTerm: (term, field) => {
    const stemmed = field && STEMMED_FIELDS.has(field) ? stem(term) : null;
    return stemmed ? [term, stemmed] : term;
  },
};

/** Leaves of the query tree are terms already tokenized and normalised by `queryTerms`. */
const LEAF_OPTIONS: SearchOptions = {
  tokenize: (text) => [text],
  processTerm: (term) => term,
  boost: { ...BOOSTS },
};

export function buildIndex(sections: readonly IndexedSection[]): MiniSearch<IndexedSection> {
  const index = new MiniSearch<IndexedSection>(INDEX_OPTIONS);
  index.addAll(sections);
  return index;
}

type MiniSearchJSON = Parameters<typeof MiniSearch.loadJS>[0];

/**
 * MiniSearch's serialization with the redundancy taken out: document ids are their
 * positions (so `documentIds` is implied), and each posting list is the ascending document
 * ids as differences plus the term frequencies (omitted when all are 1). 30 % smaller gzipped.
 */
export interface CompactIndex {
  v: 1;
  documentCount: number;
  fields: string[];
  /** Per document, the length of each field in terms. */
  fieldLength: number[][];
  averageFieldLength: number[];
  /** [term, [fieldId, docIdDeltas, termFrequencies?][]] */
  terms: [string, [number, number[], number[]?][]][];
}

export function compactIndex(index: MiniSearch<IndexedSection>): CompactIndex {
  const json = index.toJSON() as unknown as {
    documentCount: number;
    fieldIds: Record<string, number>;
    fieldLength: Record<string, number[]>;
    averageFieldLength: number[];
    index: [string, Record<string, Record<string, number>>][];
  };
  const fields = Object.entries(json.fieldIds)
    .sort((a, b) => a[1] - b[1])
    .map(([name]) => name);
  const fieldLength = Array.from({ length: json.documentCount }, (_, id) => json.fieldLength[String(id)] ?? []);
  const terms = json.index.map(([term, byField]): CompactIndex['terms'][number] => [
    term,
    Object.entries(byField).map(([fieldId, postings]) => {
      const ids = Object.keys(postings)
        .map(Number)
        .sort((a, b) => a - b);
      const deltas = ids.map((id, i) => id - (i === 0 ? 0 : (ids[i - 1] ?? 0)));
      const frequencies = ids.map((id) => postings[String(id)] ?? 1);
      return frequencies.every((f) => f === 1) ? [Number(fieldId), deltas] : [Number(fieldId), deltas, frequencies];
    }),
  ]);
  return {
    v: 1,
    documentCount: json.documentCount,
    fields,
    fieldLength,
    averageFieldLength: json.averageFieldLength,
    terms,
  };
}

export type ExpandedTerm = [string, Record<string, Record<string, number>>];

/** One term of the compact index as MiniSearch serializes it: its postings per field. */
export function expandTerm([term, byField]: CompactIndex['terms'][number]): ExpandedTerm {
  const postings: Record<string, Record<string, number>> = {};
  for (const [fieldId, deltas, frequencies] of byField) {
    const forField: Record<string, number> = {};
    let id = 0;
    deltas.forEach((delta, i) => {
      id += delta;
      forField[id] = frequencies?.[i] ?? 1;
    });
    postings[fieldId] = forField;
  }
  return [term, postings];
}

/** MiniSearch's serialization of the compact index, given its terms already expanded. */
function expanded(compact: Omit<CompactIndex, 'terms' | 'v'>, index: ExpandedTerm[]): MiniSearchJSON {
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  compact.fieldLength.forEach((lengths, id) => {
    documentIds[id] = id;
    fieldLength[id] = lengths;
  });
  return {
    documentCount: compact.documentCount,
    nextId: compact.documentCount,
    documentIds,
    fieldIds: Object.fromEntries(compact.fields.map((name, i) => [name, i])),
    fieldLength,
    averageFieldLength: compact.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index,
    serializationVersion: 2,
  } as unknown as MiniSearchJSON;
}

export function expandIndex(compact: CompactIndex): MiniSearchJSON {
  return expanded(compact, compact.terms.map(expandTerm));
}

export function loadIndex(compact: CompactIndex): MiniSearch<IndexedSection> {
  return MiniSearch.loadJS(expandIndex(compact), INDEX_OPTIONS);
}

/**
 * An engine that holds only some of an index's terms (those of the shards a query needed,
 * shards.ts) with the statistics of the whole index (document count, field lengths): for those
 * terms it scores exactly as the whole index does.
 */
export function loadPartialIndex(
  stats: Omit<CompactIndex, 'terms' | 'v'>,
  terms: readonly CompactIndex['terms'][number][],
): MiniSearch<IndexedSection> {
  return MiniSearch.loadJS(expanded(stats, terms.map(expandTerm)), INDEX_OPTIONS);
}

function groupQuery(group: QueryTerm): Query {
  const queries: Query[] = [
    {
      queries: [group.term],
      prefix: true,
      fuzzy: group.term.length >= FUZZY_MIN_LENGTH ? FUZZY : false,
      maxFuzzy: MAX_FUZZY,
    },
  ];
  // The word's other spelling weighs as the word (`licence` and `license` are one word).
  if (group.variants.length > 0) queries.push({ queries: group.variants, prefix: true, fuzzy: false });
  if (group.stem) {
    queries.push({ queries: [group.stem], prefix: true, fuzzy: false, boost: scaled(STEM_WEIGHT) });
  }
  if (group.parts.length > 0) {
    queries.push({
      queries: group.parts,
      combineWith: 'AND',
      prefix: true,
      fuzzy: false,
      boost: scaled(PARTS_WEIGHT),
    });
  }
  return { combineWith: 'OR', queries };
}

function scaled(weight: number): Record<string, number> {
  return Object.fromEntries(Object.entries(BOOSTS).map(([field, boost]) => [field, boost * weight]));
}

/**
 * The query terms a result matched, per group: how many of the reader's words it covers. A word
 * that names the platform the section documents (`platformGroups`) is covered by the section
 * being that platform's, said in its text or not.
 */
function coverage(result: SearchResult, groups: readonly QueryTerm[], platformGroups: ReadonlySet<number>): number {
  const matched = new Set(result.queryTerms);
  const covered = groups.filter(
    (g, i) =>
      platformGroups.has(i) ||
      matched.has(g.term) ||
      g.variants.some((v) => matched.has(v)) ||
      (g.stem !== null && matched.has(g.stem)) ||
      g.parts.some((p) => matched.has(p)),
  );
  return covered.length / groups.length;
}

/**
 * The share of the reader's topic words (those not naming a platform) that a section's heading
 * matches: `drm licence error android` in "Licence errors" is two of three. A section whose heading
 * says what the reader asks for is the answer more often than one that only mentions it.
 */
function headingShare(result: SearchResult, forms: readonly (readonly string[] | null)[]): number {
  let topics = 0;
  let matched = 0;
  for (const groupForms of forms) {
    if (groupForms === null) continue;
    topics += 1;
    for (const term in result.match) {
      if (result.match[term]?.includes('title') && groupForms.some((form) => term.startsWith(form))) {
        matched += 1;
        break;
      }
    }
  }
  return topics === 0 ? 0 : matched / topics;
}

/** How much a heading that matches every topic word adds to a section's score (`headingShare`). */
export const HEADING_WEIGHT = 0.75;

/**
 * Score weights of a query that names a platform (`drm licence error android`): the sections of
 * that platform's docs are weighted up, those of another platform's down, the others (API
 * reference, guides, site pages) kept as they are. Chosen on the relevance suite.
 */
export const PLATFORM_WEIGHTS = { named: 1.5, other: 0.4 } as const;

const PLATFORM_IDS: readonly PlatformId[] = PLATFORMS.map((p) => p.id);
const PLATFORM_PAGE = /\/products\/player\/([^/#]+)\//;

/** The player platform whose docs a section is part of (`/docs/products/player/android/…`), or null. */
export function sectionPlatform(sectionRoute: string): PlatformId | null {
  const id = PLATFORM_PAGE.exec(sectionRoute)?.[1];
  return PLATFORM_IDS.find((platform) => platform === id) ?? null;
}

/** The platforms a query names, and which of its groups name them (`android tv`: two groups). */
export function namedPlatforms(groups: readonly QueryTerm[]): { platforms: Set<PlatformId>; groups: Set<number> } {
  const terms = groups.map((g) => g.term);
  const platforms = new Set<PlatformId>();
  const named = new Set<number>();
  for (const platform of PLATFORM_IDS) {
    for (const name of PLATFORM_SEARCH_NAMES[platform]) {
      const words = name.split(' ');
      for (let start = 0; start + words.length <= terms.length; start += 1) {
        if (words.every((word, i) => terms[start + i] === word)) {
          platforms.add(platform);
          words.forEach((_, i) => named.add(start + i));
        }
      }
    }
  }
  return { platforms, groups: named };
}

/** What ranking needs of a section besides its terms: its kind and its platform. */
export interface SectionFacts {
  kind: keyof typeof SECTION_WEIGHTS;
  platform: PlatformId | null;
}

export interface LoadedIndex {
  documents: readonly SearchDocument[];
  engine: MiniSearch<IndexedSection> | null;
}

export const EMPTY_INDEX: LoadedIndex = { documents: [], engine: null };

/** The reader's words as the engine's query: one OR group per word (see groupQuery). */
export function engineQuery(groups: readonly QueryTerm[]): Query {
  return { combineWith: 'OR', queries: groups.map(groupQuery) };
}

/** A result of one index before its document is looked up: the document id and final score. */
export interface ScoredResult {
  id: number;
  score: number;
  terms: string[];
}

/**
 * One index's results for a query, scored as `search` ranks them. `kindOf` tells the section
 * kind of a document id (null when the index has no such document: the result is dropped).
 */
export function scoredResults(
  engine: MiniSearch<IndexedSection>,
  groups: readonly QueryTerm[],
  factsOf: (id: number) => SectionFacts | null,
): ScoredResult[] {
  const scored: ScoredResult[] = [];
  const named = namedPlatforms(groups);
  const none = new Set<number>();
  // Per group, the forms a heading may hold it in (null: a word that names a platform), made once
  // per query rather than per result.
  const forms = groups.map((g, i) =>
    named.groups.has(i) ? null : [g.term, ...g.variants, ...(g.stem ? [g.stem] : [])],
  );
  for (const result of engine.search(engineQuery(groups), LEAF_OPTIONS)) {
    const id = result.id as number;
    const facts = factsOf(id);
    if (facts === null) continue;
    const ofNamed = facts.platform !== null && named.platforms.has(facts.platform);
    const platformWeight =
      named.platforms.size === 0 || facts.platform === null
        ? 1
        : ofNamed
          ? PLATFORM_WEIGHTS.named
          : PLATFORM_WEIGHTS.other;
    scored.push({
      id,
      score:
        result.score *
        SECTION_WEIGHTS[facts.kind] *
        platformWeight *
        (facts.kind === 'subsection' ? 1 : 1 + HEADING_WEIGHT * headingShare(result, forms)) *
        coverage(result, groups, ofNamed ? named.groups : none) ** 2,
      terms: result.terms,
    });
  }
  return scored;
}

export function sectionKind(document: SearchDocument): keyof typeof SECTION_WEIGHTS {
  return document.subsection ? 'subsection' : document.sectionRoute.includes('#') ? 'section' : 'page';
}

/**
 * Searches every index, merges the hits, sorts them by score (descending) and keeps the best
 * eight. A hit's score is the engine's BM25 score, times its section weight, times the share
 * of the reader's words it matches, squared: sections with every word come first, one-word
 * matches still show.
 */
export function search(indexes: readonly LoadedIndex[], input: string, limit = MAX_RESULTS): SearchHit[] {
  const groups = queryTerms(input.slice(0, MAX_QUERY_LENGTH));
  if (groups.length === 0) return [];
  const hits: SearchHit[] = [];
  for (const { documents, engine } of indexes) {
    if (!engine) continue;
    const factsOf = (id: number): SectionFacts | null => {
      const document = documents[id];
      return document ? { kind: sectionKind(document), platform: sectionPlatform(document.sectionRoute) } : null;
    };
    for (const { id, score, terms } of scoredResults(engine, groups, factsOf)) {
      hits.push({ document: documents[id] as SearchDocument, score, terms });
    }
  }
  return hits.sort((a, b) => b.score - a.score).slice(0, limit);
}
