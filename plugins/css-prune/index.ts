/**
 * css-prune: the stylesheet every page loads keeps only the rules the site can use. Infima, the
 * theme's CSS framework, brings every component it has (avatars, pills, a 12-column grid, a
 * hundred spacing and text utilities); on this site about 180 of its rules match nothing, 2 of the
 * stylesheet's 19 KiB gzipped, which every page downloads, parses and matches against each element
 * it styles. A production build drops each selector that requires a class the site never writes
 * (./prune.ts), judged from the browser bundle (every page's content is in it, as React) and from
 * the site's sources (src/, plugins/, docs/: what the build writes into HTML by itself), after the
 * CSS is minified and before the files' content hashes are computed, so a stylesheet that changes
 * gets a new name. The development server keeps the whole stylesheet.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { classUsage, pruneCss } from './prune';

const NAME = 'css-prune';
/** The site's own sources that may write a class into a page. Not style sheets: a rule is not a use. */
const SOURCE_FOLDERS = ['src', 'plugins', 'docs'];
const SOURCE_FILE = /\.(tsx?|jsx?|mdx?|json|ya?ml|html)$/;

function sourceText(siteDir: string): string {
  const parts: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (SOURCE_FILE.test(entry.name)) parts.push(readFileSync(path, 'utf8'));
    }
  };
  for (const folder of SOURCE_FOLDERS) walk(join(siteDir, folder));
  return parts.join('\n');
}

interface Source {
  source(): string | Buffer;
}
interface Asset {
  name: string;
  source: Source;
}
interface Compilation {
  getAssets(): readonly Asset[];
  updateAsset(name: string, source: Source): void;
  hooks: {
    processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void };
  };
}
interface Compiler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number };
    sources: { RawSource: new (source: string) => Source };
  };
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: Compilation) => void): void } };
}

export default function cssPrunePlugin(context: LoadContext): Plugin {
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const plugin = {
        apply(compiler: Compiler) {
          const { Compilation, sources } = compiler.webpack;
          compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
            compilation.hooks.processAssets.tap(
              // After the minifiers (this stage), before the content hashes (a later one).
              { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
              () => {
                const assets = compilation.getAssets();
                const scripts = assets.filter((asset) => asset.name.endsWith('.js'));
                const used = classUsage(
                  [sourceText(context.siteDir), ...scripts.map((asset) => String(asset.source.source()))].join('\n'),
                );
                for (const asset of assets.filter((each) => each.name.endsWith('.css'))) {
                  const pruned = pruneCss(String(asset.source.source()), used);
                  if (pruned.rules + pruned.selectors + pruned.overridden === 0) continue;
                  compilation.updateAsset(asset.name, new sources.RawSource(pruned.css));
                  console.log(
                    `[${NAME}] ${asset.name}: ${pruned.rules} rules and ${pruned.selectors} selectors no page can use, and ${pruned.overridden} overridden custom properties, dropped`,
                  );
                }
              },
            );
          });
        },
      };
      return { plugins: [plugin as never] };
    },
  };
}
