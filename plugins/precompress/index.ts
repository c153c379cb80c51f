/**
 * precompress: after every other plugin has written its files (after-post-build.ts), writes a
 * gzip (`.gz`) and a brotli (`.br`) copy next to each text file of the build that is smaller than
 * it (precompress.ts), in worker threads, and prints the time it added. The `level` option says how
 * hard: `max` (gzip 9, brotli 11) unless the build runs with `FLP_PRECOMPRESS=fast`.
 * Copies of files built before unchanged come from `node_modules/.cache/flp-precompress/`.
 * nginx serves them with `gzip_static` and `brotli_static` (deploy/nginx/); the one place the
 * build compresses anything. Listed first in docusaurus.config.ts: the build stops otherwise.
 */
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { afterOtherPostBuilds } from './after-post-build';
import { formatResult, precompressDir, type Level } from './precompress';

export interface PluginOptions {
  /** How hard to compress (precompress.ts `LEVELS`). */
  level?: Level;
}

const NAME = 'flp-precompress';

export default function precompressPlugin(context: LoadContext, options: PluginOptions = {}): Plugin {
  // Copies of unchanged files are reused from here (precompress.ts); delete it to measure a cold run.
  const cacheDir = join(context.siteDir, 'node_modules', '.cache', 'flp-precompress');
  return {
    name: NAME,

    // Not async: the other plugins' hooks are wrapped before Docusaurus starts them.
    postBuild({ outDir, plugins }) {
      return afterOtherPostBuilds(plugins, NAME).then(async (othersSucceeded) => {
        if (!othersSucceeded) return;
        console.log(`[${NAME}] ${formatResult(await precompressDir(outDir, { cacheDir, level: options.level }))}`);
      });
    },
  };
}
