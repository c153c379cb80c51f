import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import matrix from '@generated/feature-matrix/default/features.json';
import type { PlatformId } from '@site/src/data/registry';
import { MATRIX_ROUTE, availability, cellOf, featureAnchor, featuresAsOf, featuresByGroup } from '../../lib/format';
import type { FeatureCell } from '../../lib/types';
import styles from '../styles.module.css';

/** "Yes, since 7.4.0" or "No" (linked to the guide when there is one), then the note. */
export function Availability({ cell }: { cell: FeatureCell }): ReactNode {
  const label = availability(cell);
  const badge = `${styles.badge} ${cell.supported ? styles.yes : styles.no}`;
  return (
    <>
      {cell.guide ? (
        <Link to={cell.guide.href} className={badge}>
          {label}
        </Link>
      ) : (
        <span className={badge}>{label}</span>
      )}
      {cell.note && <span className={styles.note}>{cell.note}</span>}
    </>
  );
}

/**
 * One platform's slice of the matrix: every feature, whether and since when this SDK has it. With
 * `until` (a release, on the 6.x pages), only the features the SDK had by that release.
 */
export default function PlatformFeatures({ platform, until }: { platform: PlatformId; until?: string }): ReactNode {
  const label = matrix.platforms.find((p) => p.id === platform)?.label;
  if (!label) throw new Error(`The feature matrix has no platform "${platform}"`);
  if (until) return <FeaturesAsOf platform={platform} label={label} until={until} />;
  const captionId = `features-${platform}-caption`;
  return (
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          Features of the {label} SDK. Compare every SDK in the <Link to={MATRIX_ROUTE}>feature matrix</Link>.
        </caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            <th scope="col">Available</th>
          </tr>
        </thead>
        {featuresByGroup(matrix).map((group) => (
          <tbody key={group.id}>
            <tr className={styles.group}>
              <th scope="rowgroup" colSpan={2}>
                {group.title}
              </th>
            </tr>
            {group.features.map((feature) => (
              <tr key={feature.id}>
                <th scope="row" className={styles.feature}>
                  <Link to={`${MATRIX_ROUTE}#${featureAnchor(feature.id)}`} className={styles.featureTitle}>
                    {feature.title}
                  </Link>
                  <span className={styles.description}>{feature.description}</span>
                </th>
                <td>
                  <Availability cell={cellOf(feature, platform)} />
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/** The features of one SDK by an older release, from the catalogue: the 6.x overviews' table. */
function FeaturesAsOf({ platform, label, until }: { platform: PlatformId; label: string; until: string }): ReactNode {
  const captionId = `features-${platform}-${until}-caption`;
  return (
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          Features of the {label} SDK by {until}, from the <Link to={MATRIX_ROUTE}>feature matrix</Link>.
        </caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            <th scope="col">Available</th>
          </tr>
        </thead>
        {featuresAsOf(matrix, platform, until).map((group) => (
          <tbody key={group.id}>
            <tr className={styles.group}>
              <th scope="rowgroup" colSpan={2}>
                {group.title}
              </th>
            </tr>
            {group.features.map(({ feature, cell }) => (
              <tr key={feature.id}>
                <th scope="row" className={styles.feature}>
                  <span className={styles.featureTitle}>{feature.title}</span>
                  <span className={styles.description}>{feature.description}</span>
                </th>
                <td>
                  <Availability cell={cell} />
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
