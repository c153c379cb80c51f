/**
 * Public surface of `@flp/player` 7.4.0, the FLP Web / Smart TV player.
 *
 * This file is the contract the Web and Chromecast docs are checked against:
 * every sample in those pages compiles against it. Shared names and semantics
 * follow sdk/README.md; change the surface here first, then the pages.
 */
declare module '@flp/player' {
  // ---------------------------------------------------------------------------
  // Package
  // ---------------------------------------------------------------------------

  /** Semantic version of the loaded SDK build, e.g. `"7.4.0"`. */
  export const version: string;

  /**
   * Creates a player that renders into `container` (the SDK appends its own
   * `<video>` element and an ad container). One player per container.
   *
   * Throws a {@link FlpError} with code `E-9001` when `licenseKey` is missing
   * or not valid for the page's domain, `E-9002` when `container` is not
   * attached to the document, and `E-9003` when `container` already holds a
   * player (call `destroy()` on it first, or `load()` on it to play something
   * else).
   */
  export function createPlayer(container: HTMLElement, config: PlayerConfig): Player;

  /**
   * What the current device can play: MSE, EME key systems and codecs.
   * Resolves without throwing; use it to pick a source before `load()`.
   */
  export function getCapabilities(): Promise<PlayerCapabilities>;

  /** Type guard for errors thrown or emitted by the SDK. */
  export function isFlpError(value: unknown): value is FlpError;

  // ---------------------------------------------------------------------------
  // Configuration
  // ---------------------------------------------------------------------------

  export type LogLevel = 'error' | 'warn' | 'info' | 'debug' | 'verbose';

  /** Player configuration, fixed for the lifetime of a player instance. */
  export interface PlayerConfig {
    /** FLP licence key from the control panel, bound to your domains or app ids. Required. */
    licenseKey: string;
    /** Start playback as soon as the source is loaded. Default `false`. */
    autoplay?: boolean;
    /** Start muted. Browsers only allow unmuted autoplay after a user gesture. Default `false`. */
    muted?: boolean;
    /** Default start position in seconds for every source; `Source.startPosition` wins. */
    startPosition?: number;
    /** BCP 47 language of the audio track to select at start, e.g. `"en"` or `"pt-BR"`. */
    preferredAudioLanguage?: string;
    /** BCP 47 language of the subtitles to enable at start. Subtitles stay off when unset (forced subtitles for the audio language still show). */
    preferredTextLanguage?: string;
    /** Adaptive bitrate settings. */
    abr?: AbrConfig;
    /** Buffer targets. */
    buffer?: BufferConfig;
    /** Low-latency live (LL-HLS, LL-DASH). `true` uses the defaults of {@link LowLatencyConfig}. */
    lowLatency?: boolean | LowLatencyConfig;
    /** Console log level. Default `"warn"`. */
    logLevel?: LogLevel;
    /** Ads integrations and client-side ad schedule. */
    ads?: AdsConfig;
    /** FLP QoE reporting and third-party analytics. */
    analytics?: AnalyticsConfig;
  }

  export interface AbrConfig {
    /** Highest rendition height in pixels the ABR may pick, e.g. `720`. */
    maxHeight?: number;
    /** Highest rendition bitrate in bits per second. */
    maxBitrate?: number;
    /** Bandwidth estimate in bits per second used before the first segment is measured. Default `1_500_000`. */
    startBitrate?: number;
  }

  export interface BufferConfig {
    /** Seconds buffered ahead of the playhead. Default `30` (VOD), `3 × target duration` (live). */
    forwardDuration?: number;
    /** Seconds kept behind the playhead before eviction. Default `30`. */
    backwardDuration?: number;
  }

  export interface LowLatencyConfig {
    /** Target distance from the live edge in seconds. Default `3`. */
    targetLatency?: number;
    /** Highest playback rate used to catch up with the target. Default `1.1`. */
    maxPlaybackRate?: number;
  }

  // ---------------------------------------------------------------------------
  // Source
  // ---------------------------------------------------------------------------

  export type SourceType = 'hls' | 'dash' | 'mp4';
  export type DrmSystem = 'widevine' | 'playready' | 'fairplay';

  export interface DrmSystemConfig {
    /** Licence server URL; for FLP content, the playback service's licence endpoint. */
    licenseUrl: string;
    /** Extra headers sent with every licence request, e.g. `Authorization`. */
    headers?: Record<string, string>;
    /**
     * Changes a licence request before it is sent: other headers, another URL, or a body that wraps
     * the CDM's challenge (for licence servers that expect JSON). Runs for every request, renewals
     * included. A rejection fails the request with `E-4001` (`nativeCode` `null`, the rejection as
     * `cause`). Not needed for FLP's licence endpoints.
     */
    prepareLicenseRequest?: (request: LicenseRequest) => LicenseRequest | Promise<LicenseRequest>;
    /**
     * Turns the licence server's answer into the licence bytes the CDM expects, e.g. unwraps a
     * licence from a JSON body. Runs for `2xx` answers only: `401` and `403` fail with `E-4001`
     * (from FLP's licence endpoints, whose answer names the cause, with `E-4020`, `E-4021`,
     * `E-4022` or `E-8021`: the device is unknown or was removed from the account, so register it
     * again, then authorise again), as does any other `4xx` than `400` and `429` without an FLP code (a
     * `404` or `405`: a wrong licence URL), unretried; FLP's `400` unretried, with `nativeCode` `400`: `E-4023` for a
     * FairPlay SPC of another certificate, `E-4011` for any other `400`, another server's included (no valid challenge for the
     * endpoint, or the API's `E-8020` when a `prepareLicenseRequest` dropped `X-FLP-Device-Id`,
     * which the player always sends); the API's `409` `E-9170` (no DRM
     * credentials for the key system) with `E-4004` (`nativeCode` `409`). The player retries a
     * licence request twice after a network error, a timeout, a `5xx` or a `429` (after a `429` or
     * `503`, once `Retry-After` has passed), then fails it with `E-4006`: `nativeCode` is the HTTP
     * status of the last answer (`429` included), or `0` when no answer the page may read came (a
     * network error, a timeout, or a CORS refusal, which a browser cannot tell from a network
     * error; never `E-1012`). A rejection of an answer the server gave with `200` fails the request with `E-4001`
     * (`nativeCode` `200`, the rejection as `cause`).
     * Default: the body unchanged.
     */
    processLicenseResponse?: (response: LicenseResponse) => ArrayBuffer | Promise<ArrayBuffer>;
  }

  export interface FairPlayConfig extends DrmSystemConfig {
    /**
     * URL of the FairPlay application certificate (DER). Fetched with `headers`, once per page. A
     * refusal with `403` `E-4020`, `403` `E-8021` or `401` `E-4021` fails the source with that
     * code, as for licence requests; a `400` with `E-4011` (`nativeCode` `400`); the API's `409`
     * `E-9170` (no DRM credentials for FairPlay) with `E-4004` (`nativeCode` `409`). Any other
     * failure fails it with `E-4004`, after two retries as for a licence request where a retry can
     * help (a `5xx`, a `429`, no answer): a `404` or a `5xx` (`nativeCode` the status), no answer the
     * page may read (`nativeCode` `0`: a network error, a timeout or a CORS refusal), or a body that
     * is not a certificate. A request the page's Content Security Policy blocks is `E-1013`, not
     * `E-4004`: allow the certificate host in `connect-src`.
     */
    certificateUrl: string;
    /**
     * Turns the certificate server's answer into the DER certificate, e.g. decodes a base64 body.
     * Default: the body unchanged. A rejection fails the source with `E-4004`.
     */
    processCertificateResponse?: (body: ArrayBuffer) => ArrayBuffer | Promise<ArrayBuffer>;
    /**
     * The content id the SPC is built for, from the `skd://` key URI of the playlist. Default: the
     * URI without its `skd://` scheme. Licence servers that expect another id (the asset id only,
     * or the whole URI) need this.
     */
    contentIdFromKeyUri?: (keyUri: string) => string;
  }

  /**
   * ClearKey, for tests only: the keys travel in clear, so never use it for content that matters.
   * No licence server is involved, so no licence request, no hook and no `drmLicenseLoaded` event.
   */
  export interface ClearKeyConfig {
    /** Content keys by key id, both as 32 hexadecimal characters (16 bytes); anything else is `E-9006`. */
    keys: Record<string, string>;
  }

  /** Key systems the source is protected with; the player picks the first one the device supports. */
  export interface DrmConfig {
    widevine?: DrmSystemConfig;
    playready?: DrmSystemConfig;
    fairplay?: FairPlayConfig;
    /** Tried after the other systems, so a test source can list it next to a real key system. */
    clearkey?: ClearKeyConfig;
  }

  /** A licence request the player is about to send, as `prepareLicenseRequest` sees and returns it. */
  export interface LicenseRequest {
    system: DrmSystem;
    url: string;
    /** `headers` of the DRM configuration plus `Content-Type`; change or add freely. */
    headers: Record<string, string>;
    /** The CDM's licence challenge (the SPC for FairPlay), or your wrapped version of it. */
    body: ArrayBuffer;
    /** FairPlay: the `skd://` key URI the request is for; `null` for the other systems. */
    keyUri: string | null;
  }

  /** A licence server's `2xx` answer, as `processLicenseResponse` sees it. */
  export interface LicenseResponse {
    system: DrmSystem;
    /** The URL that answered (after redirects). */
    url: string;
    status: number;
    /** Response headers, names in lower case. */
    headers: Record<string, string>;
    body: ArrayBuffer;
  }

  export interface SourceMetadata {
    /** FLP content id (metadata item id, `mi_...`); used in QoE and analytics reports. */
    contentId?: string;
    title?: string;
    posterUrl?: string;
  }

  export interface Source {
    /** Manifest (HLS `.m3u8`, DASH `.mpd`) or progressive MP4 URL. */
    url: string;
    /** Stream type; detected from the URL extension when omitted. */
    type?: SourceType;
    drm?: DrmConfig;
    /** Force live behaviour (seekable window, live edge). Detected from the manifest when omitted. */
    isLive?: boolean;
    /** Start position in seconds; for live, a negative value is an offset from the live edge. */
    startPosition?: number;
    metadata?: SourceMetadata;
  }

  // ---------------------------------------------------------------------------
  // Player
  // ---------------------------------------------------------------------------

  export type PlayerState = 'idle' | 'loading' | 'buffering' | 'playing' | 'paused' | 'ended' | 'error';

  export interface TimeRange {
    start: number;
    end: number;
  }

  export interface Player {
    /** Loads a source, replacing the current one. Rejects with a {@link FlpError}. */
    load(source: Source): Promise<void>;
    /** Starts or resumes playback. Rejects with `E-3010` when the browser blocks autoplay. */
    play(): Promise<void>;
    pause(): void;
    /** Seeks to `seconds` (media time; for live, within {@link Player.seekableRange}). */
    seek(seconds: number): void;
    /** Seeks to the live edge (or the low-latency target). No-op for VOD. */
    seekToLiveEdge(): void;
    /** Stops playback, releases MSE/EME resources and removes the SDK's elements. The instance cannot be reused. */
    destroy(): void;

    /** Playhead position in seconds. */
    readonly currentTime: number;
    /** Duration in seconds; `Infinity` for live. `NaN` before `sourceLoaded`. */
    readonly duration: number;
    /** Seekable window (the DVR window for live). */
    readonly seekableRange: TimeRange;
    /** Seconds buffered ahead of the playhead. */
    readonly bufferedAhead: number;
    /** Distance from the live edge in seconds; `null` for VOD. */
    readonly liveLatency: number | null;
    readonly isLive: boolean;
    readonly state: PlayerState;
    /** The loaded source, `null` before `load()`. */
    readonly source: Source | null;
    /** The underlying `<video>` element. Read from it; control playback through the player. */
    readonly videoElement: HTMLVideoElement;
    /** Volume from `0` to `1`. */
    volume: number;
    muted: boolean;
    /** Playback rate; `1` is normal speed. Ignored during ads and in low-latency catch-up. */
    playbackRate: number;

    // Events
    /** Adds a listener; returns a function that removes it. */
    on<K extends PlayerEventName>(type: K, listener: PlayerEventListener<K>): () => void;
    off<K extends PlayerEventName>(type: K, listener: PlayerEventListener<K>): void;
    /** Adds a listener that runs once; returns a function that removes it. */
    once<K extends PlayerEventName>(type: K, listener: PlayerEventListener<K>): () => void;

    // Tracks
    getAudioTracks(): readonly AudioTrack[];
    /** The active audio track, `null` before `tracksChange`. */
    getAudioTrack(): AudioTrack | null;
    setAudioTrack(id: string): void;
    getTextTracks(): readonly TextTrack[];
    /** The displayed text track, `null` when subtitles are off. */
    getTextTrack(): TextTrack | null;
    /** Shows the text track with this id; `null` turns subtitles off. */
    setTextTrack(id: string | null): void;
    /** Adds a side-loaded WebVTT or TTML file to the current source. */
    addTextTrack(track: SideloadedTextTrack): Promise<TextTrack>;
    /** Subtitle rendering style (applies to WebVTT, TTML and CEA-608/708). */
    setTextTrackStyle(style: TextTrackStyle): void;
    getQualities(): readonly VideoQuality[];
    /** The rendition being played, `null` before the first frame. */
    getQuality(): VideoQuality | null;
    /**
     * Locks one rendition; `null` returns to automatic selection. A rendition the player no longer
     * lists (removed after `E-4024` or `E-4050`, then `tracksChange`) reports the warning `E-9022`
     * and leaves the selection unchanged.
     */
    setQuality(id: string | null): void;
    /** Caps ABR without locking a rendition (e.g. for a small window or data saver); `null` removes the cap. */
    setQualityCap(cap: QualityCap | null): void;

    // Timeline
    /** Timed metadata cues of the current source known so far, in start-time order. */
    getTimedMetadata(): readonly TimedMetadata[];
    /** Chapter markers of the current source, in start-time order. */
    getChapters(): readonly Chapter[];

    // Modules
    /** Ad playback state and controls. */
    readonly ads: AdsApi;

    // Metrics and logging
    /** A snapshot of the QoE metrics of the current session. */
    getMetrics(): PlaybackMetrics;
    setLogLevel(level: LogLevel): void;
    /** Receives every log entry at or above the current level; returns a function that stops it. */
    onLog(handler: (entry: LogEntry) => void): () => void;
    /** The last 1,000 log entries of every level (kept even when not printed). */
    getLogs(): readonly LogEntry[];
    /** A support bundle: environment, config (licence key redacted), source, metrics and logs. */
    getDiagnostics(): Diagnostics;
  }

  // ---------------------------------------------------------------------------
  // Tracks
  // ---------------------------------------------------------------------------

  export interface AudioTrack {
    id: string;
    /** BCP 47 language, `"und"` when the manifest has none. */
    language: string;
    label: string;
    /** `"main"`, `"description"` (audio description), `"commentary"` or `"alternative"`. */
    role: 'main' | 'description' | 'commentary' | 'alternative';
    /** Codec string, e.g. `"mp4a.40.2"` or `"ec-3"`. */
    codec: string;
    /** Channel count: `2` stereo, `6` for 5.1. */
    channels: number;
  }

  export type TextTrackKind = 'subtitles' | 'captions' | 'forced';
  export type TextTrackFormat = 'webvtt' | 'ttml' | 'cea608' | 'cea708';

  export interface TextTrack {
    id: string;
    language: string;
    label: string;
    /** `"captions"` include sound descriptions (SDH); `"forced"` only translate foreign dialogue. */
    kind: TextTrackKind;
    format: TextTrackFormat;
    /** `"manifest"`, `"embedded"` (CEA-608/708 in the video) or `"sideloaded"`. */
    origin: 'manifest' | 'embedded' | 'sideloaded';
  }

  export interface SideloadedTextTrack {
    url: string;
    language: string;
    label?: string;
    kind?: Exclude<TextTrackKind, 'forced'>;
    format: 'webvtt' | 'ttml';
  }

  export interface TextTrackStyle {
    /** Percentage of the default size, `50` to `200`. */
    fontScale?: number;
    fontFamily?: string;
    /** Any CSS colour. */
    color?: string;
    backgroundColor?: string;
    edgeStyle?: 'none' | 'outline' | 'drop-shadow' | 'raised' | 'depressed';
  }

  export interface VideoQuality {
    id: string;
    width: number;
    height: number;
    /** Bits per second, as declared in the manifest. */
    bitrate: number;
    frameRate: number;
    codec: string;
    /** `true` when the rendition is above the active cap or not decodable on this device. */
    disabled: boolean;
  }

  export interface QualityCap {
    maxHeight?: number;
    maxBitrate?: number;
  }

  // ---------------------------------------------------------------------------
  // Timed metadata and chapters
  // ---------------------------------------------------------------------------

  export interface TimedMetadataBase {
    /** Stable id: the DATERANGE `ID`, the emsg `id`, or a generated id for ID3. */
    id: string;
    /** Media time in seconds at which the cue starts. */
    startTime: number;
    /** Media time at which it ends; `null` when open-ended or unknown. */
    endTime: number | null;
  }

  export interface Id3Frame {
    /** Frame id, e.g. `"TXXX"`, `"PRIV"`, `"TIT2"`. */
    id: string;
    /** `TXXX` description or `PRIV` owner. */
    description?: string;
    /** Text value of text frames. */
    value?: string;
    /** Raw payload of binary frames (`PRIV`, `GEOB`). */
    data?: Uint8Array;
  }

  /** ID3 tags in HLS segments (TS or fMP4 `ID3` emsg). */
  export interface Id3Metadata extends TimedMetadataBase {
    kind: 'id3';
    frames: Id3Frame[];
  }

  /** DASH / CMAF `emsg` boxes and MPD `EventStream` events. */
  export interface EmsgMetadata extends TimedMetadataBase {
    kind: 'emsg';
    schemeIdUri: string;
    value: string;
    messageData: Uint8Array;
  }

  /** HLS `EXT-X-DATERANGE` tags. */
  export interface DateRangeMetadata extends TimedMetadataBase {
    kind: 'daterange';
    /** The `CLASS` attribute, e.g. `"com.flp.chapter"`. */
    class: string | null;
    /** Wall-clock start (`START-DATE`). */
    startDate: Date;
    /** Every attribute as written in the playlist, including `X-` client attributes and `SCTE35-OUT`. */
    attributes: Record<string, string>;
  }

  export type TimedMetadata = Id3Metadata | EmsgMetadata | DateRangeMetadata;

  /**
   * A chapter marker, read from `EXT-X-DATERANGE` tags with `CLASS="com.flp.chapter"` (HLS)
   * or an `EventStream` with scheme `urn:flp:chapter:2025` (DASH).
   */
  export interface Chapter {
    id: string;
    title: string;
    startTime: number;
    endTime: number | null;
    /** Thumbnail URL from `X-FLP-IMAGE`, when present. */
    imageUrl: string | null;
  }

  // ---------------------------------------------------------------------------
  // Ads
  // ---------------------------------------------------------------------------

  export interface AdsConfig {
    /** Ad integrations (IMA, DAI, SSAI providers) to attach to the player. */
    plugins?: AdsPlugin[];
    /** Client-side schedule played by the built-in VAST 4 / VMAP client. */
    schedule?: AdBreakSchedule[];
    /** Seconds after which the skip control is allowed for ads that declare no skip offset; `null` never. Default `null`. */
    skipAfter?: number | null;
  }

  export interface AdBreakSchedule {
    /** `"pre"`, `"post"`, or a content time in seconds. */
    offset: 'pre' | 'post' | number;
    /** VAST or VMAP tag URL. */
    tagUrl: string;
  }

  export type AdBreakPosition = 'pre' | 'mid' | 'post';

  export interface AdBreak {
    id: string;
    position: AdBreakPosition;
    /** Content time of the break in seconds. */
    offset: number;
    /** Total duration of the break in seconds, when known. */
    duration: number | null;
    adCount: number;
  }

  export interface Ad {
    id: string;
    /** 1-based position inside the break. */
    sequence: number;
    duration: number;
    /** Seconds after which the ad may be skipped; `null` when not skippable. */
    skipOffset: number | null;
    clickThroughUrl: string | null;
    title: string | null;
  }

  export interface AdsApi {
    readonly isPlayingAd: boolean;
    readonly currentBreak: AdBreak | null;
    readonly currentAd: Ad | null;
    /** Seconds of the current ad played so far (pauses not counted); `0` between ads. */
    readonly currentAdTime: number;
    /** Breaks known for the current source (scheduled and, for SSAI, signalled so far). */
    getBreaks(): readonly AdBreak[];
    /** Skips the current ad; ignored before its skip offset. */
    skip(): void;
  }

  /** Contract between the player and an ads integration package. */
  export interface AdsPlugin {
    /** Unique name, e.g. `"ima"`. */
    readonly name: string;
    /** Called once, when the player is created. */
    attach(context: AdsPluginContext): void | Promise<void>;
    /** Called from `player.destroy()`. */
    detach(): void;
  }

  export type AdEventName = 'adBreakStart' | 'adBreakEnd' | 'adStart' | 'adEnd' | 'adError';

  export interface AdsPluginContext {
    readonly player: Player;
    /** Element layered above the video for ad UI and clicks. */
    readonly adContainer: HTMLElement;
    /** Emits an ad event on the player, so analytics and UI see every integration the same way. */
    emit<K extends AdEventName>(type: K, payload: PlayerEventPayloads[K]): void;
  }

  // ---------------------------------------------------------------------------
  // Analytics and metrics
  // ---------------------------------------------------------------------------

  export interface AnalyticsConfig {
    /** FLP QoE reporting; on by default, `false` disables it. */
    qoe?: boolean | QoeConfig;
    /** Built-in Conviva Video Sensor integration. */
    conviva?: ConvivaConfig;
  }

  export interface QoeConfig {
    /** Share of sessions that report, from `0` to `1`. Default `1`. */
    sampleRate?: number;
    /** Up to 10 custom dimensions attached to every report. */
    customDimensions?: Record<string, string>;
  }

  export interface ConvivaConfig {
    /** Conviva customer key (test and production keys differ). */
    customerKey: string;
    /** Conviva gateway URL; only set for test accounts, e.g. `https://<account>.testonly.conviva.com`. */
    gatewayUrl?: string;
    /** Viewer id sent as `c3.viewer.id`; use a pseudonymous id, never an e-mail address. */
    viewerId?: string;
    /** Application name sent as `c3.app.name`. */
    applicationName?: string;
    /** Extra custom tags for every session. */
    customTags?: Record<string, string>;
    /** Logs Conviva traffic at `debug` level. Default `false`. */
    debug?: boolean;
  }

  /** QoE metrics of the current session; durations in milliseconds, bitrates in bits per second. */
  export interface PlaybackMetrics {
    /** Session id reported to FLP QoE; changes with every `load()`. */
    sessionId: string;
    /** From `load()` to the first rendered frame of content, pre-roll ads excluded. `null` until then. */
    startupTime: number | null;
    /** Time spent loading the manifest. */
    manifestLoadTime: number | null;
    /** Time of the first DRM licence request, `null` for clear content. */
    drmLicenseTime: number | null;
    /** Time spent playing content (ads excluded). */
    playingTime: number;
    /** Rebuffering events after startup, seeks excluded. */
    rebufferCount: number;
    /** Total rebuffering time. */
    rebufferTime: number;
    /** `rebufferTime / (playingTime + rebufferTime)`. */
    rebufferRatio: number;
    /** Time-weighted average rendition bitrate while playing. */
    averageBitrate: number;
    /** Bitrate of the rendition on screen. */
    currentBitrate: number;
    /** Current bandwidth estimate of the ABR. */
    bandwidthEstimate: number;
    qualitySwitchCount: number;
    seekCount: number;
    droppedFrames: number;
    decodedFrames: number;
    /** Distance to the live edge in seconds; `null` for VOD. */
    liveLatency: number | null;
    /** Recoverable errors and warnings so far. */
    warningCount: number;
  }

  // ---------------------------------------------------------------------------
  // Logging and diagnostics
  // ---------------------------------------------------------------------------

  export interface LogEntry {
    /** `Date.now()` when the entry was written. */
    timestamp: number;
    level: LogLevel;
    /** Subsystem, e.g. `"abr"`, `"drm"`, `"network"`, `"ads"`. */
    module: string;
    message: string;
    data?: Record<string, unknown>;
  }

  export interface Diagnostics {
    sdkVersion: string;
    userAgent: string;
    capabilities: PlayerCapabilities;
    /** The config with `licenseKey` redacted. */
    config: PlayerConfig;
    /** The current source with the headers of its DRM configurations (the playback token) redacted. */
    source: Source | null;
    state: PlayerState;
    metrics: PlaybackMetrics;
    lastError: FlpError | null;
    logs: readonly LogEntry[];
  }

  export interface PlayerCapabilities {
    mediaSource: boolean;
    /** Key systems that can create a session on this device. */
    drm: Record<DrmSystem, boolean>;
    /** Native HLS playback (Safari, some Smart TVs). */
    nativeHls: boolean;
    codecs: {
      avc: boolean;
      hevc: boolean;
      av1: boolean;
      aac: boolean;
      ec3: boolean;
    };
  }

  // ---------------------------------------------------------------------------
  // Errors
  // ---------------------------------------------------------------------------

  /** Platform error code, `E-` and four digits; the thousands give the category. */
  export type ErrorCode = `E-${number}`;

  export type ErrorCategory =
    'network' | 'manifest' | 'media' | 'drm' | 'entitlement' | 'geo' | 'ads' | 'auth' | 'configuration' | 'server';

  export type ErrorSeverity = 'fatal' | 'recoverable' | 'warning';

  /** The one error type of the SDK, emitted in `error`, `warning` and `adError` and used for rejections. */
  export class FlpError extends Error {
    private constructor();
    readonly name: 'FlpError';
    /** Unified platform code, e.g. `"E-4001"`. */
    readonly code: ErrorCode;
    readonly category: ErrorCategory;
    readonly severity: ErrorSeverity;
    /**
     * The HTTP status of the server's answer when that answer is what failed, else the
     * `MediaError.code`, EME error or ad SDK code; `0` when a request got no answer the page may
     * read (a network error, a timeout, a CORS refusal); `null` when the SDK raises the code itself.
     */
    readonly nativeCode: number | string | null;
    /** The 6.x error name (e.g. `"PLAYBACK_AUTH_DENIED"`), kept until 8.0. */
    readonly legacyName: string | null;
  }

  // ---------------------------------------------------------------------------
  // Events
  // ---------------------------------------------------------------------------

  export interface TracksChangePayload {
    audioTracks: readonly AudioTrack[];
    textTracks: readonly TextTrack[];
    qualities: readonly VideoQuality[];
  }

  /** Payload of events that carry no data beyond `type` and `timestamp`. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an empty payload, by design
  export interface EmptyPayload {}

  /** Payload of every player event, by event name. */
  export interface PlayerEventPayloads {
    /** The player is created and its modules are attached. */
    ready: EmptyPayload;
    /** The manifest is parsed; duration and tracks are known. */
    sourceLoaded: { source: Source; duration: number; isLive: boolean };
    stateChange: { state: PlayerState; previousState: PlayerState };
    /** Playback was requested (`play()` or autoplay). */
    play: EmptyPayload;
    pause: EmptyPayload;
    /** Frames are rendering (after start, a seek or a stall). */
    playing: EmptyPayload;
    /** Playback stalled for lack of data. */
    waiting: EmptyPayload;
    seeking: { from: number; to: number };
    seeked: { position: number };
    /** About four times a second while playing, and after every seek. */
    timeUpdate: { currentTime: number; duration: number };
    ended: EmptyPayload;
    volumeChange: { volume: number; muted: boolean };
    tracksChange: TracksChangePayload;
    audioTrackChange: { track: AudioTrack; previousTrack: AudioTrack | null };
    textTrackChange: { track: TextTrack | null; previousTrack: TextTrack | null };
    qualityChange: {
      quality: VideoQuality;
      previousQuality: VideoQuality | null;
      /** Why it changed: ABR decision, `setQuality`, a new cap, or the start rendition. */
      reason: 'abr' | 'manual' | 'cap' | 'startup';
    };
    /** A cue was reached by the playhead (not when it was parsed). */
    timedMetadata: { metadata: TimedMetadata };
    drmLicenseLoaded: { keySystem: DrmSystem; duration: number; renewal: boolean };
    adBreakStart: { adBreak: AdBreak };
    adBreakEnd: { adBreak: AdBreak };
    adStart: { ad: Ad; adBreak: AdBreak };
    adEnd: { ad: Ad; adBreak: AdBreak; skipped: boolean };
    /** An ad failed; content playback continues. */
    adError: { error: FlpError; ad: Ad | null };
    /** A recoverable problem the player handled (a retried segment, a dropped rendition). */
    warning: { error: FlpError };
    /** A fatal error: playback stopped and the state is `error`. */
    error: { error: FlpError };
  }

  export type PlayerEventName = keyof PlayerEventPayloads;

  /** What a listener receives: the payload plus `type` and `timestamp`. */
  export type PlayerEvent<K extends PlayerEventName> = PlayerEventPayloads[K] & {
    readonly type: K;
    /** `performance.now()` when the event was dispatched. */
    readonly timestamp: number;
  };

  /** Every event name mapped to what its listener receives. */
  export type PlayerEventMap = { [K in PlayerEventName]: PlayerEvent<K> };

  export type PlayerEventListener<K extends PlayerEventName> = (event: PlayerEvent<K>) => void;
}
