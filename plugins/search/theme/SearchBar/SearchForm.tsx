import React, { type FormEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { translate } from '@docusaurus/Translate';
import { MAX_QUERY_LENGTH } from '@site/plugins/search/widget';
import styles from './styles.module.css';

/** The search box's texts (product specification §8). */
export const TEXT = {
  placeholder: translate({ id: 'searchBar.placeholder', message: 'Search...' }),
  clear: translate({ id: 'searchBar.clear', message: 'Clear' }),
  cancel: translate({ id: 'searchBar.cancel', message: 'Cancel' }),
  submit: translate({ id: 'searchBar.submit', message: 'Submit' }),
};

interface Props {
  inputRef?: Ref<HTMLInputElement>;
  query: string;
  expanded: boolean;
  listId: string;
  activeId: string | undefined;
  onChange: (value: string) => void;
  onFocus: () => void;
  /** The pointer is over the box: the search starts loading before the click. */
  onHover: () => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onSubmit: (event: FormEvent) => void;
}

/** The search field: a combobox controlling the results list, with Submit and Clear buttons. */
export default function SearchForm(props: Props): ReactNode {
  const { inputRef, query, expanded, listId, activeId, onChange, onFocus, onHover, onBlur, onKeyDown, onSubmit } =
    props;
  return (
    <form role="search" className={styles.form} onSubmit={onSubmit} onPointerEnter={onHover} noValidate>
      <button type="submit" className={styles.submit} aria-label={TEXT.submit} title={TEXT.submit} tabIndex={-1}>
        <SearchIcon />
      </button>
      <input
        ref={inputRef}
        className={styles.input}
        type="search"
        role="combobox"
        aria-label={TEXT.placeholder}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        placeholder={TEXT.placeholder}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        value={query}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      />
      {query && (
        <button
          type="reset"
          className={styles.clear}
          aria-label={TEXT.clear}
          title={TEXT.clear}
          // Keeps the focus in the field.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChange('')}
        >
          ×
        </button>
      )}
    </form>
  );
}

export function SearchIcon(): ReactNode {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden focusable="false">
      <path
        d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
