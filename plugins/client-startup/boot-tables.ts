/**
 * Each built page starts loading its docs section's route table (route-tables.cjs) with the main
 * bundle: a `data-boot-script` preload of the table's chunk after the main bundle's, which the boot
 * script of the page template (src/config/ssrTemplate.ts) turns into a script in document order. The
 * table is then installed when the route preload asks for it, instead of being requested only
 * after the main bundle has run, one round trip before the page's own chunks. A page outside the
 * docs sections gets nothing. A page template without boot preloads fails the build.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

interface Route {
  path: string;
  exact?: boolean;
  routes?: Route[];
}
interface Parts {
  routes: Route[];
  tables: { section: Route }[];
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

/** Whether a route of the table matches `path` as react-router's `matchPath` does (no parameters here). */
function matches(route: Route, path: string): boolean {
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

const BOOT_PRELOAD = /<link\b[^>]*\bdata-boot-script\b[^>]*>/g;

/** `html` with a boot preload of `href` after its last one. */
export function withBootScript(html: string, href: string): string {
  const last = [...html.matchAll(BOOT_PRELOAD)].at(-1);
  if (!last || last.index === undefined)
    throw new Error('client-startup: a built page has no data-boot-script preload');
  const at = last.index + last[0].length;
  const link = `<link rel="preload" as="script" fetchpriority="low" href="${href}" data-boot-script />`;
  return `${html.slice(0, at)}${link}${html.slice(at)}`;
}

/** Adds its section table's chunk to the boot scripts of every built page in `routesPaths`. */
export async function addTableBootScripts(
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
  const filesOf = (n: number): string[] => {
    const ids = manifest.origins[`routes-${n}`];
    if (!ids) throw new Error(`client-startup: the client manifest has no chunk of route table ${n}`);
    return ids.flatMap((id) => (manifest.assets[String(id)]?.js ?? []).map((js) => js.file));
  };
  let pages = 0;
  for (const path of routesPaths) {
    const n = tableOf(parts, path);
    if (n === undefined) continue;
    const relative = path.slice(baseUrl.length - 1);
    const file = [join(outDir, relative, 'index.html'), join(outDir, `${relative}.html`)].find((f) => existsSync(f));
    if (!file) continue;
    let html = await readFile(file, 'utf8');
    for (const chunk of filesOf(n)) html = withBootScript(html, `${baseUrl}${chunk}`);
    await writeFile(file, html);
    pages += 1;
  }
  return pages;
}
