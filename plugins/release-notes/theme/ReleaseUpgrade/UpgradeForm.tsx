import React, { useState, type FormEvent, type ReactNode } from 'react';
import type { ReleaseCatalog } from '../../lib/types';
import type { UpgradeQuery } from '../../lib/upgrade';
import { compareVersions } from '../../../shared/versions';
import LabelledSelect from '@site/src/components/LabelledSelect';
import styles from './styles.module.css';

/** Versions as the options of a list. */
function versions(releases: readonly { version: string }[]): { value: string; label: string }[] {
  return releases.map((r) => ({ value: r.version, label: r.version }));
}

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
      <LabelledSelect
        className={styles.field}
        id="upgrade-platform"
        label="Platform"
        required
        emptyLabel="Choose a platform"
        value={catalog.platforms.some((p) => p.platform === value.platform) ? value.platform : ''}
        options={catalog.platforms.map((p) => ({ value: p.platform, label: p.label }))}
        onChange={(platform) => onChange({ platform, from: '', to: '' })}
      />
      <LabelledSelect
        className={styles.field}
        id="upgrade-from"
        label="Current version"
        required
        disabled={releases.length === 0}
        emptyLabel="Choose a version"
        value={current}
        options={versions(releases)}
        onChange={(from) => {
          // A target that is not newer than the new current version falls back to the latest.
          const keep = from && value.to && compareVersions(value.to, from) > 0;
          onChange({ ...value, from, to: keep ? value.to : '' });
        }}
      />
      <LabelledSelect
        className={styles.field}
        id="upgrade-to"
        label="Target version"
        disabled={newer.length === 0}
        emptyLabel={newer.length > 0 ? `Latest (${releases[0]?.version})` : 'No newer release'}
        value={target}
        options={versions(newer)}
        onChange={(to) => onChange({ ...value, to })}
      />
      <button type="submit" className="button button--primary">
        Show what changes
      </button>
    </form>
  );
}
