/** `catalog/features.yaml` checked against the release catalogue and the docs routes (schema.ts). */
import { join } from 'node:path';
import { RELEASE_SOURCE } from '../release-notes/api';
import { playerCatalogue } from '../shared/catalogue-plugin';
import { FeatureCatalogError, validateFeatures } from './schema';

/** Plugin name: the data file is `@generated/feature-matrix/default/features.json`. */
export const PLUGIN_NAME = 'feature-matrix';

export const FEATURES_FILE = join('catalog', 'features.yaml');

export const featureCatalogue = playerCatalogue(
  PLUGIN_NAME,
  FEATURES_FILE,
  FeatureCatalogError,
  validateFeatures,
  RELEASE_SOURCE,
);
