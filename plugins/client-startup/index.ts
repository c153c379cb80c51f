/**
 * client-startup: upstream modules of the browser bundle replaced where they cost start-up time
 * on the main thread. Each replacement says what it changes; re-check them when upgrading.
 *
 * - theme-common's `reactUtils` (client/reactUtils.tsx): no ICU collator built during hydration.
 * - core's browser entry (client/clientEntry.tsx, production builds): the route's preload in a task
 *   of its own after the main bundle's.
 * - `ComponentCreator` (client/ComponentCreator.tsx): each route's loadable component created when
 *   the route is first used, not all of them when the route table is evaluated.
 * - theme-common's `useCodeWordWrap` (client/useCodeWordWrap.ts): a resize while a page with code
 *   blocks is replaced no longer throws (an upstream race, not a start-up cost).
 * - `path-to-regexp` (client/pathToRegexp.ts): route paths without parameters matched by comparing
 *   strings, not by compiling a regular expression per route on every page load.
 */
import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

const REPLACEMENTS: ReadonlyArray<[RegExp, string]> = [
  // Bare requests only: each replacement imports its original by another name.
  [/^@docusaurus\/ComponentCreator$/, join(__dirname, 'client', 'ComponentCreator.tsx')],
  [/^path-to-regexp$/, join(__dirname, 'client', 'pathToRegexp.ts')],
  [/@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/, join(__dirname, 'client', 'reactUtils.tsx')],
  // Not a start-up cost but an upstream race fixed the same way: a resize during a page change.
  [
    /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useCodeWordWrap\.js$/,
    join(__dirname, 'client', 'useCodeWordWrap.ts'),
  ],
];

/** Without hot reloading: production builds only. */
const PRODUCTION_ENTRY: [RegExp, string] = [
  /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/,
  join(__dirname, 'client', 'clientEntry.tsx'),
];

export default function clientStartup(): Plugin {
  return {
    name: 'client-startup',
    configureWebpack(config, isServer, { currentBundler }) {
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      const replacements = config.mode === 'production' ? [...REPLACEMENTS, PRODUCTION_ENTRY] : REPLACEMENTS;
      return {
        plugins: replacements.map(([upstream, local]) => new NormalModuleReplacementPlugin(upstream, local)),
      };
    },
  };
}
