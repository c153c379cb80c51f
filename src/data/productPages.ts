import type { Product } from './registry';

export interface FlowStep {
  text: string;
  /** Current-version doc id the step links to. */
  docId: string;
}

export interface Flow {
  title: string;
  steps: readonly FlowStep[];
}

export interface ProductPage {
  /** What the product is, for whom: two or three sentences. */
  intro: readonly string[];
  flows: readonly Flow[];
}

const s = (text: string, docId: string): FlowStep => ({ text, docId });

export const PRODUCT_PAGES: Record<Product['slug'], ProductPage> = {
  E2EVideo: {
    intro: [
      'FLP End-to-End Video runs a streaming service from the encoder to the screen: encoding and media asset management for on-demand titles, live channels with their programme guide, a metadata CMS with storefronts, and player SDKs that play it all with DRM on phones, browsers, Smart TVs, Roku and Chromecast.',
      'Every service speaks the same conventions (bearer tokens from the flp realm, problem-details errors, one filter and sort syntax, and pages: cursors on the Media API 3 services, page numbers on the legacy encoding and MAM APIs), so what you learn integrating one applies to the next.',
    ],
    flows: [
      {
        title: 'Publish an on-demand title',
        steps: [
          s('Define how titles are encoded with an encoding configuration.', 'products/vod/enc/create_config'),
          s('Register the source file as an asset in media asset management.', 'products/vod/mam/asset/create'),
          s('Describe the title in the metadata service.', 'products/cms/metadata-service/create'),
          s('Place it on a storefront so apps show it.', 'products/cms/storefront/update'),
        ],
      },
      {
        title: 'Play it in an app',
        steps: [
          s('Load the app configuration at start-up.', 'products/edge/startup/get_remote_config'),
          s('Authorise playback and get the stream and DRM details.', 'products/edge/playback/playback_auth'),
          s('Hand them to the player SDK of your platform.', 'products/player/web/basic-playback'),
        ],
      },
      {
        title: 'Keep viewers coming back',
        steps: [
          s('Give each household member a profile.', 'products/edge/ums/profile/create_profile'),
          s('Save progress for continue-watching rows.', 'products/edge/personalization/bookmark/create_bookmark'),
          s('Let viewers keep favourites.', 'products/edge/personalization/favorite/create_favorite'),
        ],
      },
    ],
  },
  CMS: {
    intro: [
      'FLP Content Management is where editors and ingest pipelines describe content: series, seasons, episodes and sport (events, shows, clips, highlights), each a versioned metadata item validated against its content-type schema.',
      'Storefronts arrange that content into the tabs and containers of an app home screen. Apps never read the CMS directly: they read published content through the edge content gateway and the facade, which localise, filter by device and region, and cache.',
    ],
    flows: [
      {
        title: 'Model and publish content',
        steps: [
          s(
            'Read the content-type schema to know the required fields.',
            'products/cms/metadata-service/retrieve_schema',
          ),
          s('Create the metadata item.', 'products/cms/metadata-service/create'),
          s('Update it; every update is a new version.', 'products/cms/metadata-service/update'),
          s('Inspect or roll back through its versions.', 'products/cms/metadata-service/get_versions'),
        ],
      },
      {
        title: 'Build a home screen',
        steps: [
          s('Create a storefront with its tabs and containers.', 'products/cms/storefront/create'),
          s('Check what a device in a region will see.', 'products/cms/storefront/filter_based_on_policy'),
          s('Render it in the app in one call.', 'products/edge/cms/facade/browse_storefront'),
        ],
      },
      {
        title: 'Read content in apps',
        steps: [
          s('Fetch a title for its detail page.', 'products/edge/cms/content_gateway/get_content_by_id'),
          s('List the episodes of a season.', 'products/edge/cms/content_gateway/get_episodes'),
          s('Search the catalogue.', 'products/edge/cms/content_gateway/search'),
          s('Resize artwork for the screen.', 'products/edge/image/resize_image'),
        ],
      },
    ],
  },
  LIVE: {
    intro: [
      'FLP Live turns contribution feeds into linear channels and live events: a channel is onboarded once, the live processor packages it for HLS and DASH with DRM, and the electronic programme guide (EPG) tells apps what is on.',
      'Apps read channels and schedules from the live service and events from the content gateway, and play them with the same player SDKs and playback service as on-demand content.',
    ],
    flows: [
      {
        title: 'Onboard a channel',
        steps: [
          s('Start onboarding with the channel sources and EPG feed.', 'products/live/onboarding/onboard_channel'),
          s('Follow the onboarding until the channel is live.', 'products/live/onboarding/get_onboarding_status'),
          s('Watch the processor deployment health.', 'products/live/live_processor/get_deployment_status'),
        ],
      },
      {
        title: 'Run the programme guide',
        steps: [
          s('Read the grid of what airs when.', 'products/live/epg/get_grid'),
          s('Correct a late-running programme.', 'products/live/epg/update_airing'),
          s('Know the EPG data model apps receive.', 'products/edge/data-model/live/epg-schedule'),
        ],
      },
      {
        title: 'Play live in apps',
        steps: [
          s('Authorise the channel for playback.', 'products/edge/playback/playback_auth'),
          s('Play it with live and EPG support in the Web platform layer.', 'products/player/web/platform-live'),
        ],
      },
    ],
  },
  VOD: {
    intro: [
      'FLP VOD takes mezzanine files to playable, protected renditions: encoding configurations define ladders, codecs, packaging and DRM; media asset management (MAM) tracks every asset through ingest, workflows, services and delivery.',
      'Encoding and MAM belong to the legacy media API and keep its conventions; published titles reach apps through the CMS and the playback service.',
    ],
    flows: [
      {
        title: 'Set up encoding',
        steps: [
          s('Create an encoding configuration with your ladder and DRM.', 'products/vod/enc/create_config'),
          s('Review configurations by name.', 'products/vod/enc/get_config'),
        ],
      },
      {
        title: 'Ingest and deliver an asset',
        steps: [
          s('Create the account that owns the assets.', 'products/vod/mam/account/create'),
          s('Register the asset.', 'products/vod/mam/asset/create'),
          s('Run it through a workflow.', 'products/vod/mam/workflow/create'),
          s('Deliver the renditions to their destination.', 'products/vod/mam/deliverer/create'),
        ],
      },
      {
        title: 'Publish to apps',
        steps: [
          s('Describe the title in the metadata service.', 'products/cms/metadata-service/create'),
          s('Authorise playback for viewers.', 'products/edge/playback/playback_auth'),
        ],
      },
    ],
  },
  'ott-lite': {
    intro: [
      'FLP OTT Lite is the player side of the platform for services that already have a CMS: the player SDKs, remote configuration, device registration, DRM licences and stream concurrency, without the content and encoding services.',
      'Your CMS keeps the catalogue; each title FLP protects is registered with FLP by its id (`mi_...`), which playback authorisation checks against the viewer’s plan before it issues DRM licences and enforces your concurrency rules on every screen.',
    ],
    flows: [
      {
        title: 'Start the app',
        steps: [
          s('Discover the service URLs for the region.', 'products/edge/startup/get_service_list'),
          s('Load the remote configuration.', 'products/edge/startup/get_remote_config'),
        ],
      },
      {
        title: 'Play protected content',
        steps: [
          s('Register the device once.', 'products/edge/playback/register_device'),
          s('Authorise playback.', 'products/edge/playback/playback_auth'),
          s('Let the player fetch a Widevine licence.', 'products/edge/playback/widevine_license'),
          s('Keep the stream session alive with heartbeats.', 'products/edge/playback/heartbeat'),
        ],
      },
      {
        title: 'Integrate a player SDK',
        steps: [
          s('Add the Web player to your app.', 'products/player/web/setup'),
          s('Or the Android player.', 'products/player/android/setup'),
          s('Or the iOS player.', 'products/player/ios/setup'),
        ],
      },
    ],
  },
};
