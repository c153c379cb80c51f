/**
 * Which built pages are indexed, under which tag, with which tags and sidebar categories;
 * then each page's sections become the documents and the index of its tag.
 *
 * Tags are the ones Docusaurus' contextual search uses (`useContextualSearchFilters`):
 * `docs-{pluginId}-{versionName}` for a docs version and `default` for the other pages, so
 * a reader on a 6.x page searches 6.x and the site pages, elsewhere the current version.
 * Only real content is indexed: docs (not unlisted ones) and pages; tag lists, generated
 * category indexes and the 404 page are not, since they are not docs or pages.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadedPlugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { LoadedContent as PagesContent } from '@docusaurus/plugin-content-pages';
import { buildIndex, compactIndex, type CompactIndex } from './engine';
import { extractPage, type ExtractedPage, type ExtractOptions } from './extract';
import type { IndexedSection, SearchDocument } from './types';

export interface PageToIndex {
  tag: string;
  route: string;
  type: SearchDocument['type'];
  tags: string[];
  sidebarParentCategories: string[];
}

interface SidebarNode {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarNode[];
}

/** Labels of the categories above a doc, nearest first (null when the doc is not in the sidebar). */
export function sidebarParents(items: readonly SidebarNode[], docId: string): string[] | null {
  for (const item of items) {
    if ((item.type === 'doc' || item.type === 'ref') && item.id === docId) return [];
    if (item.type === 'category' && item.items) {
      const below = sidebarParents(item.items, docId);
      if (below) return [...below, item.label ?? ''];
    }
  }
  return null;
}

export interface CollectOptions {
  parentCategoriesDepth: number;
  /** A label per sidebar id: the outermost "category" of the docs in that sidebar. */
  sidebarLabels: Readonly<Record<string, string>>;
  excludeRoutes: readonly string[];
}

/** The docs of one docs plugin instance to index, under the tag of each version. */
export function docsToIndex(pluginId: string, content: DocsContent, options: CollectOptions): PageToIndex[] {
  const pages: PageToIndex[] = [];
  for (const version of content.loadedVersions) {
    const tag = `docs-${pluginId}-${version.versionName}`;
    for (const doc of version.docs) {
      if (doc.unlisted || options.excludeRoutes.includes(doc.permalink)) continue;
      const sidebar = doc.sidebar ? (version.sidebars[doc.sidebar] as SidebarNode[] | undefined) : undefined;
      const inSidebar = sidebar ? (sidebarParents(sidebar, doc.id) ?? []) : [];
      const label = doc.sidebar ? options.sidebarLabels[doc.sidebar] : undefined;
      const parents = label ? [...inSidebar, label] : inSidebar;
      pages.push({
        tag,
        route: doc.permalink,
        type: 'docs',
        tags: doc.tags.map((t) => t.label),
        sidebarParentCategories: parents.slice(0, options.parentCategoriesDepth).filter(Boolean),
      });
    }
  }
  return pages;
}

export function pagesToIndex(plugins: readonly LoadedPlugin[], options: CollectOptions): PageToIndex[] {
  const pages: PageToIndex[] = [];
  for (const plugin of plugins) {
    const pluginId = (plugin.options as { id?: string }).id ?? 'default';
    if (plugin.name === 'docusaurus-plugin-content-docs') {
      pages.push(...docsToIndex(pluginId, plugin.content as DocsContent, options));
    } else if (plugin.name === 'docusaurus-plugin-content-pages') {
      for (const page of plugin.content as PagesContent) {
        if (options.excludeRoutes.includes(page.permalink)) continue;
        pages.push({ tag: 'default', route: page.permalink, type: 'page', tags: [], sidebarParentCategories: [] });
      }
    }
  }
  return pages;
}

/** `/docs/a/` -> `docs/a/index.html` (or `docs/a.html`), relative to the build folder. */
export function htmlFileCandidates(route: string, baseUrl: string): string[] {
  const path = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  const trimmed = path.replace(/\/$/, '');
  return trimmed === '' ? ['index.html'] : [`${trimmed}/index.html`, `${trimmed}.html`];
}

async function readHtml(outDir: string, route: string, baseUrl: string): Promise<string | null> {
  for (const candidate of htmlFileCandidates(route, baseUrl)) {
    try {
      return await readFile(join(outDir, candidate), 'utf8');
    } catch {
      // try the next layout
    }
  }
  return null;
}

export interface BuiltIndexes {
  files: Map<string, { documents: SearchDocument[]; index: CompactIndex }>;
  /** Routes whose HTML was missing or had no content root (reported by the build). */
  skipped: string[];
}

export async function buildIndexes(
  outDir: string,
  baseUrl: string,
  pages: readonly PageToIndex[],
  extract: ExtractOptions,
): Promise<BuiltIndexes> {
  const extracted: [PageToIndex, ExtractedPage][] = [];
  const skipped: string[] = [];
  for (const page of pages) {
    const html = await readHtml(outDir, page.route, baseUrl);
    const found = html === null ? null : extractPage(html, extract);
    if (found) extracted.push([page, found]);
    else skipped.push(page.route);
  }
  return { files: indexPages(extracted), skipped };
}

/** The documents and the index of each tag, from the pages' sections (built HTML or, in development, the twins). */
export function indexPages(pages: readonly (readonly [PageToIndex, ExtractedPage])[]): BuiltIndexes['files'] {
  const byTag = new Map<string, { documents: SearchDocument[]; sections: IndexedSection[] }>();
  for (const [page, extracted] of pages) {
    let bucket = byTag.get(page.tag);
    if (!bucket) {
      bucket = { documents: [], sections: [] };
      byTag.set(page.tag, bucket);
    }
    for (const [position, section] of extracted.sections.entries()) {
      const id = bucket.documents.length;
      // The page's summary belongs to its first section (the one that leads to the page).
      const text = position === 0 && extracted.description ? `${extracted.description}\n${section.text}` : section.text;
      bucket.documents.push({
        id,
        pageTitle: extracted.pageTitle,
        sectionTitle: section.title,
        sectionRoute: section.anchor ? `${page.route}#${section.anchor}` : page.route,
        type: page.type,
        ...(page.sidebarParentCategories.length > 0 && { sidebarParentCategories: page.sidebarParentCategories }),
        ...(section.subsection && { subsection: true as const }),
      });
      bucket.sections.push({
        id,
        title: section.title,
        content: text,
        tags: page.tags.join(' '),
        sidebarParentCategories: page.sidebarParentCategories.join(' '),
      });
    }
  }
  const files: BuiltIndexes['files'] = new Map();
  for (const [tag, { documents, sections }] of byTag) {
    files.set(tag, { documents, index: compactIndex(buildIndex(sections)) });
  }
  return files;
}
