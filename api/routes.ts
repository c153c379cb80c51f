import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { readRouteManifest } from '../plugins/shared/route-manifest';

/**
 * Where each API page goes is decided by plugins/api-reference/manifest.ts from the documents' own
 * extensions named below; nothing else joins routes. Adding a document, an operation, a webhook event
 * or a schema page is an edit of its document alone.
 */

/**
 * Document extension: the docs folder of the pages generated from the document
 * (`/docs/products/live/`); an operation's page is `<folder><operationId>` unless it says otherwise.
 */
export const ROUTE_FOLDER_EXTENSION = 'x-flp-route-folder';

/** The docs folder of a document's pages (its `x-flp-route-folder`); an error naming the file without one. */
export function routeFolder({ service, doc }: { service: string; doc: Readonly<Record<string, unknown>> }): string {
  const folder = doc[ROUTE_FOLDER_EXTENSION];
  if (typeof folder !== 'string' || !/^\/docs\/([^/\s]+\/)+$/.test(folder)) {
    throw new Error(
      `api-reference: api/${service}.yaml: ${ROUTE_FOLDER_EXTENSION} ${folder === undefined ? 'is missing' : `is ${JSON.stringify(folder)}`}: give the document the docs folder of its pages, \`${ROUTE_FOLDER_EXTENSION}: /docs/products/<area>/<service>/\` (with the trailing slash)`,
    );
  }
  return folder;
}

/**
 * Schema extension: the schema has a page of its own, `{ route, title, sidebarLabel, sidebarCategory }`.
 * `route` is relative to the document's folder, or a docs route (`/docs/...`); `title` is a readable
 * name (the schemas' own names and titles are type names, `vod-series`); `sidebarLabel` its label in
 * `sidebarCategory`, `{ label, collapsed, key }` as `x-flp-sidebar-category` says (collapsed unless
 * `collapsed: false`). An `x-flp-sidebar` number on the schema orders it among the document's schema pages.
 */
export const SCHEMA_PAGE_EXTENSION = 'x-flp-schema-page';

/** Operation extension naming the page an operation is documented on when it has none of its own. */
export const PAGE_EXTENSION = 'x-flp-page';

/**
 * Operation extension giving the operation's page route relative to its service folder, for the
 * pages whose last route segment repeats inside one folder (e.g. `onboarding/update_channel`).
 */
export const ROUTE_EXTENSION = 'x-route';

/** The routes of the product specification (tests/routes.txt). */
export function readRoutes(siteDir = resolve(__dirname, '..')): string[] {
  return readRouteManifest(siteDir);
}

/** Folder, under a service's folder, of the pages of its webhook events (OpenAPI 3.1 `webhooks`). */
export const WEBHOOKS_FOLDER = 'webhooks';

/**
 * Operation (or webhook, or schema page) extension placing its page in its service's sidebar items: a
 * whole number orders it among the document's operation pages, or its schema pages (those without one
 * follow in document order); `false` leaves the page out of every sidebar.
 */
export const SIDEBAR_EXTENSION = 'x-flp-sidebar';

/**
 * Tag extension: the pages of the operations (or webhooks) whose first tag this is form a sidebar
 * category labelled with the tag's name: `true` (collapsed), or `{ collapsed, key }`. The pages of
 * other tags are items of the service's level.
 */
export const SIDEBAR_CATEGORY_EXTENSION = 'x-flp-sidebar-category';

/** Document extension: the route of the service's hand-written overview, when it is not next to its pages. */
export const OVERVIEW_EXTENSION = 'x-flp-overview';

/** The extensions that place pages on the site: left out of the published documents. */
export const SITE_EXTENSIONS: readonly string[] = [
  ROUTE_FOLDER_EXTENSION,
  SCHEMA_PAGE_EXTENSION,
  SIDEBAR_EXTENSION,
  SIDEBAR_CATEGORY_EXTENSION,
  OVERVIEW_EXTENSION,
];

/** A sidebar category of generated pages. `key` tells two categories of one label in a sidebar apart. */
export interface SidebarCategory {
  label: string;
  collapsed: boolean;
  key?: string;
}

/** The services of the legacy media API (v2); their pages carry the `apidocslegacy` tag, the others `apidocsmedia-3`. */
export const LEGACY_SERVICES: readonly string[] = ['vod-encoding', 'media-asset-management'];

/** The tag of a service's generated pages. */
export function serviceTag(service: string): 'apidocslegacy' | 'apidocsmedia-3' {
  return LEGACY_SERVICES.includes(service) ? 'apidocslegacy' : 'apidocsmedia-3';
}

/** The docs tag of the schema pages (docs/tags.yml). */
export const SCHEMA_TAG = 'datamodel';

/** The docs folder of each document of a site's `api/` (its `x-flp-route-folder`), by service. */
export function readRouteFolders(siteDir = resolve(__dirname, '..')): Record<string, string> {
  const dir = join(siteDir, 'api');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.yaml') && name !== 'redocly.yaml')
      .sort()
      .map((name) => {
        const service = name.slice(0, -'.yaml'.length);
        const doc = parse(readFileSync(join(dir, name), 'utf8')) as Record<string, unknown>;
        return [service, routeFolder({ service, doc })];
      }),
  );
}
