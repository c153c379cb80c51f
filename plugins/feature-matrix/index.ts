/**
 * feature-matrix: which player features each SDK has, from `catalog/features.yaml`
 * (`shared/catalogue-plugin.ts`, the catalogue plugins' pattern).
 * - loadContent reads it and checks it against the release catalogue and the docs routes; a bad
 *   entry fails the build, naming the feature and platform.
 * - contentLoaded writes the resolved matrix as a data file, imported only by the pages that show
 *   it (the matrix page and the platform overviews), not by every page.
 */
import { yamlCataloguePlugin } from '../shared/catalogue-plugin';
import { RELEASES_DIR } from '../shared/releases';
import { FEATURES_FILE, loadFeatureMatrix } from './load';

/** Plugin name: the data file is `@generated/feature-matrix/default/features.json`. */
export const PLUGIN_NAME = 'feature-matrix';

export default yamlCataloguePlugin({
  name: PLUGIN_NAME,
  dir: __dirname,
  watch: [FEATURES_FILE, `${RELEASES_DIR}/*.yaml`],
  dataFile: 'features.json',
  load: loadFeatureMatrix,
});
