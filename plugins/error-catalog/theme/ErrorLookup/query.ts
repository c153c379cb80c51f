/**
 * The lookup's state in the URL: `?code=E-4001` or `?q=words`, plus
 * `platform`, `category` and `severity`. Unknown filter values are dropped,
 * never echoed into the page.
 */
import { SEVERITIES, type Severity } from '../../severities';
import { type Filters, MAX_QUERY_LENGTH, codesIn, parseCode } from '../../lib/lookup';

export interface LookupState {
  /** The text of the search box, as typed or as in the URL (cut to MAX_QUERY_LENGTH). */
  q: string;
  /** The text came from `?code=`: it must be read as a code. */
  fromCodeParam: boolean;
  filters: Filters;
  /** The URL had more than MAX_QUERY_LENGTH characters of query. */
  truncated: boolean;
}

export interface KnownValues {
  platforms: readonly string[];
  categories: readonly string[];
}

function pick(value: string | null, allowed: readonly string[]): string {
  return value !== null && allowed.includes(value) ? value : '';
}

export function stateFromSearch(search: string, known: KnownValues): LookupState {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    params = new URLSearchParams();
  }
  const code = params.get('code');
  const raw = code ?? params.get('q') ?? '';
  return {
    q: raw.slice(0, MAX_QUERY_LENGTH),
    fromCodeParam: code !== null,
    truncated: raw.length > MAX_QUERY_LENGTH,
    filters: {
      platform: pick(params.get('platform'), known.platforms),
      category: pick(params.get('category'), known.categories),
      severity: pick(params.get('severity'), SEVERITIES) as Severity | '',
    },
  };
}

/**
 * `?code=E-4001` when the text is a code, or holds codes (`?code=E-1001+E-4021` for a pasted log
 * line: the address keeps the codes, not the paste, which may carry tokens or user ids); `?q=...`
 * otherwise; filters after.
 */
export function searchFromState(q: string, filters: Filters): string {
  const params = new URLSearchParams();
  const text = q.trim();
  const code = parseCode(text);
  const codes = code ? [code] : codesIn(text);
  if (codes.length > 0) params.set('code', codes.join(' '));
  else if (text) params.set('q', text.slice(0, MAX_QUERY_LENGTH));
  if (filters.platform) params.set('platform', filters.platform);
  if (filters.category) params.set('category', filters.category);
  if (filters.severity) params.set('severity', filters.severity);
  const search = params.toString();
  return search ? `?${search}` : '';
}
