/**
 * The routes of the site a catalogue may link to, with their titles: every docs page of the
 * current version (`docs-pages.ts`) and every site page of `src/pages`. Read from the sources, so
 * the catalogue plugins can check their links before anything is built. A missing folder fails:
 * an empty route list would report every link as broken, or hide that none was checked.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { DOCS_DIR, readDocsPages } from './docs-pages';

export const PAGES_DIR = join('src', 'pages');

const PAGE = /\.mdx?$/;
const REACT_PAGE = /\.tsx$/;

function walk(dir: string, visit: (file: string) => void): void {
  for (const name of readdirSync(dir)) {
    if (name.startsWith('_') || name.startsWith('.') || name === 'README.md') continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, visit);
    else visit(full);
  }
}

function titleOf(source: string): string | null {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source.replace(/\r\n?/g, '\n'));
  if (frontMatter) {
    const data: unknown = parseYaml(frontMatter[1] ?? '');
    if (data && typeof data === 'object' && 'title' in data && typeof data.title === 'string') return data.title;
  }
  return /^#\s+(.+)$/m.exec(source)?.[1]?.trim() ?? null;
}

/**
 * Routes of the current docs version and the site pages, with their titles:
 * `docs/products/player/web/dai.md` → `/docs/products/player/web/dai`.
 */
export function readSiteRoutes(siteDir: string): Map<string, string | null> {
  for (const dir of [DOCS_DIR, PAGES_DIR]) {
    if (!existsSync(join(siteDir, dir))) throw new Error(`Site routes: ${join(siteDir, dir)} is missing`);
  }
  const routes = new Map<string, string | null>();
  const add = (root: string, prefix: string, isPage: (file: string) => boolean): void => {
    walk(join(siteDir, root), (full) => {
      if (!isPage(full)) return;
      const path = relative(join(siteDir, root), full).split(sep).join('/');
      const route = `${prefix}/${path.replace(/\.(mdx?|tsx)$/, '')}`.replace(/\/index$/, '') || '/';
      routes.set(route, PAGE.test(full) ? titleOf(readFileSync(full, 'utf8')) : null);
    });
  };
  for (const [route, title] of readDocsPages(siteDir)) routes.set(route, title);
  add(PAGES_DIR, '', (file) => PAGE.test(file) || REACT_PAGE.test(file));
  return routes;
}
