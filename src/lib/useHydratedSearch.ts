import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * The address's query string once the page is hydrated, '' before: the static HTML was rendered
 * without one, and the first browser render must match it.
 */
export function useHydratedSearch(): string {
  const location = useLocation();
  return useIsBrowser() ? location.search : '';
}
