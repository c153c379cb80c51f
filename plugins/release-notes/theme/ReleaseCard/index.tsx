import type { ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import CatalogLinks from '@site/src/components/CatalogLinks';
import ReleaseMarkdown, { InlineMarkdown } from '../ReleaseMarkdown';
import Link from '@docusaurus/Link';
import {
  CHANGE_TYPES,
  CHANGE_TYPE_LABELS,
  type Change,
  type ChangeType,
  type NewErrorCode,
  deprecatedNote,
  type Release,
} from '../../lib/types';
import { formatDate } from '../../../shared/versions';
import styles from './styles.module.css';

export function ChangeBadge({ type }: { type: ChangeType }): ReactNode {
  return <span className={clsx(styles.badge, styles[type])}>{CHANGE_TYPE_LABELS[type]}</span>;
}

function byType(a: Change, b: Change): number {
  return CHANGE_TYPES.indexOf(a.type) - CHANGE_TYPES.indexOf(b.type);
}

export function ChangeList({ changes }: { changes: readonly Change[] }): ReactNode {
  return (
    <ul className={styles.changes}>
      {[...changes].sort(byType).map((change, index) => (
        <li key={index} className={styles.change} data-change-type={change.type}>
          <ChangeBadge type={change.type} />
          <span className={styles.changeText}>
            <InlineMarkdown text={change.text} />
            {change.links.length > 0 && (
              <span className={styles.links}>
                {' '}
                (
                <CatalogLinks links={change.links} />)
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A release's migration notes. With `version` (a release card), a labelled region the release page
 * marks as its migration section; without, a plain block (a step of the upgrade planner).
 */
export function MigrationNotes({ source, version }: { source: string; version?: string }): ReactNode {
  const body = (
    <>
      <p className={styles.migrationTitle}>Migration notes</p>
      <ReleaseMarkdown source={source} />
    </>
  );
  return version ? (
    <section className={styles.migration} data-release-migration aria-label={`Migration notes for ${version}`}>
      {body}
    </section>
  ) : (
    <div className={styles.migration}>{body}</div>
  );
}

/**
 * The error codes a release brought to its platform, each linked to its entry on the platform's
 * error-code page (from the error catalogue, never typed into the notes).
 */
export function NewErrorCodes({ codes, version }: { codes: readonly NewErrorCode[]; version: string }): ReactNode {
  if (codes.length === 0) return null;
  return (
    <div className={styles.newCodes} data-release-error-codes>
      <p className={styles.codesTitle}>New error codes in {version}</p>
      <ul className={styles.codes}>
        {codes.map((entry) => (
          <li key={entry.code}>
            <Link to={entry.href}>
              <code>{entry.code}</code>
            </Link>{' '}
            <span className={styles.codeName}>{entry.name}</span>
            {deprecatedNote(entry)}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface Props {
  release: Release;
  /** The changes to show: all of the release's, or the ones that pass a filter. */
  changes: readonly Change[];
  anchor: string;
  heading: 'h2' | 'h3';
  title: ReactNode;
  /** Extra facts after the date, e.g. the platform on the timeline. */
  meta?: ReactNode;
  /** More about the release, at its end (the platform page's known issues). */
  children?: ReactNode;
}

/** One release: a heading with a stable anchor, the date, the summary, typed changes and migration notes. */
export default function ReleaseCard({ release, changes, anchor, heading, title, meta, children }: Props): ReactNode {
  return (
    <article className={styles.card} aria-labelledby={anchor} data-version={release.version}>
      <Heading as={heading} id={anchor} tabIndex={-1} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.meta}>
        <time dateTime={release.date}>{formatDate(release.date)}</time>
        {meta}
      </p>
      <p>{release.summary}</p>
      <ChangeList changes={changes} />
      {release.migration && <MigrationNotes source={release.migration} version={release.version} />}
      {children}
    </article>
  );
}
