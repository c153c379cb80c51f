import { resolve } from 'node:path';
import { readRouteManifest } from '../plugins/shared/route-manifest';

/**
 * The documentation folder of each OpenAPI document in `api/`: the operation pages of `api/<service>.yaml`
 * are generated under this folder, one page per operation, named after its `operationId`.
 */
export const SERVICE_ROUTE_FOLDERS: Readonly<Record<string, string>> = {
  'metadata-service': '/docs/products/cms/metadata-service/',
  storefront: '/docs/products/cms/storefront/',
  'content-gateway': '/docs/products/edge/cms/content_gateway/',
  facade: '/docs/products/edge/cms/facade/',
  'image-resizer': '/docs/products/edge/image/',
  playback: '/docs/products/edge/playback/',
  startup: '/docs/products/edge/startup/',
  personalization: '/docs/products/edge/personalization/',
  'user-management': '/docs/products/edge/ums/',
  // Two live pages end in update_channel: the datastore one is operationId update_channel, the onboarding
  // one is operationId onboarding_update_channel with `x-route: onboarding/update_channel`, the route
  // relative to this folder.
  live: '/docs/products/live/',
  'vod-encoding': '/docs/products/vod/enc/',
  'media-asset-management': '/docs/products/vod/mam/',
};

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

/** The route of the page `pageId` of a service, if the specification has one: a route under the folder ending in it. */
export function routeOf(service: string, pageId: string, routes: readonly string[]): string | undefined {
  const folder = SERVICE_ROUTE_FOLDERS[service];
  if (!folder) return undefined;
  return routes.find((route) => route.startsWith(folder) && route.slice(route.lastIndexOf('/') + 1) === pageId);
}

/** The page route of an operation: its `x-route` under the service folder, else the route ending in its operationId. */
export function operationRoute(
  service: string,
  operation: { operationId?: unknown; [ROUTE_EXTENSION]?: unknown },
  routes: readonly string[],
): string | undefined {
  const folder = SERVICE_ROUTE_FOLDERS[service];
  const explicit = operation[ROUTE_EXTENSION];
  if (typeof explicit === 'string') {
    return folder && routes.includes(`${folder}${explicit}`) ? `${folder}${explicit}` : undefined;
  }
  return typeof operation.operationId === 'string' ? routeOf(service, operation.operationId, routes) : undefined;
}

/** Folder, under a service's folder, of the pages of its webhook events (OpenAPI 3.1 `webhooks`). */
export const WEBHOOKS_FOLDER = 'webhooks';

/** The page route of a webhook event of a service: `asset.ready` of MAM is `/docs/products/vod/mam/webhooks/asset-ready`. */
export function webhookRoute(service: string, event: string): string | undefined {
  const folder = SERVICE_ROUTE_FOLDERS[service];
  return folder ? `${folder}${WEBHOOKS_FOLDER}/${event.replace(/[._]/g, '-')}` : undefined;
}

/** The services of the legacy media API (v2); their pages carry the `apidocslegacy` tag, the others `apidocsmedia-3`. */
export const LEGACY_SERVICES: readonly string[] = ['vod-encoding', 'media-asset-management'];

/** The tag of a service's generated pages. */
export function serviceTag(service: string): 'apidocslegacy' | 'apidocsmedia-3' {
  return LEGACY_SERVICES.includes(service) ? 'apidocslegacy' : 'apidocsmedia-3';
}

/** A schema page: its document, the schema's name there, the page route, and its title and sidebar label. */
export interface SchemaPage {
  service: string;
  schema: string;
  route: string;
  /** The page title: a readable name (the schemas' own names and titles are type names, `vod-series`). */
  title: string;
  /** The label in its sidebar category (VOD, Live, Schemas), where the category says the rest. */
  label: string;
}

/** Readable names of the content types. */
const CONTENT_TYPES = {
  series: 'Series',
  sportclip: 'Sport clip',
  sportevent: 'Sport event',
  sporthighlight: 'Sport highlight',
  sportshow: 'Sport show',
} as const;

const LIVE_TYPES = {
  'live-channel': 'Live channel',
  'live-event': 'Live event',
  'epg-program': 'EPG programme',
  'epg-schedule': 'EPG schedule',
} as const;

/** The schemas that have a page of their own (the data model and the metadata service's content types). */
export const SCHEMA_PAGES: readonly SchemaPage[] = [
  ...Object.entries(CONTENT_TYPES).map(([schema, name]) => ({
    service: 'metadata-service',
    schema,
    route: `/docs/products/cms/metadata-service/schemas/${schema}`,
    title: `${name} content type`,
    label: name,
  })),
  ...Object.entries(LIVE_TYPES).map(([schema, name]) => ({
    service: 'content-gateway',
    schema,
    route: `/docs/products/edge/data-model/live/${schema}`,
    title: name,
    label: name,
  })),
  ...Object.entries(CONTENT_TYPES).map(([type, name]) => ({
    service: 'content-gateway',
    schema: `vod-${type}`,
    route: `/docs/products/edge/data-model/vod/${type}`,
    title: `VOD ${name.toLowerCase()}`,
    label: name,
  })),
];

/** The docs tag of the schema pages (docs/tags.yml). */
export const SCHEMA_TAG = 'datamodel';
