import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import type { SearchHit } from '@site/plugins/search/types';
import {
  highlightTermsFor,
  parseHighlightTerms,
  termsPattern,
  withHighlight,
} from '@site/plugins/search/highlightTerms';
import { showsSection, type SearchStatus } from '@site/plugins/search/widget';
import styles from './styles.module.css';

/** The query's words marked in a title, as text nodes (never HTML). */
function Marked({ text, pattern }: { text: string; pattern: RegExp | null }): ReactNode {
  if (!pattern) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(<mark key={match.index}>{match[0]}</mark>);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

/**
 * Under `docusaurus start` the index is made from the docs' sources (plugins/search/dev.ts) and
 * holds no site page: the panel says so instead of a bare "No results found.".
 */
const DEVELOPMENT = process.env.NODE_ENV === 'development';
/**
 * The development server's note, styled inline: it never shows in a production build, so its rule
 * would only weigh on the stylesheet every page loads.
 */
const DEV_NOTE_STYLE = {
  margin: 0,
  padding: '0.5rem 0.75rem',
  borderTop: '1px solid var(--ifm-color-emphasis-200)',
  color: 'var(--ifm-color-emphasis-700)',
  fontSize: '0.8rem',
} as const;

export function hitHref(hit: SearchHit, query: string): string {
  return withHighlight(hit.document.sectionRoute, highlightTermsFor(query, hit.terms));
}

interface Props {
  id: string;
  /** The last answer's hits: while a newer query is searched they stay in the page, hidden. */
  hits: readonly SearchHit[];
  active: number;
  status: SearchStatus;
  /** True when the hits answer the current input (not a previous one). */
  answered: boolean;
  query: string;
  onSelect: () => void;
  onHover: (index: number) => void;
  /** Runs the query again after a failed search. */
  onRetry: () => void;
}

export default function Results({
  id,
  hits,
  active,
  status,
  answered,
  query,
  onSelect,
  onHover,
  onRetry,
}: Props): ReactNode {
  const pattern = termsPattern(parseHighlightTerms(query));
  return (
    <div className={styles.panel} data-status={status} aria-busy={status === 'loading' || status === 'stalled'}>
      {status === 'stalled' && <div className={styles.spinner} aria-hidden />}
      {answered && status === 'failed' && (
        <p className={styles.empty} role="alert">
          {translate({ id: 'searchBar.failed', message: 'The search failed.' })}{' '}
          <button type="button" className={styles.retry} onClick={onRetry}>
            {translate({ id: 'searchBar.retry', message: 'Try again' })}
          </button>
        </p>
      )}
      {answered && status === 'idle' && hits.length === 0 && (
        <p className={styles.empty}>
          {DEVELOPMENT
            ? translate({ id: 'searchBar.noResultsInDocs', message: 'No results in the docs pages.' })
            : translate({ id: 'searchBar.noResults', message: 'No results found.' })}
        </p>
      )}
      {/* Hidden rather than emptied while a key's search runs: the keystroke does not unmount the
          list's links and the answer does not mount them again, it updates them. */}
      <ul id={id} role="listbox" className={styles.list} hidden={!answered || hits.length === 0}>
        {hits.map((hit, index) => {
          const { pageTitle, sectionTitle, sidebarParentCategories = [] } = hit.document;
          return (
            <li key={`${hit.document.sectionRoute}-${index}`} role="none">
              <Link
                to={hitHref(hit, query)}
                id={`${id}-${index}`}
                role="option"
                aria-selected={index === active}
                className={styles.link}
                onClick={onSelect}
                onMouseMove={() => onHover(index)}
              >
                {sidebarParentCategories.length > 0 && (
                  <span className={styles.context}>{[...sidebarParentCategories].reverse().join(' › ')}</span>
                )}
                <span className={styles.page}>
                  <Marked text={pageTitle} pattern={pattern} />
                </span>
                {showsSection(pageTitle, sectionTitle) && (
                  <span className={styles.section}>
                    <span aria-hidden>#</span> <Marked text={sectionTitle} pattern={pattern} />
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      {DEVELOPMENT && answered && status === 'idle' && (
        <p style={DEV_NOTE_STYLE} data-search-dev-note>
          {translate({
            id: 'searchBar.developmentNote',
            message:
              'Development server: the docs pages are searched, as saved. The site pages (home, product pages, error lookup, release timeline) are searched in the production build only.',
          })}
        </p>
      )}
    </div>
  );
}
