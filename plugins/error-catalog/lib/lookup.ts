/**
 * Error lookup: reading what readers paste (FLP codes in any spelling, native
 * platform codes, HTTP statuses, 6.x names, words of a message) and matching
 * it against the catalogue. Pure and defensive: any string is a valid input.
 */
import type { CatalogEntry, Severity } from '../schema';

/** Longer input is cut: nobody pastes more than a log line to look up an error. */
export const MAX_QUERY_LENGTH = 512;
/** Cards rendered at most; the count says how many matched. */
export const MAX_RESULTS = 50;
/**
 * Cards rendered with each keystroke; the others of the first MAX_RESULTS on request. A card is
 * about 60 elements and ten fill several screens: a key creates about 600 elements, not 3,000.
 */
export const FIRST_RESULTS = 10;

export interface Filters {
  platform: string;
  category: string;
  severity: Severity | '';
}

export const NO_FILTERS: Filters = { platform: '', category: '', severity: '' };

export type ParsedQuery =
  | { kind: 'empty' }
  | { kind: 'code'; code: string; bareNumber: boolean }
  /** Codes found inside a longer paste (a log line, a JSON body, a query string, a stack trace), in order. */
  | { kind: 'codes'; input: string; codes: string[] }
  | { kind: 'invalid-code'; input: string; digits: string }
  | { kind: 'text'; input: string; terms: string[] };

export type MatchReason = 'code' | 'native' | 'name' | 'legacy' | 'text';

export interface Match {
  entry: CatalogEntry;
  reason: MatchReason;
  score: number;
}

export interface SearchResult {
  matches: Match[];
  /** Nearest codes when nothing matched. */
  suggestions: CatalogEntry[];
}

// Control and zero-width characters never belong in a query.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;
const DASHES = /[\u2010-\u2015\u2212\u00ad_]/g;
const CODE = /^[\s"'`(<[]*e?\s*-?\s*(\d{4})[\s"'`)>\].,:;]*$/i;
const CODE_LIKE = /^[\s"'`(<[]*e\s*-?\s*\d/i;
/**
 * An FLP code inside other text: `E-4021` or `E4021`, not part of a longer word or number
 * (`E-12345`, `CODE-4021` and `xE-4021` are not codes). Dashes are folded to `-` before.
 */
const EMBEDDED_CODE = /(?<![\p{L}\p{N}])e-?(\d{4})(?!\d)/giu;
/** An identifier with an underscore, as error names and native constants are written (`PLAYBACK_TOKEN_EXPIRED`). */
const IDENTIFIER = /[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)+/gu;
/** Identifiers of a paste looked up by name at the most (a long stack trace has many). */
const MAX_IDENTIFIERS = 32;
const STOP_WORDS = new Set([
  'the',
  'a',
  'an',
  'and',
  'or',
  'of',
  'to',
  'in',
  'on',
  'is',
  'was',
  'for',
  'with',
  'error',
]);

/** Removes invisible characters, folds whitespace, cuts to MAX_QUERY_LENGTH. */
export function normaliseInput(raw: unknown): { text: string; truncated: boolean } {
  const value = typeof raw === 'string' ? raw : '';
  const cleaned = value.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  const truncated = cleaned.length > MAX_QUERY_LENGTH;
  return { text: truncated ? cleaned.slice(0, MAX_QUERY_LENGTH).trim() : cleaned, truncated };
}

/** `E-4001`, `e4001`, `E 4001`, `E‑4001`, `"E-4001"`, `4001` → `E-4001`; anything else → null. */
export function parseCode(raw: unknown): string | null {
  const { text } = normaliseInput(raw);
  const match = CODE.exec(text.replace(DASHES, '-'));
  return match ? `E-${match[1]}` : null;
}

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length >= 2 && !STOP_WORDS.has(t));
}

/** Every FLP code in a longer text, once each, in the order they appear. */
export function codesIn(text: string): string[] {
  const codes: string[] = [];
  for (const match of text.replace(DASHES, '-').matchAll(EMBEDDED_CODE)) {
    const code = `E-${match[1]}`;
    if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}

/** The identifiers of a text that may be error names or native constants, once each, in order. */
export function identifiersIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(IDENTIFIER)) {
    if (!found.includes(match[0])) found.push(match[0]);
    if (found.length === MAX_IDENTIFIERS) break;
  }
  return found;
}

/** What the reader typed or pasted. `expectCode` is set for `?code=` deep links. */
export function parseQuery(raw: unknown, expectCode = false): ParsedQuery {
  const { text } = normaliseInput(raw);
  if (!text) return { kind: 'empty' };
  const code = parseCode(text);
  if (code) return { kind: 'code', code, bareNumber: /^\d{4}$/.test(text) };
  // A code inside what was pasted is the answer, whatever surrounds it.
  const codes = codesIn(text);
  if (codes.length > 0) return { kind: 'codes', input: text, codes };
  const digits = (text.match(/\d+/g) ?? []).join('');
  if (expectCode || CODE_LIKE.test(text.replace(DASHES, '-'))) return { kind: 'invalid-code', input: text, digits };
  return { kind: 'text', input: text, terms: tokenize(text) };
}

export function applyFilters(entries: readonly CatalogEntry[], filters: Filters): CatalogEntry[] {
  return entries.filter(
    (e) =>
      (!filters.platform || e.platforms.includes(filters.platform as CatalogEntry['platforms'][number])) &&
      (!filters.category || e.category === filters.category) &&
      (!filters.severity || e.severity === filters.severity),
  );
}

/** Tokens of the native codes: `ERROR_CODE_X (6004)` gives the name, `6004` and the whole string. */
export function nativeTokens(entry: CatalogEntry): string[] {
  return Object.values(entry.native).flatMap((value) =>
    (Array.isArray(value) ? value : [value]).flatMap((v) => {
      const s = String(v).toLowerCase();
      return [s, ...s.split(/[\s(),]+/).filter(Boolean)];
    }),
  );
}

/** What an entry is searched by, lower-cased: names, native-code tokens and the three text fields. */
interface SearchKeys {
  name: string;
  legacyName: string | undefined;
  native: ReadonlySet<string>;
  haystacks: readonly [strong: string, medium: string, weak: string];
}

/**
 * Each entry's search keys, built the first time it is searched and kept while the catalogue is
 * loaded (its entries are not changed), not built again on every keystroke: building them was
 * most of a key's search, 20-30 ms at 4 × CPU over the catalogue.
 */
const searchKeysOf = new WeakMap<CatalogEntry, SearchKeys>();

function searchKeys(entry: CatalogEntry): SearchKeys {
  let keys = searchKeysOf.get(entry);
  if (!keys) {
    const native = nativeTokens(entry);
    keys = {
      name: entry.name.toLowerCase(),
      legacyName: entry.legacyName?.toLowerCase(),
      native: new Set(native),
      haystacks: [
        `${entry.code} ${entry.name.replace(/_/g, ' ')} ${entry.message}`.toLowerCase(),
        [entry.description, ...entry.causes, entry.legacyName ?? ''].join(' ').toLowerCase(),
        [...entry.resolution, entry.retry.vod, entry.retry.live, ...native, entry.category].join(' ').toLowerCase(),
      ],
    };
    searchKeysOf.set(entry, keys);
  }
  return keys;
}

function exactMatches(entries: readonly CatalogEntry[], token: string): Match[] {
  const t = token.toLowerCase();
  const matches: Match[] = [];
  for (const entry of entries) {
    const keys = searchKeys(entry);
    if (keys.name === t) matches.push({ entry, reason: 'name', score: 100 });
    else if (keys.legacyName === t) matches.push({ entry, reason: 'legacy', score: 90 });
    else if (keys.native.has(t)) matches.push({ entry, reason: 'native', score: 80 });
  }
  return matches;
}

/** Entries named in a pasted text by their name, 6.x name or a native constant, in the text's order. */
function namedIn(entries: readonly CatalogEntry[], text: string): Match[] {
  return identifiersIn(text).flatMap((identifier) => exactMatches(entries, identifier));
}

/** Score per term (3 strong, 2 medium, 1 weak field); `all` requires every term. */
function textMatches(entries: readonly CatalogEntry[], terms: readonly string[], all: boolean): Match[] {
  if (terms.length === 0) return [];
  const matches: Match[] = [];
  for (const entry of entries) {
    const [strong, medium, weak] = searchKeys(entry).haystacks;
    let score = 0;
    let hits = 0;
    for (const term of terms) {
      const s = strong.includes(term) ? 3 : medium.includes(term) ? 2 : weak.includes(term) ? 1 : 0;
      if (s > 0) hits += 1;
      score += s;
    }
    if (all ? hits === terms.length : hits > 0) matches.push({ entry, reason: 'text', score: score * 10 + hits });
  }
  return matches.sort((a, b) => b.score - a.score || a.entry.code.localeCompare(b.entry.code));
}

/** The `count` codes numerically closest to `code`, same category first. */
export function nearestCodes(entries: readonly CatalogEntry[], code: string, count = 3): CatalogEntry[] {
  const target = Number(code.replace(/\D/g, '').slice(0, 4));
  if (!Number.isFinite(target) || entries.length === 0) return [];
  const thousands = Math.floor(target / 1000);
  return [...entries]
    .filter((e) => e.code !== code)
    .sort((a, b) => {
      const na = Number(a.code.slice(2));
      const nb = Number(b.code.slice(2));
      const sameA = Math.floor(na / 1000) === thousands ? 0 : 1;
      const sameB = Math.floor(nb / 1000) === thousands ? 0 : 1;
      return sameA - sameB || Math.abs(na - target) - Math.abs(nb - target) || na - nb;
    })
    .slice(0, count);
}

function dedupe(matches: readonly Match[]): Match[] {
  const seen = new Set<string>();
  return matches.filter((m) => (seen.has(m.entry.code) ? false : (seen.add(m.entry.code), true)));
}

export function searchCatalog(entries: readonly CatalogEntry[], query: ParsedQuery, filters: Filters): SearchResult {
  const pool = applyFilters(entries, filters);
  switch (query.kind) {
    case 'empty': {
      const filtered = filters.platform || filters.category || filters.severity;
      return { matches: filtered ? pool.map((entry) => ({ entry, reason: 'text', score: 0 })) : [], suggestions: [] };
    }
    case 'code': {
      const exact = pool
        .filter((e) => e.code === query.code)
        .map((entry) => ({ entry, reason: 'code' as const, score: 1000 }));
      const native = query.bareNumber ? exactMatches(pool, query.code.slice(2)) : [];
      const matches = dedupe([...exact, ...native]);
      return { matches, suggestions: matches.length ? [] : nearestCodes(pool, query.code) };
    }
    case 'codes': {
      const byCode = new Map(pool.map((entry) => [entry.code, entry]));
      const exact = query.codes.flatMap((code) => {
        const entry = byCode.get(code);
        return entry ? [{ entry, reason: 'code' as const, score: 1000 }] : [];
      });
      const matches = dedupe([...exact, ...namedIn(pool, query.input)]);
      const first = query.codes[0];
      return { matches, suggestions: matches.length || !first ? [] : nearestCodes(pool, first) };
    }
    case 'invalid-code':
      return { matches: [], suggestions: query.digits ? nearestCodes(pool, query.digits) : [] };
    case 'text': {
      const single = !/\s/.test(query.input) ? exactMatches(pool, query.input.replace(/^["'`]+|["'`]+$/g, '')) : [];
      // An identifier (native code, status, name) that matches exactly is the answer, alone or inside a
      // pasted line; words are searched otherwise.
      const named = single.length > 0 ? single : namedIn(pool, query.input);
      const matches = named.length > 0 ? dedupe(named) : textMatches(pool, query.terms, true);
      const suggestions = matches.length
        ? []
        : textMatches(pool, query.terms, false)
            .slice(0, 3)
            .map((m) => m.entry);
      return { matches, suggestions };
    }
  }
}

/** Minimal shape check of the fetched JSON, so a bad response shows an error instead of crashing. */
export function isCatalogJson(value: unknown): value is { version: string; entries: CatalogEntry[] } {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { version?: unknown; entries?: unknown; categories?: unknown };
  return (
    typeof v.version === 'string' &&
    Array.isArray(v.categories) &&
    Array.isArray(v.entries) &&
    v.entries.every((e) => typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string')
  );
}
