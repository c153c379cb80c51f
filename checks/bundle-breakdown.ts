/**
 * What a page's initial JS is made of: each file's gzip size shared out among the modules it holds,
 * by their source size (plugins/bundle-report writes which chunk holds which module), grouped by
 * package or project folder. An estimate (gzip does not compress every module alike), good enough
 * to say which part grew. Read by the `budgets` step (checks/check-budgets.ts).
 */
import type { BundleModules } from '../plugins/bundle-report/api';
import type { Asset } from './page-weight';

/** A group's estimated share of a page's initial JS: gzip bytes and source bytes. */
export interface Share {
  gzip: number;
  source: number;
}

/** Shares by group, split into what every page loads (the entry files) and the route's chunks. */
export interface Breakdown {
  entry: Map<string, Share>;
  route: Map<string, Share>;
}

/**
 * The group a module is counted in: its npm package, the generated file or plugin data it is, a
 * page's Markdown content, or its project folder (two levels: `plugins/search`, `src/auth`).
 */
export function groupOf(module: string): string {
  const name = module.replace(/ \+ \d+ modules?$/, '');
  const pkg = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
  if (pkg) return pkg[1] as string;
  if (name.startsWith('.docusaurus/')) {
    const [, first, second] = name.split('/');
    return second === undefined ? `.docusaurus/${first}` : `${first} data`;
  }
  if (/^(docs|versioned_docs|src\/pages)\/.*\.mdx?$/.test(name)) return 'page content (Markdown)';
  const parts = name.split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : name;
}

function add(into: Map<string, Share>, group: string, gzip: number, source: number): void {
  const share = into.get(group) ?? { gzip: 0, source: 0 };
  share.gzip += gzip;
  share.source += source;
  into.set(group, share);
}

/**
 * The breakdown of a page's initial JS files. A file no chunk of the report names (a plain script)
 * is counted whole under its own name; so is a file whose chunks hold no module the report knows.
 */
export function breakdown(bundle: BundleModules, assets: readonly Asset[]): Breakdown {
  const chunksOfFile = new Map<string, string[]>();
  for (const chunk of bundle.chunks) {
    for (const file of chunk.files) chunksOfFile.set(file, [...(chunksOfFile.get(file) ?? []), chunk.id]);
  }
  const modulesOfChunk = new Map<string, { name: string; size: number }[]>();
  for (const module of bundle.modules) {
    for (const id of module.chunks) modulesOfChunk.set(id, [...(modulesOfChunk.get(id) ?? []), module]);
  }
  const result: Breakdown = { entry: new Map(), route: new Map() };
  for (const asset of assets) {
    if (asset.kind !== 'js') continue;
    const into = asset.from === 'html' ? result.entry : result.route;
    const modules = (chunksOfFile.get(asset.file) ?? []).flatMap((id) => modulesOfChunk.get(id) ?? []);
    const total = modules.reduce((sum, module) => sum + module.size, 0);
    if (total === 0) {
      add(into, asset.file.replace(/^assets\/js\//, '').replace(/\.[0-9a-f]{6,8}\.js$/, ''), asset.gzip, asset.bytes);
      continue;
    }
    for (const module of modules) add(into, groupOf(module.name), (asset.gzip * module.size) / total, module.size);
  }
  return result;
}

/** A breakdown as plain data (gzip bytes by group), to keep for the next build's comparison. */
export function gzipByGroup(shares: ReadonlyMap<string, Share>): Record<string, number> {
  return Object.fromEntries([...shares].map(([group, share]) => [group, Math.round(share.gzip)]));
}

/** The groups that grew by at least `min` bytes against the previous build's, largest growth first. */
export function grown(
  current: Record<string, number>,
  previous: Record<string, number> | undefined,
  min: number,
): { group: string; now: number; before: number }[] {
  if (!previous) return [];
  return Object.entries(current)
    .map(([group, now]) => ({ group, now, before: previous[group] ?? 0 }))
    .filter(({ now, before }) => now - before >= min)
    .sort((a, b) => b.now - b.before - (a.now - a.before));
}
