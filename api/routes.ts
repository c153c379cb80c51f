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

/**
 * Where each API page goes is decided by plugins/api-reference/manifest.ts from the documents and
 * the data below; nothing else joins routes.
 */

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
 * Operation (or webhook) extension placing its page in its service's sidebar items: a whole number
 * orders it among the document's operation pages (those without one follow in document order);
 * `false` leaves the page out of every sidebar.
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
export const SITE_EXTENSIONS: readonly string[] = [SIDEBAR_EXTENSION, SIDEBAR_CATEGORY_EXTENSION, OVERVIEW_EXTENSION];

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

/** A schema page: its document, the schema's name there, the page route, and its title and sidebar label. */
export interface SchemaPage {
  service: string;
  schema: string;
  route: string;
  /** The page title: a readable name (the schemas' own names and titles are type names, `vod-series`). */
  title: string;
  /** The label in its sidebar category (VOD, Live, Schemas), where the category says the rest. */
  label: string;
  /** Its sidebar category. */
  category: SidebarCategory;
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
    category: { label: 'Schemas', collapsed: true },
  })),
  ...Object.entries(LIVE_TYPES).map(([schema, name]) => ({
    service: 'content-gateway',
    schema,
    route: `/docs/products/edge/data-model/live/${schema}`,
    title: name,
    label: name,
    category: { label: 'Live', collapsed: false },
  })),
  ...Object.entries(CONTENT_TYPES).map(([type, name]) => ({
    service: 'content-gateway',
    schema: `vod-${type}`,
    route: `/docs/products/edge/data-model/vod/${type}`,
    title: `VOD ${name.toLowerCase()}`,
    label: name,
    category: { label: 'VOD', collapsed: false },
  })),
];

/** The docs tag of the schema pages (docs/tags.yml). */
export const SCHEMA_TAG = 'datamodel';
