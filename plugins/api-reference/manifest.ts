/**
 * The API page manifest: one entry per generated API reference page (operation, schema, webhook),
 * computed once from the documents of `api/`. It is the one place where the routes, docs ids, titles
 * and sidebar places of those pages are decided: the renderer writes the pages it lists, sidebars.ts
 * builds the API categories from it, and the build publishes it as /api-pages.json for the docs MCP
 * server and other readers of the built site.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { API_DIR, type ServiceDocument, loadServiceDocuments } from './bundle';
import { type Json, type JsonObject, isObject } from './refs';
import { type ApiOperation, collectOperations, collectWebhooks } from './operations';
import {
  OVERVIEW_EXTENSION,
  PAGE_EXTENSION,
  ROUTE_EXTENSION,
  SCHEMA_PAGE_EXTENSION,
  SIDEBAR_CATEGORY_EXTENSION,
  SIDEBAR_EXTENSION,
  WEBHOOKS_FOLDER,
  type SidebarCategory,
  routeFolder,
} from '../../api/routes';

export type { SidebarCategory };

/** Published path of the manifest in the build. */
export const API_PAGES_FILE = 'api-pages.json';

export type ApiPageKind = 'operation' | 'schema' | 'webhook';

/** What a page documents. */
export type ApiPageSource =
  /** The operations of the page, the page's own first (the others name it in `x-flp-page`). */
  { operationIds: string[] } | { schema: string } | { event: string; operationId: string };

export interface ApiPage {
  /** Route of the page: `/docs/products/live/datastore/create_channel`. */
  route: string;
  /** Docs id of the page (its route under /docs/): `products/live/datastore/create_channel`. */
  id: string;
  kind: ApiPageKind;
  title: string;
  sidebarLabel: string;
  /** The document (`api/<service>.yaml`). */
  service: string;
  /**
   * Its place among the sidebar items of its service, in manifest order: inside a category (a tag of
   * the document with `x-flp-sidebar-category`, or the schema page's group) or at the service's level
   * (`category: null`); `null` when the page is in no sidebar (`x-flp-sidebar: false`).
   */
  sidebar: { category: SidebarCategory | null } | null;
  source: ApiPageSource;
}

/** A sidebar item as sidebars.ts declares it: a docs id or a category. */
export type ApiSidebarItem =
  string | { type: 'category'; label: string; collapsed: boolean; items: ApiSidebarItem[]; key?: string };

function str(value: Json | undefined): string {
  return typeof value === 'string' ? value : '';
}

function obj(value: Json | undefined): JsonObject {
  return isObject(value) ? value : {};
}

/** Route (relative to the service folder) of the page an operation is documented on. */
export function operationPage(op: ApiOperation): string {
  const explicit = op.operation[ROUTE_EXTENSION];
  if (typeof explicit === 'string') return explicit;
  const page = op.operation[PAGE_EXTENSION];
  return typeof page === 'string' ? page : op.operationId;
}

/** The page of a webhook event, relative to its service folder: `asset.ready` is `webhooks/asset-ready`. */
function webhookPage(event: string): string {
  return `${WEBHOOKS_FOLDER}/${event.replace(/[._]/g, '-')}`;
}

/**
 * The page route of a webhook event of a document: `asset.ready` of MAM is
 * `/docs/products/vod/mam/webhooks/asset-ready`.
 */
export function webhookRoute(document: ServiceDocument, event: string): string {
  return `${routeFolder(document)}${webhookPage(event)}`;
}

/**
 * The routes where the hand-written overview of a document's service may be, first found first: the
 * document's `x-flp-overview`, else `overview` in its folder, else in the folder above.
 */
export function overviewCandidates(document: ServiceDocument): string[] {
  const folder = routeFolder(document);
  const explicit = document.doc[OVERVIEW_EXTENSION];
  const candidates = [`${folder}overview`, `${folder.replace(/[^/]+\/$/, '')}overview`];
  if (typeof explicit === 'string') candidates.unshift(explicit);
  return candidates;
}

function docsId(route: string): string {
  return route.replace(/^\/docs\//, '');
}

/** The sidebar category of a tag of the document (`x-flp-sidebar-category`), if its pages are grouped. */
function tagCategory(doc: JsonObject, tag: string | undefined): SidebarCategory | null {
  const declared = (Array.isArray(doc.tags) ? doc.tags : []).find((t) => isObject(t) && t.name === tag);
  const ext = isObject(declared) ? declared[SIDEBAR_CATEGORY_EXTENSION] : undefined;
  if (ext === undefined || ext === false || tag === undefined) return null;
  return category(tag, isObject(ext) ? ext : {});
}

/** A sidebar category of a label, with the options `x-flp-sidebar-category` takes: collapsed unless `collapsed: false`, `key`. */
function category(label: string, options: JsonObject): SidebarCategory {
  return {
    label,
    collapsed: options.collapsed !== false,
    ...(typeof options.key === 'string' ? { key: options.key } : {}),
  };
}

/**
 * The `x-flp-sidebar` of an operation, webhook or schema page: its position among the document's pages
 * of its kind, or false (no sidebar).
 */
function sidebarPosition(operation: JsonObject, where: string): number | false | undefined {
  const value = operation[SIDEBAR_EXTENSION];
  if (value === undefined || value === false) return value;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new Error(
      `api-reference: ${where}: ${SIDEBAR_EXTENSION} is a whole number or false, not ${JSON.stringify(value)}`,
    );
  }
  return value;
}

function sidebarPlace(
  doc: JsonObject,
  operation: JsonObject,
  position: number | false | undefined,
): ApiPage['sidebar'] {
  if (position === false) return null;
  const tag = Array.isArray(operation.tags) ? str(operation.tags[0]) : '';
  return { category: tagCategory(doc, tag || undefined) };
}

/** Pages of one kind of a document in sidebar order: by their `x-flp-sidebar` number, then in document order. */
function inSidebarOrder<T>(pages: { entry: T; position: number | false | undefined }[]): T[] {
  return pages
    .map((page, order) => ({ ...page, order, key: typeof page.position === 'number' ? page.position : Infinity }))
    .sort((a, b) => a.key - b.key || a.order - b.order)
    .map((page) => page.entry);
}

/** The schema pages a document declares (`x-flp-schema-page` on a schema), in sidebar order. */
function schemaPages(document: ServiceDocument, folder: string): ApiPage[] {
  const { service, doc } = document;
  const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  const pages = Object.entries(schemas).flatMap(([schema, node]) => {
    const declared = isObject(node) ? node[SCHEMA_PAGE_EXTENSION] : undefined;
    if (declared === undefined || !isObject(node)) return [];
    const where = `api/${service}.yaml components.schemas.${schema}`;
    const fail = (problem: string): never => {
      throw new Error(
        `api-reference: ${where}: ${SCHEMA_PAGE_EXTENSION} ${problem} (it is { route, title, sidebarLabel, sidebarCategory: { label } })`,
      );
    };
    if (!isObject(declared)) return fail(`is ${JSON.stringify(declared)}, not an object`);
    const text = (key: string): string => {
      const value = declared[key];
      return typeof value === 'string' && value.trim() ? value : fail(`has no ${key}`);
    };
    const [relative, title, sidebarLabel] = [text('route'), text('title'), text('sidebarLabel')];
    const route = relative.startsWith('/') ? relative : `${folder}${relative}`;
    if (!/^\/docs\/[^\s]+[^/]$/.test(route)) fail(`route ${JSON.stringify(relative)} is not a docs page route`);
    const group = declared.sidebarCategory;
    if (!isObject(group) || typeof group.label !== 'string' || !group.label)
      fail('has no sidebarCategory with a label');
    const position = sidebarPosition(node, where);
    const entry: ApiPage = {
      route,
      id: docsId(route),
      kind: 'schema',
      title,
      sidebarLabel,
      service,
      sidebar: position === false ? null : { category: category(str(obj(group).label), obj(group)) },
      source: { schema },
    };
    return [{ entry, position }];
  });
  return inSidebarOrder(pages);
}

/**
 * The pages of one document, in its sidebar order: the operation pages (by `x-flp-sidebar`, then in
 * document order), its schema pages (`x-flp-schema-page`, ordered the same way), its webhook events
 * (document order).
 */
function servicePages(document: ServiceDocument): ApiPage[] {
  const { service, doc } = document;
  const folder = routeFolder(document);
  const byPage = new Map<string, ApiOperation[]>();
  for (const op of collectOperations({ service, doc })) {
    const page = operationPage(op);
    const list = byPage.get(page) ?? [];
    // The operation whose id names the page (or that names the route itself) comes first.
    if (op.operationId === page.slice(page.lastIndexOf('/') + 1) || typeof op.operation[ROUTE_EXTENSION] === 'string')
      list.unshift(op);
    else list.push(op);
    byPage.set(page, list);
  }
  const operations = [...byPage].map(([page, ops]) => {
    const [main, ...others] = ops as [ApiOperation, ...ApiOperation[]];
    const route = `${folder}${page}`;
    const unnamed = others.find((op) => op.operation[PAGE_EXTENSION] === undefined);
    if (unnamed) {
      throw new Error(
        `api-reference: api/${service}.yaml: ${main.operationId} and ${unnamed.operationId} are both at ${route}; give one its own x-route, or document it on the other's page with ${PAGE_EXTENSION}`,
      );
    }
    const position = sidebarPosition(main.operation, `api/${service}.yaml ${main.operationId}`);
    const title = str(main.operation.summary);
    const entry: ApiPage = {
      route,
      id: docsId(route),
      kind: 'operation',
      title,
      sidebarLabel: title,
      service,
      sidebar: sidebarPlace(doc, main.operation, position),
      source: { operationIds: ops.map((op) => op.operationId) },
    };
    return { entry, position };
  });
  const webhooks = collectWebhooks({ service, doc }).map((hook): ApiPage => {
    const route = webhookRoute(document, hook.event);
    const position = sidebarPosition(hook.operation, `api/${service}.yaml webhook ${hook.event}`);
    return {
      route,
      id: docsId(route),
      kind: 'webhook',
      title: hook.event,
      sidebarLabel: hook.event,
      service,
      sidebar: sidebarPlace(doc, hook.operation, position),
      source: { event: hook.event, operationId: str(hook.operation.operationId) },
    };
  });
  return [...inSidebarOrder(operations), ...schemaPages(document, folder), ...webhooks];
}

/** Every generated API page of the documents; a route or docs id claimed twice is an error. */
export function apiPages(services: readonly ServiceDocument[]): ApiPage[] {
  const pages = services.flatMap(servicePages);
  const seen = new Map<string, ApiPage>();
  for (const page of pages) {
    const other = seen.get(page.route);
    if (other) {
      throw new Error(
        `api-reference: two pages at ${page.route}: ${JSON.stringify(other.source)} of ${other.service} and ${JSON.stringify(page.source)} of ${page.service}`,
      );
    }
    seen.set(page.route, page);
  }
  return pages;
}

/**
 * The sidebar items of a service's generated pages (of the given kinds), in manifest order: a page in a
 * category goes into that category, which takes the place of its first page.
 */
export function apiSidebarItems(
  pages: readonly ApiPage[],
  service: string,
  kinds: readonly ApiPageKind[] = ['operation', 'schema', 'webhook'],
): ApiSidebarItem[] {
  const items: ApiSidebarItem[] = [];
  const categories = new Map<string, Extract<ApiSidebarItem, { type: 'category' }>>();
  for (const page of pages) {
    if (page.service !== service || !kinds.includes(page.kind) || !page.sidebar) continue;
    const { category } = page.sidebar;
    if (!category) {
      items.push(page.id);
      continue;
    }
    let item = categories.get(category.label);
    if (!item) {
      item = { type: 'category', label: category.label, collapsed: category.collapsed, items: [] };
      if (category.key) item.key = category.key;
      categories.set(category.label, item);
      items.push(item);
    }
    item.items.push(page.id);
  }
  if (!items.length) throw new Error(`api-reference: no sidebar page of ${service} (${kinds.join(', ')})`);
  return items;
}

/** The last computed manifest of each site, with the state of its documents it was computed from. */
const bySite = new Map<string, { stamp: string; pages: ApiPage[] }>();

/** The names and modification times of the YAML files of `api/`: a change of any document changes it. */
function documentsStamp(siteDir: string): string {
  const dir = join(siteDir, API_DIR);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => `${name}@${statSync(join(dir, name)).mtimeMs}`)
    .join('\n');
}

/**
 * The manifest of the documents of a site's `api/` (sidebars.ts reads it at config time, once per
 * sidebar), computed again only when a document changed: `docusaurus start` reads sidebars.ts again
 * when the docs change, in the same process.
 */
export function readApiPages(siteDir: string): ApiPage[] {
  const stamp = documentsStamp(siteDir);
  const known = bySite.get(siteDir);
  if (known?.stamp === stamp) return known.pages;
  const pages = apiPages(loadServiceDocuments(siteDir));
  bySite.set(siteDir, { stamp, pages });
  return pages;
}

/** The manifest a build published (`<build>/api-pages.json`). */
export function readBuiltApiPages(outDir: string): ApiPage[] {
  return parseApiPages(readFileSync(join(outDir, API_PAGES_FILE), 'utf8'));
}

/** The manifest of a build, read from the published /api-pages.json text. */
export function parseApiPages(text: string): ApiPage[] {
  const parsed = JSON.parse(text) as unknown;
  if (!Array.isArray(parsed) || !parsed.every((p) => isObject(p as Json) && typeof (p as ApiPage).route === 'string'))
    throw new Error(`${API_PAGES_FILE} is not a list of API pages`);
  return parsed as ApiPage[];
}

/** The route of the page documenting an operation (or webhook) of a service, from the manifest. */
export function operationRouteIn(pages: readonly ApiPage[], service: string, operationId: string): string | undefined {
  return pages.find(
    (page) =>
      page.service === service &&
      (('operationIds' in page.source && page.source.operationIds.includes(operationId)) ||
        ('operationId' in page.source && page.source.operationId === operationId)),
  )?.route;
}
