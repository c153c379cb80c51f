/** Where the build publishes the rules, for the MCP server's `check_stream`. */
import { STREAM_PLATFORMS, type PlaybackRules } from './rules';

export const RULES_JSON_PATH = '/playback-rules.json';

export function isPlaybackRules(value: unknown): value is PlaybackRules {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<PlaybackRules>;
  return (
    typeof v.maxSegmentSeconds === 'number' &&
    typeof v.widevineL3MaxHeight === 'number' &&
    !!v.platforms &&
    STREAM_PLATFORMS.every((p) => Array.isArray(v.platforms?.[p]?.videoCodecs))
  );
}
