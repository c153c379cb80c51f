/**
 * `@flp/cast-receiver` 7.4.0: the FLP custom Web Receiver for the Google Cast
 * Application Framework (CAF 3), built on the FLP Web player (`@flp/player`).
 *
 * The receiver page loads Google's CAF receiver script, then calls
 * `startReceiver()`. The receiver turns each sender LOAD request into a
 * `Source` (by default through the FLP playback service), plays it with one
 * FLP player, and reports status to the senders through CAF media messages and
 * the custom namespace `urn:x-cast:video.flp`.
 */
declare module '@flp/cast-receiver' {
  import type {
    AdBreak,
    DrmSystem,
    ErrorCategory,
    ErrorCode,
    ErrorSeverity,
    FlpError,
    LogLevel,
    Player,
    PlayerConfig,
    PlayerState,
    Source,
  } from '@flp/player';
  import type { AuthorizedSource, AuthorizeOptions as PlatformAuthorizeOptions } from '@flp/platform';

  /** Semantic version of the receiver build, e.g. `"7.4.0"`. */
  export const version: string;

  /** The custom message namespace shared by the FLP receiver and the FLP senders. */
  export const FLP_NAMESPACE: 'urn:x-cast:video.flp';

  /** FLP environments the receiver can authorise against. */
  export type FlpEnvironment = 'production' | 'sandbox';

  /**
   * Starts the CAF receiver context with the FLP player. Call once, when the page loads. The
   * receiver then reads the tenant's remote configuration and service list (`get_remote_config`,
   * `get_service_list`); when the startup service cannot be reached after retries, it reports
   * `E-1030` in its `error` event and to the senders (a sender that connects later receives it when
   * it connects).
   */
  export function startReceiver(options: ReceiverOptions): CastReceiver;

  export interface ReceiverOptions {
    /** The FLP player licence key. Required. */
    licenseKey: string;
    /** Your tenant id from the control panel, e.g. `"acme"`. Required. */
    tenant: string;
    /** `production` (`https://api.flp.video`, default) or `sandbox` (`https://api.sandbox.flp.video`). */
    environment?: FlpEnvironment;
    /** Element the player renders into. Default: `#flp-receiver`, created if missing. */
    container?: HTMLElement;
    /**
     * Player configuration defaults for every load. Same keys as the Web SDK's
     * `PlayerConfig`; `licenseKey` comes from the option above. The receiver's own defaults
     * differ from the Web player's where a TV does: `autoplay` `true` (Web `false`),
     * `abr.startBitrate` `2_500_000` (Web `1_500_000`: TVs sit on fast home networks) and
     * `buffer.backwardDuration` `10` seconds (Web `30`: Cast devices have little memory), and
     * `preferredAudioLanguage` the Cast device's locale (Web: the manifest's default track).
     * Per-load values sent by the sender (`startPosition`, `autoplay`, preferred languages) win.
     */
    playerConfig?: Omit<PlayerConfig, 'licenseKey'>;
    /**
     * Turns a sender's LOAD request into a `Source`. Default: `defaultLoadRequestInterceptor`
     * (playback service authorisation with the access token in the request's custom data).
     */
    loadRequestInterceptor?: LoadRequestInterceptor;
    /** DRM handling for every source. */
    drm?: ReceiverDrmOptions;
    /** How ad breaks are mirrored to the senders. */
    ads?: ReceiverAdsOptions;
    /**
     * Seconds with no sender connected and no media loaded before the receiver closes. Loaded media
     * counts as playback, playing or paused. Default 300.
     */
    idleTimeoutSeconds?: number;
    /** Seconds CAF waits for a disconnected sender before treating it as gone. Default 10. */
    maxInactivitySeconds?: number;
    /** Receiver log level, same values as `PlayerConfig.logLevel`. Default `"warn"`. */
    logLevel?: LogLevel;
    /** Shows CAF's on-screen debug overlay and enables the Cast debug logger. Never in production. */
    debugOverlay?: boolean;
  }

  /** The CAF stream type of a load request. */
  export type CastStreamType = 'BUFFERED' | 'LIVE' | 'NONE';

  /** FLP fields the FLP senders put in a LOAD request's `customData`. */
  export interface FlpLoadCustomData {
    /** The viewer's access token for the edge APIs (Keycloak realm `flp`). */
    accessToken?: string;
    /** Profile id (`pr_...`) the viewer watches with. */
    profileId?: string;
    /** Preferred audio language (BCP 47) for this load. */
    preferredAudioLanguage?: string;
    /** Preferred subtitle language (BCP 47) for this load. */
    preferredTextLanguage?: string;
    /** Ad tag parameters appended to the ad requests of this load. */
    adTagParameters?: Record<string, string>;
    /** Anything else your own senders add. */
    [key: string]: unknown;
  }

  /** A sender's LOAD request, as the interceptor sees it. */
  export interface CastLoadRequest {
    /** The id of the sender that sent it. */
    senderId: string;
    /** The content id the sender asked for, usually an FLP metadata item id (`mi_...`). */
    contentId: string;
    /** A direct media URL, when the sender sent one. */
    contentUrl?: string;
    /** The sender's MIME type hint, such as `"application/dash+xml"`. */
    contentType?: string;
    streamType: CastStreamType;
    /** Seconds; absent to start where playback authorisation starts (the profile's bookmark for VOD, else the beginning) or at the live edge (live). */
    startPosition?: number;
    autoplay: boolean;
    metadata?: CastMediaMetadata;
    customData: FlpLoadCustomData;
  }

  export interface CastMediaMetadata {
    title?: string;
    subtitle?: string;
    posterUrl?: string;
  }

  export interface LoadRequestContext {
    /** Playback service client, already configured for the receiver's environment. */
    playback: ReceiverPlaybackClient;
    /** The player configuration defaults from `ReceiverOptions.playerConfig`. */
    defaults: Omit<PlayerConfig, 'licenseKey'>;
    /** The environment the receiver runs against. */
    environment: FlpEnvironment;
  }

  /**
   * Resolves a LOAD request to a `Source`. Throwing refuses the load: an `FlpError` reaches every
   * sender unchanged, any other error as `E-9201` with its message.
   */
  export type LoadRequestInterceptor = (
    request: CastLoadRequest,
    context: LoadRequestContext,
  ) => Source | Promise<Source>;

  /**
   * The interceptor used when `ReceiverOptions.loadRequestInterceptor` is absent: authorises
   * `contentId` with the access token in the request's custom data. A 6.x sender's load
   * (`customData.flp`: a stream URL as `contentId`, a 6.x licence key, no access token) of a clear
   * stream is played as the 6.x receiver played it, until 2026-12-31: the URL as the source, with the
   * licence key's tenant. Its DRM `serverUrl`s are not read (licences come only from the playback
   * service, since 7.2.1), so a protected 6.x load, and from that date every 6.x load, is refused with
   * `E-8001`: there is no access token to authorise with.
   */
  export const defaultLoadRequestInterceptor: LoadRequestInterceptor;

  /** Options of `ReceiverPlaybackClient.authorize`: the Web platform layer's, plus the sender's token. */
  export interface ReceiverAuthorizeOptions extends Pick<
    PlatformAuthorizeOptions,
    'profileId' | 'format' | 'resume' | 'startPosition' | 'startOver' | 'parentalPin' | 'adParameters' | 'signal'
  > {
    /** The viewer's access token, from the sender (`customData.accessToken`). */
    accessToken: string;
  }

  /** The receiver's own client of the FLP playback service. */
  export interface ReceiverPlaybackClient {
    /**
     * The receiver's device id (`dv_...`), registered with `register_device` on the first
     * authorised load (the first load with an access token) and kept in the receiver's storage.
     * `null` until then.
     */
    readonly deviceId: string | null;
    /**
     * `register_device` when needed, `playback_auth` (with `format`, default `dash`, and as
     * `drmSystems` the key systems of `drm.preferredSystems`, in its order, filtered to those the
     * device has: `["widevine", "playready"]` on a device with PlayReady, `["widevine"]` on one
     * without it), then `add_stream`, as device type `chromecast`. When none is left (a
     * `preferredSystems` of `["playready"]` on a device without PlayReady), it rejects with
     * `E-4002` (`nativeCode` null) without asking for authorisation, and the load fails with it.
     * Resolves with a source whose DRM configuration points at the licence endpoints of the key
     * systems it asked for that the title is packaged for; the receiver sends
     * heartbeats (with the playback token) and closes the stream session itself, and, while the
     * session is open, playing or paused, authorises again 60 s before the playback token's
     * `expiresAt`, handing the new token to its licence requests and heartbeats, so token renewals
     * need nothing from the senders. The source is not renewed: its signed CDN URL is valid for 24
     * hours from the authorisation, so a session still running 24 hours after its authorisation ends
     * with `E-1011` (fatal) at the CDN's next refusal, and the app authorises again and loads the new
     * source (at the last position for VOD, at the live edge for live). After a pause
     * longer than `pausedSessionTimeout` it releases the session and stops renewing; playing again
     * authorises first if the token expired and reopens the session with `add_stream`. Rejects with
     * an `FlpError`: `E-4002` none of `drm.preferredSystems` on the device (nothing asked), `E-5001` not entitled, `E-5002` concurrent stream limit, `E-5010` device limit,
     * `E-6001` geo-blocked, `E-6002` parental PIN required, `E-8001` token missing or expired,
     * `E-9172` format not available, `E-9173` the title is protected but packaged for none of the
     * key systems sent.
     */
    authorize(contentId: string, options: ReceiverAuthorizeOptions): Promise<AuthorizedSource>;
  }

  /** Key systems of Cast devices (FairPlay does not exist on Cast). */
  export type CastDrmSystem = Exclude<DrmSystem, 'fairplay'>;

  /** A licence request the receiver is about to send. */
  export interface LicenseRequest {
    system: CastDrmSystem;
    url: string;
    headers: Record<string, string>;
    body: ArrayBuffer;
  }

  export interface ReceiverDrmOptions {
    /**
     * Key system order: the order of `drmSystems` in the receiver's playback authorisation, which
     * sends only the key systems the device has, and the key system the player uses when a source
     * offers both. Default `["widevine", "playready"]`.
     */
    preferredSystems?: CastDrmSystem[];
    /**
     * Changes a licence request before it is sent (extra headers, a different URL). Keep the
     * receiver's headers: a request that replaces or drops the playback token (`Authorization`) is
     * the app's own licence request, answered `401` and reported as `E-4021`; one that drops
     * `X-FLP-Device-Id` is answered `400` (the API's `E-8020`) and reported as `E-4011`.
     * A hook that throws or rejects fails the request before it is sent, with `E-4001` and
     * `nativeCode` `null`. It runs for every source; where a source has its own
     * `prepareLicenseRequest`, this one runs first and the source's gets the request it returned.
     */
    prepareLicenseRequest?: (request: LicenseRequest) => LicenseRequest | Promise<LicenseRequest>;
    /**
     * Retries of a failed licence request (a network error, a timeout, a `5xx` or a `429`; after a
     * `429` or `503`, once `Retry-After` has passed) before `E-4006` is raised. Default 2. Its
     * `nativeCode` is the HTTP status of the last answer (`429` included), or `MEDIAKEYS_NETWORK`
     * (`201`) when no answer came (a network error or a timeout).
     * Other answers of FLP's licence endpoints are not retried: a `400` is reported as `E-4011`
     * with `nativeCode` `400`, whether its code is `E-4011` (no valid challenge for the endpoint,
     * e.g. a body `prepareLicenseRequest` changed) or the API's `E-8020` (a `prepareLicenseRequest`
     * that dropped `X-FLP-Device-Id`, which the receiver always sends), a `401` as `E-4021`, a
     * `403` as `E-4020`, `E-4022` or `E-8021` (the device is unknown or was removed from the
     * account: load again; the receiver's authorisation, refused the same way, registers the device
     * again by itself first), and the API's `409` `E-9170` (no DRM
     * credentials for the key system) as `E-4004` (`nativeCode` `409`; receivers before 7.4.0
     * report it as `E-4006` with `nativeCode` `409`). Another licence server's
     * `401` or `403` is `E-4001`, as is any other `4xx` than `400` and `429` without an FLP code (a `404`
     * or `405`: a wrong licence URL); its `400` is `E-4011`, as FLP's is.
     */
    licenseRetries?: number;
  }

  export interface ReceiverAdsOptions {
    /** Report ad breaks to senders as CAF breaks, so their UIs show an ad overlay. Default true. */
    reportBreaksToSenders?: boolean;
    /** Play a skipped-over ad break when the viewer seeks past it. Default true. */
    playSkippedBreakOnSeek?: boolean;
  }

  /** Messages a sender sends on `urn:x-cast:video.flp`. */
  export type FlpSenderMessage =
    | { type: 'accessToken'; accessToken: string }
    | { type: 'setAudioLanguage'; language: string }
    | { type: 'setTextLanguage'; language: string | null }
    | { type: 'setMaxHeight'; maxHeight: number | null }
    | { type: 'getStatus' }
    | { type: 'custom'; name: string; data?: unknown };

  /** The fields of an `FlpError` that travel to senders. */
  export interface FlpErrorPayload {
    code: ErrorCode;
    category: ErrorCategory;
    severity: ErrorSeverity;
    message: string;
  }

  /** Messages the receiver sends on `urn:x-cast:video.flp`. */
  export type FlpReceiverMessage =
    | {
        type: 'status';
        state: PlayerState;
        contentId: string | null;
        currentTime: number;
        duration: number;
        isLive: boolean;
        audioLanguage: string | null;
        textLanguage: string | null;
      }
    | { type: 'accessTokenRequired'; contentId: string }
    | { type: 'error'; error: FlpErrorPayload }
    | { type: 'adBreakStart'; adBreak: AdBreak }
    | { type: 'adBreakEnd'; adBreak: AdBreak }
    | { type: 'custom'; name: string; data?: unknown };

  export interface SenderInfo {
    senderId: string;
    userAgent: string;
  }

  /** Events of the receiver itself. Player events are on `receiver.player`, as in the Web SDK. */
  export interface ReceiverEventMap {
    /** The CAF context started; senders can connect. `version` is the receiver's version. */
    ready: { version: string };
    senderConnected: SenderInfo;
    senderDisconnected: SenderInfo & { reason: 'requestedBySender' | 'error' | 'unknown' };
    /** A LOAD request arrived, before the interceptor runs. */
    loadRequest: { request: CastLoadRequest };
    /** The interceptor returned a source; the player is loading it. */
    sourceResolved: { request: CastLoadRequest; source: Source };
    /** A message arrived on `urn:x-cast:video.flp`. */
    message: { senderId: string; message: FlpSenderMessage };
    /**
     * The receiver went idle (no media loaded). It closes after `idleTimeoutSeconds` with no sender
     * connected; while a sender is connected it stays open.
     */
    idle: { reason: 'finished' | 'cancelled' | 'error' | 'interrupted' | 'noMedia' };
    /**
     * The receiver's startup failed (`E-1030`: the startup service could not be reached after
     * retries), a load was refused (interceptor or authorisation) or playback failed. The same error
     * reaches the connected senders; a sender that connects later receives the receiver's last
     * startup error when it connects. Player errors are also emitted as `error` on `receiver.player`.
     */
    error: { error: FlpError };
    /**
     * The receiver is closing: `senderLeft` when the last sender ended the Cast session (a sender
     * that only disconnects, such as a phone leaving the Wi-Fi, leaves playback running), the idle
     * timeout, or `stop()`.
     */
    shutdown: { reason: 'senderLeft' | 'idleTimeout' | 'stopped' };
  }

  export interface CastReceiver {
    /** The FLP Web player the receiver plays with; the same object across loads. */
    readonly player: Player;
    /** Senders connected right now. */
    readonly senders: readonly SenderInfo[];
    /** The receiver's playback service client. */
    readonly playback: ReceiverPlaybackClient;
    /** Subscribes to a receiver event. Returns a function that unsubscribes. */
    on<K extends keyof ReceiverEventMap>(type: K, listener: (event: ReceiverEventMap[K]) => void): () => void;
    off<K extends keyof ReceiverEventMap>(type: K, listener: (event: ReceiverEventMap[K]) => void): void;
    /** Sends a message on `urn:x-cast:video.flp` to one sender, or to all when `senderId` is absent. */
    sendMessage(message: FlpReceiverMessage, senderId?: string): void;
    /** Changes the receiver log level at run time. */
    setLogLevel(level: LogLevel): void;
    /** Stops playback, ends the session for every sender and closes the receiver. */
    stop(): void;
  }
}
