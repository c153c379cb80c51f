/**
 * Device and delivery packages of the FLP Web / Smart TV SDK, 7.4.0, for runtimes where the
 * MSE/EME player of `@flp/player` is not the right engine.
 */

/**
 * PlayStation apps on WebMAF (Sony's Web Media Application Framework). WebMAF 3 (PlayStation 5)
 * has MSE and EME: use `createPlayer` of `@flp/player` there. WebMAF 2 (PlayStation 4) has
 * neither: `createWebMafPlayer` gives the same `Player` interface, played through WebMAF's native
 * media player.
 */
declare module '@flp/player-webmaf' {
  import type { Player, PlayerConfig } from '@flp/player';

  /** Whether the page runs inside WebMAF (`window.external.user` is present). */
  export function isWebMaf(): boolean;

  /** The WebMAF major version (`2` on PlayStation 4, `3` on PlayStation 5), `null` outside WebMAF. */
  export function getWebMafVersion(): number | null;

  /** Whether this runtime needs `createWebMafPlayer` (WebMAF without MSE). */
  export function needsNativePlayer(): boolean;

  /**
   * Messages from the WebMAF runtime (`window.accessfunction` callbacks), parsed. Returns a
   * function that stops listening.
   */
  export function onSystemEvent(listener: (event: WebMafSystemEvent) => void): () => void;

  export type WebMafSystemEvent =
    | { type: 'suspend' }
    | { type: 'resume' }
    | { type: 'networkStatusChange'; connected: boolean }
    | { type: 'hdcpStatusChange'; hdcpVersion: string | null }
    | { type: 'userChange'; signedIn: boolean };

  export interface WebMafPlayerConfig extends PlayerConfig {
    /** Milliseconds between WebMAF `getPlaybackTime` polls, which drive `timeUpdate`. Default `250`. */
    timePollInterval?: number;
    /** Keep the WebMAF video plane visible behind the page while paused. Default `true`. */
    keepVideoPlaneOnPause?: boolean;
  }

  /**
   * Creates a player that drives WebMAF's native player. `container` positions the video plane:
   * the plane follows its bounding box, and the page must be transparent above it.
   * Throws `E-9004` outside WebMAF.
   */
  export function createWebMafPlayer(container: HTMLElement, config: WebMafPlayerConfig): Player;
}

/** Sub-second live playback over WebRTC (WHEP), for interactive live events. */
declare module '@flp/player-webrtc' {
  import type { FlpError, LogLevel, PlayerState } from '@flp/player';

  /** Whether the browser supports WebRTC playback with the codecs FLP delivers (H.264 + Opus). */
  export function isWebRtcSupported(): boolean;

  export interface WebRtcPlayerConfig {
    /** The same licence key as `@flp/player`. */
    licenseKey: string;
    /** Start muted; browsers block unmuted autoplay without a user gesture. Default `false`. */
    muted?: boolean;
    /** Start as soon as media flows. Default `true`. */
    autoplay?: boolean;
    /** Seconds without media after which the player reconnects. Default `3`. */
    reconnectAfter?: number;
    /** Reconnection attempts before `error` with `E-1401`. Default `5`. */
    maxReconnects?: number;
    /** ICE servers in addition to the ones the WHEP endpoint returns. */
    iceServers?: RTCIceServer[];
    logLevel?: LogLevel;
  }

  export interface WebRtcSource {
    /** WHEP endpoint URL (`authorization.webrtc.whepUrl` of `@flp/platform`). */
    whepUrl: string;
    /**
     * Bearer token for the WHEP request. It is bound to the stream session `authorize` opened:
     * the media server keeps that session alive while media flows (no client heartbeats), through
     * the player's reconnections (`reconnecting`, same token), and closes it when the WebRTC player
     * stops: `destroy()`, or an `error` (`E-1401`, `E-1402`).
     */
    token: string;
    metadata?: { contentId?: string; title?: string };
  }

  export interface WebRtcStats {
    /** Glass-to-glass latency estimate in seconds. */
    latency: number;
    /** Bits per second of the received video. */
    bitrate: number;
    packetsLost: number;
    /** Jitter in seconds. */
    jitter: number;
    frameHeight: number;
  }

  export interface WebRtcEventMap {
    stateChange: { state: PlayerState; previousState: PlayerState };
    /** The peer connection dropped; `attempt` counts from 1. */
    reconnecting: { attempt: number };
    reconnected: Record<string, never>;
    /** Data channel messages of the event (polls, quiz questions), as sent by the producer. */
    message: { channel: string; data: string };
    error: { error: FlpError };
  }

  export interface WebRtcPlayer {
    load(source: WebRtcSource): Promise<void>;
    play(): Promise<void>;
    pause(): void;
    destroy(): void;
    readonly state: PlayerState;
    readonly videoElement: HTMLVideoElement;
    volume: number;
    muted: boolean;
    /** A snapshot of connection statistics. */
    getStats(): Promise<WebRtcStats>;
    /** Sends a message on the event's data channel, e.g. a vote. Rejects when the channel is read-only. */
    send(channel: string, data: string): Promise<void>;
    on<K extends keyof WebRtcEventMap>(type: K, listener: (event: WebRtcEventMap[K]) => void): () => void;
    off<K extends keyof WebRtcEventMap>(type: K, listener: (event: WebRtcEventMap[K]) => void): void;
  }

  export function createWebRtcPlayer(container: HTMLElement, config: WebRtcPlayerConfig): WebRtcPlayer;
}
