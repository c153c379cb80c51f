/**
 * known-issues: the known issues of the player SDKs, from `catalog/known-issues.yaml`.
 * - loadContent reads it and checks it against the release catalogue and the site's routes; a bad
 *   entry fails the build, naming the issue.
 * - contentLoaded writes it as a data file, imported only by the pages that show issues: each
 *   platform's known-issues page and its release notes (through `ReleaseKnownIssues`).
 */
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { RELEASES_DIR } from '../shared/releases';
import type { KnownIssueCatalog } from './lib';
import { KNOWN_ISSUES_FILE, loadKnownIssues } from './load';

/** Plugin name: the data file is `@generated/flp-known-issues/default/issues.json`. */
export const PLUGIN_NAME = 'flp-known-issues';

export default function knownIssuesPlugin(context: LoadContext): Plugin<KnownIssueCatalog> {
  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return join(__dirname, 'theme');
    },

    getPathsToWatch() {
      return [join(context.siteDir, KNOWN_ISSUES_FILE), join(context.siteDir, RELEASES_DIR, '*.yaml')];
    },

    async loadContent() {
      return loadKnownIssues(context.siteDir);
    },

    async contentLoaded({ content, actions }) {
      await actions.createData('issues.json', JSON.stringify(content));
    },
  };
}
