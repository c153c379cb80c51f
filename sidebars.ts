import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

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

const ms = 'products/cms/metadata-service/';
const sf = 'products/cms/storefront/';
const cg = 'products/edge/cms/content_gateway/';
const web = 'products/player/web/';
const enc = 'products/vod/enc/';
const mam = 'products/vod/mam/';

function mamGroup(label: string, group: string, ops: readonly string[]): Item {
  return category(label, docs(`${mam}${group}/`, ops));
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
    `${ms}overview`,
    category(
      'Metadata service',
      [
        ...docs(ms, ['create', 'retrieve_by_id', 'retrieve_by_key', 'retrieve_by_query', 'retrieve_metadata']),
        ...docs(ms, ['list', 'count', 'search_by_term', 'update', 'filter_update', 'get_versions', 'get_episodes']),
        `${ms}retrieve_schema`,
        category(
          'Schemas',
          docs(`${ms}schemas/`, ['series', 'sportclip', 'sportevent', 'sporthighlight', 'sportshow']),
        ),
        category(
          'Webhooks',
          docs(`${ms}webhooks/`, ['metadata-published', 'metadata-unpublished']),
          true,
          'metadata-service-webhooks',
        ),
      ],
      false,
    ),
    category('Storefront', [
      ...docs(sf, ['overview', 'create', 'retrieve', 'list_all', 'update', 'search_term']),
      ...docs(sf, ['get_previous_version_keys', 'get_storefront_tab', 'get_tab_containers', 'get_all_containers']),
      `${sf}filter_based_on_policy`,
      category('Webhooks', docs(`${sf}webhooks/`, ['storefront-published']), true, 'storefront-webhooks'),
    ]),
    category('Content gateway (edge)', [
      `${cg}overview`,
      ...docs(cg, ['get_content_by_id', 'get_content_by_ids', 'list', 'get_count', 'search', 'lookup']),
      ...docs(cg, ['get_seasons', 'get_episodes', 'get_versions', 'get_schema']),
    ]),
    category(
      'Facade (edge)',
      docs('products/edge/cms/facade/', ['overview', 'browse_storefront', 'browse_collection']),
    ),
  ],
  datamodel: [
    category(
      'Live',
      docs('products/edge/data-model/live/', ['live-channel', 'live-event', 'epg-program', 'epg-schedule']),
      false,
    ),
    category(
      'VOD',
      docs('products/edge/data-model/vod/', ['series', 'sportclip', 'sportevent', 'sporthighlight', 'sportshow']),
      false,
    ),
  ],
  resizer: ['products/edge/image/overview', 'products/edge/image/resize_image'],
  personalization: [
    'products/edge/personalization/overview',
    category(
      'Favourites',
      docs('products/edge/personalization/favorite/', [
        'create_favorite',
        'get_favorite',
        'list_favorites',
        'count_favorites',
        'remove_favorite',
      ]),
      false,
    ),
    category(
      'Bookmarks',
      docs('products/edge/personalization/bookmark/', [
        'create_bookmark',
        'get_bookmark',
        'list_bookmarks',
        'count_bookmarks',
        'remove_bookmark',
      ]),
      false,
    ),
    'products/edge/personalization/geo_location',
  ],
  playback: docs('products/edge/playback/', [
    'overview',
    'register_device',
    'playback_auth',
    'add_stream',
    'heartbeat',
    'remove_stream',
    'widevine_license',
    'fairplay_license',
  ]),
  startup: docs('products/edge/startup/', ['overview', 'get_remote_config', 'get_service_list']),
  user_management: [
    'products/edge/ums/overview',
    category(
      'Profiles',
      docs('products/edge/ums/profile/', ['create_profile', 'get_profile', 'list_profiles', 'delete_profile']),
      false,
    ),
    category(
      'Parental control',
      docs('products/edge/ums/parental/', ['get_parental_control', 'set_parental_control']),
      false,
    ),
  ],
  live: [
    'products/live/overview',
    category(
      'Onboarding',
      docs('products/live/onboarding/', ['onboard_channel', 'get_onboarding_status', 'update_channel']),
    ),
    category(
      'Channel datastore',
      docs('products/live/datastore/', [
        'create_channel',
        'get_channel',
        'list_channels',
        'update_channel',
        'delete_channel',
      ]),
    ),
    category(
      'EPG',
      docs('products/live/epg/', ['get_grid', 'get_channel_airing', 'get_program', 'search', 'update_airing']),
    ),
    category(
      'Live processor',
      docs('products/live/live_processor/', ['create_deployment', 'get_deployment_status', 'delete_deployment']),
    ),
    category(
      'Webhooks',
      docs('products/live/webhooks/', ['channel-onboarded', 'channel-onboarding-failed', 'epg-updated']),
    ),
  ],
  vod: [
    'products/vod/overview',
    category(
      'Encoding configuration',
      docs(enc, ['create_config', 'get_config', 'update_config', 'delete_config_by_Id']),
    ),
    category('Media asset management', [
      `${mam}overview`,
      mamGroup('Accounts', 'account', ['create', 'list', 'update']),
      mamGroup('Account paths', 'account_path', ['create', 'list', 'update']),
      mamGroup('Assets', 'asset', ['create', 'list', 'update']),
      mamGroup('Asset views', 'asset_view', ['list']),
      mamGroup('Workflows', 'workflow', ['create', 'list', 'update']),
      mamGroup('Workflow views', 'workflow_view', ['list']),
      mamGroup('Services', 'service', ['create', 'list', 'update']),
      mamGroup('Deliverers', 'deliverer', ['create', 'list', 'update']),
      mamGroup('Webhooks', 'webhooks', ['asset-ready', 'asset-deleted', 'encoding-started', 'encoding-failed']),
    ]),
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
