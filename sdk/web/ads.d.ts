/**
 * Ads integration packages of the FLP Web / Smart TV SDK, 7.4.0. Each one is an `AdsPlugin` of
 * `@flp/player`, installed through `PlayerConfig.ads.plugins`, and reports ads through the
 * player's own events (`adBreakStart`, `adStart`, `adEnd`, `adBreakEnd`, `adError`).
 * The built-in VAST 4 / VMAP client (`PlayerConfig.ads.schedule`) needs no package.
 */

/** Client-side ads through the Google IMA HTML5 SDK (loaded on demand). */
declare module '@flp/player-ima' {
  import type { AdsPlugin } from '@flp/player';

  export interface ImaPluginOptions {
    /** VAST or VMAP ad tag for every source; `ads.schedule` is not needed with IMA. */
    adTagUrl: string;
    /** Key-values appended to the ad tag (`cust_params` is encoded for you). */
    adTagParameters?: Record<string, string>;
    /** UI language of the IMA ad UI (ISO 639-1). Default: the page language. */
    locale?: string;
    /** Milliseconds IMA waits for a VAST response. Default `8000`. */
    vastLoadTimeout?: number;
    /** Load the IMA SDK from Google on first use. Default `true`; `false` when the page already loaded it. */
    loadSdk?: boolean;
  }

  export interface ImaPlugin extends AdsPlugin {
    readonly name: 'ima';
    /** Replaces the ad tag for the next `load()`, e.g. per title. */
    setAdTagUrl(adTagUrl: string, adTagParameters?: Record<string, string>): void;
  }

  export function createImaPlugin(options: ImaPluginOptions): ImaPlugin;
}

/** Google Ad Manager Dynamic Ad Insertion (server-side stitched streams) for live and VOD. */
declare module '@flp/player-dai' {
  import type { AdsPlugin, Source } from '@flp/player';

  /** A live stream configured in Google Ad Manager, identified by its asset key. */
  export interface DaiLiveStreamRequest {
    kind: 'live';
    assetKey: string;
  }

  /** A VOD stream: the content source id of Ad Manager and the video id of your CMS. */
  export interface DaiVodStreamRequest {
    kind: 'vod';
    contentSourceId: string;
    videoId: string;
  }

  export type DaiStreamRequest = (DaiLiveStreamRequest | DaiVodStreamRequest) & {
    /** Ad Manager network code, e.g. `"21775744923"`. */
    networkCode: string;
    /** Stream format to request; default the type of the base source. */
    format?: 'hls' | 'dash';
    /** Ad Manager API key, when the stream requires authenticated requests. */
    apiKey?: string;
    /** Key-values for targeting; a PAL nonce goes in `givn`. */
    adTagParameters?: Record<string, string>;
  };

  export interface DaiPluginOptions {
    /** Load the IMA DAI SDK from Google on first use. Default `true`. */
    loadSdk?: boolean;
    /** Snap back to the start of a skipped break when the viewer seeks past it (VOD). Default `true`. */
    playSkippedBreaks?: boolean;
  }

  export interface DaiPlugin extends AdsPlugin {
    readonly name: 'dai';
    /**
     * Requests a stitched stream and resolves with a source to load: the DAI stream URL, with the
     * DRM, metadata and start position of `base` kept.
     */
    requestStream(request: DaiStreamRequest, base?: Source): Promise<Source>;
    /** VOD: content time (without ads) of a stream time (with ads). Use it for bookmarks. */
    contentTimeForStreamTime(streamTime: number): number;
    /** VOD: stream time of a content time, to seek or to start from a bookmark. */
    streamTimeForContentTime(contentTime: number): number;
  }

  export function createDaiPlugin(options?: DaiPluginOptions): DaiPlugin;
}

/** Google Programmatic Access Library: a nonce per playback for programmatic demand. */
declare module '@flp/player-pal' {
  import type { AdsPlugin } from '@flp/player';

  export interface PalNonceRequest {
    /** Description URL of the content page, e.g. `"https://www.example.com/watch/mi_01J8XK2P0Q"`. */
    descriptionUrl: string;
    /** Player width and height in CSS pixels. */
    playerWidth: number;
    playerHeight: number;
    /** The viewer's publisher-provided id, when you have consent for it. */
    ppid?: string;
    /** Whether the ad will start muted. Default `false`. */
    willAdPlayMuted?: boolean;
    /** Whether playback starts without a user gesture. Default `false`. */
    willAdAutoPlay?: boolean;
    /** Continuous playback (next episode without a click). Default `false`. */
    continuousPlayback?: boolean;
  }

  export interface PalPluginOptions {
    /** Consent to use storage (TCF purpose 1 or your own CMP). Without it PAL makes a limited-ads nonce. */
    allowStorage: boolean;
    /** Load the PAL SDK from Google on first use. Default `true`; `false` when the page already loaded it. */
    loadSdk?: boolean;
  }

  export interface PalNonce {
    /** The nonce string: `givn` for DAI, `paln` in a VAST tag. */
    readonly value: string;
    /** RFC 3339; generate a new nonce after this time. Nonces last 6 hours. */
    readonly expiresAt: string;
  }

  export interface PalPlugin extends AdsPlugin {
    readonly name: 'pal';
    /**
     * Generates a nonce for the next playback. The plugin reports playback start, end, clicks and
     * touches of that playback to PAL itself.
     */
    generateNonce(request: PalNonceRequest): Promise<PalNonce>;
  }

  export function createPalPlugin(options: PalPluginOptions): PalPlugin;
}

/** Yospace server-side ad insertion: session set-up, ad tracking and ad break policy. */
declare module '@flp/player-yospace' {
  import type { AdsPlugin, Source } from '@flp/player';

  export type YospaceStreamKind = 'live' | 'vod' | 'dvrlive';

  export interface YospacePluginOptions {
    /** Allow the viewer to seek past unwatched ad breaks (VOD and DVR). Default `false`. */
    allowSkipUnwatchedBreaks?: boolean;
    /** Seconds of a watched break after which it is not played again on seek back. Default: always skip watched breaks. */
    watchedBreakGrace?: number;
    /** Yospace SDK debug flags; never in production. */
    debug?: boolean;
  }

  export interface YospaceSessionOptions {
    kind: YospaceStreamKind;
    /** Query parameters appended to the session request, passed to your ad server. */
    adParameters?: Record<string, string>;
  }

  export interface YospacePlugin extends AdsPlugin {
    readonly name: 'yospace';
    /**
     * Opens a Yospace session for the Yospace CSM URL in `source.url` and resolves with the
     * session's playback source. Rejects with `E-7101` when the session cannot be created; play
     * `source` unchanged then: the stream Yospace stitches for every viewer, with no break reported
     * and no client-side beacon sent.
     */
    createSession(source: Source, options: YospaceSessionOptions): Promise<Source>;
  }

  export function createYospacePlugin(options?: YospacePluginOptions): YospacePlugin;
}

/** AWS Elemental MediaTailor: session initialisation and client-side or server-side reporting. */
declare module '@flp/player-mediatailor' {
  import type { AdsPlugin, Source } from '@flp/player';

  export interface MediaTailorPluginOptions {
    /**
     * `client`: the plugin polls the session's tracking URL and fires beacons; `server`: MediaTailor
     * fires them and the plugin only reports breaks to the player. Default `"client"`.
     */
    reportingMode?: 'client' | 'server';
    /** Seconds between tracking URL polls for live. Default: the target duration. */
    trackingPollInterval?: number;
  }

  export interface MediaTailorSessionOptions {
    /** Values for the `player_params.*` and dynamic variables of your ad decision server URL. */
    adsParams?: Record<string, string>;
  }

  export interface MediaTailorSession {
    /** The source to load: the session manifest URL, DRM and metadata of the base source kept. */
    source: Source;
    /** The session's tracking URL (client-side reporting). */
    trackingUrl: string;
  }

  export interface MediaTailorPlugin extends AdsPlugin {
    readonly name: 'mediatailor';
    /**
     * Initialises a MediaTailor session from a session initialisation prefix URL in `source.url`
     * (`.../v1/session/...`). Rejects with `E-7201` when the initialisation fails.
     */
    createSession(source: Source, options?: MediaTailorSessionOptions): Promise<MediaTailorSession>;
  }

  export function createMediaTailorPlugin(options?: MediaTailorPluginOptions): MediaTailorPlugin;
}
