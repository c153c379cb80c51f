/**
 * Where a client-side navigation leaves the window's scroll (core's `scrollAfterNavigation`, in
 * lib/client/ClientLifecyclesDispatcher.js, 3.10): the top of a new page, the fragment's element, or
 * where it was for a change of the query string alone. Changed: the fragment's element is found with
 * `hashTarget` (src/lib/hashTarget.ts). Upstream decodes the fragment with a bare
 * `decodeURIComponent`, which throws on a malformed escape: on a loaded page, an address changed to
 * `#%E0` (typed, `location.hash = '%E0'`, a link) crashed the page with "URI malformed".
 *
 * Upstream: @docusaurus/core@3.10.2 lib/client/ClientLifecyclesDispatcher.js
 */
import type { Location } from 'history';
import { hashTarget } from '../../../src/lib/hashTarget';

export interface Navigation {
  previousLocation: Location | null;
  location: Location;
}

export function scrollAfterNavigation({ location, previousLocation }: Navigation, win: Window = window): void {
  if (!previousLocation) return; // the first load: the browser's own scroll
  const samePathname = location.pathname === previousLocation.pathname;
  const sameHash = location.hash === previousLocation.hash;
  const sameSearch = location.search === previousLocation.search;
  if (samePathname && sameHash && !sameSearch) return;
  if (!location.hash) win.scrollTo(0, 0);
  else hashTarget(location.hash, win.document)?.scrollIntoView();
}
