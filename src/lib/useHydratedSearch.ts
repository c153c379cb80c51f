import { useMemo } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * The address's query string once the page is hydrated, '' before: the static HTML was rendered
 * without one, and the first browser render must match it.
 */
export function useHydratedSearch(): string {
  const location = useLocation();
  return useIsBrowser() ? location.search : '';
}

/**
 * A page whose state is its address's query: the hydrated query, what `parse` reads from it (kept
 * while the query is the same), and the router's location and history to write it back.
 */
export function useAddressQuery<T>(parse: (search: string) => T) {
  const search = useHydratedSearch();
  const location = useLocation();
  const history = useHistory();
  const value = useMemo(() => parse(search), [parse, search]);
  return { search, value, location, history };
}
