/**
 * What the platform's facts say about a stream: each rule gives a finding in the platform's terms
 * with the page that explains it. The page and the MCP server's `check_stream` show the same list.
 */
import { codecFamily, isAudioCodec, isVideoCodec } from './codecs';
import type { ManifestSummary } from './manifest';
import type { PlaybackRules, StreamPlatform } from './rules';

export type FindingLevel = 'error' | 'warning' | 'info' | 'ok';

export interface Finding {
  /** Stable rule id (`codec-unsupported`, `segment-too-long`, …): tests and clients match on it. */
  id: string;
  level: FindingLevel;
  text: string;
  link?: { label: string; to: string };
}

const listWords = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const LICENSED = new Set(['Widevine', 'PlayReady', 'FairPlay']);

export function streamFindings(summary: ManifestSummary, rules: PlaybackRules, platform: StreamPlatform): Finding[] {
  const p = rules.platforms[platform];
  const out: Finding[] = [];
  const codecs = [...new Set(summary.renditions.flatMap((r) => r.codecs))];
  const video = codecs.filter(isVideoCodec);
  const audio = codecs.filter(isAudioCodec);

  // Format.
  const format = summary.format === 'hls' ? 'HLS' : 'DASH';
  if (!p.manifestFormats.includes(format)) {
    out.push({
      id: 'format-unsupported',
      level: 'error',
      text: `${format} is not a format the FLP ${p.label} SDK plays (${listWords(p.manifestFormats)} only): the player stops with E-2003. Package the same CMAF segments as ${listWords(p.manifestFormats)} too.`,
      link: { label: 'Error E-2003 (manifest unsupported)', to: `${p.errorCodesPage}#E-2003` },
    });
  }

  // Codecs.
  const byFamily = (list: string[]) => {
    const m = new Map<string, string[]>();
    for (const c of list) m.set(codecFamily(c), [...(m.get(codecFamily(c)) ?? []), c]);
    return m;
  };
  for (const [family, strings] of byFamily(video)) {
    if (!p.videoCodecs.includes(family)) {
      const others = video.filter((c) => p.videoCodecs.includes(codecFamily(c)));
      out.push({
        id: 'codec-unsupported',
        level: others.length ? 'warning' : 'error',
        text:
          `${family} video (${strings.join(', ')}) is not a codec the FLP ${p.label} SDK plays (${listWords(p.videoCodecs)})` +
          (others.length ? ': those renditions are left out.' : ': no video rendition is left to play.'),
        link: { label: `${p.label} formats and codecs`, to: p.formatsPage },
      });
    }
  }
  if (p.audioCodecs) {
    for (const [family, strings] of byFamily(audio)) {
      if (!p.audioCodecs.includes(family) && !(family === 'HE-AAC' && p.audioCodecs.includes('AAC'))) {
        out.push({
          id: 'codec-unsupported',
          level: audio.some((c) => p.audioCodecs!.includes(codecFamily(c))) ? 'warning' : 'error',
          text: `${family} audio (${strings.join(', ')}) is not among the audio codecs the FLP ${p.label} guide lists (${listWords(p.audioCodecs)}).`,
          link: { label: `${p.label} formats and codecs`, to: p.audioFormatsPage ?? p.formatsPage },
        });
      }
    }
  }
  if (summary.renditionsWithoutCodecs > 0) {
    out.push({
      id: 'codecs-missing',
      level: 'warning',
      text: `${summary.renditionsWithoutCodecs} of the multivariant playlist's renditions name no CODECS: players cannot leave out what the device does not decode before they download it, and must probe the segments to find the codecs (HLS says a variant SHOULD list CODECS). This check cannot judge their codecs either.`,
      link: { label: 'Error E-2004 (no playable rendition)', to: `${p.errorCodesPage}#E-2004` },
    });
  }

  // Media playlists.
  for (const failed of summary.mediaPlaylists.filter((m) => !m.ok)) {
    // A refusal (401, 403) is the CDN's access control, not one rendition's fault: fatal, as for segments.
    const refused = failed.status === 401 || failed.status === 403;
    if (failed.cors) {
      // Every rendition's playlist comes from the same CDN: none can be read.
      out.push(
        p.heldToCors
          ? {
              id: 'media-playlist-failed',
              level: 'error',
              text: `A media playlist could not be read from this page: ${failed.problem ?? failed.uri}. FLP players report E-1012 (fatal).`,
              link: { label: 'Error E-1012 (CORS blocked)', to: `${p.errorCodesPage}#E-1012` },
            }
          : {
              // A native player makes its requests without CORS: only this page was kept from the file.
              id: 'media-playlist-failed',
              level: 'warning',
              text: `A media playlist could not be read from this page: ${failed.problem ?? failed.uri}. The ${p.label} SDK is not held to CORS, as a page is, so this says nothing about playback there; fetch the playlist outside the browser (curl) to check it.`,
            },
      );
      continue;
    }
    out.push(
      refused
        ? {
            id: 'media-playlist-failed',
            level: 'error',
            text: `A media playlist was refused: ${failed.problem ?? failed.uri}. FLP players report E-1011 (fatal): the CDN's token or signed URL must let the player read every playlist and segment.`,
            link: { label: 'Error E-1011 (CDN access denied)', to: `${p.errorCodesPage}#E-1011` },
          }
        : {
            id: 'media-playlist-failed',
            level: 'warning',
            text: `A media playlist could not be read: ${failed.problem ?? failed.uri}. FLP players report E-2020 (recoverable) and switch to another rendition; if every rendition fails, playback stops.`,
            link: { label: 'Error E-2020 (media playlist load failed)', to: `${p.errorCodesPage}#E-2020` },
          },
    );
  }

  // Segments.
  const { maxSeconds } = summary.segments;
  if (maxSeconds !== null && maxSeconds > rules.maxSegmentSeconds + 0.05) {
    out.push({
      id: 'segment-too-long',
      level: 'warning',
      text: `Segments of up to ${round(maxSeconds)} s: longer than the ${rules.maxSegmentSeconds} s at most that FLP packages. Long segments slow start-up, seeking and rendition switches.`,
      link: { label: 'Encoding configurations (segmentDuration, 2 to 10 s)', to: rules.pages.segmentDuration },
    });
  }
  if (
    summary.segments.containers.includes('MPEG-TS') &&
    platform === 'roku' &&
    summary.keySignals.some((k) => k.scheme === 'cbcs')
  ) {
    out.push({
      id: 'sample-aes-ts',
      level: 'error',
      text: 'SAMPLE-AES in MPEG-TS segments: Roku decrypts only fMP4/CMAF (E-4040).',
      link: { label: 'Roku protected playback', to: p.protectedPlaybackPage },
    });
  }

  // Protection.
  const systems = [...new Set(summary.keySignals.map((k) => k.system))];
  const licensed = systems.filter((s) => LICENSED.has(s));
  const common = summary.keySignals.some((k) => k.system === 'Common encryption');
  if (common && licensed.length === 0 && !systems.includes('Clear Key')) {
    out.push({
      id: 'key-signal-missing',
      level: 'warning',
      text: 'The manifest signals common encryption but no key system (no Widevine, PlayReady or FairPlay ContentProtection): the player gets the key system and licence URL from the source alone, and players that read the manifest find no licence to ask for.',
      link: { label: 'Which key system where', to: rules.pages.keySystems },
    });
  }
  if (licensed.length > 0 && !licensed.some((s) => p.keySystems.includes(s))) {
    out.push({
      id: 'key-system-unavailable',
      level: 'error',
      text: `The stream is protected with ${listWords(licensed)} only; the FLP ${p.label} SDK plays protected content with ${listWords(p.keySystems)}.`,
      link: { label: `${p.label} protected playback`, to: p.protectedPlaybackPage },
    });
  }
  const limited = p.keySystemDevices ?? {};
  const playable = licensed.filter((s) => p.keySystems.includes(s));
  if (playable.length > 0 && playable.every((s) => s in limited)) {
    const everywhere = p.keySystems.filter((s) => !(s in limited));
    out.push({
      id: 'key-system-devices',
      level: 'warning',
      text: `The stream is protected with ${listWords(licensed)} only: the FLP ${p.label} SDK plays it on ${listWords(playable.map((s) => limited[s]!))}; the other devices play protected content with ${listWords(everywhere)} and cannot play it.`,
      link: { label: `${p.label} protected playback`, to: p.protectedPlaybackPage },
    });
  }
  if (systems.includes('Clear Key')) {
    out.push({
      id: 'clear-key',
      level: 'info',
      text: `Clear Key is signalled: fine for test content, not for production. FLP's playback service issues licences for ${listWords(rules.drmSystems)}.`,
      link: { label: 'Which key system where', to: rules.pages.keySystems },
    });
  }
  if (systems.includes('AES-128')) {
    out.push({
      id: 'aes-128',
      level: 'info',
      text: 'Segments are encrypted with AES-128 (a key file, no DRM licence): a key that cannot be loaded stops playback with E-4030.',
      link: { label: 'Error E-4030', to: `${p.errorCodesPage}#E-4030` },
    });
  }
  const maxHeight = Math.max(0, ...summary.renditions.map((r) => r.height ?? 0));
  if (licensed.length > 0 && maxHeight > rules.widevineL3MaxHeight) {
    out.push({
      id: 'hd-needs-hardware-drm',
      level: 'info',
      text: `Renditions up to ${maxHeight}p: FLP's licence policy releases keys up to ${rules.widevineL3MaxHeight}p to Widevine L3 (and L2) and up to ${rules.playreadySl2000MaxHeight}p to PlayReady SL2000 devices; the higher ones need Widevine L1, PlayReady SL3000 or FairPlay.`,
      link: { label: 'Which key system where', to: rules.pages.keySystems },
    });
  }

  // HLS version.
  if (summary.hlsVersion !== undefined && summary.hlsVersion > 10 && platform === 'web') {
    out.push({
      id: 'hls-version',
      level: 'error',
      text: `EXT-X-VERSION ${summary.hlsVersion}: the Web SDK plays HLS versions 3 to 10, and reports a higher version as an unsupported feature (E-2003).`,
      link: { label: 'Error E-2003', to: `${p.errorCodesPage}#E-2003` },
    });
  }

  // Low latency.
  if (summary.lowLatency) {
    const ll = summary.lowLatency;
    const detail =
      ll.kind === 'LL-HLS'
        ? `partial segments${ll.partTargetSeconds !== undefined ? ` (PART-TARGET ${ll.partTargetSeconds} s)` : ''}${ll.blockingReload ? ', blocking playlist reload' : ', no blocking playlist reload (CAN-BLOCK-RELOAD)'}`
        : `chunked segments${ll.availabilityTimeOffset !== undefined ? ` (availabilityTimeOffset ${ll.availabilityTimeOffset})` : ''}${ll.targetLatencyMs !== undefined ? `, target latency ${ll.targetLatencyMs} ms` : ''}`;
    const unsupported = platform === 'roku' && ll.kind === 'LL-DASH';
    const minimumOs = p.lowLatencyMinimumOs;
    out.push({
      id: 'low-latency',
      level: unsupported || (ll.kind === 'LL-HLS' && !ll.blockingReload) ? 'warning' : 'info',
      text: `${ll.kind}: ${detail}.${
        unsupported
          ? ' The Roku SDK plays low-latency HLS only; this plays at normal latency (E-2060).'
          : ` Players need \`lowLatency\` set to play close to the live edge.${
              minimumOs && ll.kind === 'LL-HLS'
                ? ` On Roku it needs ${minimumOs} or later; older Roku OS plays it at normal latency (E-2060).`
                : ''
            }`
      }`,
      link: { label: `${p.label} low latency`, to: p.lowLatencyPage },
    });
  }
  if (out.every((f) => f.level === 'info')) {
    out.unshift({
      id: 'no-problem',
      level: 'ok',
      text: `Nothing in the manifest rules it out for the FLP ${p.label} SDK.`,
    });
  }
  return out;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The summary's facts as lines, for the page's table and the Markdown report. */
export function summaryLines(s: ManifestSummary): [string, string][] {
  const heights = s.renditions.filter((r) => r.height).map((r) => `${r.height}p`);
  const lines: [string, string][] = [
    ['Format', s.format === 'hls' ? `HLS${s.hlsVersion ? ` (version ${s.hlsVersion})` : ''}` : 'DASH'],
    [
      'Presentation',
      { vod: 'on demand (VOD)', live: 'live', event: 'live event (EVENT playlist)', unknown: 'not stated' }[
        s.presentation
      ],
    ],
    ['Renditions', `${s.renditions.length}${heights.length ? `: ${[...new Set(heights)].join(', ')}` : ''}`],
    [
      'Codecs',
      [...new Set(s.renditions.flatMap((r) => r.codecs))].map((c) => `${c} (${codecFamily(c)})`).join(', ') ||
        'not stated',
    ],
    [
      'Protection',
      s.keySignals.length
        ? s.keySignals
            .map((k) => `${k.system}${k.scheme ? ` ${k.scheme}` : ''}${k.keyId ? ` (KID ${k.keyId})` : ''}`)
            .join('; ')
        : 'none signalled',
    ],
    [
      'Segments',
      s.segments.count || s.segments.maxSeconds !== null
        ? `${s.segments.count ? `${s.segments.count} read, ` : ''}longest ${s.segments.maxSeconds ?? '?'} s${s.segments.containers.length ? `, ${s.segments.containers.join(', ')}` : ''}`
        : 'not listed in the manifest',
    ],
    ['Low latency', s.lowLatency ? s.lowLatency.kind : 'no'],
  ];
  if (s.format === 'hls')
    lines.push([
      'Media playlists read',
      `${s.mediaPlaylists.filter((m) => m.ok).length} of ${s.mediaPlaylists.length}`,
    ]);
  return lines;
}

const MARK: Record<FindingLevel, string> = { error: 'Error', warning: 'Warning', info: 'Note', ok: 'OK' };

/** A finding as a Markdown list item; `site` makes its link absolute. */
export function findingMarkdown(f: Finding, site = ''): string {
  return `- **${MARK[f.level]}:** ${f.text}${f.link ? ` ([${f.link.label}](${site}${f.link.to}))` : ''}`;
}

/** The stream check as Markdown: the MCP tool's answer and the page's "Copy report". */
export function streamReportMarkdown(
  s: ManifestSummary,
  findings: readonly Finding[],
  platformLabel: string,
  site = '',
): string {
  return [
    `## Stream check: ${s.url}`,
    '',
    `Judged against the FLP ${platformLabel} SDK's documented facts (manifest analysis only).`,
    '',
    '| | |',
    '| --- | --- |',
    ...summaryLines(s).map(([k, v]) => `| ${k} | ${v.replace(/\|/g, '\\|')} |`),
    '',
    '### Findings',
    '',
    ...findings.map((f) => findingMarkdown(f, site)),
  ].join('\n');
}
