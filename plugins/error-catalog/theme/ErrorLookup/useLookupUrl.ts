import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import { useHydratedSearch } from '@site/src/lib/useHydratedSearch';
import { shownLocationKey } from '@site/src/lib/shownLocationKey';
import type { ErrorCatalogGlobalData } from '../../schema';
import type { Filters } from '../../lib/lookup';
import { type LookupState, searchFromState, stateFromSearch } from './query';

export interface LookupUrl {
  /** What the URL says (after hydration). */
  urlState: LookupState;
  /** The text of the search box; the URL follows it after a pause. */
  draft: string;
  setDraft: (text: string) => void;
  /** Writes text and filters to the URL now (Enter, blur, a filter change). */
  commit: (q: string, filters: Filters) => void;
}

/** Keeps the lookup's search box and filters in sync with ?code= / ?q= and the filter parameters. */
export function useLookupUrl(data: Pick<ErrorCatalogGlobalData, 'platforms' | 'categories'>): LookupUrl {
  const history = useHistory();
  const search = useHydratedSearch();
  const known = useMemo(() => ({ platforms: data.platforms, categories: data.categories.map((c) => c.id) }), [data]);
  const urlState = useMemo(() => stateFromSearch(search, known), [search, known]);

  // The box follows the URL when it changes from outside (back, forward, a link). A change the box
  // wrote itself is not followed: keys typed since that write would be lost. A change is a new
  // location shown, not only a new query string: the page may never show the box's write (back
  // pressed before the frame that shows it, the next location is shown in its place) and then shows
  // an address with the query it had before, which the box must follow all the same.
  const shown = `${shownLocationKey(useLocation())} ${search}`;
  const [draft, setDraft] = useState(urlState.q);
  const [seen, setSeen] = useState(shown);
  const [written, setWritten] = useState<string | null>(null);
  if (seen !== shown) {
    setSeen(shown);
    if (written !== null) setWritten(null);
    if (
      search !== written &&
      searchFromState(draft, urlState.filters) !== searchFromState(urlState.q, urlState.filters)
    ) {
      setDraft(urlState.q);
    }
  }

  const navigate = useCallback(
    (method: 'push' | 'replace', next: string) => {
      setWritten(next);
      history[method]({ search: next });
    },
    [history],
  );

  // While typing, the first URL change is pushed and later ones replace it: back returns to the previous search.
  const typing = useRef(false);
  const pendingWrite = useRef(0);
  useEffect(() => {
    const next = searchFromState(draft, urlState.filters);
    if (draft === urlState.q || next === searchFromState(urlState.q, urlState.filters)) return undefined;
    pendingWrite.current = window.setTimeout(() => {
      navigate(typing.current ? 'replace' : 'push', next);
      typing.current = true;
    }, 400);
    return () => window.clearTimeout(pendingWrite.current);
  }, [draft, urlState, navigate]);

  const commit = (q: string, filters: Filters) => {
    // The reader's commit replaces the write the typing had scheduled: the address shows the page
    // after the frame that answers the click, and that write, with the filters of the page still
    // shown, must not come after it ("Clear the filters" pressed within 400 ms of a key).
    window.clearTimeout(pendingWrite.current);
    const next = searchFromState(q, filters);
    if (next !== searchFromState(urlState.q, urlState.filters)) navigate(typing.current ? 'replace' : 'push', next);
    typing.current = false;
  };

  return { urlState, draft, setDraft, commit };
}
