/**
 * The portal's domain vocabulary, declared once. Navbar, sidebars, landing
 * pages, code-tab group ids and catalogue validation all read from here.
 */

/** Player SDK platforms. `id` doubles as the docs folder and sidebar id. */
export const PLATFORMS = [
  {
    id: 'android',
    label: 'Android / AndroidTV',
    shortLabel: 'Android',
    language: 'kotlin',
    inSdkMenu: true,
    summary: 'Media3-based player for phones, tablets, Android TV and Google TV.',
  },
  {
    id: 'ios',
    label: 'iOS / tvOS',
    shortLabel: 'iOS',
    language: 'swift',
    inSdkMenu: true,
    summary: 'AVFoundation-based player for iPhone, iPad and Apple TV, with FairPlay and AirPlay.',
  },
  {
    id: 'web',
    label: 'Web / SmartTVs',
    shortLabel: 'Web',
    language: 'typescript',
    inSdkMenu: true,
    summary: 'MSE/EME player for desktop and mobile browsers, Tizen, webOS, PlayStation and set-top boxes.',
  },
  {
    id: 'roku',
    label: 'Roku',
    shortLabel: 'Roku',
    language: 'brightscript',
    inSdkMenu: true,
    summary: 'SceneGraph component library with RAF ad support and PlayReady / Widevine.',
  },
  {
    id: 'chromecast',
    label: 'Chromecast',
    shortLabel: 'Chromecast',
    language: 'typescript',
    inSdkMenu: true,
    summary: 'CAF custom receiver built on the FLP Web player, with Web, Android and iOS senders.',
  },
] as const;

export type Platform = (typeof PLATFORMS)[number];
export type PlatformId = Platform['id'];

/**
 * What readers type for a platform in a search (one or more words each): a query that names one
 * ranks that platform's pages first (plugins/search/engine.ts).
 */
export const PLATFORM_SEARCH_NAMES: Readonly<Record<PlatformId, readonly string[]>> = {
  android: ['android', 'androidtv', 'android tv', 'google tv', 'fire tv', 'exoplayer', 'media3'],
  ios: ['ios', 'tvos', 'ipados', 'iphone', 'ipad', 'apple tv', 'swift'],
  web: ['web', 'browser', 'browsers', 'smart tv', 'smart tvs', 'smarttv', 'smarttvs', 'tizen', 'webos', 'html5'],
  roku: ['roku', 'brightscript', 'scenegraph'],
  chromecast: ['chromecast', 'google cast', 'cast receiver', 'caf'],
};

/**
 * Docs sections: one sidebar each. `landingDocId` is the first page of the
 * sidebar, where links into the section land.
 */
export const SECTIONS = [
  {
    sidebarId: 'ios',
    label: 'iOS / tvOS player',
    landingDocId: 'products/player/ios/overview',
    description: 'Swift SDK for iPhone, iPad and Apple TV: FairPlay, AirPlay, picture in picture.',
  },
  {
    sidebarId: 'android',
    label: 'Android / AndroidTV player',
    landingDocId: 'products/player/android/overview',
    description: 'Kotlin SDK on Media3 for phones, tablets and Android TV, with Widevine and offline.',
  },
  {
    sidebarId: 'web',
    label: 'Web / SmartTVs player',
    landingDocId: 'products/player/web/overview',
    description: 'TypeScript SDK for browsers and Smart TVs, plus the platform layer for FLP services.',
  },
  {
    sidebarId: 'roku',
    label: 'Roku player',
    landingDocId: 'products/player/roku/overview',
    description: 'SceneGraph component with RAF ads, PlayReady and Widevine.',
  },
  {
    sidebarId: 'chromecast',
    label: 'Chromecast player',
    landingDocId: 'products/player/chromecast/overview',
    description: 'Custom CAF receiver on the FLP Web player, with Web, Android and iOS senders.',
  },
  {
    sidebarId: 'cms',
    label: 'Content management',
    landingDocId: 'products/cms/metadata-service/overview',
    description: 'Metadata service, storefronts, and the edge content gateway apps read them through.',
  },
  {
    sidebarId: 'datamodel',
    label: 'Data model',
    landingDocId: 'products/edge/data-model/live/live-channel',
    description: 'The content types apps receive: live channels, events, EPG, series and sport.',
  },
  {
    sidebarId: 'resizer',
    label: 'Image resizer',
    landingDocId: 'products/edge/image/overview',
    description: 'On-the-fly image resizing and format conversion for artwork.',
  },
  {
    sidebarId: 'personalization',
    description: 'Favourites, bookmarks (continue watching) and geo location per profile.',
    label: 'Personalization',
    landingDocId: 'products/edge/personalization/overview',
  },
  {
    sidebarId: 'playback',
    label: 'Playback and DRM',
    landingDocId: 'products/edge/playback/overview',
    description: 'Device registration, playback authorisation, DRM licences and stream concurrency.',
  },
  {
    sidebarId: 'startup',
    label: 'Startup configuration',
    landingDocId: 'products/edge/startup/overview',
    description: 'Remote configuration and service discovery for apps at launch.',
  },
  {
    sidebarId: 'user_management',
    description: 'Viewer profiles and parental controls.',
    label: 'User management',
    landingDocId: 'products/edge/ums/overview',
  },
  {
    sidebarId: 'live',
    label: 'Live channels and EPG',
    landingDocId: 'products/live/overview',
    description: 'Channel onboarding, the live datastore, EPG and live processor deployments.',
  },
  {
    sidebarId: 'vod',
    label: 'VOD encoding and assets',
    landingDocId: 'products/vod/overview',
    description: 'Encoding configurations and media asset management, from ingest to delivery.',
  },
  {
    sidebarId: 'api',
    label: 'API guides',
    landingDocId: 'api/doc1',
    description: 'Environments, authentication, errors, pagination, rate limits and versioning.',
  },
  {
    sidebarId: 'support',
    label: 'Support',
    landingDocId: 'support/s1',
    description: 'How to reach FLP support and what to send.',
  },
] as const;

export type Section = (typeof SECTIONS)[number];
export type SidebarId = Section['sidebarId'];

/**
 * The route of a current-version doc, from its id. It ignores a `slug`: the build holds every id the
 * site passes here to the docs plugin's route of that doc (plugins/shared/doc-routes.ts).
 */
export function docRoute(docId: string): string {
  return `/docs/${docId}`;
}

export function sectionRoute(sidebarId: SidebarId): string {
  const section = SECTIONS.find((s) => s.sidebarId === sidebarId);
  if (!section) throw new Error(`Unknown section "${sidebarId}"`);
  return docRoute(section.landingDocId);
}

/** The route of a page of a platform's docs folder: `('web', 'ads')` → `/docs/products/player/web/ads`. */
export function platformDocRoute(platform: string, page: string): string {
  return docRoute(`products/player/${platform}/${page}`);
}

export function platformOverviewRoute(id: PlatformId): string {
  return platformDocRoute(id, 'overview');
}

/**
 * Product landing pages (top-level routes). Each groups the sections a
 * customer of that product integrates.
 */
export const PRODUCTS = [
  {
    slug: 'E2EVideo',
    name: 'FLP End-to-End Video',
    tagline: 'The whole platform: ingest, encode, manage, personalise and play, on every screen.',
    sections: ['vod', 'live', 'cms', 'playback', 'personalization', 'user_management', 'startup', 'web'],
  },
  {
    slug: 'CMS',
    name: 'FLP Content Management',
    tagline: 'Metadata, storefronts and the edge content gateway that apps read them through.',
    sections: ['cms', 'datamodel', 'resizer'],
  },
  {
    slug: 'LIVE',
    name: 'FLP Live',
    tagline: 'Linear channels, live events and the electronic programme guide.',
    sections: ['live', 'datamodel', 'playback'],
  },
  {
    slug: 'VOD',
    name: 'FLP VOD',
    tagline: 'Encoding configurations, media asset management and delivery of on-demand titles.',
    sections: ['vod', 'cms', 'playback'],
  },
  {
    slug: 'ott-lite',
    name: 'FLP OTT Lite',
    tagline: 'Player SDKs with startup configuration and DRM playback, for services that bring their own CMS.',
    sections: ['startup', 'playback', 'web', 'android', 'ios', 'roku'],
  },
] as const satisfies readonly { slug: string; name: string; tagline: string; sections: readonly SidebarId[] }[];

export type Product = (typeof PRODUCTS)[number];

/** External company pages linked from the footer. */
export const COMPANY_LINKS = {
  solutions: 'https://www.flp.video/solutions',
  products: 'https://www.flp.video/products',
  architecture: 'https://www.flp.video/architecture-matters',
  about: 'https://www.flp.video/about',
  careers: 'https://www.flp.video/careers',
  contact: 'https://www.flp.video/contact',
  blog: 'https://www.flp.video/blog',
} as const;

// Tabs' groups and the language query parameter live in a module of their own, so that a page
// with tabs does not load the whole registry (src/theme/Tabs imports it directly).
export { TAB_GROUPS, LANGUAGE_QUERY_PARAM } from './tabGroups';
