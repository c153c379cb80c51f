/**
 * Public surface of `@flp/platform` 7.4.0, the platform layer of the FLP Web / Smart TV SDK.
 *
 * The platform layer talks to the FLP edge services (startup, playback, personalization) and the
 * live API's channel and EPG reads on the viewer's behalf and hands the player ready-to-load sources. Every method names, in its
 * comment, the edge API operation it calls; the operation pages carry the wire contract.
 * Shared names and semantics follow sdk/README.md and api/README.md.
 */
declare module '@flp/platform' {
  import type { FlpError, LogLevel, Player, PlayerConfig, Source, SourceType, DrmSystem } from '@flp/player';
  import type { CastContentRequest, CastSender } from '@flp/cast-sender';

  /** Semantic version of the package, e.g. `"7.4.0"`. Always the same as `@flp/player`. */
  export const version: string;

  /**
   * Creates the platform layer: reads the service list (`get_service_list`) and the remote
   * configuration (`get_remote_config`) of your tenant, restores the device id from storage and,
   * when none is stored and a viewer is signed in, registers the device (`register_device`).
   * Rejects with an {@link FlpError}: `E-9110` unknown tenant, `E-1030` the edge services unreachable
   * at startup (after retries).
   * Create one platform per app and share it between players.
   */
  export function createPlatform(config: PlatformConfig): Promise<Platform>;

  /**
   * Describes the current device from the user agent and the runtime (Tizen, webOS, PlayStation,
   * WebMAF). `appVersion` is your app's version, sent with `register_device`.
   */
  export function detectDevice(appVersion: string): DeviceInfo;

  /**
   * The concurrency details of an `E-5002` (with the open streams), raised by `add_stream` or by
   * `playback_auth` (the API's `E-5101`), or `null` for any other value. Use it in a `catch` around
   * {@link PlaybackService.authorize}.
   */
  export function getConcurrencyInfo(error: unknown): ConcurrencyInfo | null;

  // ---------------------------------------------------------------------------
  // Configuration
  // ---------------------------------------------------------------------------

  /** FLP environments: `https://api.flp.video` and `https://api.sandbox.flp.video`. */
  export type Environment = 'production' | 'sandbox';

  export interface PlatformConfig {
    /** Your tenant id from the control panel, e.g. `"acme"`. Required. */
    tenant: string;
    /** Default `"production"`. `apiBaseUrl` wins when both are set. */
    environment?: Environment;
    /** API base URL, for a proxy in front of the FLP APIs. Default from `environment`. */
    apiBaseUrl?: string;
    /**
     * Returns the viewer's access token (Keycloak realm `flp`), or `null` for an anonymous viewer.
     * Called before every edge call made with the viewer's access token (not the heartbeats, which
     * carry the playback token); called again with `forceRefresh: true` once after a `401` (the
     * API's `E-8002`), before the call fails with `E-8001`.
     */
    getAccessToken: (context: { forceRefresh: boolean }) => Promise<string | null>;
    /** The device, sent with `register_device`. Default: `detectDevice("0.0.0")`. */
    device?: DeviceInfo;
    /** The viewer profile (`pr_...`) for personalization and playback. Change it with `setProfile`. */
    profileId?: string;
    /** `Accept-Language` of every edge call (BCP 47). Default: `navigator.language`. */
    locale?: string;
    /** Where the device id is kept. Default: `localStorage`. */
    storage?: PlatformStorage;
    /** Timeout of each edge call in milliseconds. Default `10000`. */
    requestTimeout?: number;
    /** Console log level. Default `"warn"`. */
    logLevel?: LogLevel;
    /** Extensions, set up in order when the platform is created. */
    extensions?: PlatformExtension[];
  }

  /** The subset of the Web Storage API the platform needs. */
  export interface PlatformStorage {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
    removeItem(key: string): void;
  }

  export type DevicePlatform = 'web' | 'tizen' | 'webos' | 'ps5' | 'webmaf' | 'stb';
  export type DeviceFormFactor = 'desktop' | 'mobile' | 'tablet' | 'tv' | 'console';

  export interface DeviceInfo {
    platform: DevicePlatform;
    /**
     * Left out, the service takes the one `platform` implies (`desktop` for `web`, `tv` for `tizen`,
     * `webos` and `stb`, `console` for `ps5` and `webmaf`); `detectDevice` always sets it.
     */
    formFactor?: DeviceFormFactor;
    /** Your app's version, e.g. `"3.2.0"`. */
    appVersion: string;
    /** Shown to the viewer in the device list and concurrency prompts, e.g. `"Chrome on macOS"`. */
    name?: string;
    manufacturer?: string;
    model?: string;
    osVersion?: string;
  }

  // ---------------------------------------------------------------------------
  // Platform
  // ---------------------------------------------------------------------------

  export interface Platform {
    readonly config: Readonly<PlatformConfig>;
    /** The device id (`dv_...`) from `register_device`; `null` until the device is registered. */
    readonly deviceId: string | null;
    /** The current profile id, `null` when none is set. */
    readonly profileId: string | null;
    readonly startup: StartupService;
    readonly playback: PlaybackService;
    readonly personalization: PersonalizationService;
    readonly live: LiveService;
    readonly chromecast: ChromecastHelpers;
    /** Switches the profile: later personalization and playback calls use it. */
    setProfile(profileId: string | null): void;
    /** Adds an extension after creation. Rejects when one with the same `name` is installed. */
    use(extension: PlatformExtension): Promise<void>;
    on<K extends keyof PlatformEventMap>(type: K, listener: (event: PlatformEventMap[K]) => void): () => void;
    off<K extends keyof PlatformEventMap>(type: K, listener: (event: PlatformEventMap[K]) => void): void;
    /** Ends open stream sessions (`remove_stream`), stops heartbeats and tears extensions down. */
    destroy(): Promise<void>;
  }

  export interface PlatformEventMap {
    /** `register_device` succeeded (first launch, or after the device was removed). */
    deviceRegistered: { deviceId: string };
    /** The remote configuration changed after a refresh. */
    remoteConfigChange: { config: RemoteConfig };
    /** Every edge call, after it completes. For logging and metrics. */
    request: { operation: EdgeOperation; status: number; duration: number };
    /** An edge call failed after retries. The same error also rejects the call's promise. */
    error: { error: FlpError; operation: EdgeOperation };
  }

  /**
   * API operations the platform layer calls, by their API reference names. The licence operations are
   * the player's (`widevine_license`, `playready_license`, `fairplay_license`): they never reach an
   * extension's `onRequest` or the `request` event. Their members below are deprecated, kept for type
   * compatibility within 7.x and removed in 8.0.
   */
  export type EdgeOperation =
    | 'get_remote_config'
    | 'get_service_list'
    | 'register_device'
    | 'playback_auth'
    | 'add_stream'
    | 'heartbeat'
    | 'remove_stream'
    /**
     * @deprecated Since 7.4.0. Never reported by the platform layer: licence requests go from the
     * player to the playback service's licence endpoints. Kept so that code naming them still
     * compiles; removed in 8.0.
     */
    | 'widevine_license'
    /** @deprecated Since 7.4.0. Never reported by the platform layer; removed in 8.0. */
    | 'playready_license'
    /** @deprecated Since 7.4.0. Never reported by the platform layer; removed in 8.0. */
    | 'fairplay_license'
    | 'create_bookmark'
    | 'get_bookmark'
    | 'list_bookmarks'
    | 'count_bookmarks'
    | 'remove_bookmark'
    | 'create_favorite'
    | 'get_favorite'
    | 'list_favorites'
    | 'count_favorites'
    | 'remove_favorite'
    | 'list_channels'
    | 'get_channel'
    | 'get_grid'
    | 'get_channel_airing'
    | 'get_program';

  /** A page of a cursor-paginated list, as the v3 APIs return it. */
  export interface Page<T> {
    items: T[];
    /** Absent on the last page. */
    nextCursor?: string;
  }

  export interface ListOptions {
    /** Default 20, maximum 100. */
    limit?: number;
    cursor?: string;
  }

  // ---------------------------------------------------------------------------
  // Startup
  // ---------------------------------------------------------------------------

  export interface StartupService {
    /**
     * `get_remote_config`. Resolves from the copy read at creation unless `refresh` is true.
     * Anonymous calls are allowed.
     */
    getRemoteConfig(options?: { refresh?: boolean }): Promise<RemoteConfig>;
    /** `get_service_list`. Resolves from the copy read at creation unless `refresh` is true. */
    getServiceList(options?: { refresh?: boolean }): Promise<ServiceList>;
  }

  export interface RemoteConfig {
    /** Changes with every published configuration, e.g. `"2026-03-02T10:15:00Z#41"`. */
    configVersion: string;
    /** Below this app version, show a forced-update screen. */
    minimumAppVersion: string | null;
    /** Feature flags set in the control panel. */
    features: Record<string, boolean>;
    /** Player defaults from the control panel, to spread into `PlayerConfig`; `{}` when the service sends none. */
    playerDefaults: Partial<Omit<PlayerConfig, 'licenseKey' | 'ads' | 'analytics'>>;
    /** Seconds between heartbeats when `playback_auth` does not say otherwise. Default 30. */
    heartbeatInterval: number;
    /** Seconds a paused stream keeps its concurrency slot before it is released. Default 900. */
    pausedSessionTimeout: number;
    /** Seconds of playback between automatic bookmark saves. Default 30. */
    bookmarkInterval: number;
    /**
     * Key systems in order of preference for this platform (`playback.preferredDrmSystems`): the
     * default order of {@link AuthorizeOptions.drmSystems}, filtered to what the device reports.
     * The layer keeps the list's order, so it should put `playready` before `widevine`, e.g.
     * `['playready', 'widevine', 'fairplay']`: PlayReady then comes first wherever the device has it.
     */
    preferredDrmSystems: DrmSystem[];
    /** Your own values, as set in the control panel; `{}` when the service sends none. */
    values: Record<string, string | number | boolean>;
  }

  export type ServiceName =
    'content' | 'facade' | 'images' | 'personalization' | 'playback' | 'startup' | 'ums' | 'live';

  export interface ServiceEndpoint {
    name: ServiceName;
    /** e.g. `"https://api.flp.video/playback/v3"`. */
    baseUrl: string;
    /** API major, e.g. `3`. */
    version: number;
  }

  export interface ServiceList {
    services: ServiceEndpoint[];
    /** The endpoint of one service; throws `E-9111` when the tenant does not have it. */
    get(name: ServiceName): ServiceEndpoint;
  }

  // ---------------------------------------------------------------------------
  // Playback
  // ---------------------------------------------------------------------------

  export interface PlaybackService {
    /**
     * `register_device`. Registers this device and stores its id; called automatically by
     * {@link authorize} when no id is stored. Rejects with `E-5010` when the account's device
     * limit is reached.
     */
    registerDevice(options?: { name?: string }): Promise<DeviceRegistration>;
    /**
     * `playback_auth`, then `add_stream` unless `openSession` is false. Checks the entitlement,
     * picks the format and key system this device plays, and resolves with a source whose DRM
     * configuration points at the playback service's licence endpoints (`widevine_license`,
     * `playready_license`, `fairplay_license`). Rejects with an {@link FlpError}: `E-5001` not entitled, `E-5002`
     * concurrent stream limit reached, `E-6001` geo-blocked, `E-6002` parental PIN required,
     * `E-8001` not signed in. The playback API's own codes for the stream limit and the PIN
     * (`E-5101`, `E-6101`) are reported as `E-5002` and `E-6002`, as on every platform.
     */
    authorize(contentId: string, options?: AuthorizeOptions): Promise<AuthorizedSource>;
    /**
     * Follows `player`: the stream session of each authorised source it loads gets heartbeats
     * (`heartbeat`, sent with the playback token) while it is open, paused included, and is closed
     * (`remove_stream`) when playback ends, another source is loaded or the player is destroyed.
     * While the stream session is open, playing or paused, from the load on, it authorises again 60 s
     * before the playback token's `expiresAt` (`playback_auth`) and hands the new token to the
     * player's licence requests and to the heartbeats, so token renewals need nothing from the app.
     * The source is not renewed: its signed CDN URL is valid for 24 hours from the authorisation, so
     * a session still running 24 hours after its authorisation ends with `E-1011` (fatal) at the
     * CDN's next refusal, and the app authorises again and loads the new source (at the last
     * position for VOD, at the live edge for live). A
     * session is not tied to the token it was opened with: a new playback token for the same account,
     * device and content carries on the sessions that are open, so heartbeats go on without a new
     * `add_stream`, and this renewal is not a new stream (never the API's `E-5101`). The renewal stops
     * when the session is released after a pause longer than `pausedSessionTimeout`; `play()` then
     * first authorises again if the token has expired, and reopens the session with `add_stream`
     * (never `E-9101`). `E-4021` reaches the app in three cases: that authorisation failed, the
     * source was loaded after its token expired (authorise right before `load()`), or the app makes
     * its own licence requests, a `prepareLicenseRequest` that replaces or drops the layer's playback
     * token included (one that drops `X-FLP-Device-Id` gets the API's `400` `E-8020`, which the player reports as `E-4011`). VOD bookmarks are saved
     * (`create_bookmark`) unless `bookmarks` is false. Attach once, right after `createPlayer`;
     * attaching the same player twice throws `E-9103`.
     */
    attach(player: Player, options?: AttachOptions): SessionController;
    /** `remove_stream` for any session of the account, e.g. one listed in {@link ConcurrencyInfo}. */
    removeStream(streamSessionId: string): Promise<void>;
  }

  export interface DeviceRegistration {
    /** `dv_...`, sent as `X-FLP-Device-Id` with every edge call. */
    deviceId: string;
    /** RFC 3339. */
    registeredAt: string;
    /** Devices registered on the account, this one included. */
    registeredDevices: number;
    maxDevices: number;
  }

  export interface AuthorizeOptions {
    /** Profile for this playback; default the platform's current profile. */
    profileId?: string;
    /** Streaming format; default the first one this device plays, DASH before HLS (HLS on Safari). */
    format?: Exclude<SourceType, 'mp4'>;
    /**
     * Key systems in order of preference, sent to `playback_auth`: only key systems the device has
     * (`getCapabilities().drm`), for the requested format. DASH: `playready` first whenever the
     * device has PlayReady (Edge, Smart TVs: Tizen, webOS, VIDAA, and consoles), then `widevine`
     * where the device has it; otherwise `widevine` alone (Chrome, Firefox). HLS on Safari:
     * `fairplay`. Default: the remote configuration's `preferredDrmSystems` of that format,
     * filtered to the key systems `getCapabilities()` reports (on consoles, `playready` alone);
     * when it names none of them, the key systems of `getCapabilities()` in its order. The layer
     * filters `preferredDrmSystems` in its own order and never reorders it, so the remote
     * configuration should put `playready` before `widevine`. Where the device has PlayReady, pass
     * `['playready', 'widevine']` (`['playready']` without Widevine) unless `preferredDrmSystems`
     * already puts `playready` first.
     */
    drmSystems?: DrmSystem[];
    /**
     * Start from the profile's bookmark, as `playback_auth` does when no start position is sent (the
     * beginning when there is none or it is completed). Default `true`; `false` starts from the
     * beginning (sends `startPosition: 0`).
     */
    resume?: boolean;
    /** Start position in seconds, sent to `playback_auth`; wins over `resume`. For live, a negative offset from the live edge. */
    startPosition?: number;
    /** Live: play the current airing, or the live event, from its beginning (the channel or the event must allow start-over). */
    startOver?: boolean;
    /**
     * Multi-camera events: the camera angle to play; default the event's main angle. On an angle
     * switch the layer closes the old angle's stream session with `remove_stream` before it opens
     * the new angle's with `add_stream`, so a viewer at the stream limit can still switch.
     */
    angleId?: string;
    /** Parental PIN, when a previous attempt failed with `E-6002`. */
    parentalPin?: string;
    /** Open the stream session (`add_stream`) now. Default `true`; `false` for previews and trailers. */
    openSession?: boolean;
    /** Key-values passed to the ad decision server, e.g. `{ "ppid": "..." }`. */
    adParameters?: Record<string, string>;
    signal?: AbortSignal;
  }

  /** A `Source` of `@flp/player`, ready for `player.load`, plus what `playback_auth` returned. */
  export type AuthorizedSource = Source & { readonly authorization: PlaybackAuthorization };

  export type StreamKind = 'vod' | 'live' | 'event';

  export interface PlaybackAuthorization {
    contentId: string;
    kind: StreamKind;
    /** Short-lived token sent to the licence endpoints and with each heartbeat as `Authorization: Bearer ...`. */
    playbackToken: string;
    /**
     * RFC 3339, when `playbackToken` expires. While the stream session of the attached player
     * ({@link PlaybackService.attach}) is open, playing or paused, from the load on, the platform
     * layer authorises again 60 s before it; a source loaded after this
     * time is refused with `E-4021` (authorise right before `load()`), and a source loaded without
     * `attach` needs a new `authorize` after this time.
     */
    expiresAt: string;
    /**
     * The key system the player should use: the first entry of the source's `drm`, which lists the
     * key systems of `drmSystems` the title is packaged for, in that order. `null` for clear content.
     */
    drmSystem: DrmSystem | null;
    /** The stream session opened with `add_stream`, `null` when `openSession` was false. */
    streamSession: StreamSession | null;
    /** Concurrent streams the viewer's plan allows. */
    maxConcurrentStreams: number;
    /** Seconds between heartbeats for this stream. */
    heartbeatInterval: number;
    /** The bookmark `startPosition` comes from (`playback_auth`'s `bookmark`); `null` when there is none, it is completed or a start position was sent. */
    bookmark: Bookmark | null;
    /** Multi-camera events: every angle, the played one flagged `active`. Empty otherwise. */
    cameraAngles: CameraAngle[];
    /**
     * Server-side ads, `null` without SSAI. With Yospace and MediaTailor the stream URL is the
     * provider's session initialisation URL: the player's plugin opens the session (`createSession()`).
     */
    adSession: AdSessionInfo | null;
    /**
     * Interactive live events with WebRTC delivery: the WHEP endpoint for `@flp/player-webrtc`.
     * The source itself is then the low-latency HLS fallback. `null` otherwise.
     */
    webrtc: WebRtcEndpoint | null;
  }

  export interface WebRtcEndpoint {
    /** WHEP endpoint URL. */
    whepUrl: string;
    /**
     * Bearer token for the WHEP request; valid until `expiresAt` of the authorisation or until the
     * WebRTC player that used it stops (`destroy()` or an `error`), whichever comes first: it is
     * bound to the authorisation's stream session. The player's reconnections keep it.
     */
    token: string;
  }

  export interface CameraAngle {
    /** e.g. `"main"`, `"onboard-44"`, `"pitlane"`. */
    id: string;
    label: string;
    thumbnailUrl: string | null;
    active: boolean;
  }

  export interface AdSessionInfo {
    provider: 'google-dai' | 'yospace' | 'mediatailor';
    /** The ad session id to quote to support: the provider's for Google DAI, FLP's for Yospace and MediaTailor. */
    sessionId: string;
    /** Where client-side beacons go when the playback service opened the session; `null` for Yospace and MediaTailor (`createSession()` returns it). */
    trackingUrl: string | null;
  }

  export interface StreamSession {
    /** `ss_...`. */
    id: string;
    contentId: string;
    /** RFC 3339. */
    startedAt: string;
    /** RFC 3339, `null` before the first heartbeat. */
    lastHeartbeatAt: string | null;
  }

  export interface AttachOptions {
    /** Save bookmarks while playing (`create_bookmark`) for VOD. Default `true`. */
    bookmarks?: boolean;
    /**
     * Share of the duration after which a bookmark is saved as completed. Default `0.95`. Only an earlier
     * mark: the saves before it leave `completed` out, and the service marks a save within the last 5 % of
     * the duration (or past the credits marker) completed itself, so a value above `0.95` changes nothing.
     */
    completionThreshold?: number;
    /**
     * Release the concurrency slot (`remove_stream`) after this many seconds in pause; playing
     * again opens a new session (`add_stream`), after a new `playback_auth` if the token has
     * expired. Default: `pausedSessionTimeout` of the remote configuration.
     */
    pausedSessionTimeout?: number;
    /**
     * Close the session with `fetch(..., { keepalive: true })` when the page is unloaded or enters
     * the back/forward cache (`pagehide`). A page only hidden (another tab, an app in the
     * background) keeps its session. Default `true`.
     */
    closeOnPageHide?: boolean;
  }

  export type SessionEndReason = 'ended' | 'replaced' | 'destroyed' | 'paused' | 'evicted' | 'expired' | 'detached';

  export interface SessionEventMap {
    /** The player loaded an authorised source; its session is followed. */
    sessionStart: { session: StreamSession };
    /** A heartbeat was accepted. `position` is the playhead sent with it. */
    heartbeat: { session: StreamSession; position: number };
    /** A heartbeat failed and will be retried; the player keeps playing. */
    heartbeatFailed: { session: StreamSession; error: FlpError; attempt: number };
    /**
     * The session ended. `evicted`: removed from another device (`E-5003`); `expired`: the session
     * expired after missed heartbeats (`E-5004`) or is unknown to the account, never opened or
     * already closed (the API's `E-5102`); `error` carries the code. In these cases the player has been
     * stopped, and its own `error` event carries the same code.
     */
    sessionEnd: { session: StreamSession; reason: SessionEndReason; error: FlpError | null };
    /** A bookmark was saved. */
    bookmarkSaved: { bookmark: Bookmark };
  }

  /** Returned by {@link PlaybackService.attach}. */
  export interface SessionController {
    /** The session being followed, `null` between sources. */
    readonly session: StreamSession | null;
    /** Sends a heartbeat now, e.g. when the app returns to the foreground. */
    heartbeatNow(): Promise<void>;
    on<K extends keyof SessionEventMap>(type: K, listener: (event: SessionEventMap[K]) => void): () => void;
    off<K extends keyof SessionEventMap>(type: K, listener: (event: SessionEventMap[K]) => void): void;
    /** Closes the current session (`remove_stream`) and stops following the player. */
    detach(): Promise<void>;
  }

  /** What `add_stream` reports when the limit is reached (`E-5002`). */
  export interface ConcurrencyInfo {
    error: FlpError;
    /** Concurrent streams the plan allows. */
    limit: number;
    /** The account's open streams, oldest first. */
    activeStreams: ActiveStream[];
  }

  export interface ActiveStream {
    streamSessionId: string;
    deviceId: string;
    /** `DeviceInfo.name` of that device. */
    deviceName: string;
    contentId: string;
    /** Title of what is playing there, in the request's locale. */
    title: string;
    profileId: string | null;
    /** RFC 3339. */
    startedAt: string;
    /** `true` for this device's own stream, e.g. in another tab. */
    isThisDevice: boolean;
  }

  // ---------------------------------------------------------------------------
  // Personalization
  // ---------------------------------------------------------------------------

  export interface PersonalizationService {
    /** Continue-watching positions of the current profile. */
    readonly bookmarks: BookmarksService;
    /** The current profile's favourites ("My list"). */
    readonly favorites: FavoritesService;
  }

  export interface Bookmark {
    contentId: string;
    profileId: string;
    /** Seconds. */
    position: number;
    /** Seconds; `null` when unknown. */
    duration: number | null;
    completed: boolean;
    /** RFC 3339. */
    updatedAt: string;
  }

  export interface BookmarkListOptions extends ListOptions {
    /** Only completed (`true`) or only unfinished (`false`) titles. */
    completed?: boolean;
    /** Default `"-updatedAt"` (most recent first). */
    sort?: 'updatedAt' | '-updatedAt';
  }

  export interface BookmarksService {
    /** `create_bookmark`: creates or replaces the bookmark of `contentId`. */
    create(
      contentId: string,
      position: number,
      options?: {
        /** Seconds; lets other devices show progress and the service detect completion. */
        duration?: number;
        /**
         * Mark the title as watched. Not sent when left out: the service then stores it as completed
         * when `position` is within the last 5 % of `duration` (or past its credits marker).
         */
        completed?: boolean;
      },
    ): Promise<Bookmark>;
    /** `get_bookmark`; resolves `null` when there is none. */
    get(contentId: string): Promise<Bookmark | null>;
    /** `list_bookmarks`. */
    list(options?: BookmarkListOptions): Promise<Page<Bookmark>>;
    /** `count_bookmarks`. */
    count(options?: { completed?: boolean }): Promise<number>;
    /** `remove_bookmark`; resolves when there was none. */
    remove(contentId: string): Promise<void>;
  }

  /** From the content type: a series or season, an episode, a sport event, sport show or live event, a sport clip or highlight, a live channel. */
  export type FavoriteKind = 'series' | 'episode' | 'channel' | 'event' | 'clip';

  export interface Favorite {
    contentId: string;
    profileId: string;
    kind: FavoriteKind;
    /** RFC 3339. */
    createdAt: string;
  }

  export interface FavoriteListOptions extends ListOptions {
    kind?: FavoriteKind;
    /** Default `"-createdAt"`. */
    sort?: 'createdAt' | '-createdAt';
  }

  export interface FavoritesService {
    /** `create_favorite`. Idempotent: adding a favourite twice returns the first one. Rejects with `E-5020` at 500 favourites. */
    create(contentId: string): Promise<Favorite>;
    /** `get_favorite`; resolves `null` when the title is not a favourite. */
    get(contentId: string): Promise<Favorite | null>;
    /** `list_favorites`. */
    list(options?: FavoriteListOptions): Promise<Page<Favorite>>;
    /** `count_favorites`. */
    count(options?: { kind?: FavoriteKind }): Promise<number>;
    /** `remove_favorite`; resolves when it was not a favourite. */
    remove(contentId: string): Promise<void>;
  }

  // ---------------------------------------------------------------------------
  // Live and EPG
  // ---------------------------------------------------------------------------

  /**
   * A channel as the live service returns it (`Channel` of `list_channels` and `get_channel`; the
   * data model page "Live channel").
   */
  export interface LiveChannel {
    /** `ch_...`; pass it to `playback.authorize`. */
    id: string;
    /** The channel name in every language, e.g. `{ en: "Sport 1" }`; show the viewer's, else `defaultLocale`'s. */
    name: Record<string, string>;
    externalKey: string;
    /** Channel number in the line-up, `null` when unnumbered. */
    channelNumber?: number | null;
    /** BCP 47 tag of the language `name` always has. */
    defaultLocale: string;
    logo?: { type: 'logo'; url: string } | null;
    /** ISO 3166-1 alpha-2 countries the channel is available in. */
    regions: string[];
    /** Category keys, e.g. `["sport", "news"]`. */
    categories?: string[];
    /** Start-over of the current airing is allowed. */
    startOver?: boolean;
    /** How far back the DVR window reaches, ISO 8601, e.g. `"PT2H"`; `null` without DVR. */
    dvrWindowDuration?: string | null;
    streams?: { hls?: string; dash?: string };
    managedBy: 'onboarding' | 'datastore';
    status: 'onboarding' | 'live' | 'offline' | 'failed';
    /** RFC 3339. */
    createdAt: string;
    /** RFC 3339. */
    updatedAt: string;
  }

  /** One airing of a programme on a channel (`Airing` of the live service; the data model page "EPG airing"). */
  export interface Airing {
    /** `ai_...`. */
    id: string;
    channelId: string;
    /** The programme (`mi_...`), for details and catch-up. */
    programId: string;
    /** In the language of the platform's `locale`. */
    title: string;
    description?: string | null;
    /** RFC 3339. */
    startsAt: string;
    /** RFC 3339. */
    endsAt: string;
    /** The age rating as the channel's EPG feed gives it (`"6"`, `"12"`, `"16"`), in the rating system of the channel's country. */
    parentalRating?: string | null;
    /** Available as catch-up after it ends. */
    catchUp?: boolean;
    /** Countries where this airing is blacked out (playback authorisation refuses it there). */
    blackoutRegions?: string[];
  }

  /** A programme with its next airings (`Program` of `get_program`). */
  export interface Program {
    /** `mi_...`. */
    id: string;
    title: string;
    description?: string | null;
    images?: { type: string; url: string; width: number; height: number; aspectRatio?: string; altText?: string }[];
    genres: string[];
    parentalRating?: string | null;
    /** Next airings of the programme on any channel. */
    upcomingAirings: Airing[];
  }

  export interface GridOptions extends ListOptions {
    /** Start of the window. */
    from: Date;
    /** End of the window; at most 7 days after `from` (beyond, the API answers `E-9142`). */
    to: Date;
    /** Only these channels; default every channel of the line-up. */
    channelIds?: string[];
  }

  /** One row of the grid (`ChannelSchedule` of the live service; the data model page "EPG schedule"). */
  export interface GridRow {
    /** `ch_...`; read the channel itself with `getChannel` (or keep the line-up of `getChannels`). */
    channelId: string;
    /** In start-time order (the API's default sort); the first may start before `from`, the last may end after `to`. */
    airings: Airing[];
  }

  export interface LiveService {
    /** `list_channels`: the tenant's line-up, in channel-number order. */
    getChannels(options?: ListOptions & { category?: string }): Promise<Page<LiveChannel>>;
    /** `get_channel`. */
    getChannel(channelId: string): Promise<LiveChannel>;
    /** `get_grid`: the EPG for a window, one row per channel; paginated by channel. */
    getGrid(options: GridOptions): Promise<Page<GridRow>>;
    /** `get_channel_airing`: what airs on a channel at `at` (default now), `null` in a gap. */
    getAiring(channelId: string, at?: Date): Promise<Airing | null>;
    /** `get_program`. */
    getProgram(programId: string): Promise<Program>;
    /**
     * Calls `listener` with the current airing now and again each time it ends (one
     * `get_channel_airing` per change, not polling). Returns a function that stops it.
     */
    watchAiring(channelId: string, listener: (airing: Airing | null) => void): () => void;
  }

  // ---------------------------------------------------------------------------
  // Chromecast
  // ---------------------------------------------------------------------------

  export interface CastRequestOptions {
    /** Seconds; wins over `resume`. */
    startPosition?: number;
    /**
     * Start from the profile's bookmark, as the receiver's playback authorisation does when no start
     * position is sent. Default `true`; `false` sends `startPosition: 0`.
     */
    resume?: boolean;
    /** Title and artwork for the senders' Cast UI. */
    metadata?: { title?: string; subtitle?: string; posterUrl?: string };
  }

  export interface ChromecastHelpers {
    /**
     * A `CastContentRequest` for `@flp/cast-sender`, with a fresh access token, the current
     * profile and the live flag; without `startPosition` (and with `resume`) the receiver's
     * authorisation starts at the profile's bookmark.
     */
    createContentRequest(contentId: string, options?: CastRequestOptions): Promise<CastContentRequest>;
    /** A `getAccessToken` for `createCastSender`, backed by the platform's token provider. */
    accessTokenProvider(): () => Promise<string>;
    /**
     * Moves playback from `player` to the Cast device: saves a bookmark, closes the local stream
     * session (`remove_stream`) so it does not count against the concurrent stream limit, pauses the
     * player and casts the same content at the same position. The receiver saves no bookmarks: while
     * the cast lasts, the platform layer saves the receiver's position (`create_bookmark`) every
     * `bookmarkInterval` of VOD playback and when the cast ends.
     */
    handOff(player: Player, sender: CastSender, options?: Pick<CastRequestOptions, 'metadata'>): Promise<void>;
    /**
     * Moves playback back: reads the receiver's position, stops the receiver and authorises the
     * same content locally from that position (`playback_auth`, `add_stream`). Resolves with the
     * source to load; the session stays open.
     */
    takeBack(sender: CastSender): Promise<AuthorizedSource>;
  }

  // ---------------------------------------------------------------------------
  // Extensions
  // ---------------------------------------------------------------------------

  /** An edge call about to be sent; extensions may change the URL and headers. */
  export interface EdgeRequest {
    operation: EdgeOperation;
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    headers: Record<string, string>;
    /** The JSON body, `undefined` for requests without one. */
    body?: unknown;
  }

  export interface EdgeResponse {
    operation: EdgeOperation;
    status: number;
    headers: Record<string, string>;
    /** The parsed JSON body (a problem document for errors). */
    body: unknown;
    /** Milliseconds. */
    duration: number;
  }

  export interface ExtensionContext {
    readonly platform: Platform;
    /** Writes to the platform log, prefixed with the extension's name. */
    log(level: LogLevel, message: string, data?: Record<string, unknown>): void;
  }

  /**
   * A plugin of the platform layer. Every hook is optional; hooks run in installation order
   * and an exception in one is logged and ignored, never propagated to the app.
   */
  export interface PlatformExtension {
    /** Unique name, e.g. `"acme-audit"`. */
    readonly name: string;
    /** Called once, when the extension is installed. */
    setup?(context: ExtensionContext): void | Promise<void>;
    /** Before every edge call: return the request to send (changed or not). */
    onRequest?(request: EdgeRequest): EdgeRequest | Promise<EdgeRequest>;
    /** After every edge call, errors included. */
    onResponse?(response: EdgeResponse, request: EdgeRequest): void;
    /** After `playback_auth`: return the source the app receives (e.g. a CDN token appended). */
    onAuthorize?(source: AuthorizedSource): AuthorizedSource | Promise<AuthorizedSource>;
    /** Stream session events of every attached player. */
    onSessionEvent?<K extends keyof SessionEventMap>(type: K, event: SessionEventMap[K]): void;
    /** Called from `platform.destroy()`. */
    teardown?(): void | Promise<void>;
  }
}
