/**
 * Client module: after each route change, highlights the terms of `?highlight=` on the page
 * (product specification §2: inside the article for docs, else the main element). The work is
 * in ./mark.ts, loaded only when a page has terms to highlight or highlights to clear.
 */
import type { ClientModule } from '@docusaurus/types';
import { CONTENT_ADDED_EVENT } from '../../shared/content-events';
import { HIGHLIGHT_PARAM, parseHighlightTerms } from '../highlightTerms';

let highlighted = false;

function highlight(location: { search: string; hash: string }): void {
  const terms = parseHighlightTerms(new URLSearchParams(location.search).get(HIGHLIGHT_PARAM));
  if (terms.length === 0 && !highlighted) return;
  highlighted = terms.length > 0;
  import('./mark')
    .then(({ showHighlight }) => showHighlight(terms, location.hash !== ''))
    // The highlight is a convenience: without its chunk (offline) the page is simply not marked.
    .catch(() => undefined);
}

// Content rendered after the route update (an error-code table loaded on a client-side move) is
// highlighted too.
if (typeof window !== 'undefined') window.addEventListener(CONTENT_ADDED_EVENT, () => highlight(window.location));

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    highlight(location);
  },
};

export default clientModule;
