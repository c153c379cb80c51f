/** Reads `catalog/known-issues.yaml`, the release catalogue and the docs routes, and validates them (schema.ts). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { readDocsPages } from '../shared/docs-pages';
import { readReleaseIndex } from '../shared/releases';
import type { KnownIssueCatalog } from './lib';
import { KnownIssueCatalogError, validateKnownIssues } from './schema';

export const KNOWN_ISSUES_FILE = join('catalog', 'known-issues.yaml');

export function loadKnownIssues(
  siteDir: string,
  routes: ReadonlyMap<string, string | null> = readDocsPages(siteDir),
): KnownIssueCatalog {
  let data: unknown;
  try {
    data = parseYaml(readFileSync(join(siteDir, KNOWN_ISSUES_FILE), 'utf8'));
  } catch (error) {
    throw new KnownIssueCatalogError([`not valid YAML or not readable: ${(error as Error).message}`]);
  }
  return validateKnownIssues(data, readReleaseIndex(siteDir), routes);
}
