/**
 * The largest page of each page type in a production build, by the size of its HTML: the page a
 * type's reader waits longest for, which the benches measure (`npm run bench:lighthouse`,
 * `npm run bench:interaction`) instead of one fixed small page.
 *
 * A page's type comes from the class Docusaurus puts on its <html> element and, for docs, from
 * the API page manifest the build publishes (`api-pages.json`): a doc id it lists is an API page (an
 * operation; a schema under `schemas/`; a data model under `data-model/`), a doc called
 * `error-codes` an error-code catalogue, any other doc a guide (the SDK reference pages are the
 * largest guides). Pages of plugins: tag pages, release notes (under `release-notes/`), the
 * product landing pages and the others.
 */
import { existsSync, openSync, readdirSync, readFileSync, readSync, closeSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { API_PAGES_FILE, type ApiPage } from '../../plugins/api-reference/api';

export type PageKind =
  | 'guide'
  | 'api-operation'
  | 'api-schema'
  | 'data-model'
  | 'error-codes'
  | 'tag'
  | 'release-notes'
  | 'product'
  | 'page';

export interface BuildPage {
  type: PageKind;
  /** Site path without the base URL, as perf/budgets.ts writes routes. */
  route: string;
  /** Size of the HTML file, bytes. */
  bytes: number;
  /** The HTML file, relative to the build folder. */
  file: string;
}

/** The class attribute of the <html> element at the start of a page. */
export function htmlClass(head: string): string {
  return (
    /<html\b[^>]*\bclass=(?:"([^"]*)"|([^\s>]+))/
      .exec(head)
      ?.slice(1)
      .find((c) => c !== undefined) ?? ''
  );
}

/**
 * The docs ids of the build's API pages, from the manifest it publishes. The pages of the current
 * docs version only: older versions keep no generated API reference.
 */
export function apiDocIds(buildDir: string): Set<string> {
  const file = join(buildDir, API_PAGES_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: is ${buildDir} a build of the portal?`);
  const pages = JSON.parse(readFileSync(file, 'utf8')) as ApiPage[];
  return new Set(pages.map((page) => page.id));
}

/**
 * The type of a page from its route, the class of its <html> element and whether a doc id is an API
 * page (`isApiDoc`).
 */
export function pageKind(
  route: string,
  className: string,
  isApiDoc: (version: string, docId: string) => boolean,
  productSlugs: readonly string[] = [],
): PageKind {
  const classes = className.split(/\s+/);
  const docId = classes.find((c) => c.startsWith('docs-doc-id-'))?.slice('docs-doc-id-'.length);
  if (docId !== undefined) {
    const version = classes.find((c) => c.startsWith('docs-version-'))?.slice('docs-version-'.length) ?? 'current';
    if (isApiDoc(version, docId)) {
      if (/(^|\/)schemas\//.test(docId)) return 'api-schema';
      if (/(^|\/)data-model\//.test(docId)) return 'data-model';
      return 'api-operation';
    }
    return /(^|\/)error-codes$/.test(docId) ? 'error-codes' : 'guide';
  }
  if (classes.includes('docs-tags-doc-list-page')) return 'tag';
  if (/^\/release-notes(\/|$)/.test(route)) return 'release-notes';
  if (productSlugs.some((slug) => route.replace(/\/$/, '') === `/${slug}`)) return 'product';
  return 'page';
}

/** The largest page of each type, largest first within the list order of `pages`. */
export function largestByKind(pages: readonly BuildPage[]): BuildPage[] {
  const best = new Map<PageKind, BuildPage>();
  for (const page of pages) {
    const current = best.get(page.type);
    if (!current || page.bytes > current.bytes || (page.bytes === current.bytes && page.route < current.route)) {
      best.set(page.type, page);
    }
  }
  return [...best.values()].sort((a, b) => a.type.localeCompare(b.type));
}

/** The route of a build's HTML file (relative path), as nginx serves it. */
export function routeOf(file: string): string {
  const path = file.split(sep).join('/');
  if (path === 'index.html') return '/';
  if (path.endsWith('/index.html')) return `/${path.slice(0, -'/index.html'.length)}`;
  return `/${path.replace(/\.html$/, '')}`;
}

function htmlFiles(dir: string, root = dir, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'assets' && entry.name !== '__server') htmlFiles(full, root, out);
    } else if (entry.name.endsWith('.html')) out.push(relative(root, full));
  }
  return out;
}

function readHead(file: string, bytes = 2048): string {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const read = readSync(fd, buffer, 0, bytes, 0);
    return buffer.subarray(0, read).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** Every page of the build with its type and HTML size (404 and redirect pages left out). */
export function buildPages(buildDir: string, productSlugs: readonly string[] = []): BuildPage[] {
  const apiIds = apiDocIds(buildDir);
  const isApiDoc = (version: string, docId: string): boolean => version === 'current' && apiIds.has(docId);
  const pages: BuildPage[] = [];
  for (const file of htmlFiles(buildDir)) {
    if (file === '404.html') continue;
    const full = join(buildDir, file);
    const head = readHead(full);
    // Client redirects are tiny pages with a meta refresh.
    if (/<meta[^>]+http-equiv=["']?refresh/i.test(head)) continue;
    const route = routeOf(file);
    pages.push({
      type: pageKind(route, htmlClass(head), isApiDoc, productSlugs),
      route,
      bytes: statSync(full).size,
      file,
    });
  }
  return pages;
}

/** The largest page of each type in the build. */
export function largestPages(buildDir: string, productSlugs: readonly string[]): BuildPage[] {
  return largestByKind(buildPages(buildDir, productSlugs));
}

/**
 * The largest of `pages` whose HTML (in `buildDir`) matches `marker`: the hardest page for a
 * control that only some pages have (a tab group of one kind).
 */
export function largestPageWith(pages: readonly BuildPage[], buildDir: string, marker: RegExp): BuildPage | undefined {
  return [...pages]
    .sort((a, b) => b.bytes - a.bytes || a.route.localeCompare(b.route))
    .find((page) => marker.test(readFileSync(join(buildDir, page.file), 'utf8')));
}
