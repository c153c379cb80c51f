import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * The theme and the watched sources of a plugin that renders files of the repository: its
 * `theme/` folder beside `pluginDir`, and the files (paths or globs) whose change reloads it under
 * `docusaurus start`.
 */
export function themeAndSources(
  pluginDir: string,
  sources: string[],
): Pick<Plugin, 'getThemePath' | 'getPathsToWatch'> {
  return {
    getThemePath: () => join(pluginDir, 'theme'),
    getPathsToWatch: () => sources,
  };
}
