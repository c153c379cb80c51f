/**
 * The terms a search result carries to its page, in the `highlight` query parameter, so the
 * highlight survives a reload and a shared link. Pure functions, shared by the search box
 * (writing the link) and the page highlighter (reading it); anything from the URL is
 * treated as untrusted text.
 */
export const HIGHLIGHT_PARAM = 'highlight';
const MAX_TERMS = 10;
const MAX_TERM_LENGTH = 64;
const TERM = /[\p{L}\p{N}_]+(?:[-.][\p{L}\p{N}_]+)*/gu;

/** The terms of a `highlight` value: words and codes only, at most 10 of 64 characters. */
export function parseHighlightTerms(value: string | null): string[] {
  if (!value) return [];
  const terms = new Set<string>();
  for (const [term] of value.toLowerCase().matchAll(TERM)) {
    if (term.length <= MAX_TERM_LENGTH) terms.add(term);
    if (terms.size === MAX_TERMS) break;
  }
  return [...terms];
}

/**
 * What a result highlights: the reader's words, and the matched terms that do not start with
 * one of them (a corrected typo: `licence` for `license`; a stem: `event` for `events`), each
 * matched on the page as the start of a word. A term that starts with another is left out
 * (`adbreakstart` when `ad` is there): the shorter one highlights it too.
 */
export function highlightTermsFor(query: string, matchedTerms: readonly string[]): string[] {
  const words = parseHighlightTerms(query);
  const matched = new Set(matchedTerms);
  // A stem of a word the page has as typed adds nothing (`widevin` when `widevine` matched).
  const corrections = matchedTerms.filter(
    (term) => !words.some((word) => term.startsWith(word) || (word.startsWith(term) && matched.has(word))),
  );
  const all = [...new Set([...words, ...parseHighlightTerms(corrections.join(' '))])];
  return all.filter((term) => !all.some((other) => other !== term && term.startsWith(other))).slice(0, MAX_TERMS);
}

/** `route#anchor` -> `route?highlight=a+b#anchor` (the route has no query string of its own). */
export function withHighlight(sectionRoute: string, terms: readonly string[]): string {
  const hashAt = sectionRoute.indexOf('#');
  const path = hashAt === -1 ? sectionRoute : sectionRoute.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : sectionRoute.slice(hashAt);
  const value = parseHighlightTerms(terms.join(' '));
  if (value.length === 0) return sectionRoute;
  return `${path}?${new URLSearchParams({ [HIGHLIGHT_PARAM]: value.join(' ') }).toString()}${hash}`;
}

/** The search without the `highlight` parameter (`?a=1&highlight=x` -> `?a=1`). */
export function withoutHighlight(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(HIGHLIGHT_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** A pattern matching each term at the start of a word, through to the end of that word. */
export function termsPattern(terms: readonly string[]): RegExp | null {
  if (terms.length === 0) return null;
  const alternatives = [...terms]
    .sort((a, b) => b.length - a.length)
    // Regex syntax characters only: with the `u` flag, escaping anything else (`\-`) is an error.
    .map((term) => term.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives.join('|')})[\\p{L}\\p{N}_]*`, 'giu');
}
