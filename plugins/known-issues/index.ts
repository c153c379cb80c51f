/**
 * known-issues: the known issues of the player SDKs, from `catalog/known-issues.yaml`
 * (`shared/catalogue-plugin.ts`, the catalogue plugins' pattern).
 * - loadContent reads it and checks it against the release catalogue and the site's routes; a bad
 *   entry fails the build, naming the issue.
 * - contentLoaded writes it as a data file, imported only by the pages that show issues: each
 *   platform's known-issues page and its release notes (through `ReleaseKnownIssues`).
 */
import { yamlCataloguePlugin } from '../shared/catalogue-plugin';
import { RELEASES_DIR } from '../shared/releases';
import { KNOWN_ISSUES_FILE, loadKnownIssues } from './load';

/** Plugin name: the data file is `@generated/known-issues/default/issues.json`. */
export const PLUGIN_NAME = 'known-issues';

export default yamlCataloguePlugin({
  name: PLUGIN_NAME,
  dir: __dirname,
  watch: [KNOWN_ISSUES_FILE, `${RELEASES_DIR}/*.yaml`],
  dataFile: 'issues.json',
  load: loadKnownIssues,
});
