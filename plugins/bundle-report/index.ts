/**
 * bundle-report: what the browser bundles are made of, for the `budgets` step's breakdown
 * (checks/bundle-breakdown.ts). A production build writes `bundle-modules.json` to the generated
 * files folder (`.docusaurus/`, not the build): every chunk with its files, and every module with
 * its source size and the chunks that hold it, modules the bundler concatenated listed one by one.
 */
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import { BUNDLE_MODULES_FILE, type BundleModules } from './api';

interface StatsModule {
  name?: string;
  size?: number;
  chunks?: (string | number)[];
  modules?: StatsModule[];
}

interface StatsChunk {
  id?: string | number;
  files?: string[];
  names?: string[];
  initial?: boolean;
}

interface Stats {
  toJson(options: Record<string, unknown>): { modules?: StatsModule[]; chunks?: StatsChunk[] };
}

interface Compiler {
  hooks: { done: { tap(name: string, fn: (stats: Stats) => void): void } };
}

/** The bundle's modules and chunks as the breakdown reads them. */
export function bundleModules(
  json: { modules?: StatsModule[]; chunks?: StatsChunk[] },
  siteDir: string,
): BundleModules {
  const clean = (name: string) => {
    const [, path = name, more = ''] = /^(?:.*!)?(.*?)( \+ \d+ modules?)?$/.exec(name) ?? [];
    return `${path.startsWith('/') ? relative(siteDir, path) : path.replace(/^\.\//, '')}${more}`;
  };
  const modules: BundleModules['modules'] = [];
  for (const module of json.modules ?? []) {
    const chunks = (module.chunks ?? []).map(String);
    const nested = (module.modules ?? []).filter((inner) => inner.name);
    for (const inner of nested.length > 0 ? nested : [module]) {
      if (!inner.name) continue;
      modules.push({ name: clean(inner.name), size: inner.size ?? 0, chunks });
    }
  }
  return {
    chunks: (json.chunks ?? []).map((chunk) => ({
      id: String(chunk.id),
      files: (chunk.files ?? []).filter((file) => file.endsWith('.js')),
      names: chunk.names ?? [],
    })),
    modules,
  };
}

export default function bundleReportPlugin(context: LoadContext): Plugin {
  return {
    name: 'bundle-report',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const file = join(context.generatedFilesDir, BUNDLE_MODULES_FILE);
      const plugin = {
        apply(compiler: Compiler) {
          compiler.hooks.done.tap('bundle-report', (stats) => {
            const json = stats.toJson({
              all: false,
              ids: true,
              chunks: true,
              modules: true,
              nestedModules: true,
              modulesSpace: Number.MAX_SAFE_INTEGER,
              nestedModulesSpace: Number.MAX_SAFE_INTEGER,
            });
            writeFileSync(file, JSON.stringify(bundleModules(json, context.siteDir)));
          });
        },
      };
      return { plugins: [plugin] } as Configuration;
    },
  };
}
