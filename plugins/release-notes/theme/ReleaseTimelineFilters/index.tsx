import React, { type ReactNode } from 'react';
import { PLATFORMS, type PlatformId } from '@site/src/data/registry';
import { CHANGE_TYPES, CHANGE_TYPE_LABELS, type ChangeType } from '../../lib/types';
import type { TimelineFilter } from '../../lib/timeline';
import styles from './styles.module.css';

function toggle<T>(values: readonly T[], value: T, on: boolean): T[] {
  return on ? [...values, value] : values.filter((v) => v !== value);
}

interface Props {
  filter: TimelineFilter;
  onChange: (filter: TimelineFilter) => void;
}

/** Platform and change-type checkboxes. Nothing checked in a group means no filter on it. */
export default function ReleaseTimelineFilters({ filter, onChange }: Props): ReactNode {
  const platform = (id: PlatformId, on: boolean): void =>
    onChange({ ...filter, platforms: toggle(filter.platforms, id, on) });
  const type = (value: ChangeType, on: boolean): void =>
    onChange({ ...filter, types: toggle(filter.types, value, on) });
  const filtered = filter.platforms.length > 0 || filter.types.length > 0;
  return (
    <div className={styles.filters}>
      <fieldset className={styles.group}>
        <legend>Platforms</legend>
        {PLATFORMS.map((p) => (
          <label key={p.id} className={styles.option}>
            <input
              type="checkbox"
              name="platform"
              value={p.id}
              checked={filter.platforms.includes(p.id)}
              onChange={(event) => platform(p.id, event.currentTarget.checked)}
            />
            {p.label}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Change types</legend>
        {CHANGE_TYPES.map((t) => (
          <label key={t} className={styles.option}>
            <input
              type="checkbox"
              name="type"
              value={t}
              checked={filter.types.includes(t)}
              onChange={(event) => type(t, event.currentTarget.checked)}
            />
            {CHANGE_TYPE_LABELS[t]}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="button button--secondary button--sm"
        disabled={!filtered}
        onClick={() => onChange({ platforms: [], types: [] })}
      >
        Clear filters
      </button>
    </div>
  );
}
