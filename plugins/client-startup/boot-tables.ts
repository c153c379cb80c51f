/**
 * Each built page starts loading the chunks it needs before it hydrates with the main bundle:
 * - its docs section's route table (route-tables.cjs), a `data-boot-script` link after the main
 *   bundle's, which the boot script of the page template (src/config/ssrTemplate.ts) turns into a
 *   script in document order once the page has painted. The table is then installed when the route
 *   preload asks for it, instead of being requested only after the main bundle has run, one round
 *   trip before the page's own chunks. A page outside the docs sections has none.
 * - the chunks of the routes it matches (the components and data Docusaurus's route preload loads
 *   before hydrating), listed in a JSON data block (`data-route-chunks`) that the boot script adds
 *   as scripts before the linked ones, after the first paint (not preloaded: a request started
 *   before the first paint delays it on a slow network). Without the list the bundler's chunk
 *   loader requests each after the main bundle has run: a script element per chunk, each a
 *   request started there and then (3-6 ms each at 4 × CPU, ten on an API operation page) in the
 *   task that starts hydration.
 * A page template without boot preloads fails the build.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { BOOT_LINK, ROUTE_CHUNKS_ATTRIBUTE } from '../../src/config/ssrTemplate';

interface Route {
  path: string;
  exact?: boolean;
  routes?: Route[];
  /** `ComponentCreator(path, hash)`, as route-tables.cjs reads it. */
  component?: { cc?: [string, string | undefined] };
}
interface Parts {
  routes: Route[];
  tables: { section: Route }[];
  /** routesChunkNames.json: `path-hash` → the route's chunk names (nested). */
  chunkNames: Record<string, unknown>;
}
interface RouteTables {
  split(routes: string, registry: string, chunkNames: string): Parts;
  FILES: { routes: string; registry: string; chunkNames: string };
}
interface ClientManifest {
  origins: Record<string, (string | number)[]>;
  assets: Record<string, { js?: { file: string }[] }>;
}

const routeTables = createRequire(__filename)('./route-tables.cjs') as RouteTables;

/**
 * Whether a route of the table matches `path` as react-router's `matchPath` does. No route of the
 * site has parameters; one with a parameter or a wildcard (the 404 route, `*`) matches nothing here.
 */
function matches(route: Route, path: string): boolean {
  if (/[:*(]/.test(route.path)) return false;
  const base = route.path.replace(/\/$/, '');
  if (route.exact) return path === route.path || path === `${base}/`;
  return route.path === '/' || path === base || path.startsWith(`${base}/`);
}

/** The table of the section `path` goes through, as the browser matches it: first match per level. */
export function tableOf(parts: Parts, path: string): number | undefined {
  const top = parts.routes.find((route) => matches(route, path));
  const section = top?.routes?.find((route) => matches(route, path));
  const n = parts.tables.findIndex((table) => table.section === section);
  return n < 0 ? undefined : n;
}

/**
 * The routes the browser matches for `path`, from the top: the first match per level
 * (react-router-config's `matchRoutes`).
 */
export function matchedRoutes(routes: readonly Route[], path: string): Route[] {
  const route = routes.find((r) => matches(r, path));
  return route ? [route, ...matchedRoutes(route.routes ?? [], path)] : [];
}

/** Every string of a route's chunk names (nested objects and arrays), as Docusaurus's `flat`. */
function namesIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(namesIn);
  return [];
}

/** The chunk names Docusaurus's route preload loads for `path`: every one of every route it matches. */
export function routeChunkNames(parts: Parts, path: string): string[] {
  const names = matchedRoutes(parts.routes, path).flatMap((route) => {
    const cc = route.component?.cc;
    return cc ? namesIn(parts.chunkNames[`${cc[0]}-${cc[1]}`]) : [];
  });
  return [...new Set(names)];
}

const BOOT_PRELOAD = /<link\b[^>]*\bdata-boot-script\b[^>]*>/g;

/** `html` with a boot link of `href` after its last one. */
export function withBootScript(html: string, href: string): string {
  const at = afterLastBootPreload(html);
  const link = `<link href="${href}" ${BOOT_LINK} />`;
  return `${html.slice(0, at)}${link}${html.slice(at)}`;
}

/** `html` with the data block of its route's chunks (`hrefs`) after its last boot preload. */
export function withRouteChunks(html: string, hrefs: readonly string[]): string {
  if (hrefs.length === 0) return html;
  // The boot script names the attribute too (in a selector), not as an attribute.
  if (new RegExp(`<script\\b[^>]*\\s${ROUTE_CHUNKS_ATTRIBUTE}\\b`).test(html))
    throw new Error('client-startup: a built page lists its route chunks twice');
  const at = afterLastBootPreload(html);
  // JSON of URL paths: nothing in it can end the script element.
  const block = `<script type="application/json" ${ROUTE_CHUNKS_ATTRIBUTE}>${JSON.stringify(hrefs)}</script>`;
  return `${html.slice(0, at)}${block}${html.slice(at)}`;
}

function afterLastBootPreload(html: string): number {
  const last = [...html.matchAll(BOOT_PRELOAD)].at(-1);
  if (!last || last.index === undefined)
    throw new Error('client-startup: a built page has no data-boot-script preload');
  return last.index + last[0].length;
}

/** The boot preloads' `href`s of `html`. */
function bootHrefs(html: string): Set<string> {
  return new Set([...html.matchAll(BOOT_PRELOAD)].map((m) => /\bhref="?([^"\s>]+)/.exec(m[0])?.[1] ?? ''));
}

/**
 * Adds its section table's chunk and its routes' chunks to the boot scripts of every built page in
 * `routesPaths`; returns how many pages got any.
 */
export async function addBootScripts(
  generatedFilesDir: string,
  outDir: string,
  baseUrl: string,
  routesPaths: readonly string[],
): Promise<number> {
  const read = (file: string) => readFile(join(generatedFilesDir, file), 'utf8');
  const { FILES } = routeTables;
  const parts = routeTables.split(await read(FILES.routes), await read(FILES.registry), await read(FILES.chunkNames));
  const manifest = JSON.parse(await read('client-manifest.json')) as ClientManifest;
  // A development build (`docusaurus build --dev`) has no route tables.
  if (parts.tables.length > 0 && !manifest.origins['routes-0']) return 0;
  const files = (ids: readonly (string | number)[]): string[] =>
    ids.flatMap((id) => (manifest.assets[String(id)]?.js ?? []).map((js) => js.file));
  const tableFiles = (n: number): string[] => {
    const ids = manifest.origins[`routes-${n}`];
    if (!ids) throw new Error(`client-startup: the client manifest has no chunk of route table ${n}`);
    return files(ids);
  };
  // A chunk name without a chunk of its own (a module of the main bundle, such as the site's
  // config) loads nothing.
  const chunkFiles = (name: string): string[] => files(manifest.origins[name] ?? []);
  let pages = 0;
  for (const path of routesPaths) {
    const n = tableOf(parts, path);
    const table = n === undefined ? [] : tableFiles(n);
    const chunks = routeChunkNames(parts, path).flatMap(chunkFiles);
    if (table.length === 0 && chunks.length === 0) continue;
    const relative = path.slice(baseUrl.length - 1);
    const file = [join(outDir, relative, 'index.html'), join(outDir, `${relative}.html`)].find((f) => existsSync(f));
    if (!file) continue;
    let html = await readFile(file, 'utf8');
    const present = bootHrefs(html);
    for (const chunk of table) {
      const href = `${baseUrl}${chunk}`;
      if (!present.has(href)) html = withBootScript(html, href);
      present.add(href);
    }
    const hrefs = [...new Set(chunks.map((chunk) => `${baseUrl}${chunk}`))].filter((href) => !present.has(href));
    html = withRouteChunks(html, hrefs);
    await writeFile(file, html);
    pages += 1;
  }
  return pages;
}
