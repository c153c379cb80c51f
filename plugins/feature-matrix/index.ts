/**
 * feature-matrix: which player features each SDK has, from `catalog/features.yaml`
 * (`shared/catalogue-plugin.ts`, the catalogue plugins' pattern).
 * - loadContent reads it; allContentLoaded checks it against the release catalogue and the docs
 *   routes (a bad entry fails the build, naming the feature and platform) and writes the resolved
 *   matrix as a data file, imported only by the pages that show it (the matrix page and the
 *   platform overviews), not by every page.
 */
import { yamlCataloguePlugin } from '../shared/catalogue-plugin';
import { featureCatalogue } from './load';

export default yamlCataloguePlugin(featureCatalogue, { dir: __dirname, dataFile: 'features.json' });
