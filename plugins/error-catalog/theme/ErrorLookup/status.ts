/** The sentence the lookup announces (aria-live) for each state. Pure. */
import type { ParsedQuery, SearchResult } from '../../lib/lookup';
import type { CatalogState } from './useCatalog';

const QUOTE_LENGTH = 60;

/** The reader's text, cut for a sentence; shown as text, never as markup. */
export function quote(text: string): string {
  return `“${text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH)}…` : text}”`;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function statusText(
  catalog: CatalogState,
  query: ParsedQuery,
  result: SearchResult | null,
  total: number,
): string {
  if (catalog.status === 'loading') return 'Loading the error catalogue…';
  if (catalog.status === 'error') return `The error catalogue could not be loaded (${catalog.message}).`;
  if (!result) return '';
  const count = result.matches.length;
  switch (query.kind) {
    case 'empty':
      return count > 0
        ? `${plural(count, 'code matches', 'codes match')} the filters.`
        : `Type a code or words from a message to search ${total} codes.`;
    case 'invalid-code':
      return `${quote(query.input)} is not an FLP error code: codes are E- followed by four digits, such as E-4001.`;
    case 'code':
      if (count === 0) return `No entry for ${query.code}.`;
      return `${plural(count, 'result', 'results')} for ${query.code}.`;
    case 'codes':
      if (count === 0) return `No entry for ${query.codes.join(', ')}.`;
      return `${plural(count, 'result', 'results')} for ${query.codes.join(', ')} in ${quote(query.input)}.`;
    case 'text':
      if (count === 0) return `No entry matches ${quote(query.input)}.`;
      return `${plural(count, 'result', 'results')} for ${quote(query.input)}.`;
  }
}
