/**
 * `@flp/cast-sender` 7.4.0: casting from Web apps (Chrome and Edge) to the FLP
 * receiver. Wraps the Google Cast Web Sender SDK, which `createCastSender()`
 * loads on demand; apps never touch `chrome.cast` or `cast.framework` directly.
 */
declare module '@flp/cast-sender' {
  import type { FlpError, LogLevel, PlayerEventMap, PlayerState } from '@flp/player';
  import type { FlpReceiverMessage, FlpSenderMessage } from '@flp/cast-receiver';

  /** Semantic version of the sender build, e.g. `"7.4.0"`. */
  export const version: string;

  /** Whether this browser can cast (Chrome or Edge with the Cast component). */
  export function isCastSupported(): boolean;

  /**
   * Loads the Google Cast Web Sender SDK and initialises the Cast context. Resolves once the Cast
   * API is available; rejects with an `FlpError` (`E-9301`) when the browser cannot cast
   * (check `isCastSupported()` first).
   */
  export function createCastSender(options: CastSenderOptions): Promise<CastSender>;

  export interface CastSenderOptions {
    /** The receiver application id from the Google Cast SDK Developer Console, such as `"4F8B3C21"`. */
    receiverApplicationId: string;
    /**
     * Which pages join a running session automatically. Default `"origin_scoped"`: every tab of
     * your origin.
     */
    autoJoinPolicy?: 'tab_and_origin_scoped' | 'origin_scoped' | 'page_scoped';
    /** Resume the previous session after a page reload. Default true. */
    resumeSavedSession?: boolean;
    /**
     * Called when the receiver needs a fresh viewer access token: before it expires, or after a
     * `401` with the API's `E-8002` on a call made with the access token. Not after a `401`
     * `E-4021`: a heartbeat refused with it makes the receiver authorise playback again and send
     * the heartbeat once more (if that authorisation fails, the receiver plays on and reports the
     * warning `E-5005`, as for any failed heartbeat), and a licence request refused with it is not
     * retried and stops playback with `E-4021`. Return the new token.
     */
    getAccessToken?: () => Promise<string>;
    /** Sender log level. Default `"warn"`. */
    logLevel?: LogLevel;
  }

  /** Whether Cast devices are around and whether this page is connected to one. */
  export type CastState = 'noDevicesAvailable' | 'notConnected' | 'connecting' | 'connected';

  export type SessionState = 'starting' | 'started' | 'startFailed' | 'resumed' | 'ending' | 'ended';

  export interface CastSessionInfo {
    sessionId: string;
    /** The name the viewer gave the device, such as "Living room TV". */
    deviceName: string;
  }

  /** What to play on the receiver. */
  export interface CastContentRequest {
    /** The content id, usually an FLP metadata item id (`mi_...`). */
    contentId: string;
    /**
     * Seconds to start at. Absent: where the receiver's playback authorisation starts (the profile's
     * bookmark for VOD, else the beginning) or the live edge (live); `0` starts VOD from the beginning.
     */
    startPosition?: number;
    /** Start playing as soon as the receiver has loaded. Default true. */
    autoplay?: boolean;
    /** Set for live channels and events, so senders show a live UI. Default false. */
    isLive?: boolean;
    /** The viewer's access token; the receiver authorises playback with it. */
    accessToken?: string;
    /** Profile id (`pr_...`) the viewer watches with. */
    profileId?: string;
    /** Shown in the senders' Cast UI and the receiver's title overlay. */
    metadata?: { title?: string; subtitle?: string; posterUrl?: string };
    /** BCP 47 language to pick for audio on the receiver. */
    preferredAudioLanguage?: string;
    /** BCP 47 language to pick for subtitles on the receiver. */
    preferredTextLanguage?: string;
    /** Ad tag parameters appended to the receiver's ad requests for this load. */
    adTagParameters?: Record<string, string>;
    /** Extra fields for your own receiver's `loadRequestInterceptor`. */
    customData?: Record<string, unknown>;
  }

  export interface CastSenderEventMap {
    castStateChange: { state: CastState };
    sessionStateChange: { state: SessionState; session: CastSessionInfo | null };
    /** A message arrived from the receiver on `urn:x-cast:video.flp`. */
    message: { message: FlpReceiverMessage };
    /**
     * Starting a session or loading content failed, or the receiver's startup failed (`E-1030`,
     * also received when this sender connects after it).
     */
    error: { error: FlpError };
  }

  export interface RemoteTrack {
    /** The CAF track id. */
    id: number;
    /** BCP 47 language, such as `"en"`. */
    language: string;
    label: string;
    active: boolean;
  }

  /**
   * Events of the remote player: the Web SDK's names and payloads, for the subset a receiver
   * reports through Cast media status. `tracksChange` carries Cast tracks instead.
   */
  export type RemotePlayerEventMap = Pick<
    PlayerEventMap,
    'stateChange' | 'timeUpdate' | 'volumeChange' | 'ended' | 'adBreakStart' | 'adBreakEnd' | 'error'
  > & {
    tracksChange: {
      readonly type: 'tracksChange';
      readonly timestamp: number;
      audioTracks: readonly RemoteTrack[];
      textTracks: readonly RemoteTrack[];
    };
  };

  /** Controls the player on the receiver. Meaningful while `CastSender.state` is `"connected"`. */
  export interface RemotePlayer {
    readonly state: PlayerState;
    /** The content id loaded on the receiver, or `null`. */
    readonly contentId: string | null;
    readonly currentTime: number;
    readonly duration: number;
    readonly isLive: boolean;
    readonly volume: number;
    readonly muted: boolean;
    readonly audioTracks: readonly RemoteTrack[];
    readonly textTracks: readonly RemoteTrack[];
    play(): Promise<void>;
    pause(): Promise<void>;
    seek(seconds: number): Promise<void>;
    /** Stops playback on the receiver; the session stays open. */
    stop(): Promise<void>;
    /** Volume from 0 to 1. */
    setVolume(volume: number): Promise<void>;
    setMuted(muted: boolean): Promise<void>;
    setAudioLanguage(language: string): Promise<void>;
    /** `null` turns subtitles off. */
    setTextLanguage(language: string | null): Promise<void>;
    on<K extends keyof RemotePlayerEventMap>(type: K, listener: (event: RemotePlayerEventMap[K]) => void): () => void;
    off<K extends keyof RemotePlayerEventMap>(type: K, listener: (event: RemotePlayerEventMap[K]) => void): void;
  }

  export interface CastSender {
    readonly state: CastState;
    /** The current session, or `null`. */
    readonly session: CastSessionInfo | null;
    readonly remote: RemotePlayer;
    /** Opens the browser's Cast device picker. For your own Cast button; `<google-cast-launcher>` does it itself. */
    requestSession(): Promise<CastSessionInfo>;
    /** Leaves the session; with `stopCasting` true (default) the receiver stops too. */
    endSession(stopCasting?: boolean): Promise<void>;
    /**
     * Loads content on the receiver. Starts a session first (device picker) when none is open.
     * Rejects with the receiver's `FlpError` when the load is refused.
     */
    castContent(request: CastContentRequest): Promise<void>;
    /** Sends a message on `urn:x-cast:video.flp`. */
    sendMessage(message: FlpSenderMessage): Promise<void>;
    on<K extends keyof CastSenderEventMap>(type: K, listener: (event: CastSenderEventMap[K]) => void): () => void;
    off<K extends keyof CastSenderEventMap>(type: K, listener: (event: CastSenderEventMap[K]) => void): void;
    /** Removes listeners; the Cast session itself is left as it is. */
    destroy(): void;
  }
}
