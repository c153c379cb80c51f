import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import matrix from '@generated/feature-matrix/default/features.json';
import TableBlock from '@site/src/components/TableBlock';
import type { PlatformId } from '@site/src/data/registry';
import { MATRIX_ROUTE, availability, cellOf, featureAnchor, featuresAsOf, featuresByGroup } from '../../lib/format';
import type { FeatureCell, MatrixFeature as Feature } from '../../lib/types';
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

/** A feature's row header: its title (linked to the matrix row when `to` is given) and description. */
export function FeatureHeader({ feature, to, id }: { feature: Feature; to?: string; id?: string }): ReactNode {
  return (
    <th scope="row" id={id} className={styles.feature}>
      {to ? (
        <Link to={to} className={styles.featureTitle}>
          {feature.title}
        </Link>
      ) : (
        <span className={styles.featureTitle}>{feature.title}</span>
      )}
      <span className={styles.description}>{feature.description}</span>
    </th>
  );
}

/** A feature's row: its header, then its availability in each of `cells` (one per platform shown). */
export function FeatureRow({
  feature,
  cells,
  id,
  to,
}: {
  feature: Feature;
  cells: readonly FeatureCell[];
  id?: string;
  to?: string;
}): ReactNode {
  return (
    <tr>
      <FeatureHeader feature={feature} id={id} to={to} />
      {cells.map((cell) => (
        <td key={cell.platform}>
          <Availability cell={cell} />
        </td>
      ))}
    </tr>
  );
}

interface Row {
  feature: Feature;
  cell: FeatureCell;
}

/** One SDK's features as a two-column table (feature, availability), grouped by area. */
function FeatureTable({
  captionId,
  caption,
  groups,
  linked,
}: {
  captionId: string;
  caption: ReactNode;
  groups: { id: string; title: string; rows: Row[] }[];
  linked: boolean;
}): ReactNode {
  return (
    <TableBlock>
      <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              <th scope="col">Available</th>
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.id}>
              <tr className={styles.group}>
                <th scope="rowgroup" colSpan={2}>
                  {group.title}
                </th>
              </tr>
              {group.rows.map(({ feature, cell }) => (
                <FeatureRow
                  key={feature.id}
                  feature={feature}
                  cells={[cell]}
                  to={linked ? `${MATRIX_ROUTE}#${featureAnchor(feature.id)}` : undefined}
                />
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </TableBlock>
  );
}

/**
 * One platform's slice of the matrix: every feature, whether and since when this SDK has it. With
 * `until` (a release, on the 6.x pages), only the features the SDK had by that release.
 */
export default function PlatformFeatures({ platform, until }: { platform: PlatformId; until?: string }): ReactNode {
  const label = matrix.platforms.find((p) => p.id === platform)?.label;
  if (!label) throw new Error(`The feature matrix has no platform "${platform}"`);
  if (until) {
    return (
      <FeatureTable
        captionId={`features-${platform}-${until}-caption`}
        caption={
          <>
            Features of the {label} SDK by {until}, from the <Link to={MATRIX_ROUTE}>feature matrix</Link>.
          </>
        }
        groups={featuresAsOf(matrix, platform, until).map((group) => ({
          id: group.id,
          title: group.title,
          rows: group.features,
        }))}
        linked={false}
      />
    );
  }
  return (
    <FeatureTable
      captionId={`features-${platform}-caption`}
      caption={
        <>
          Features of the {label} SDK. Compare every SDK in the <Link to={MATRIX_ROUTE}>feature matrix</Link>.
        </>
      }
      groups={featuresByGroup(matrix).map((group) => ({
        id: group.id,
        title: group.title,
        rows: group.features.map((feature) => ({ feature, cell: cellOf(feature, platform) })),
      }))}
      linked
    />
  );
}
