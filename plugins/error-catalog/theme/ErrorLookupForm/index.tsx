import type { FormEvent, ReactNode } from 'react';
import type { Category } from '../../schema';
import { SEVERITIES } from '../../severities';
import { platformLabel } from '../ErrorEntry/format';
import type { Filters } from '../ErrorLookup/lookup';
import { MAX_QUERY_LENGTH } from '../ErrorLookup/lookup';
import styles from './styles.module.css';

export interface Props {
  query: string;
  filters: Filters;
  platforms: readonly string[];
  categories: readonly Pick<Category, 'id' | 'title' | 'from' | 'to'>[];
  onQueryChange: (query: string) => void;
  onFiltersChange: (filters: Filters) => void;
  /** Enter or blur: the current text is final, record it in the history. */
  onCommit: () => void;
}

/** The search box and the three filters of the error lookup. */
export default function ErrorLookupForm(props: Props): ReactNode {
  const { query, filters, onFiltersChange } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onCommit();
  };
  return (
    <form role="search" className={styles.form} onSubmit={submit} aria-label="Error lookup">
      <div className={styles.query}>
        <label htmlFor="error-lookup-query">Error code, native code or message</label>
        <input
          id="error-lookup-query"
          type="search"
          className={styles.input}
          value={query}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          spellCheck={false}
          placeholder="E-4001, 4001, -11800, ERROR_CODE_DRM_LICENSE_ACQUISITION_FAILED, 403, licence expired"
          aria-describedby="error-lookup-hint"
          onChange={(event) => props.onQueryChange(event.target.value)}
          onBlur={props.onCommit}
        />
        <p id="error-lookup-hint" className={styles.hint}>
          Paste a code in any form, a native platform code, an HTTP status, a 6.x error name or words from the message.
        </p>
      </div>
      <div className={styles.filters}>
        <div>
          <label htmlFor="error-lookup-platform">Platform</label>
          <select
            id="error-lookup-platform"
            value={filters.platform}
            onChange={(event) => onFiltersChange({ ...filters, platform: event.target.value })}
          >
            <option value="">All platforms</option>
            {props.platforms.map((p) => (
              <option key={p} value={p}>
                {platformLabel(p)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="error-lookup-category">Category</label>
          <select
            id="error-lookup-category"
            value={filters.category}
            onChange={(event) => onFiltersChange({ ...filters, category: event.target.value })}
          >
            <option value="">All categories</option>
            {props.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title} ({c.from}–{c.to})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="error-lookup-severity">Severity</label>
          <select
            id="error-lookup-severity"
            value={filters.severity}
            onChange={(event) => onFiltersChange({ ...filters, severity: event.target.value as Filters['severity'] })}
          >
            <option value="">All severities</option>
            {SEVERITIES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      </div>
    </form>
  );
}
