/**
 * feature-matrix: which player features each SDK has, from `catalog/features.yaml`.
 * - loadContent reads it and checks it against the release catalogue and the docs routes; a bad
 *   entry fails the build, naming the feature and platform.
 * - contentLoaded writes the resolved matrix as a data file, imported only by the pages that show
 *   it (the matrix page and the platform overviews), not by every page.
 */
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { RELEASES_DIR } from '../shared/releases';
import { FEATURES_FILE, loadFeatureMatrix } from './load';
import type { FeatureMatrix } from './lib/types';

/** Plugin name: the data file is `@generated/flp-feature-matrix/default/features.json`. */
export const PLUGIN_NAME = 'flp-feature-matrix';

export default function featureMatrixPlugin(context: LoadContext): Plugin<FeatureMatrix> {
  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return join(__dirname, 'theme');
    },

    getPathsToWatch() {
      return [join(context.siteDir, FEATURES_FILE), join(context.siteDir, RELEASES_DIR, '*.yaml')];
    },

    async loadContent() {
      return loadFeatureMatrix(context.siteDir);
    },

    async contentLoaded({ content, actions }) {
      await actions.createData('features.json', JSON.stringify(content));
    },
  };
}
