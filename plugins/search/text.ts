/**
 * How text becomes search terms, the same for the index (build) and the query (browser).
 *
 * - Words are runs of letters, digits and `_`; runs joined by `-` or `.` are also kept whole
 *   (`E-4001`, `7.4.0`, `drm.widevine`), so codes and versions match exactly.
 * - Identifiers are also split into their words: `seriesId` gives `seriesid`, `series`, `id`;
 *   `LICENSE_REQUEST_REFUSED` gives the whole name and `license`, `request`, `refused`.
 * - Terms are lower-cased and stripped of diacritics; common English words are dropped, and so
 *   are opaque ids and hashes (3+ switches between letters and digits, or over 40 characters).
 * - A query word also carries its Porter stem (`licensing` -> `licens`), searched as a prefix
 *   so that it meets the other inflections of the word in the index.
 */
import { stemmer } from 'stemmer';

/** Words too common to search for (a query made only of them finds nothing). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been but by can do does for from has have how if in into is it its ' +
    'of on or so such than that the their then there these this those to too was were what when ' +
    'where which while who why will with you your'
  ).split(' '),
);

/** A whole token: word characters, optionally joined by single `-` or `.`. */
const TOKEN = /[\p{L}\p{N}_]+(?:[-.][\p{L}\p{N}_]+)*/gu;
/** Parts of a token: words split at `-`, `.`, `_` and camelCase / letter-digit boundaries. */
const PART = /\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+|\p{Lo}+|\p{L}+/gu;
const DIACRITICS = /\p{M}+/gu;

/** Lower case, no diacritics (NFKD), so `Licença` and `licenca` meet. */
export function normalize(term: string): string {
  return term.normalize('NFKD').replace(DIACRITICS, '').toLowerCase();
}

/** Letter-digit switches: hashes, UUIDs and opaque ids in samples have many, words and codes few. */
const SWITCH = /\p{L}\p{N}|\p{N}\p{L}/gu;
const MAX_TERM_LENGTH = 40;

function keep(term: string): boolean {
  if (term.length === 0 || term.length > MAX_TERM_LENGTH || STOP_WORDS.has(term)) return false;
  // `8c0f5e9e-1b7e-4b0e`, `mi_01j9q6h2zk4w`: nobody searches for them, and they fill the index.
  return (term.match(SWITCH) ?? []).length < 3;
}

/**
 * The terms of a text, in order, each once per occurrence: a whole token, then its parts
 * when it has more than one (parts of one character are dropped: `E-4001` gives `e-4001`
 * and `4001`, not `e`).
 */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const [token] of text.matchAll(TOKEN)) {
    const whole = normalize(token);
    if (keep(whole)) terms.push(whole);
    const parts = token.match(PART) ?? [];
    if (parts.length < 2) continue;
    for (const part of parts) {
      const term = normalize(part);
      if (term.length > 1 && term !== whole && keep(term)) terms.push(term);
    }
  }
  return terms;
}

/**
 * The stem of a plain word of 4+ letters, cut back to what it shares with the word so it can
 * be searched as a prefix (`licensing` -> `licens`; `playing` -> `plai` shares only `pla`, too
 * short to be useful, so no stem). Null for codes, numbers and short words.
 */
export function stem(term: string): string | null {
  if (term.length < 4 || !/^[a-z]+$/.test(term)) return null;
  const stemmed = stemmer(term);
  let common = 0;
  while (common < stemmed.length && stemmed[common] === term[common]) common += 1;
  return common >= 4 && common < term.length ? term.slice(0, common) : null;
}

/**
 * British and American spellings of the docs' words, as the start each shares (`licence`,
 * `licences`: `licenc`; `license`, `licensed`, `licensing`: `licens`). The docs write both (the
 * prose British, the APIs' names American), and a reader types either.
 */
const SPELLINGS: readonly (readonly [string, string])[] = [
  ['licenc', 'licens'],
  ['colour', 'color'],
  ['favourit', 'favorit'],
  ['behaviour', 'behavior'],
  ['catalogue', 'catalog'],
  ['authoris', 'authoriz'],
  ['personalis', 'personaliz'],
  ['organis', 'organiz'],
  ['customis', 'customiz'],
  ['optimis', 'optimiz'],
  ['initialis', 'initializ'],
  ['serialis', 'serializ'],
  ['localis', 'localiz'],
  ['synchronis', 'synchroniz'],
  ['centre', 'center'],
  ['cancell', 'cancel'],
];

/** The other spellings of a word (`licence` -> `license`), searched as the word itself. */
export function spellingVariants(term: string): string[] {
  const variants: string[] = [];
  for (const [british, american] of SPELLINGS) {
    if (term.startsWith(british)) variants.push(american + term.slice(british.length));
    else if (term.startsWith(american) && !term.startsWith(british))
      variants.push(british + term.slice(american.length));
  }
  return variants.filter((variant) => variant !== term);
}

/** Query side: one group per whole token the reader typed (its parts and stem are alternatives). */
export interface QueryTerm {
  /** The whole token, lower-cased. */
  term: string;
  /** Its other spellings (`spellingVariants`), matched as the token is. */
  variants: string[];
  /** Its word parts (for `seriesId`: `series`, `id`), empty for a plain word. */
  parts: string[];
  /** The Porter stem (see `stem`), when it is shorter than the term. */
  stem: string | null;
}

/** At most this many groups are searched: a query is a few words, not a paragraph. */
export const MAX_QUERY_TERMS = 12;

export function queryTerms(query: string): QueryTerm[] {
  const groups: QueryTerm[] = [];
  const seen = new Set<string>();
  for (const [token] of query.matchAll(TOKEN)) {
    const term = normalize(token);
    if (!keep(term) || seen.has(term)) continue;
    seen.add(term);
    const raw = token.match(PART) ?? [];
    const parts = raw.length < 2 ? [] : raw.map(normalize).filter((p) => p.length > 1 && p !== term && keep(p));
    groups.push({ term, variants: spellingVariants(term), parts, stem: stem(term) });
    if (groups.length === MAX_QUERY_TERMS) break;
  }
  return groups;
}
