import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { type ApiPageKind, apiSidebarItems, readApiPages } from './plugins/api-reference/manifest';

/**
 * One sidebar per docs section (see SECTIONS in src/data/registry.ts); the
 * first item of each is the section's landing page (`/docs` itself leads to
 * the home page, which lists them all). Pages not listed here have no
 * sidebar on purpose (the spec's "no sidebar" pages).
 */

type Item = Extract<SidebarsConfig[string], unknown[]>[number];

function docs(prefix: string, ids: readonly string[]): Item[] {
  return ids.map((id) => `${prefix}${id}`);
}

/**
 * A category. Two of one label in a sidebar need a `key` each: Docusaurus names a category's
 * translation after its label, and fails a build with translations (`i18n/`) on a duplicate.
 */
function category(label: string, items: Item[], collapsed = true, key?: string): Item {
  return { type: 'category', label, collapsed, items, ...(key ? { key } : {}) };
}

function playerSidebar(
  platform: string,
  extra: { guides?: string[]; sections?: Item[]; reference?: string[] } = {},
): Item[] {
  const p = `products/player/${platform}/`;
  return [
    `${p}overview`,
    // One page for every SDK, without a sidebar of its own: the matrix needs the full width.
    { type: 'link', label: 'Feature availability', href: '/docs/products/player/features' },
    ...docs(p, ['setup', 'basic-playback', 'player-configuration', 'player-events']),
    ...docs(p, ['track-selection', 'protected-playback', 'third-party-drm', ...(extra.guides ?? [])]),
    ...(extra.sections ?? []),
    ...docs(p, [
      'logging-debugging',
      'error-codes',
      'faq',
      ...(extra.reference ?? []),
      'known-issues',
      'migrate-6-to-7',
      'releasenotes',
    ]),
  ];
}

const web = 'products/player/web/';

/**
 * The generated API pages of a document (`api/<service>.yaml`), in their sidebar order and categories:
 * from the API page manifest (plugins/api-reference/manifest.ts), so that an operation, schema page or
 * webhook added to a document is in its sidebar with no edit here.
 */
function api(service: string, kinds?: readonly ApiPageKind[]): Item[] {
  return apiSidebarItems(readApiPages(__dirname), service, kinds);
}

const sidebars = {
  ios: playerSidebar('ios', {
    guides: ['player-ui', 'ads', 'metrics', 'airplay-pip', 'offline', 'tvos'],
    reference: ['references'],
  }),
  android: playerSidebar('android', {
    guides: ['player-ui', 'ads', 'metrics', 'downloads', 'android-tv'],
    reference: ['references'],
  }),
  web: playerSidebar('web', {
    guides: ['player-ui', 'player-timeline-events'],
    sections: [
      category('Ads', docs(web, ['csai', 'dai', 'google-pal', 'yospace-ssai', 'mediaTailor'])),
      category('Analytics', docs(web, ['metrics', 'conviva'])),
      category('Devices and modes', docs(web, ['multi-camera-mode', 'player-ps5', 'player-webmaf', 'player-webrtc'])),
      category(
        'Platform layer',
        docs(web, [
          'platform-overview',
          'platform-player',
          'platform-basic-playback',
          'platform-live',
          'platform-bookmark',
          'platform-favourites',
          'platform-heartbeat',
          'platform-stream-concurrency',
          'platform-chromecast',
          'platform-extensions',
        ]),
      ),
      `${web}references`,
    ],
  }),
  roku: playerSidebar('roku', {
    guides: ['player-ui', 'ads', 'metrics', 'deep-linking', 'certification'],
    reference: ['references'],
  }),
  chromecast: playerSidebar('chromecast', { guides: ['ads', 'metrics'] }),
  cms: [
    'products/cms/metadata-service/overview',
    category('Metadata service', api('metadata-service'), false),
    category('Storefront', ['products/cms/storefront/overview', ...api('storefront')]),
    category('Content gateway (edge)', [
      'products/edge/cms/content_gateway/overview',
      ...api('content-gateway', ['operation']),
    ]),
    category('Facade (edge)', ['products/edge/cms/facade/overview', ...api('facade')]),
  ],
  datamodel: api('content-gateway', ['schema']),
  resizer: ['products/edge/image/overview', ...api('image-resizer')],
  personalization: ['products/edge/personalization/overview', ...api('personalization')],
  playback: ['products/edge/playback/overview', ...api('playback')],
  startup: ['products/edge/startup/overview', ...api('startup')],
  user_management: ['products/edge/ums/overview', ...api('user-management')],
  live: ['products/live/overview', ...api('live')],
  vod: [
    'products/vod/overview',
    category('Encoding configuration', api('vod-encoding')),
    category('Media asset management', ['products/vod/mam/overview', ...api('media-asset-management')]),
  ],
  api: docs('api/', [
    'doc1',
    'doc1.1',
    'doc2',
    'doc3',
    'doc4',
    'doc5',
    'doc6',
    'doc7',
    'doc8',
    'doc9',
    'doc10',
    'player',
  ]),
  support: ['support/s1', 'support/ai-assistants'],
} satisfies SidebarsConfig;

export default sidebars;
