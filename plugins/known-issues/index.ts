/**
 * known-issues: the known issues of the player SDKs, from `catalog/known-issues.yaml`
 * (`shared/catalogue-plugin.ts`, the catalogue plugins' pattern).
 * - loadContent reads it; allContentLoaded checks it against the release catalogue and the docs
 *   routes (a bad entry fails the build, naming the issue) and writes it as a data file, imported
 *   only by the pages that show issues: each platform's known-issues page and its release notes
 *   (through `ReleaseKnownIssues`).
 */
import { yamlCataloguePlugin } from '../shared/catalogue-plugin';
import { knownIssueCatalogue } from './load';

export default yamlCataloguePlugin(knownIssueCatalogue, { dir: __dirname, dataFile: 'issues.json' });
