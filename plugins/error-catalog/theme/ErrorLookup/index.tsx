import { memo, type ReactNode, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { usePluginData } from '@docusaurus/useGlobalData';
import ErrorEntry from '@theme/ErrorEntry';
import ErrorLookupForm from '@theme/ErrorLookupForm';
import type { ErrorCatalogGlobalData } from '../../schema';
import {
  FIRST_RESULTS,
  MAX_QUERY_LENGTH,
  MAX_RESULTS,
  parseQuery,
  searchCatalog,
  NO_FILTERS,
  type SearchResult,
} from '../../lib/lookup';
import { useLookupUrl } from './useLookupUrl';
import { useCatalog } from './useCatalog';
import { statusText } from './status';
import styles from './styles.module.css';

/**
 * The suggestions and the matching entries. Memoised: a keystroke renders the box at once and the
 * results only when the deferred query has been searched, in a render React may interrupt. The
 * first FIRST_RESULTS entries are rendered, the others of the first MAX_RESULTS when the reader
 * asks (until other entries match), with the focus on the first of them.
 */
const Results = memo(function Results({
  result,
  categories,
  filtered,
}: {
  result: SearchResult;
  categories: ErrorCatalogGlobalData['categories'];
  filtered: boolean;
}): ReactNode {
  const categoryTitle = (id: string) => categories.find((c) => c.id === id)?.title ?? id;
  // The entries matched, not the result object: the result is searched again with the same
  // entries when the query goes into the address (the field's blur as the button is pressed).
  const matched = useMemo(() => result.matches.map(({ entry }) => entry.code).join(' '), [result]);
  const [expandedFor, setExpandedFor] = useState<string | null>(null);
  const expanded = expandedFor === matched;
  const listed = result.matches.slice(0, expanded ? MAX_RESULTS : FIRST_RESULTS);
  const more = Math.min(result.matches.length, MAX_RESULTS) - listed.length;
  const firstShownOnRequest = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (expanded) firstShownOnRequest.current?.focus();
  }, [expanded]);
  return (
    <>
      {result.suggestions.length > 0 && (
        <nav aria-label="Nearest codes" className={styles.suggestions}>
          <p>Nearest codes:</p>
          <ul>
            {result.suggestions.map((entry) => (
              <li key={entry.code}>
                <Link to={`/error-lookup?code=${entry.code}`}>{entry.code}</Link> {entry.message}
              </li>
            ))}
          </ul>
        </nav>
      )}
      {result.matches.length > 0 && (
        <ol className={styles.results} aria-label="Results">
          {listed.map(({ entry }, index) => (
            <li key={entry.code} {...(index === FIRST_RESULTS && { ref: firstShownOnRequest, tabIndex: -1 })}>
              <ErrorEntry entry={entry} categoryTitle={categoryTitle(entry.category)} />
            </li>
          ))}
        </ol>
      )}
      {more > 0 && (
        <button
          type="button"
          className={clsx('button button--secondary', styles.more)}
          onClick={() => setExpandedFor(matched)}
        >
          Show {more} more {more === 1 ? 'entry' : 'entries'}
        </button>
      )}
      {expanded && result.matches.length > MAX_RESULTS && (
        <p>
          The first {MAX_RESULTS} of {result.matches.length} are shown. {filtered ? 'Narrow' : 'Add'} a filter or more
          words to see the others.
        </p>
      )}
    </>
  );
});

/** Search the whole error catalogue; the state lives in the URL (?code=, ?q=, filters). */
export default function ErrorLookup(): ReactNode {
  const data = usePluginData('error-catalog') as ErrorCatalogGlobalData;
  const { state: catalogState, retry } = useCatalog(useBaseUrl(data.jsonPath));
  const { urlState, draft, setDraft, commit } = useLookupUrl(data);

  // Keys typed are searched in a render React may interrupt; a box that follows the address (back,
  // forward, a link) shows that address's results in the same render, never the search before it.
  const typed = useDeferredValue(draft);
  const query = draft === urlState.q ? draft : typed;
  const parsed = useMemo(
    () => parseQuery(query, urlState.fromCodeParam && query === urlState.q),
    [query, urlState.fromCodeParam, urlState.q],
  );
  const catalog = catalogState.status === 'ready' ? catalogState.catalog : null;
  const result = useMemo(
    () => (catalog ? searchCatalog(catalog.entries, parsed, urlState.filters) : null),
    [catalog, parsed, urlState.filters],
  );
  const hiddenByFilters = useMemo(
    () =>
      catalog && result && result.matches.length === 0 && parsed.kind !== 'empty'
        ? searchCatalog(catalog.entries, parsed, NO_FILTERS).matches.length
        : 0,
    [catalog, result, parsed],
  );
  const filtered = Object.values(urlState.filters).some(Boolean);

  return (
    <div className={styles.lookup}>
      <ErrorLookupForm
        query={draft}
        filters={urlState.filters}
        platforms={data.platforms}
        categories={data.categories}
        onQueryChange={setDraft}
        onFiltersChange={(filters) => commit(draft, filters)}
        onCommit={() => commit(draft, urlState.filters)}
      />
      <div className={styles.status} role="status" aria-live="polite" aria-atomic="true">
        <p>{statusText(catalogState, parsed, result, data.count)}</p>
        {(urlState.truncated || draft.length >= MAX_QUERY_LENGTH) && (
          <p>Only the first {MAX_QUERY_LENGTH} characters are searched.</p>
        )}
        {hiddenByFilters > 0 && (
          <p>
            {hiddenByFilters} {hiddenByFilters === 1 ? 'entry matches' : 'entries match'} without the filters.{' '}
            <button type="button" className="button button--link" onClick={() => commit(draft, NO_FILTERS)}>
              Clear the filters
            </button>
          </p>
        )}
      </div>
      {catalogState.status === 'error' && (
        <button type="button" className="button button--primary" onClick={retry}>
          Retry
        </button>
      )}
      {result && <Results result={result} categories={data.categories} filtered={filtered} />}
    </div>
  );
}
