/** Reads `catalog/features.yaml`, the release catalogue and the docs routes, and validates them (schema.ts). */
import { join } from 'node:path';
import { playerCatalogueLoader } from '../shared/catalogue-plugin';
import { FeatureCatalogError, validateFeatures } from './schema';

export const FEATURES_FILE = join('catalog', 'features.yaml');

export const loadFeatureMatrix = playerCatalogueLoader(FEATURES_FILE, FeatureCatalogError, validateFeatures);
