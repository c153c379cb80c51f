/** Reads `catalog/features.yaml`, the release catalogue and the docs routes, and validates them (schema.ts). */
import { join } from 'node:path';
import { readCatalogueYaml } from '../shared/catalogue';
import { readDocsPages } from '../shared/docs-pages';
import { readReleaseIndex } from '../shared/releases';
import { FeatureCatalogError, validateFeatures } from './schema';
import type { FeatureMatrix } from './lib/types';

export const FEATURES_FILE = join('catalog', 'features.yaml');

export function loadFeatureMatrix(
  siteDir: string,
  routes: ReadonlyMap<string, string | null> = readDocsPages(siteDir),
): FeatureMatrix {
  const data = readCatalogueYaml(siteDir, FEATURES_FILE, (problems) => new FeatureCatalogError(problems));
  return validateFeatures(data, readReleaseIndex(siteDir), routes);
}
