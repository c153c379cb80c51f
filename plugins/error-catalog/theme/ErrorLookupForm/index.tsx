import type { FormEvent, ReactNode } from 'react';
import type { Props } from '@theme/ErrorLookupForm';
import { SEVERITIES } from '../../severities';
import { platformLabel } from '../ErrorEntry/format';
import type { Filters } from '../ErrorLookup/lookup';
import { MAX_QUERY_LENGTH } from '../ErrorLookup/lookup';
import styles from './styles.module.css';

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
        <FilterSelect
          id="error-lookup-platform"
          label="Platform"
          allLabel="All platforms"
          value={filters.platform}
          options={props.platforms.map((p) => ({ value: p, label: platformLabel(p) }))}
          onChange={(platform) => onFiltersChange({ ...filters, platform })}
        />
        <FilterSelect
          id="error-lookup-category"
          label="Category"
          allLabel="All categories"
          value={filters.category}
          options={props.categories.map((c) => ({ value: c.id, label: `${c.title} (${c.from}–${c.to})` }))}
          onChange={(category) => onFiltersChange({ ...filters, category })}
        />
        <FilterSelect
          id="error-lookup-severity"
          label="Severity"
          allLabel="All severities"
          value={filters.severity}
          options={SEVERITIES.map((s) => ({ value: s, label: s }))}
          onChange={(severity) => onFiltersChange({ ...filters, severity: severity as Filters['severity'] })}
        />
      </div>
    </form>
  );
}

interface FilterSelectProps {
  id: string;
  label: string;
  /** The first option, which filters nothing. */
  allLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** One labelled filter of the lookup. */
function FilterSelect({ id, label, allLabel, value, options, onChange }: FilterSelectProps): ReactNode {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
