import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { PlatformId } from '@site/src/data/registry';
import { InlineMarkdown } from '../ReleaseMarkdown';
import useReleaseCatalog from '../useReleaseCatalog';
import { migrationChecklist } from '../../lib/migration';
import styles from './styles.module.css';

/**
 * The breaking changes of one major release, from the release catalogue, in
 * upgrade order; each links to its section of the migration guide (`#<id>`),
 * so the guide's checklist cannot drift from the release notes.
 */
export default function MigrationChecklist({
  platform,
  version,
}: {
  platform: PlatformId;
  version: string;
}): ReactNode {
  const items = migrationChecklist(useReleaseCatalog(), platform, version);
  return (
    <ol className={styles.checklist} aria-label={`Breaking changes of ${version}, in upgrade order`}>
      {items.map((item) => (
        <li key={item.id} data-change-id={item.id}>
          <InlineMarkdown text={item.text} /> <Link to={`#${item.id}`}>How to migrate</Link>
        </li>
      ))}
    </ol>
  );
}
