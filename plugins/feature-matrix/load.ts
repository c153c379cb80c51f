/** Reads `catalog/features.yaml`, the release catalogue and the docs routes, and validates them (schema.ts). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { readDocsPages } from '../shared/docs-pages';
import { readReleaseIndex } from '../shared/releases';
import { FeatureCatalogError, validateFeatures } from './schema';
import type { FeatureMatrix } from './lib/types';

export const FEATURES_FILE = join('catalog', 'features.yaml');

export function loadFeatureMatrix(
  siteDir: string,
  routes: ReadonlyMap<string, string | null> = readDocsPages(siteDir),
): FeatureMatrix {
  let data: unknown;
  try {
    data = parseYaml(readFileSync(join(siteDir, FEATURES_FILE), 'utf8'));
  } catch (error) {
    throw new FeatureCatalogError([`not valid YAML or not readable: ${(error as Error).message}`]);
  }
  return validateFeatures(data, readReleaseIndex(siteDir), routes);
}
