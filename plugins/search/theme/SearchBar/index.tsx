/**
 * The navbar search box (product specification §2, §4, §5): a dropdown on desktop, a
 * detached full-screen view on narrow screens (≤ 996 px). Only the box is in the page's
 * JavaScript; the search's worker and the index manifests load when the box is first hovered or
 * focused, the index shards a query needs with the query (useSearch).
 * Provides @theme/SearchBar, which @docusaurus/theme-classic leaves empty on purpose
 * (lib/theme/SearchBar.js); NavbarItem/SearchNavbarItem renders it for signed-in readers.
 */
import React, { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHistory } from '@docusaurus/router';
import { NARROW_MAX_WIDTH, RESIZE_DEBOUNCE_MS, clampQuery, keyIntent } from '@site/plugins/search/widget';
import Results, { hitHref } from './Results';
import SearchForm, { SearchIcon, TEXT } from './SearchForm';
import { useSearch } from './useSearch';
import styles from './styles.module.css';

export default function SearchBar(): ReactNode {
  const history = useHistory();
  const { hits, answered, status, prepare, run } = useSearch();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  // The active result belongs to one list of hits: a new list starts at its first result.
  const [selection, setSelection] = useState({ hits, index: 0 });
  const active = selection.hits === hits ? selection.index : 0;
  const setActive = (index: number): void => setSelection({ hits, index });
  const [detached, setDetached] = useState(false);
  const listId = useId();
  const detachedInput = useRef<HTMLInputElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (detached) detachedInput.current?.focus();
  }, [detached]);
  // Growing past the breakpoint ends the detached view.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (window.innerWidth > NARROW_MAX_WIDTH) setDetached(false);
      }, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  const change = (value: string): void => {
    const next = clampQuery(value);
    setQuery(next);
    setOpen(true);
    run(next);
  };
  const close = (): void => {
    setOpen(false);
    // Leaving the full-screen view gives the focus back to the button that opened it.
    if (detached) openButton.current?.focus();
    setDetached(false);
  };
  const go = (target: 'self' | 'tab' | 'window'): void => {
    const hit = hits[active];
    if (!hit) return;
    const href = hitHref(hit, query);
    if (target === 'self') history.push(href);
    else window.open(href, '_blank', target === 'window' ? 'noopener,popup' : 'noopener');
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    const intent = keyIntent(event, { open, active, count: answered === query ? hits.length : 0 });
    if (intent.kind === 'none') return;
    if (intent.kind !== 'close' || event.key !== 'Tab') event.preventDefault();
    if (intent.kind === 'move') {
      setOpen(true);
      setActive(intent.active);
    } else if (intent.kind === 'open') go(intent.target);
    else if (intent.kind === 'close' || intent.kind === 'submit') close();
    else change('');
  };
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    close();
  };

  const form = (inDetached: boolean): ReactNode => (
    <SearchForm
      inputRef={inDetached ? detachedInput : undefined}
      query={query}
      expanded={open && query !== ''}
      listId={listId}
      activeId={open && answered === query && hits[active] ? `${listId}-${active}` : undefined}
      onChange={change}
      onFocus={() => {
        prepare();
        if (query) setOpen(true);
      }}
      onHover={prepare}
      onBlur={() => {
        if (!inDetached) setOpen(false);
      }}
      onKeyDown={onKeyDown}
      onSubmit={onSubmit}
    />
  );

  const results = open && query.trim() !== '' && (
    <div className={styles.results} onMouseDown={(event) => event.preventDefault()}>
      <Results
        id={listId}
        hits={hits}
        active={active}
        status={status}
        answered={answered === query}
        query={query}
        onSelect={close}
        onHover={setActive}
        onRetry={() => {
          prepare();
          run(query);
        }}
      />
    </div>
  );

  return (
    <div className={styles.searchBar}>
      <div className={styles.desktop}>
        {form(false)}
        {!detached && results}
      </div>
      <button
        type="button"
        ref={openButton}
        className={styles.openButton}
        aria-label={TEXT.placeholder}
        onClick={() => {
          setDetached(true);
          setOpen(true);
        }}
      >
        <SearchIcon />
      </button>
      {detached &&
        createPortal(
          <div className={styles.detached} role="dialog" aria-modal="true" aria-label={TEXT.placeholder}>
            <div className={styles.detachedHeader}>
              {form(true)}
              <button type="button" className={styles.cancel} onClick={close}>
                {TEXT.cancel}
              </button>
            </div>
            {results}
          </div>,
          document.body,
        )}
    </div>
  );
}
