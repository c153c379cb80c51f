/**
 * check_stream: the Playback check's manifest analysis (plugins/playback-check, the same
 * `loadStream` and `streamFindings` as /playback-check) on an HLS or DASH URL, judged with the rules
 * the site publishes (`/playback-rules.json`, made from catalog/facts.yaml). No playback: the
 * manifest (and an HLS stream's media playlists) only, read from where the server runs.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import {
  type Finding,
  LoadProblem,
  type ManifestSummary,
  type PlaybackRules,
  RULES_JSON_PATH,
  STREAM_PLATFORMS,
  type StreamPlatform,
  checkStreamUrl,
  isPlaybackRules,
  loadStream,
  streamFindings,
  streamReportMarkdown,
} from '../../plugins/playback-check/api';
import { SiteUnreachableError, type Snapshot } from '../site';
import { type Answer, type DocsSite, ToolInputError, checkPlatform } from './shared';

async function playbackRules(snapshot: Snapshot): Promise<PlaybackRules> {
  return snapshot.memo('playback-rules', async () => {
    const json = await snapshot.json(RULES_JSON_PATH.slice(1));
    if (!isPlaybackRules(json))
      throw new SiteUnreachableError(`${RULES_JSON_PATH} on the site is not the playback rules`);
    return json;
  });
}

export interface CheckStreamAnswer {
  url: string;
  platform: StreamPlatform;
  summary: ManifestSummary;
  findings: Finding[];
}

/** How long a manifest read may take before the tool answers that it did not come. */
const READ_TIMEOUT_MS = 20_000;

export async function checkStream(
  site: DocsSite,
  url: string,
  platform: string | undefined,
  options: { fetch?: typeof fetch } = {},
): Promise<Answer<CheckStreamAnswer>> {
  const chosen = (checkPlatform(platform, STREAM_PLATFORMS) ?? 'web') as StreamPlatform;
  let target: URL;
  try {
    target = checkStreamUrl(url);
  } catch (error) {
    throw new ToolInputError((error as Error).message);
  }
  const rules = await playbackRules(await site.files.current());
  let summary: ManifestSummary;
  try {
    summary = await loadStream(target.href, { fetch: options.fetch, signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
  } catch (error) {
    if (error instanceof LoadProblem) throw new ToolInputError(error.message);
    throw error;
  }
  const findings = streamFindings(summary, rules, chosen);
  const base = site.publicUrl.replace(/\/$/, '');
  const markdown = `${streamReportMarkdown(summary, findings, rules.platforms[chosen].label, base)}\n\nThis reads the manifest only; to play it in a browser, with DRM, use ${base}/playback-check.`;
  const absoluteFindings = findings.map((f) => (f.link ? { ...f, link: { ...f.link, to: `${base}${f.link.to}` } } : f));
  return { markdown, data: { url: target.href, platform: chosen, summary, findings: absoluteFindings } };
}

export function registerCheckStream(server: McpServer, site: DocsSite): void {
  server.registerTool(
    'check_stream',
    {
      title: 'Check an HLS or DASH stream against FLP',
      description:
        "Reads an HLS or DASH manifest (and an HLS stream's media playlists) and says what the FLP platform's facts rule out for a player SDK: codecs the SDK does not play, missing key signalling, key systems, segments longer than FLP's maximum, low latency; with renditions, codecs, DRM signalling, segment durations and live or VOD. The same analysis as the Playback check page, without playback.",
      inputSchema: {
        url: z.string().describe('The https URL of the .m3u8 or .mpd manifest.'),
        platform: z
          .string()
          .optional()
          .describe(`The FLP SDK to judge against: ${STREAM_PLATFORMS.join(', ')} (default web).`),
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ url, platform }) => {
      const answer = await checkStream(site, url, platform);
      return {
        content: [{ type: 'text', text: answer.markdown }],
        structuredContent: answer.data as unknown as Record<string, unknown>,
      };
    },
  );
}
