import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';
import type { PlatformId } from '@site/src/data/registry';
import type { Catalog, CatalogEntry } from '../../schema';
import { nativeValues, platformLabel, rangeLabel } from '../../lib/format';
import { entriesForPlatform, groupByCategory } from '../../lib/group';
import badges from '../badges.module.css';
import styles from './styles.module.css';

export interface Props {
  platform: PlatformId;
  /** The platform's codes, given by the error catalogue's remark plugin (remark.ts). */
  catalog?: Pick<Catalog, 'categories' | 'entries'>;
}

function Row({ entry, platform }: { entry: CatalogEntry; platform: PlatformId }): ReactNode {
  const native = nativeValues(entry, platform);
  return (
    <tr id={entry.code} className={styles.row}>
      <td className={styles.codeCell}>
        <a href={`#${entry.code}`} className={styles.code}>
          {entry.code}
        </a>
        <code className={styles.name}>{entry.name}</code>
        <span className={`${badges[entry.severity]} ${styles.badge}`}>{entry.severity}</span>
        {entry.deprecated && <span className={`${badges.deprecated} ${styles.badge}`}>deprecated</span>}
      </td>
      <td>
        <p className={styles.message}>{entry.message}</p>
        <p>{entry.description}</p>
        {entry.deprecated && (
          <p>
            Deprecated in {entry.deprecated.since}. {entry.deprecated.note}
          </p>
        )}
        <p className={styles.label}>Causes</p>
        <ul>
          {entry.causes.map((cause) => (
            <li key={cause}>{cause}</li>
          ))}
        </ul>
        <p className={styles.meta}>
          {native.length > 0 && (
            <>
              Native: <code>{native.join(', ')}</code>.{' '}
            </>
          )}
          {entry.legacyName && (
            <>
              6.x name: <code>{entry.legacyName}</code>.{' '}
            </>
          )}
          Since {entry.since}.
        </p>
      </td>
      <td>
        <ol>
          {entry.resolution.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className={styles.meta}>
          Retry (VOD): {entry.retry.vod}
          <br />
          Retry (live): {entry.retry.live}
        </p>
        <ul className={styles.links}>
          {entry.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

/** Every code one platform reports, grouped by category, one anchor per code. */
export default function ErrorCodeTable({ platform, catalog }: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (!catalog) {
    throw new Error(
      `<ErrorCodeTable platform="${platform}"> has no codes: it is given them by plugins/error-catalog/remark.ts, a remark plugin of the docs`,
    );
  }
  const entries = entriesForPlatform(catalog.entries, platform);
  entries.forEach((entry) => brokenLinks.collectAnchor(entry.code));
  return (
    <div className={styles.catalog}>
      <p>
        {entries.length} codes reported on {platformLabel(platform)}. Search every platform and service, including
        native codes, in the <Link to={`/error-lookup?platform=${platform}`}>error lookup</Link>.
      </p>
      {groupByCategory(entries, catalog.categories).map(({ category, entries: inCategory }) => (
        <section key={category.id}>
          <Heading as="h3" id={`${category.id}-errors`}>
            {category.title} ({rangeLabel(category)})
          </Heading>
          <p>{category.description}</p>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Meaning</th>
                  <th scope="col">What to do</th>
                </tr>
              </thead>
              <tbody>
                {inCategory.map((entry) => (
                  <Row key={entry.code} entry={entry} platform={platform} />
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
