import type { FormEvent, ReactNode } from 'react';
import type { Props } from '@theme/ErrorLookupForm';
import { SEVERITIES } from '../../severities';
import { platformLabel } from '../../lib/format';
import type { Filters } from '../../lib/lookup';
import { MAX_QUERY_LENGTH } from '../../lib/lookup';
import LabelledSelect, { type LabelledSelectProps } from '@site/src/components/LabelledSelect';
import styles from './styles.module.css';

/** The search box and the three filters of the error lookup. */
export default function ErrorLookupForm(props: Props): ReactNode {
  const { query, filters, onFiltersChange } = props;
  const selects: { key: keyof Filters; label: string; emptyLabel: string; options: LabelledSelectProps['options'] }[] =
    [
      {
        key: 'platform',
        label: 'Platform',
        emptyLabel: 'All platforms',
        options: props.platforms.map((p) => ({ value: p, label: platformLabel(p) })),
      },
      {
        key: 'category',
        label: 'Category',
        emptyLabel: 'All categories',
        options: props.categories.map((c) => ({ value: c.id, label: `${c.title} (${c.from}–${c.to})` })),
      },
      {
        key: 'severity',
        label: 'Severity',
        emptyLabel: 'All severities',
        options: SEVERITIES.map((s) => ({ value: s, label: s })),
      },
    ];
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
        {selects.map(({ key, label, emptyLabel, options }) => (
          <LabelledSelect
            key={key}
            id={`error-lookup-${key}`}
            label={label}
            emptyLabel={emptyLabel}
            value={filters[key]}
            options={options}
            onChange={(value) => onFiltersChange({ ...filters, [key]: value } as Filters)}
          />
        ))}
      </div>
    </form>
  );
}
