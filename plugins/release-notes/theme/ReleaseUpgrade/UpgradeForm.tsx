import React, { useState, type FormEvent, type ReactNode } from 'react';
import type { ReleaseCatalog } from '../../lib/types';
import type { UpgradeQuery } from '../../lib/upgrade';
import styles from './styles.module.css';

interface Props {
  catalog: ReleaseCatalog;
  initial: UpgradeQuery;
  onSubmit: (query: UpgradeQuery) => void;
}

/** Platform, current version and target version. The target defaults to the latest release. */
export default function UpgradeForm({ catalog, initial, onSubmit }: Props): ReactNode {
  const [value, onChange] = useState<UpgradeQuery>(initial);
  const releases = catalog.platforms.find((p) => p.platform === value.platform)?.releases ?? [];
  const known = (version: string): string => (releases.some((r) => r.version === version) ? version : '');
  return (
    <form
      className={styles.form}
      aria-label="Upgrade"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <div className={styles.field}>
        <label htmlFor="upgrade-platform">Platform</label>
        <select
          id="upgrade-platform"
          required
          value={catalog.platforms.some((p) => p.platform === value.platform) ? value.platform : ''}
          onChange={(event) => onChange({ platform: event.target.value, from: '', to: '' })}
        >
          <option value="">Choose a platform</option>
          {catalog.platforms.map((p) => (
            <option key={p.platform} value={p.platform}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="upgrade-from">Current version</label>
        <select
          id="upgrade-from"
          required
          disabled={releases.length === 0}
          value={known(value.from)}
          onChange={(event) => onChange({ ...value, from: event.target.value })}
        >
          <option value="">Choose a version</option>
          {releases.slice(1).map((r) => (
            <option key={r.version} value={r.version}>
              {r.version}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="upgrade-to">Target version</label>
        <select
          id="upgrade-to"
          disabled={releases.length === 0}
          value={known(value.to)}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
        >
          <option value="">Latest ({releases[0]?.version ?? 'none'})</option>
          {releases.map((r) => (
            <option key={r.version} value={r.version}>
              {r.version}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary">
        Show what changes
      </button>
    </form>
  );
}
