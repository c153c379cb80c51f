/**
 * client-startup: upstream modules of the browser bundle replaced where they cost start-up time
 * on the main thread. Each replacement says what it changes; re-check them when upgrading.
 *
 * - theme-common's `reactUtils` (client/reactUtils.tsx): no ICU collator built during hydration.
 * - `path-to-regexp` (client/pathToRegexp.ts): route paths without parameters matched by comparing
 *   strings, not by compiling a regular expression per route on every page load.
 */
import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

const REPLACEMENTS: ReadonlyArray<[RegExp, string]> = [
  // The bare request only: the replacement imports the original as `path-to-regexp/index.js`.
  [/^path-to-regexp$/, join(__dirname, 'client', 'pathToRegexp.ts')],
  [/@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/, join(__dirname, 'client', 'reactUtils.tsx')],
];

export default function clientStartup(): Plugin {
  return {
    name: 'client-startup',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        plugins: REPLACEMENTS.map(([upstream, local]) => new NormalModuleReplacementPlugin(upstream, local)),
      };
    },
  };
}
