import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { CatalogEntry } from '../../schema';
import { entryLinks, nativeParts, platformLabel, RAISED_ITSELF } from '../../lib/format';
import badges from '../badges.module.css';
import styles from './styles.module.css';

export interface Props {
  entry: CatalogEntry;
  /** Category title, as in categories.yaml. */
  categoryTitle: string;
}

/** A titled list of the entry: its causes, or the steps of its resolution (`ordered`). */
function ListSection({ title, items, ordered }: { title: string; items: string[]; ordered?: boolean }): ReactNode {
  const List = ordered ? 'ol' : 'ul';
  return (
    <section>
      <h3 className={styles.subheading}>{title}</h3>
      <List>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </section>
  );
}

/** One catalogue entry in full, as a result card of the error lookup. */
export default function ErrorEntry({ entry, categoryTitle }: Props): ReactNode {
  const headingId = `lookup-${entry.code}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          <span className={styles.code}>{entry.code}</span> <code className={styles.name}>{entry.name}</code>
        </h2>
        <p className={styles.tags}>
          <span className={badges[entry.severity]}>{entry.severity}</span> <span>{categoryTitle}</span> ·{' '}
          <span>{entry.platforms.map(platformLabel).join(', ')}</span>
          {entry.deprecated && (
            <span className={`${badges.deprecated} ${styles.deprecated}`}>
              deprecated since {entry.deprecated.since}
            </span>
          )}
        </p>
      </header>
      <p className={styles.message}>{entry.message}</p>
      <p>{entry.description}</p>
      {entry.deprecated && (
        <p>
          {entry.deprecated.note}
          {entry.deprecated.replacedBy && (
            <>
              {' '}
              Replaced by{' '}
              <Link to={`/error-lookup?code=${entry.deprecated.replacedBy}`}>{entry.deprecated.replacedBy}</Link>.
            </>
          )}
        </p>
      )}
      <div className={styles.columns}>
        <ListSection title="Causes" items={entry.causes} />
        <ListSection title="Resolution" items={entry.resolution} ordered />
      </div>
      <dl className={styles.details}>
        <dt>Retry, VOD</dt>
        <dd>{entry.retry.vod}</dd>
        <dt>Retry, live</dt>
        <dd>{entry.retry.live}</dd>
        {entry.platforms.map((p) => {
          const native = nativeParts(entry, p);
          return (
            native?.values && (
              <div key={p} className={styles.pair}>
                <dt>Native, {platformLabel(p)}</dt>
                <dd>
                  <code>{native.values}</code>
                  {native.after && `; ${native.after}`}
                </dd>
              </div>
            )
          );
        })}
        {entry.nativeNone && (
          <div className={styles.pair}>
            <dt>Native, {entry.nativeNone.map(platformLabel).join(', ')}</dt>
            <dd>{RAISED_ITSELF}</dd>
          </div>
        )}
        <dt>6.x name</dt>
        <dd>
          {entry.legacyName ? <code>{entry.legacyName}</code> : 'none (added in 7.x)'}
          {entry.legacyName && entry.legacyOn && ` (${entry.legacyOn.map(platformLabel).join(', ')})`}
        </dd>
        <dt>Since</dt>
        <dd>
          {entry.since}
          {Object.entries(entry.sinceOn ?? {}).map(([p, version]) => `; ${platformLabel(p)} ${version}`)}
        </dd>
      </dl>
      <ul className={styles.links} aria-label={`Pages about ${entry.code}`}>
        {entryLinks(entry).map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
