/** Reads `catalog/known-issues.yaml`, the release catalogue and the docs routes, and validates them (schema.ts). */
import { join } from 'node:path';
import { readCatalogueYaml } from '../shared/catalogue';
import { readDocsPages } from '../shared/docs-pages';
import { readReleaseIndex } from '../shared/releases';
import type { KnownIssueCatalog } from './lib';
import { KnownIssueCatalogError, validateKnownIssues } from './schema';

export const KNOWN_ISSUES_FILE = join('catalog', 'known-issues.yaml');

export function loadKnownIssues(
  siteDir: string,
  routes: ReadonlyMap<string, string | null> = readDocsPages(siteDir),
): KnownIssueCatalog {
  const data = readCatalogueYaml(siteDir, KNOWN_ISSUES_FILE, (problems) => new KnownIssueCatalogError(problems));
  return validateKnownIssues(data, readReleaseIndex(siteDir), routes);
}
