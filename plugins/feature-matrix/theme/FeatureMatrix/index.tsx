import type { ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import TableBlock from '@site/src/components/TableBlock';
import matrix from '@generated/feature-matrix/default/features.json';
import { featureAnchor, featuresByGroup, oldestListed } from '../../lib/format';
import { FeatureRow } from '../PlatformFeatures';
import styles from '../styles.module.css';

const CAPTION_ID = 'feature-matrix-caption';

/** Every feature × every platform in one table: a row per feature, grouped by area, a column per SDK. */
export default function FeatureMatrix(): ReactNode {
  const brokenLinks = useBrokenLinks();
  matrix.features.forEach((feature) => brokenLinks.collectAnchor(featureAnchor(feature.id)));
  const oldest = oldestListed(matrix);
  return (
    <>
      <p>
        Each cell says whether the SDK has the feature and the release it arrived in
        {oldest ? `; “${oldest} or earlier” means older than the first release in the release notes` : ''}. Scroll the
        table sideways on a narrow screen.
      </p>
      <TableBlock>
        <div className={styles.scroll} role="region" aria-labelledby={CAPTION_ID} tabIndex={0}>
          <table className={`${styles.table} ${styles.matrix}`}>
            {/* Short, so it fits the screen: the caption is as wide as the table, which scrolls. */}
            <caption id={CAPTION_ID} className={styles.caption}>
              Feature availability by player SDK
            </caption>
            <thead>
              <tr>
                <th scope="col">Feature</th>
                {matrix.platforms.map((platform) => (
                  <th key={platform.id} scope="col">
                    {platform.label}
                  </th>
                ))}
              </tr>
            </thead>
            {featuresByGroup(matrix).map((group) => (
              <tbody key={group.id}>
                <tr className={styles.group}>
                  <th scope="rowgroup" colSpan={matrix.platforms.length + 1}>
                    {group.title}
                  </th>
                </tr>
                {group.features.map((feature) => (
                  <FeatureRow key={feature.id} feature={feature} cells={feature.cells} id={featureAnchor(feature.id)} />
                ))}
              </tbody>
            ))}
          </table>
        </div>
      </TableBlock>
    </>
  );
}
