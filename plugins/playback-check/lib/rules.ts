/**
 * What the playback check compares a device and a stream with: the platform's facts
 * (`catalog/facts.yaml`), each with the page that explains it. Made at build time from the facts
 * (`rulesFromFacts`), given to the page as data and published as `/playback-rules.json` for the MCP
 * server's `check_stream`, so both judge with the same values.
 */
import type { FactsFile, Fact } from '../../facts/api';

export const STREAM_PLATFORMS = ['web', 'android', 'ios', 'roku', 'chromecast'] as const;
export type StreamPlatform = (typeof STREAM_PLATFORMS)[number];

export interface PlatformRules {
  label: string;
  /** Codec families, as the facts name them (`H.264`, `HEVC`, `AAC`, …). */
  videoCodecs: string[];
  /** `null`: the docs list no audio codecs for the platform, so none is judged. */
  audioCodecs: string[] | null;
  /** Key systems the platform's SDK plays protected FLP content with. */
  keySystems: string[];
  /** Key systems only some of the platform's devices have, with those devices in the guides' words. */
  keySystemDevices?: Record<string, string>;
  /** Manifest formats the platform's SDK plays. */
  manifestFormats: ('HLS' | 'DASH')[];
  /** Where the platform's formats and codecs are described. */
  formatsPage: string;
  /** Where the platform's audio codecs are described, when not on `formatsPage`. */
  audioFormatsPage?: string;
  /** The platform's low-latency section. */
  lowLatencyPage: string;
  /** Oldest OS version that plays LL-HLS, when the platform has one. */
  lowLatencyMinimumOs?: string;
  protectedPlaybackPage: string;
  errorCodesPage: string;
  /** The SDK runs in a browser engine (the Web, the Cast receiver) and is held to CORS, as this page is (E-1012). */
  heldToCors: boolean;
}

export interface PlaybackRules {
  platforms: Record<StreamPlatform, PlatformRules>;
  /** Longest segment FLP packages, in seconds. */
  maxSegmentSeconds: number;
  widevineL3MaxHeight: number;
  playreadySl2000MaxHeight: number;
  /** DRM systems the playback service issues licences for. */
  drmSystems: string[];
  minimumChrome: string;
  pages: {
    segmentDuration: string;
    keySystems: string;
    /** Where the Widevine security levels (L1, L2, L3) and what FLP releases to each are. */
    widevineLevels: string;
    licence: string;
    hdcp: string;
  };
}

export class RulesError extends Error {}

function fact(facts: FactsFile, id: string): Fact {
  const found = facts.facts.find((f) => f.id === id);
  if (!found) throw new RulesError(`playback-check: catalog/facts.yaml has no fact ${id}`);
  return found;
}

/** The fact `id`, which must be of `type`. */
function typed<T extends Fact['type']>(facts: FactsFile, id: string, type: T): Extract<Fact, { type: T }> {
  const f = fact(facts, id);
  if (f.type !== type) throw new RulesError(`playback-check: fact ${id} is not a ${type}`);
  return f as Extract<Fact, { type: T }>;
}

const list = (facts: FactsFile, id: string): string[] => typed(facts, id, 'list').items;
const num = (facts: FactsFile, id: string): number => typed(facts, id, 'number').value;
const version = (facts: FactsFile, id: string): string => typed(facts, id, 'version').value;

function seconds(facts: FactsFile, id: string): number {
  const f = typed(facts, id, 'duration');
  const factor = { millisecond: 0.001, second: 1, minute: 60, hour: 3600, day: 86400 }[f.unit];
  return f.value * factor;
}

/** A version fact as the docs write it (`Roku OS 12.0`). */
function versionText(facts: FactsFile, id: string): string {
  const f = typed(facts, id, 'version');
  return f.prefix ? `${f.prefix} ${f.value}` : f.value;
}

/** The manifest formats of a stream-formats fact (`MP4` is progressive, not a manifest). */
function manifestFormats(facts: FactsFile, id: string): ('HLS' | 'DASH')[] {
  return list(facts, id).filter((f): f is 'HLS' | 'DASH' => f === 'HLS' || f === 'DASH');
}

/** HLS and DASH: every platform but iOS and tvOS plays both (catalog/features.yaml, hls and dash). */
const HLS_AND_DASH: ('HLS' | 'DASH')[] = ['HLS', 'DASH'];

const player = (platform: StreamPlatform, page: string) => `/docs/products/player/${platform}/${page}`;

export function rulesFromFacts(facts: FactsFile): PlaybackRules {
  return {
    platforms: {
      web: {
        label: 'Web / Smart TVs',
        videoCodecs: list(facts, 'web.video-codecs'),
        audioCodecs: list(facts, 'web.audio-codecs'),
        keySystems: ['Widevine', 'PlayReady', 'FairPlay'],
        manifestFormats: HLS_AND_DASH,
        formatsPage: `${player('web', 'overview')}#formats`,
        lowLatencyPage: `${player('web', 'player-configuration')}#low-latency`,
        protectedPlaybackPage: player('web', 'protected-playback'),
        errorCodesPage: player('web', 'error-codes'),
        heldToCors: true,
      },
      android: {
        label: 'Android / AndroidTV',
        videoCodecs: list(facts, 'android.video-codecs'),
        audioCodecs: list(facts, 'android.audio-codecs'),
        // PlayReady since 6.10.0 on operator Android TV devices only (catalog/features.yaml, playready).
        keySystems: ['Widevine', 'PlayReady'],
        keySystemDevices: { PlayReady: 'operator Android TV devices with PlayReady' },
        manifestFormats: HLS_AND_DASH,
        formatsPage: `${player('android', 'overview')}#codecs-and-text`,
        lowLatencyPage: `${player('android', 'player-configuration')}#options`,
        protectedPlaybackPage: player('android', 'protected-playback'),
        errorCodesPage: player('android', 'error-codes'),
        heldToCors: false,
      },
      ios: {
        label: 'iOS / tvOS',
        videoCodecs: list(facts, 'ios.video-codecs'),
        audioCodecs: list(facts, 'ios.audio-codecs'),
        keySystems: ['FairPlay'],
        manifestFormats: manifestFormats(facts, 'ios.stream-formats'),
        formatsPage: `${player('ios', 'overview')}#codecs-and-subtitles`,
        lowLatencyPage: `${player('ios', 'player-configuration')}#low-latency-live`,
        protectedPlaybackPage: player('ios', 'protected-playback'),
        errorCodesPage: player('ios', 'error-codes'),
        heldToCors: false,
      },
      roku: {
        label: 'Roku',
        videoCodecs: list(facts, 'roku.video-codecs'),
        audioCodecs: list(facts, 'roku.audio-codecs'),
        keySystems: ['PlayReady', 'Widevine'],
        manifestFormats: HLS_AND_DASH,
        formatsPage: `${player('roku', 'overview')}#supported-devices`,
        audioFormatsPage: `${player('roku', 'overview')}#formats-and-drm`,
        lowLatencyPage: `${player('roku', 'player-configuration')}#low-latency`,
        lowLatencyMinimumOs: versionText(facts, 'roku.low-latency-minimum-os'),
        protectedPlaybackPage: player('roku', 'protected-playback'),
        errorCodesPage: player('roku', 'error-codes'),
        heldToCors: false,
      },
      chromecast: {
        label: 'Chromecast',
        videoCodecs: list(facts, 'chromecast.video-codecs'),
        audioCodecs: list(facts, 'chromecast.audio-codecs'),
        keySystems: ['Widevine', 'PlayReady'],
        // PlayReady on the Cast devices that have it and on Cast-enabled TVs that support it (overview, Supported Cast devices).
        keySystemDevices: { PlayReady: 'Cast devices and TVs with PlayReady' },
        manifestFormats: HLS_AND_DASH,
        formatsPage: `${player('chromecast', 'overview')}#supported-cast-devices`,
        audioFormatsPage: `${player('chromecast', 'overview')}#formats-and-drm`,
        lowLatencyPage: `${player('chromecast', 'player-configuration')}#player-defaults-playerconfig`,
        protectedPlaybackPage: player('chromecast', 'protected-playback'),
        errorCodesPage: player('chromecast', 'error-codes'),
        heldToCors: true,
      },
    },
    maxSegmentSeconds: seconds(facts, 'packaging.segment-duration.max'),
    widevineL3MaxHeight: num(facts, 'widevine.l3.max-resolution'),
    playreadySl2000MaxHeight: num(facts, 'playready.sl2000.max-resolution'),
    drmSystems: list(facts, 'drm.systems'),
    minimumChrome: version(facts, 'web.minimum-chrome'),
    pages: {
      segmentDuration: '/docs/products/vod/enc/create_config',
      keySystems: `${player('web', 'protected-playback')}#which-system-where`,
      widevineLevels: `${player('android', 'protected-playback')}#security-levels`,
      licence: '/docs/products/edge/playback/widevine_license',
      hdcp: `${player('web', 'error-codes')}#E-4005`,
    },
  };
}
