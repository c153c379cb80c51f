/** Words of the matrix, shared by the components and the Markdown twin so both say the same. */
import { compareVersions } from '../../shared/versions';
import type { FeatureCell, FeatureMatrix, MatrixFeature } from './types';

/** "Yes, since 7.4.0", "Yes, 6.10.0 or earlier" (older than the release notes), "No". */
export function availability(cell: FeatureCell): string {
  if (!cell.supported || !cell.since) return 'No';
  return cell.orEarlier ? `Yes, ${cell.since} or earlier` : `Yes, since ${cell.since}`;
}

/** The anchor of a feature's row on the matrix page. */
export function featureAnchor(id: string): string {
  return `feature-${id}`;
}

export const MATRIX_ROUTE = '/docs/products/player/features';

/** Features by group, in the catalogue's group order; groups without features are left out. */
export function featuresByGroup(matrix: FeatureMatrix): { id: string; title: string; features: MatrixFeature[] }[] {
  return matrix.groups
    .map((group) => ({ ...group, features: matrix.features.filter((f) => f.group === group.id) }))
    .filter((group) => group.features.length > 0);
}

/** The cell of one platform. */
export function cellOf(feature: MatrixFeature, platform: string): FeatureCell {
  const cell = feature.cells.find((c) => c.platform === platform);
  if (!cell) throw new Error(`Feature ${feature.id} has no cell for platform "${platform}"`);
  return cell;
}

/** The oldest release the catalogue lists, as readers see it in "or earlier". */
export function oldestListed(matrix: FeatureMatrix): string | null {
  for (const feature of matrix.features) for (const cell of feature.cells) if (cell.orEarlier) return cell.since;
  return null;
}

/**
 * The features one platform had by release `until` (a 6.x overview: what existed by 6.12.3), by
 * group, each with its cell: the ones that arrived later are left out. The cells keep `since` but
 * drop the note and the guide, which describe the current release.
 */
export function featuresAsOf(
  matrix: FeatureMatrix,
  platform: string,
  until: string,
): { id: string; title: string; features: { feature: MatrixFeature; cell: FeatureCell }[] }[] {
  return featuresByGroup(matrix)
    .map((group) => ({
      id: group.id,
      title: group.title,
      features: group.features
        .map((feature) => ({ feature, cell: cellOf(feature, platform) }))
        .filter(({ cell }) => cell.supported && cell.since !== null && compareVersions(cell.since, until) <= 0)
        .map(({ feature, cell }) => ({ feature, cell: { ...cell, note: null, guide: null } })),
    }))
    .filter((group) => group.features.length > 0);
}
