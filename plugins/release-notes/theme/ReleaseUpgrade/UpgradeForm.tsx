import React, { useState, type FormEvent, type ReactNode } from 'react';
import type { ReleaseCatalog } from '../../lib/types';
import type { UpgradeQuery } from '../../lib/upgrade';
import { compareVersions } from '../../lib/versions';
import styles from './styles.module.css';

interface Props {
  catalog: ReleaseCatalog;
  initial: UpgradeQuery;
  onSubmit: (query: UpgradeQuery) => void;
}

/**
 * Platform, current version and target version. Every release can be the current one (so the form
 * shows whatever version the address names); the targets offered are the releases newer than it,
 * defaulting to the latest.
 */
export default function UpgradeForm({ catalog, initial, onSubmit }: Props): ReactNode {
  const [value, onChange] = useState<UpgradeQuery>(initial);
  const releases = catalog.platforms.find((p) => p.platform === value.platform)?.releases ?? [];
  const known = (version: string): string => (releases.some((r) => r.version === version) ? version : '');
  const current = known(value.from);
  const newer = current ? releases.filter((r) => compareVersions(r.version, current) > 0) : releases;
  const target = newer.some((r) => r.version === value.to) ? value.to : '';
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
          value={current}
          onChange={(event) => {
            const from = event.target.value;
            // A target that is not newer than the new current version falls back to the latest.
            const keep = from && value.to && compareVersions(value.to, from) > 0;
            onChange({ ...value, from, to: keep ? value.to : '' });
          }}
        >
          <option value="">Choose a version</option>
          {releases.map((r) => (
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
          disabled={newer.length === 0}
          value={target}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
        >
          <option value="">{newer.length > 0 ? `Latest (${releases[0]?.version})` : 'No newer release'}</option>
          {newer.map((r) => (
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
