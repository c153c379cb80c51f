/**
 * The API page manifest (plugins/api-reference/manifest.ts): the pages it lists are the API routes of the
 * specification, each with one docs id and one sidebar place, and a page added to a document reaches the
 * generated pages, the sidebars and the docs MCP server with no other edit.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import sidebars from '../../sidebars';
import { ROUTE_FOLDER_EXTENSION, SCHEMA_PAGE_EXTENSION, readRoutes } from '../../api/routes';
import {
  type JsonObject,
  type ServiceDocument,
  isObject,
  loadServiceDocuments,
} from '../../plugins/api-reference/bundle';
import { handWrittenPage } from '../../plugins/api-reference/generate';
import { withoutSiteExtensions } from '../../plugins/api-reference';
import {
  API_PAGES_FILE,
  type ApiPage,
  apiPages,
  apiSidebarItems,
  operationRouteIn,
  parseApiPages,
  readApiPages,
} from '../../plugins/api-reference/manifest';
import { renderPages } from '../../plugins/api-reference/render';
import { getApiOperation } from '../../mcp/tools/get-api-operation';
import type { DocsSite } from '../../mcp/tools/shared';
import { NotFoundError, SiteFiles, SiteUnreachableError, type SiteReader, VERSION_FILE } from '../../mcp/site';
import { ROOT } from './support/root';

const manifest = readApiPages(ROOT);

/** The folders of the API pages, hand-written (overviews) and generated. */
const API_AREAS = ['/docs/products/cms/', '/docs/products/edge/', '/docs/products/live/', '/docs/products/vod/'];

/** Every docs id in the sidebars, once per place. */
function sidebarIds(): string[] {
  const ids: string[] = [];
  const walk = (items: readonly unknown[]): void => {
    for (const item of items) {
      if (typeof item === 'string') ids.push(item);
      else if (isObject(item as JsonObject) && Array.isArray((item as { items?: unknown }).items))
        walk((item as { items: unknown[] }).items);
    }
  };
  for (const items of Object.values(sidebars)) walk(items);
  return ids;
}

const clone = <T>(value: T): T => structuredClone(value);

/** The documents, with `edit` applied to a copy of one of them. */
function withEdit(service: string, edit: (doc: JsonObject) => void): ServiceDocument[] {
  return loadServiceDocuments(ROOT).map((document) => {
    if (document.service !== service) return document;
    const doc = clone(document.doc);
    edit(doc);
    return { service, doc };
  });
}

/** A site of the docs MCP server made of the given files. */
function memorySite(files: Record<string, string>): DocsSite {
  const reader: SiteReader = {
    origin: 'memory',
    read: (path) =>
      files[path] === undefined ? Promise.reject(new NotFoundError(`no ${path}`)) : Promise.resolve(files[path]),
  };
  return { files: new SiteFiles(reader), publicUrl: 'https://docs.example/' };
}

describe('API page manifest', () => {
  it('lists exactly the generated API routes of tests/routes.txt', () => {
    const specified = readRoutes(ROOT).filter(
      (route) => API_AREAS.some((area) => route.startsWith(area)) && handWrittenPage(ROOT, route) === undefined,
    );
    const listed = manifest.map((page) => page.route);
    expect(
      specified.filter((route) => !listed.includes(route)),
      'routes with no page in the manifest',
    ).toEqual([]);
    expect(
      listed.filter((route) => !specified.includes(route)),
      'pages at no route of tests/routes.txt',
    ).toEqual([]);
    expect(listed.length).toBeGreaterThanOrEqual(130);
  });

  it('gives every page one docs id, its route under /docs/, and a title', () => {
    const ids = manifest.map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const page of manifest) {
      expect(`/docs/${page.id}`).toBe(page.route);
      expect(page.title, page.route).not.toBe('');
      expect(page.sidebarLabel, page.route).not.toBe('');
    }
  });

  it('puts every page with a sidebar place in one sidebar once, and every generated sidebar item is in it', () => {
    const ids = sidebarIds();
    const byId = new Map(manifest.map((page) => [page.id, page]));
    const generatedItems = ids.filter(
      (id) => API_AREAS.some((area) => `/docs/${id}`.startsWith(area)) && !handWrittenPage(ROOT, `/docs/${id}`),
    );
    expect(
      generatedItems.filter((id) => !byId.has(id)),
      'sidebar items that are no manifest page',
    ).toEqual([]);
    for (const page of manifest) {
      const count = ids.filter((id) => id === page.id).length;
      expect(count, page.id).toBe(page.sidebar ? 1 : 0);
    }
  });

  it('orders and groups a service by x-flp-sidebar and x-flp-sidebar-category', () => {
    const mam = apiSidebarItems(manifest, 'media-asset-management');
    expect(mam[0]).toEqual({
      type: 'category',
      label: 'Accounts',
      collapsed: true,
      items: ['products/vod/mam/account/create', 'products/vod/mam/account/list', 'products/vod/mam/account/update'],
    });
    expect(mam.at(-1)).toMatchObject({ label: 'Webhooks' });
    // Tags without a category: the service's level; a category's key tells two of one label apart.
    const metadata = apiSidebarItems(manifest, 'metadata-service');
    expect(metadata.slice(0, 2)).toEqual([
      'products/cms/metadata-service/create',
      'products/cms/metadata-service/retrieve_by_id',
    ]);
    expect(metadata.at(-1)).toMatchObject({ label: 'Webhooks', key: 'metadata-service-webhooks' });
    // x-flp-sidebar: false keeps a page out of every sidebar.
    expect(manifest.find((page) => page.route === '/docs/products/vod/enc/list_config')?.sidebar).toBeNull();
  });

  it('refuses two operations at one route unless one names the other in x-flp-page', () => {
    const shared = withEdit('startup', (doc) => {
      const paths = doc.paths as Record<string, Record<string, JsonObject>>;
      const [, item] = Object.entries(paths).find(([, i]) => i.get?.operationId === 'get_service_list') ?? [];
      if (item?.get) item.get['x-route'] = 'get_remote_config';
    });
    expect(() => apiPages(shared)).toThrow(
      /get_service_list and get_remote_config are both at \/docs\/products\/edge\/startup\/get_remote_config/,
    );
  });

  it('refuses a route claimed twice', () => {
    const services = loadServiceDocuments(ROOT);
    const startup = services.find((s) => s.service === 'startup')!;
    expect(() => apiPages([...services, startup])).toThrow(/two pages at \/docs\/products\/edge\/startup\//);
  });

  it('reads the documents again once one changed (docusaurus start reads sidebars.ts again in one process)', () => {
    const site = mkdtempSync(join(tmpdir(), 'api-manifest-'));
    try {
      cpSync(join(ROOT, 'api'), join(site, 'api'), { recursive: true });
      const before = readApiPages(site);
      expect(readApiPages(site)).toBe(before);
      const file = join(site, 'api', 'startup.yaml');
      const text = readFileSync(file, 'utf8');
      const start = text.indexOf('  /startup/v3/services:');
      const end = text.indexOf('\ncomponents:');
      const copy = text.slice(start, end).replace('/startup/v3/services:', '/startup/v3/fixture:');
      writeFileSync(
        file,
        `${text.slice(0, end)}\n${copy.replace('operationId: get_service_list', 'operationId: get_fixture')}${text.slice(end)}`,
      );
      // A later modification time, as an editor's save gives, even where the clock's resolution is coarse.
      utimesSync(file, new Date(), new Date(Date.now() + 5000));
      const after = readApiPages(site);
      expect(after.map((page) => page.route)).toContain('/docs/products/edge/startup/get_fixture');
      expect(after).toHaveLength(before.length + 1);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('gives a webhook added to a document its page, sidebar item and route for the MCP server, with no other edit', () => {
    const services = withEdit('storefront', (doc) => {
      const webhooks = doc.webhooks as Record<string, { post: JsonObject }>;
      const event = clone(webhooks['storefront.published']!);
      event.post.operationId = 'webhook_storefront_unpublished';
      event.post.summary = 'Storefront unpublished';
      webhooks['storefront.unpublished'] = event;
    });
    const route = '/docs/products/cms/storefront/webhooks/storefront-unpublished';
    const pages = apiPages(services);
    expect(pages.find((page) => page.route === route)).toMatchObject({
      id: 'products/cms/storefront/webhooks/storefront-unpublished',
      kind: 'webhook',
      title: 'storefront.unpublished',
      source: { event: 'storefront.unpublished', operationId: 'webhook_storefront_unpublished' },
    });
    const storefront = services.filter((s) => s.service === 'storefront');
    const page = renderPages(storefront, { hasPage: () => false }).find((p) => p.route === route);
    expect(page?.kind).toBe('webhook');
    expect(page?.content).toContain('title: "storefront.unpublished"');
    expect(apiSidebarItems(pages, 'storefront').at(-1)).toEqual({
      type: 'category',
      label: 'Webhooks',
      collapsed: true,
      items: [
        'products/cms/storefront/webhooks/storefront-published',
        'products/cms/storefront/webhooks/storefront-unpublished',
      ],
      key: 'storefront-webhooks',
    });
    // What the MCP server reads from the build: /api-pages.json.
    const published = parseApiPages(JSON.stringify(pages));
    expect(operationRouteIn(published, 'storefront', 'webhook_storefront_unpublished')).toBe(route);
  });

  it('gives a schema page declared in its document (x-flp-schema-page) its page and sidebar place, with no other edit', () => {
    const services = withEdit('storefront', (doc) => {
      const schemas = (doc.components as JsonObject).schemas as Record<string, JsonObject>;
      schemas.Storefront![SCHEMA_PAGE_EXTENSION] = {
        route: 'schemas/storefront',
        title: 'Storefront',
        sidebarLabel: 'Storefront schema',
        sidebarCategory: { label: 'Schemas', collapsed: false },
      };
    });
    const route = '/docs/products/cms/storefront/schemas/storefront';
    const pages = apiPages(services);
    expect(pages.find((page) => page.route === route)).toEqual({
      route,
      id: 'products/cms/storefront/schemas/storefront',
      kind: 'schema',
      title: 'Storefront',
      sidebarLabel: 'Storefront schema',
      service: 'storefront',
      sidebar: { category: { label: 'Schemas', collapsed: false } },
      source: { schema: 'Storefront' },
    });
    // After the operation pages, before the webhook events.
    expect(apiSidebarItems(pages, 'storefront').at(-2)).toEqual({
      type: 'category',
      label: 'Schemas',
      collapsed: false,
      items: ['products/cms/storefront/schemas/storefront'],
    });
    const storefront = services.filter((s) => s.service === 'storefront');
    const page = renderPages(storefront, { hasPage: () => false }).find((p) => p.route === route);
    expect(page?.kind).toBe('schema');
    expect(page?.file).toBe('products/cms/storefront/schemas/storefront.api.mdx');
    expect(page?.content).toContain('sidebar_label: "Storefront schema"');
    // The published document leaves the extensions that place pages out.
    expect(JSON.stringify(withoutSiteExtensions(storefront[0]!.doc))).not.toContain(SCHEMA_PAGE_EXTENSION);
  });

  it('orders the schema pages of a document by x-flp-sidebar, and leaves a schema page of another document out', () => {
    const metadata = apiSidebarItems(manifest, 'metadata-service').find(
      (item) => typeof item !== 'string' && item.label === 'Schemas',
    );
    expect(metadata).toMatchObject({
      collapsed: true,
      items: ['series', 'sportclip', 'sportevent', 'sporthighlight', 'sportshow'].map(
        (type) => `products/cms/metadata-service/schemas/${type}`,
      ),
    });
    // The facade's document has a copy of the content gateway's vod-series: its page is the gateway's.
    const series = manifest.filter((page) => 'schema' in page.source && page.source.schema === 'vod-series');
    expect(series.map((page) => page.service)).toEqual(['content-gateway']);
  });

  it('refuses a schema page without its title, sidebar label or category, naming the document and schema', () => {
    const services = withEdit('storefront', (doc) => {
      const schemas = (doc.components as JsonObject).schemas as Record<string, JsonObject>;
      schemas.Storefront![SCHEMA_PAGE_EXTENSION] = { route: 'schemas/storefront', title: 'Storefront' };
    });
    expect(() => apiPages(services)).toThrow(
      'api-reference: api/storefront.yaml components.schemas.Storefront: x-flp-schema-page has no sidebarLabel',
    );
  });

  it('refuses a document without its route folder (x-flp-route-folder), naming the file', () => {
    const services = withEdit('startup', (doc) => {
      delete doc[ROUTE_FOLDER_EXTENSION];
    });
    expect(() => apiPages(services)).toThrow(/^api-reference: api\/startup\.yaml: x-flp-route-folder is missing: /);
    const relative = withEdit('startup', (doc) => {
      doc[ROUTE_FOLDER_EXTENSION] = 'products/edge/startup';
    });
    expect(() => apiPages(relative)).toThrow(
      /^api-reference: api\/startup\.yaml: x-flp-route-folder is "products\/edge\/startup": /,
    );
  });

  it("gives an operation added to a document the docs MCP server's page link, read from /api-pages.json", async () => {
    const services = withEdit('startup', (doc) => {
      const paths = doc.paths as Record<string, Record<string, JsonObject>>;
      const [, item] = Object.entries(paths).find(([, i]) => i.get?.operationId === 'get_service_list') ?? [];
      paths['/startup/v3/fixture'] = {
        get: { ...clone(item!.get!), operationId: 'get_fixture', summary: 'Get a fixture' },
      };
    });
    const startup = services.find((s) => s.service === 'startup')!;
    const pages: ApiPage[] = apiPages(services);
    const site = memorySite({
      [VERSION_FILE]: '{}',
      [API_PAGES_FILE]: JSON.stringify(pages),
      'api/startup.json': JSON.stringify(startup.doc),
    });
    const answer = await getApiOperation(site, { operation_id: 'get_fixture' });
    expect(answer.data.url).toBe('https://docs.example/docs/products/edge/startup/get_fixture');
    expect(apiSidebarItems(pages, 'startup')).toContain('products/edge/startup/get_fixture');
    // Without the manifest the server says so, rather than guessing routes.
    const bare = memorySite({ [VERSION_FILE]: '{}', 'api/startup.json': JSON.stringify(startup.doc) });
    await expect(getApiOperation(bare, { operation_id: 'get_fixture' })).rejects.toThrow(SiteUnreachableError);
  });
});
