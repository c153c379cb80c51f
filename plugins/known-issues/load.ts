/** `catalog/known-issues.yaml` checked against the release catalogue and the docs routes (schema.ts). */
import { join } from 'node:path';
import { RELEASE_SOURCE } from '../release-notes/api';
import { playerCatalogue } from '../shared/catalogue-plugin';
import { KnownIssueCatalogError, validateKnownIssues } from './schema';

/** Plugin name: the data file is `@generated/known-issues/default/issues.json`. */
export const PLUGIN_NAME = 'known-issues';

export const KNOWN_ISSUES_FILE = join('catalog', 'known-issues.yaml');

export const knownIssueCatalogue = playerCatalogue(
  PLUGIN_NAME,
  KNOWN_ISSUES_FILE,
  KnownIssueCatalogError,
  validateKnownIssues,
  RELEASE_SOURCE,
);
