/**
 * The playback check's public face: the manifest analysis (`loadStream`, the parsers' summary), the
 * findings the platform's facts give, their Markdown, and the rules made from `catalog/facts.yaml`.
 * The page (`theme/PlaybackCheck`) and the MCP server's `check_stream` both use these.
 */
export {
  STREAM_PLATFORMS,
  type StreamPlatform,
  type PlaybackRules,
  type PlatformRules,
  RulesError,
  rulesFromFacts,
} from './lib/rules';
export { codecFamily } from './lib/codecs';
export {
  type ManifestSummary,
  type KeySignal,
  type Rendition,
  detectFormat,
  parseDash,
  parseHls,
  addHlsMediaPlaylist,
} from './lib/manifest';
export {
  LoadProblem,
  type LoadProblemKind,
  type LoadOptions,
  MAX_MANIFEST_BYTES,
  checkStreamUrl,
  corsAdvice,
  fetchText,
  loadStream,
} from './lib/load';
export {
  type Finding,
  type FindingLevel,
  findingMarkdown,
  streamFindings,
  streamReportMarkdown,
  summaryLines,
} from './lib/findings';
export { RULES_JSON_PATH, isPlaybackRules } from './lib/publish';
export {
  type DeviceReport,
  type KeySystemResult,
  type CodecResult,
  deviceFindings,
  deviceReportMarkdown,
  widevineLevel,
} from './lib/device';
