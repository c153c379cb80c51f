/**
 * Plays a stream with Shaka Player (loaded here, on demand) and turns what happens into an event
 * log in the platform's terms: manifest loaded, licence requests and their status, rendition
 * switches, stalls, errors with the FLP page that explains them.
 */
import type shakaNamespace from 'shaka-player';
import { corsAdvice } from '../../lib/load';
import type { PlaybackRules } from '../../lib/rules';

type Shaka = typeof shakaNamespace;

export interface LogEntry {
  at: number;
  level: 'info' | 'ok' | 'warning' | 'error';
  text: string;
  link?: { label: string; to: string };
  /** A second page: the licence endpoint's, for licence errors. */
  also?: { label: string; to: string };
}

export type DrmChoice = 'com.widevine.alpha' | 'com.microsoft.playready' | 'org.w3.clearkey';

export interface PlayOptions {
  url: string;
  licenceUrl?: string;
  licenceSystem?: DrmChoice;
  licenceHeaders?: Record<string, string>;
  clearKey?: { keyId: string; key: string };
  rules: PlaybackRules;
  origin: string;
  log: (entry: Omit<LogEntry, 'at'>) => void;
}

export interface Playback {
  destroy(): Promise<void>;
}

/** `Name: value` lines into headers; a line without a colon is an error naming it. */
export function parseHeaderLines(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
      throw new Error(`"${line.slice(0, 60)}" is not a header: write one Name: value per line.`);
    headers[name] = line.slice(colon + 1).trim();
  }
  return headers;
}

const HEX32 = /^[0-9a-f]{32}$/;
/** A Clear Key id or key as 32 hex digits (dashes and a 0x prefix allowed), or an error naming the field. */
export function clearKeyHex(value: string, field: string): string {
  const hex = value.trim().toLowerCase().replace(/^0x/, '').replace(/-/g, '');
  if (!HEX32.test(hex)) throw new Error(`The Clear Key ${field} must be 32 hexadecimal digits (16 bytes).`);
  return hex;
}

const REQUEST_TYPES = [
  'manifest',
  'segment',
  'licence',
  'app',
  'timing',
  'server certificate',
  'key',
  'ads',
  'content steering',
];

interface ShakaErrorLike {
  code: number;
  category: number;
  data: unknown[];
}

/**
 * What FLP SDKs report for a licence request answered `status`: the sentence and the code
 * (catalog/errors: 400 E-4011; 429 and 5xx E-4006 after the player's retries; FLP's 409 E-9170
 * E-4004; FLP's 401 and 403 with a code of their own that reaches the app unchanged; any other
 * 4xx, a 401, 403 or 409 of another licence server included, E-4001), or no code for another
 * status.
 */
function licenceCode(status: number, fromFlp: boolean): [string, [string, string] | null] {
  if (status === 400)
    return ['FLP SDKs report a challenge the server refused as E-4011', ['E-4011', 'LICENSE_CHALLENGE_INVALID']];
  if (status === 429 || status >= 500)
    return [
      'FLP SDKs retry it, then report E-4006 (LICENSE_SERVER_UNREACHABLE)',
      ['E-4006', 'LICENSE_SERVER_UNREACHABLE'],
    ];
  if (status === 409 && fromFlp)
    return [
      'FLP SDKs report it as E-4004: the tenant has no DRM credentials for this key system',
      ['E-4004', 'FAIRPLAY_CERTIFICATE_FAILED'],
    ];
  if (status === 401 && fromFlp)
    return [
      'FLP SDKs report the endpoint’s E-4021 (PLAYBACK_TOKEN_EXPIRED) unchanged',
      ['E-4021', 'PLAYBACK_TOKEN_EXPIRED'],
    ];
  if (status === 403 && fromFlp)
    return ['FLP SDKs report the code the endpoint answers with it (E-4020, E-4022 or E-8021) unchanged', null];
  if (status === 401 || status === 403)
    return ['FLP SDKs report this as E-4001 (LICENSE_REQUEST_REFUSED)', ['E-4001', 'LICENSE_REQUEST_REFUSED']];
  if (status >= 400 && status < 500)
    return [
      `FLP SDKs report this as E-4001 (LICENSE_REQUEST_REFUSED), not retried${status === 404 || status === 405 ? ': check the licence URL' : ''}`,
      ['E-4001', 'LICENSE_REQUEST_REFUSED'],
    ];
  return ['FLP’s licence endpoints answer no such status: check the licence URL', null];
}

/** FLP's own licence and certificate endpoints (api/playback.yaml), by their path. */
function isFlpDrmEndpoint(uri: string): boolean {
  try {
    return new URL(uri).pathname.startsWith('/playback/v3/drm/');
  } catch {
    return false;
  }
}

/** Subtitle files by their extension, for requests the engine made without saying what they were for. */
const SUBTITLE_FILE = /\.(?:vtt|webvtt|ttml|dfxp|srt)(?:[?#]|$)/i;

/** What is known of the failed request's purpose, beyond the engine's error. */
export interface ErrorContext {
  /** A Clear Key key id and key were given (a decode error then means a wrong key). */
  clearKeyGiven?: boolean;
  /** The manifest's address as given: another playlist the engine reads is a media playlist. */
  manifestUrl?: string;
  /** The addresses the engine asked for subtitles (a text stream's playlist or segments). */
  textUris?: ReadonlySet<string>;
}

/** An engine error in words, with the FLP page that explains it. */
export function describeError(
  error: ShakaErrorLike,
  rules: PlaybackRules,
  origin: string,
  { clearKeyGiven = false, manifestUrl, textUris }: ErrorContext = {},
): Omit<LogEntry, 'at'> {
  const web = rules.platforms.web;
  const code = (id: string, name: string) => ({ label: `${id} ${name}`, to: `${web.errorCodesPage}#${id}` });
  const subtitle = (uri: string) => textUris?.has(uri) === true || SUBTITLE_FILE.test(uri);
  const nested = error.data[0] as ShakaErrorLike | undefined;
  const http = error.code === 6007 && nested && typeof nested.code === 'number' ? nested : error;
  const licence = error.code === 6007 || (http.code === 1001 && http.data[4] === 2);
  if (http.code === 1001) {
    const [uri, status] = http.data as [string, number];
    const type = REQUEST_TYPES[Number(http.data[4])] ?? 'request';
    if (licence) {
      const refused = status === 401 || status === 403;
      const fromFlp = isFlpDrmEndpoint(uri);
      const [sentence, reported] = licenceCode(status, fromFlp);
      return {
        level: 'error',
        text: `The licence server answered ${status} (${uri})${refused ? ': the licence request was refused, usually a missing or expired token in the request headers' : ''}. ${sentence}.`,
        link: reported
          ? code(...reported)
          : { label: 'Error lookup', to: `/error-lookup?q=${encodeURIComponent(`licence ${status}`)}` },
        also: { label: 'FLP licence endpoint', to: rules.pages.licence },
      };
    }
    if (type === 'server certificate') {
      // As for a licence: FLP's 401 and 403 reach the app with the endpoint's own code, a 400 is
      // E-4011; another certificate server's 401 or 403, as any other failure, is E-4004, after the
      // player's two retries where one can help (a 5xx or a 429).
      const endpointCode = status === 400 || ((status === 401 || status === 403) && isFlpDrmEndpoint(uri));
      const retried = status === 429 || status >= 500;
      return {
        level: 'error',
        text: `The FairPlay certificate answered ${status}: ${uri}. ${
          endpointCode
            ? status === 400
              ? 'FLP SDKs report E-4011, not retried.'
              : `FLP SDKs report the code FLP’s certificate endpoint answers (${status === 401 ? 'E-4021' : 'E-4020 or E-8021'}) unchanged.`
            : `FLP SDKs ${retried ? 'retry it twice, then ' : ''}report E-4004 with this status as nativeCode${status === 409 && isFlpDrmEndpoint(uri) ? ': the tenant has no DRM credentials for FairPlay' : ''}.`
        }`,
        link: endpointCode
          ? status === 400
            ? code('E-4011', 'LICENSE_CHALLENGE_INVALID')
            : { label: 'Error lookup', to: `/error-lookup?q=${encodeURIComponent(`certificate ${status}`)}` }
          : code('E-4004', 'FAIRPLAY_CERTIFICATE_FAILED'),
        also: { label: 'FLP licence endpoint', to: rules.pages.licence },
      };
    }
    if (subtitle(uri)) {
      // Whatever the status, 401 and 403 included: playback goes on without these subtitles.
      return {
        level: 'warning',
        text: `A subtitle file answered ${status}: ${uri}. FLP players report the warning E-2050 and play on without these subtitles.`,
        link: code('E-2050', 'SUBTITLE_LOAD_FAILED'),
      };
    }
    if (type === 'key') {
      return {
        level: 'error',
        text: `The AES-128 key answered ${status}: ${uri}. FLP players stop playback with E-4030.`,
        link: code('E-4030', 'AES_KEY_LOAD_FAILED'),
      };
    }
    if (status === 401 || status === 403) {
      // The CDN's access control: the same code for a manifest, a playlist or an audio or video segment.
      return {
        level: 'error',
        text: `A ${type} answered ${status}: ${uri}. The CDN refused the request: a token or signed URL is missing, expired or does not cover this file.`,
        link: code('E-1011', 'CDN_ACCESS_DENIED'),
      };
    }
    // The engine reads HLS media playlists as manifests too: only the address given is the manifest.
    const mediaPlaylist = type === 'manifest' && manifestUrl !== undefined && uri !== manifestUrl;
    return {
      level: 'error',
      text: `A ${mediaPlaylist ? 'media playlist' : type} answered ${status}: ${uri}.${status === 404 ? ' The manifest lists a file the server does not have.' : ''}${mediaPlaylist ? ' FLP players report E-2020 and switch to another rendition.' : ''}`,
      link: mediaPlaylist
        ? code('E-2020', 'MEDIA_PLAYLIST_LOAD_FAILED')
        : type === 'manifest'
          ? code('E-2001', 'MANIFEST_LOAD_FAILED')
          : { label: 'Error lookup', to: `/error-lookup?q=${encodeURIComponent(`segment ${status}`)}` },
    };
  }
  if (http.code === 1003) {
    // TIMEOUT: data is [uri, requestType].
    const uri = String(http.data[0]);
    const type = REQUEST_TYPES[Number(http.data[1])] ?? 'request';
    if (type === 'licence')
      return {
        level: 'error',
        text: `The licence request timed out (${uri}). FLP SDKs retry it twice, then report E-4006.`,
        link: code('E-4006', 'LICENSE_SERVER_UNREACHABLE'),
        also: { label: 'FLP licence endpoint', to: rules.pages.licence },
      };
    if (type === 'server certificate')
      return {
        level: 'error',
        text: `The FairPlay certificate request timed out (${uri}). FLP SDKs retry it twice, then report E-4004.`,
        link: code('E-4004', 'FAIRPLAY_CERTIFICATE_FAILED'),
      };
    return {
      level: 'error',
      text: `A ${subtitle(uri) ? 'subtitle' : type} request timed out: ${uri}.`,
      link: { label: 'Error lookup', to: `/error-lookup?q=${encodeURIComponent('timeout')}` },
    };
  }
  if (http.code === 1002) {
    const uri = String(http.data[0]);
    const type = REQUEST_TYPES[Number(http.data[2])] ?? 'request';
    const failed = `A ${subtitle(uri) ? 'subtitle' : type} request failed without an answer the page may read (${uri}). ${corsAdvice(origin)}`;
    if (subtitle(uri))
      return {
        level: 'warning',
        text: `${failed} FLP players report the warning E-2050 and play on without these subtitles.`,
        link: code('E-2050', 'SUBTITLE_LOAD_FAILED'),
      };
    // A browser cannot tell a licence or certificate request refused by CORS from one that got no answer.
    if (type === 'server certificate')
      return {
        level: 'error',
        text: `${failed} FLP SDKs retry it twice, then report E-4004 (on the Web with nativeCode 0: no answer).`,
        link: code('E-4004', 'FAIRPLAY_CERTIFICATE_FAILED'),
      };
    if (type === 'licence')
      return {
        level: 'error',
        text: `${failed} FLP SDKs retry it twice, then report E-4006 (on the Web with nativeCode 0: no answer).`,
        link: code('E-4006', 'LICENSE_SERVER_UNREACHABLE'),
        also: { label: 'FLP licence endpoint', to: rules.pages.licence },
      };
    return { level: 'error', text: failed, link: code('E-1012', 'CORS_BLOCKED') };
  }
  if (error.code === 6001 || error.code === 6002) {
    return {
      level: 'error',
      text: 'This browser offers none of the key systems the stream and settings ask for (no CDM for them here).',
      link: { label: 'E-4002 KEY_SYSTEM_UNSUPPORTED', to: `${web.errorCodesPage}#E-4002` },
    };
  }
  if (error.code === 6008) {
    return {
      level: 'error',
      text: 'The browser’s CDM rejected the licence the server sent (Shaka error 6008).',
      link: code('E-4003', 'LICENSE_REJECTED_BY_DEVICE'),
    };
  }
  if (error.code === 6005) {
    return {
      level: 'error',
      text: 'The browser could not open a key session (Shaka error 6005): another player on the page or device may still hold one.',
      link: code('E-4010', 'KEY_SESSION_LIMIT'),
    };
  }
  if (error.code === 6012) {
    return {
      level: 'error',
      text: 'The stream is protected and no licence URL or Clear Key was given: give the licence URL of its key system, or the key id and key of Clear Key test content.',
      link: { label: 'Protected playback', to: web.protectedPlaybackPage },
    };
  }
  if (error.code === 4032) {
    return {
      level: 'error',
      text: 'No rendition of the stream uses a codec this browser can decode.',
      link: code('E-3003', 'CODEC_UNSUPPORTED'),
    };
  }
  if (error.code === 4012) {
    // RESTRICTIONS_CANNOT_BE_MET: data[0] says what left no rendition (shaka.extern.RestrictionInfo).
    const info = (error.data[0] ?? {}) as { restrictedKeyStatuses?: string[]; missingKeys?: string[] };
    const statuses = info.restrictedKeyStatuses ?? [];
    if (statuses.includes('output-restricted'))
      return {
        level: 'error',
        text: 'The licence’s keys are restricted on this output (key status output-restricted on every rendition): the display chain does not meet the HDCP the licence requires.',
        link: code('E-4005', 'OUTPUT_PROTECTION_NOT_MET'),
      };
    if (statuses.length > 0 || (info.missingKeys ?? []).length > 0)
      return {
        level: 'error',
        text: `The licence leaves no rendition playable on this device (${statuses.length > 0 ? `key status ${statuses.join(', ')}` : 'no key for any rendition'}).`,
        link: code('E-4003', 'LICENSE_REJECTED_BY_DEVICE'),
      };
  }
  if (error.code === 4012 || error.code === 4036) {
    return {
      level: 'error',
      text: 'No rendition of the stream can play on this device.',
      link: code('E-2004', 'NO_PLAYABLE_RENDITION'),
    };
  }
  if (error.code === 3016 || error.code === 3014 || error.code === 3015) {
    return {
      level: 'error',
      text: clearKeyGiven
        ? "The Clear Key key is wrong: its key id matches the content's, but the media decrypted with this key does not decode."
        : 'The browser could not decode the media (a decode error of the video element): the stream is corrupt, or protected content was decrypted with the wrong key.',
      link: { label: 'Error lookup: decode', to: '/error-lookup?q=decode' },
    };
  }
  if (error.code === 6014) {
    return {
      level: 'error',
      text: `The key session failed (Shaka error ${error.code}): the licence or key expired.`,
      link: { label: 'E-4007 LICENSE_EXPIRED', to: `${web.errorCodesPage}#E-4007` },
    };
  }
  if (error.code === 6010 || error.code === 6016) {
    return {
      level: 'error',
      text: `The key session failed (Shaka error ${error.code}): the content's DRM information (its PSSH, key id or encryption scheme) is missing or does not fit the licence.`,
      link: { label: 'E-4012 DRM_CONTENT_ERROR', to: `${web.errorCodesPage}#E-4012` },
    };
  }
  return {
    level: 'error',
    text: `Shaka Player error ${error.code} (category ${error.category}).`,
    link: { label: 'Error lookup', to: `/error-lookup?q=${error.code}` },
  };
}

/** How long playback may wait for a key before the page says why. */
const KEY_WAIT_MS = 6_000;

export async function play(video: HTMLVideoElement, options: PlayOptions): Promise<Playback> {
  const { log, rules, origin } = options;
  const shaka: Shaka = (await import('shaka-player')).default;
  shaka.polyfill.installAll();
  if (!shaka.Player.isBrowserSupported()) {
    log({ level: 'error', text: 'Shaka Player does not support this browser (no MSE or EME).' });
    return { destroy: async () => undefined };
  }
  const player = new shaka.Player();
  await player.attach(video);
  const drm: Record<string, unknown> = {};
  if (options.licenceUrl && options.licenceSystem) drm.servers = { [options.licenceSystem]: options.licenceUrl };
  if (options.clearKey) drm.clearKeys = { [options.clearKey.keyId]: options.clearKey.key };
  const once = {
    maxAttempts: 1,
    baseDelay: 100,
    backoffFactor: 1,
    fuzzFactor: 0,
    timeout: 15_000,
    stallTimeout: 0,
    connectionTimeout: 10_000,
  };
  player.configure({
    drm,
    manifest: { retryParameters: once },
    streaming: { retryParameters: once, failureCallback: () => undefined },
  } as unknown as Parameters<typeof player.configure>[0]);

  const net = player.getNetworkingEngine();
  const LICENSE = shaka.net.NetworkingEngine.RequestType.LICENSE;
  // The engine says what a request is for when it makes it, not when it fails: subtitles noted here.
  const textUris = new Set<string>();
  const errorContext: ErrorContext = { clearKeyGiven: !!options.clearKey, manifestUrl: options.url, textUris };
  net?.registerRequestFilter((type, request, context) => {
    if (context?.stream?.type === 'text') for (const uri of request.uris) textUris.add(uri);
    if (type !== LICENSE) return;
    // With a Clear Key given, the engine answers its own licence request from a data: URI.
    if (request.uris[0]?.startsWith('data:')) {
      log({ level: 'info', text: 'Clear Key licence made on this page from the key id and key given (no request).' });
      return;
    }
    for (const [name, value] of Object.entries(options.licenceHeaders ?? {})) request.headers[name] = value;
    log({ level: 'info', text: `Licence request: POST ${request.uris[0] ?? ''}` });
  });
  net?.registerResponseFilter((type, response) => {
    if (type !== LICENSE || response.uri.startsWith('data:')) return;
    log({ level: 'ok', text: `Licence response: ${response.status ?? 200} from ${response.uri}` });
  });

  let lastVariant = '';
  const variantText = () => {
    const v = player.getVariantTracks().find((t) => t.active);
    if (!v) return '';
    return `${v.height ? `${v.height}p` : 'audio'} ${[v.videoCodec, v.audioCodec].filter(Boolean).join(', ')} at ${Math.round(v.bandwidth / 1000)} kbit/s`;
  };
  const rendition = (why: string) => {
    const text = variantText();
    if (text && text !== lastVariant) {
      log({ level: 'info', text: `${lastVariant ? 'Rendition switch' : 'Rendition'}: ${text} (${why})` });
      lastVariant = text;
    }
  };
  player.addEventListener('adaptation', () => rendition('ABR'));
  player.addEventListener('variantchanged', () => rendition('selected'));
  player.addEventListener('buffering', (event) => {
    if ((event as unknown as { buffering: boolean }).buffering && video.currentTime > 0)
      log({ level: 'warning', text: `Stall: buffering at ${video.currentTime.toFixed(1)} s` });
  });
  player.addEventListener('drmsessionupdate', () =>
    log({ level: 'ok', text: 'Key session updated: a licence or key was accepted.' }),
  );
  let failed = false;
  player.addEventListener('error', (event) => {
    failed = true;
    log(describeError((event as unknown as { detail: ShakaErrorLike }).detail, rules, origin, errorContext));
  });
  let keyTimer: ReturnType<typeof setTimeout> | undefined;
  const onWaitingForKey = () => {
    clearTimeout(keyTimer);
    keyTimer = setTimeout(() => {
      if (failed || video.currentTime > 0.5) return;
      log({
        level: 'error',
        text: 'Playback waits for a key it never got: the licence (or Clear Key) gave no key for the key id of the content. Check the key id.',
        link: { label: 'E-4012 DRM_CONTENT_ERROR', to: `${rules.platforms.web.errorCodesPage}#E-4012` },
      });
    }, KEY_WAIT_MS);
  };
  video.addEventListener('waitingforkey', onWaitingForKey);
  let played = false;
  const onPlaying = () => {
    if (played) return;
    played = true;
    log({ level: 'ok', text: `Playing: ${variantText() || 'started'}` });
  };
  video.addEventListener('playing', onPlaying);
  const onProgress = () => {
    if (video.currentTime >= 2 && !failed) {
      video.removeEventListener('timeupdate', onProgress);
      log({ level: 'ok', text: 'Played the first 2 seconds without an error.' });
    }
  };
  video.addEventListener('timeupdate', onProgress);

  try {
    await player.load(options.url);
    const variants = player.getVariantTracks();
    log({
      level: 'ok',
      text: `Manifest loaded: ${variants.length} playable variant${variants.length === 1 ? '' : 's'}, ${player.isLive() ? 'live' : 'on demand'}${player.keySystem() ? `, key system ${player.keySystem()}` : ''}.`,
    });
    rendition('start');
    video.muted = true;
    await video
      .play()
      .catch(() => log({ level: 'info', text: 'Press play on the video: the browser did not allow autoplay.' }));
  } catch (error) {
    if (!failed && error && typeof (error as ShakaErrorLike).code === 'number') {
      failed = true;
      log(describeError(error as ShakaErrorLike, rules, origin, errorContext));
    } else if (!failed) {
      log({ level: 'error', text: `The engine stopped: ${(error as Error).message}` });
    }
  }
  return {
    async destroy() {
      clearTimeout(keyTimer);
      video.removeEventListener('waitingforkey', onWaitingForKey);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('timeupdate', onProgress);
      await player.destroy();
    },
  };
}
