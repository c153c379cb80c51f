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
  /** Where the platform's formats and codecs are described. */
  formatsPage: string;
  protectedPlaybackPage: string;
  errorCodesPage: string;
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
    lowLatency: string;
    keySystems: string;
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

function list(facts: FactsFile, id: string): string[] {
  const f = fact(facts, id);
  if (f.type !== 'list') throw new RulesError(`playback-check: fact ${id} is not a list`);
  return f.items;
}

function num(facts: FactsFile, id: string): number {
  const f = fact(facts, id);
  if (f.type !== 'number') throw new RulesError(`playback-check: fact ${id} is not a number`);
  return f.value;
}

function seconds(facts: FactsFile, id: string): number {
  const f = fact(facts, id);
  if (f.type !== 'duration') throw new RulesError(`playback-check: fact ${id} is not a duration`);
  const factor = { millisecond: 0.001, second: 1, minute: 60, hour: 3600, day: 86400 }[f.unit];
  return f.value * factor;
}

function version(facts: FactsFile, id: string): string {
  const f = fact(facts, id);
  if (f.type !== 'version') throw new RulesError(`playback-check: fact ${id} is not a version`);
  return f.value;
}

const player = (platform: StreamPlatform, page: string) => `/docs/products/player/${platform}/${page}`;

export function rulesFromFacts(facts: FactsFile): PlaybackRules {
  return {
    platforms: {
      web: {
        label: 'Web / Smart TVs',
        videoCodecs: list(facts, 'web.video-codecs'),
        audioCodecs: list(facts, 'web.audio-codecs'),
        keySystems: ['Widevine', 'PlayReady', 'FairPlay'],
        formatsPage: `${player('web', 'overview')}#formats`,
        protectedPlaybackPage: player('web', 'protected-playback'),
        errorCodesPage: player('web', 'error-codes'),
      },
      android: {
        label: 'Android / AndroidTV',
        videoCodecs: list(facts, 'android.video-codecs'),
        audioCodecs: list(facts, 'android.audio-codecs'),
        keySystems: ['Widevine'],
        formatsPage: `${player('android', 'overview')}#codecs-and-text`,
        protectedPlaybackPage: player('android', 'protected-playback'),
        errorCodesPage: player('android', 'error-codes'),
      },
      ios: {
        label: 'iOS / tvOS',
        videoCodecs: list(facts, 'ios.video-codecs'),
        audioCodecs: null,
        keySystems: ['FairPlay'],
        formatsPage: `${player('ios', 'overview')}#codecs-and-subtitles`,
        protectedPlaybackPage: player('ios', 'protected-playback'),
        errorCodesPage: player('ios', 'error-codes'),
      },
      roku: {
        label: 'Roku',
        videoCodecs: list(facts, 'roku.video-codecs'),
        audioCodecs: list(facts, 'roku.audio-codecs'),
        keySystems: ['PlayReady', 'Widevine'],
        formatsPage: `${player('roku', 'overview')}#supported-devices`,
        protectedPlaybackPage: player('roku', 'protected-playback'),
        errorCodesPage: player('roku', 'error-codes'),
      },
      chromecast: {
        label: 'Chromecast',
        videoCodecs: list(facts, 'chromecast.video-codecs'),
        audioCodecs: null,
        keySystems: ['Widevine', 'PlayReady'],
        formatsPage: `${player('chromecast', 'overview')}#supported-cast-devices`,
        protectedPlaybackPage: player('chromecast', 'protected-playback'),
        errorCodesPage: player('chromecast', 'error-codes'),
      },
    },
    maxSegmentSeconds: seconds(facts, 'packaging.segment-duration.max'),
    widevineL3MaxHeight: num(facts, 'widevine.l3.max-resolution'),
    playreadySl2000MaxHeight: num(facts, 'playready.sl2000.max-resolution'),
    drmSystems: list(facts, 'drm.systems'),
    minimumChrome: version(facts, 'web.minimum-chrome'),
    pages: {
      segmentDuration: '/docs/products/vod/overview',
      lowLatency: `${player('web', 'player-configuration')}#low-latency`,
      keySystems: `${player('web', 'protected-playback')}#which-system-where`,
      licence: '/docs/products/edge/playback/widevine_license',
      hdcp: `${player('web', 'error-codes')}#E-4005`,
    },
  };
}
