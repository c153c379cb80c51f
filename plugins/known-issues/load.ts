/** Reads `catalog/known-issues.yaml`, the release catalogue and the docs routes, and validates them (schema.ts). */
import { join } from 'node:path';
import { playerCatalogueLoader } from '../shared/catalogue-plugin';
import { KnownIssueCatalogError, validateKnownIssues } from './schema';

export const KNOWN_ISSUES_FILE = join('catalog', 'known-issues.yaml');

export const loadKnownIssues = playerCatalogueLoader(KNOWN_ISSUES_FILE, KnownIssueCatalogError, validateKnownIssues);
