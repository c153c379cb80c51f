/**
 * `npm run check:claims`: error codes (names, severities, statuses, platforms) against
 * catalog/errors and platform terms against catalog/glossary.yaml, over the repository
 * (checks/claims.ts). Prints each finding as `file:line: [rule] found …; …` and exits 1 on any.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { loadCatalog } from '../plugins/error-catalog/api';
import { PLATFORMS } from '../src/data/registry';
import { checkClaims, indexCatalog, parseGlossary } from './claims';
import { contentFiles, exitWithFindings } from './lib/sources';

const root = join(__dirname, '..');
const catalog = loadCatalog(root);
const glossary = parseGlossary(parseYaml(readFileSync(join(root, 'catalog', 'glossary.yaml'), 'utf8')));
const findings = checkClaims(
  contentFiles(root),
  indexCatalog(catalog.entries, catalog.categories),
  glossary,
  PLATFORMS.map((p) => p.id),
);
exitWithFindings(
  'check:claims',
  findings,
  'every code and term agrees with catalog/errors and catalog/glossary.yaml',
  'finding(s)',
);
