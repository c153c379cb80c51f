/**
 * An HLS or DASH manifest read into what an integrator asks of it: renditions and codecs, key
 * signalling, segment durations, live or on demand, low-latency parts. The structure comes from
 * video.js's maintained parsers (`m3u8-parser`, `mpd-parser`); the few signals they drop (a DASH
 * ContentProtection of a system they do not map, `availabilityTimeOffset`, an HLS key's
 * KEYFORMAT) are read from the tags and attributes themselves.
 */
import { Parser as M3u8Parser } from 'm3u8-parser';
import { parse as parseMpd } from 'mpd-parser';
import { isAudioCodec } from './codecs';

export { codecFamily, isAudioCodec, isVideoCodec } from './codecs';

export type StreamFormat = 'hls' | 'dash';
export type KeySystemName =
  'Widevine' | 'PlayReady' | 'FairPlay' | 'Clear Key' | 'AES-128' | 'Common encryption' | 'Other';

export interface Rendition {
  type: 'video' | 'audio' | 'variant';
  codecs: string[];
  width?: number;
  height?: number;
  bandwidth?: number;
  frameRate?: number;
  language?: string;
}

export interface KeySignal {
  system: KeySystemName;
  /** As the manifest writes it: a KEYFORMAT, a schemeIdUri, a METHOD. */
  detail: string;
  scheme?: string;
  keyId?: string;
}

export interface LowLatency {
  kind: 'LL-HLS' | 'LL-DASH';
  partTargetSeconds?: number;
  blockingReload?: boolean;
  availabilityTimeOffset?: number;
  targetLatencyMs?: number;
}

export interface MediaPlaylistResult {
  uri: string;
  ok: boolean;
  problem?: string;
  /** The HTTP status it was answered with, when that was the problem. */
  status?: number;
  /** The browser kept the answer from the page (no CORS headers). */
  cors?: boolean;
}

export interface ManifestSummary {
  format: StreamFormat;
  url: string;
  presentation: 'vod' | 'live' | 'event' | 'unknown';
  hlsVersion?: number;
  renditions: Rendition[];
  keySignals: KeySignal[];
  /** Segment durations over every segment read (HLS: the media playlists read). */
  segments: { count: number; maxSeconds: number | null; targetSeconds: number | null; containers: string[] };
  lowLatency: LowLatency | null;
  /** HLS: the media playlists the check read (at most `MAX_MEDIA_PLAYLISTS`). */
  mediaPlaylists: MediaPlaylistResult[];
  /** Multivariant renditions that name no CODECS. */
  renditionsWithoutCodecs: number;
}

/** What a response body is, before any parsing. */
export function detectFormat(text: string): StreamFormat | 'html' | 'unknown' {
  const head = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 2048);
  if (head.startsWith('#EXTM3U')) return 'hls';
  if (/^<!doctype html|^<html[\s>]/i.test(head)) return 'html';
  if (/<(?:\w+:)?MPD[\s>]/.test(head)) return 'dash';
  return 'unknown';
}

const SYSTEM_IDS: Record<string, KeySystemName> = {
  'edef8ba9-79d6-4ace-a3c8-27dcd51d21ed': 'Widevine',
  '9a04f079-9840-4286-ab92-e65be0885f95': 'PlayReady',
  '94ce86fb-07ff-4f43-adb8-93d2fa968ca2': 'FairPlay',
  '1077efec-c0b2-4d02-ace3-3c1e52e2fb4b': 'Clear Key',
  'e2719d58-a985-b3c9-781a-b030af78d30e': 'Clear Key',
};

const HLS_KEYFORMATS: Record<string, KeySystemName> = {
  'com.apple.streamingkeydelivery': 'FairPlay',
  'com.microsoft.playready': 'PlayReady',
  'org.w3.clearkey': 'Clear Key',
};

/** The attributes of an HLS tag line (`#EXT-X-KEY:METHOD=…,URI="…"`). */
export function tagAttributes(line: string): Record<string, string> {
  const out: Record<string, string> = {};
  const body = line.slice(line.indexOf(':') + 1);
  for (const m of body.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)) out[m[1]!] = m[2]!.replace(/^"|"$/g, '');
  return out;
}

function hlsKeySignals(text: string): KeySignal[] {
  const signals: KeySignal[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!/^#EXT-X-(?:SESSION-)?KEY:/.test(line)) continue;
    const a = tagAttributes(line);
    const method = a.METHOD ?? 'NONE';
    if (method === 'NONE') continue;
    const format = (a.KEYFORMAT ?? 'identity').toLowerCase();
    const uuid = format.replace(/^urn:uuid:/, '');
    const system: KeySystemName =
      HLS_KEYFORMATS[format] ??
      SYSTEM_IDS[uuid] ??
      (format === 'identity' && method === 'AES-128' ? 'AES-128' : 'Other');
    const scheme = method === 'SAMPLE-AES-CTR' ? 'cenc' : method === 'SAMPLE-AES' ? 'cbcs' : undefined;
    signals.push({ system, detail: `METHOD=${method}, KEYFORMAT=${a.KEYFORMAT ?? 'identity'}`, scheme });
  }
  return signals;
}

function dashKeySignals(text: string): KeySignal[] {
  const signals: KeySignal[] = [];
  for (const m of text.matchAll(/<(?:\w+:)?ContentProtection\b([^>]*)>/g)) {
    const attrs = m[1]!;
    const scheme = /schemeIdUri\s*=\s*"([^"]*)"/i.exec(attrs)?.[1] ?? '';
    const value = /\svalue\s*=\s*"([^"]*)"/i.exec(attrs)?.[1];
    const kid = /default_KID\s*=\s*"([^"]*)"/i.exec(attrs)?.[1];
    const uuid = scheme.toLowerCase().replace(/^urn:uuid:/, '');
    if (scheme === 'urn:mpeg:dash:mp4protection:2011') {
      signals.push({ system: 'Common encryption', detail: scheme, scheme: value, keyId: kid });
    } else {
      signals.push({ system: SYSTEM_IDS[uuid] ?? 'Other', detail: scheme, keyId: kid });
    }
  }
  return signals;
}

/** One signal per system and detail, in the manifest's order. */
function uniqueSignals(signals: KeySignal[]): KeySignal[] {
  const seen = new Set<string>();
  return signals.filter((s) => {
    const key = `${s.system}|${s.detail}|${s.scheme ?? ''}|${s.keyId ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function containerOf(uri: string, hasMap: boolean): string {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(uri)?.[1]?.toLowerCase();
  if (ext === 'ts') return 'MPEG-TS';
  if (ext === 'webm') return 'WebM';
  if (ext === 'aac' || ext === 'mp3' || ext === 'ac3' || ext === 'ec3') return `packed audio (${ext})`;
  if (hasMap || ext === 'm4s' || ext === 'mp4' || ext === 'cmfv' || ext === 'cmfa' || ext === 'm4v' || ext === 'm4a')
    return 'fMP4';
  return ext ?? 'unknown';
}

interface HlsSegment {
  duration?: number;
  uri?: string;
  map?: unknown;
  parts?: unknown[];
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

function parseM3u8(text: string): Record<string, unknown> {
  const parser = new M3u8Parser();
  parser.push(text);
  parser.end();
  return parser.manifest;
}

function emptySummary(format: StreamFormat, url: string): ManifestSummary {
  return {
    format,
    url,
    presentation: 'unknown',
    renditions: [],
    keySignals: [],
    segments: { count: 0, maxSeconds: null, targetSeconds: null, containers: [] },
    lowLatency: null,
    mediaPlaylists: [],
    renditionsWithoutCodecs: 0,
  };
}

/** An HLS playlist: a multivariant playlist (its renditions, and the media playlists to read) or a media playlist. */
export function parseHls(text: string, url: string): { summary: ManifestSummary; mediaPlaylistUris: string[] } {
  const summary = emptySummary('hls', url);
  const m = parseM3u8(text);
  summary.hlsVersion = num(m.version);
  summary.keySignals = uniqueSignals(hlsKeySignals(text));
  const playlists = Array.isArray(m.playlists) ? (m.playlists as Record<string, unknown>[]) : [];
  const mediaPlaylistUris: string[] = [];
  if (playlists.length > 0) {
    for (const p of playlists) {
      const a = obj(p.attributes);
      const codecs = (str(a.CODECS) ?? '').split(',').filter((c) => c.trim());
      if (codecs.length === 0) summary.renditionsWithoutCodecs += 1;
      const res = obj(a.RESOLUTION);
      summary.renditions.push({
        type: 'variant',
        codecs: codecs.map((c) => c.trim()),
        width: num(res.width),
        height: num(res.height),
        bandwidth: num(a.BANDWIDTH),
        frameRate: num(a['FRAME-RATE']),
      });
      const uri = str(p.uri);
      if (uri) mediaPlaylistUris.push(new URL(uri, url).href);
    }
    const audio = obj(obj(m.mediaGroups).AUDIO);
    for (const group of Object.values(audio)) {
      for (const [name, rendition] of Object.entries(obj(group))) {
        const r = obj(rendition);
        const uri = str(r.uri);
        summary.renditions.push({ type: 'audio', codecs: [], language: str(r.language) ?? name });
        if (uri) mediaPlaylistUris.push(new URL(uri, url).href);
      }
    }
  } else {
    addHlsMediaPlaylist(summary, text, url);
  }
  return { summary, mediaPlaylistUris: [...new Set(mediaPlaylistUris)] };
}

/** Adds what a media playlist says (segments, live or VOD, parts, keys) to a summary. */
export function addHlsMediaPlaylist(summary: ManifestSummary, text: string, uri: string): void {
  const m = parseM3u8(text);
  const segments = (Array.isArray(m.segments) ? m.segments : []) as HlsSegment[];
  const durations = segments.map((s) => num(s.duration)).filter((d): d is number => d !== undefined);
  const seg = summary.segments;
  seg.count += segments.length;
  if (durations.length) seg.maxSeconds = Math.max(seg.maxSeconds ?? 0, ...durations);
  const target = num(m.targetDuration);
  if (target !== undefined) seg.targetSeconds = Math.max(seg.targetSeconds ?? 0, target);
  for (const s of segments) {
    const container = containerOf(str(s.uri) ?? '', s.map !== undefined);
    if (!seg.containers.includes(container)) seg.containers.push(container);
  }
  const type = str(m.playlistType);
  const presentation = m.endList === true || type === 'VOD' ? 'vod' : type === 'EVENT' ? 'event' : 'live';
  if (summary.presentation === 'unknown' || presentation !== 'vod') summary.presentation = presentation;
  const partInf = obj(m.partInf);
  const hasParts =
    segments.some((s) => Array.isArray(s.parts) && s.parts.length > 0) || num(partInf.partTarget) !== undefined;
  if (hasParts) {
    summary.lowLatency = {
      kind: 'LL-HLS',
      partTargetSeconds: num(partInf.partTarget),
      blockingReload: obj(m.serverControl).canBlockReload === true,
    };
  }
  summary.keySignals = uniqueSignals([...summary.keySignals, ...hlsKeySignals(text)]);
  if (summary.hlsVersion === undefined) summary.hlsVersion = num(m.version);
  summary.mediaPlaylists.push({ uri, ok: true });
}

function dashPlaylists(m: Record<string, unknown>): {
  video: Record<string, unknown>[];
  audio: Record<string, unknown>[];
} {
  const video = (Array.isArray(m.playlists) ? m.playlists : []) as Record<string, unknown>[];
  const audio: Record<string, unknown>[] = [];
  for (const group of Object.values(obj(obj(m.mediaGroups).AUDIO))) {
    for (const [language, r] of Object.entries(obj(group))) {
      for (const p of (Array.isArray(obj(r).playlists) ? obj(r).playlists : []) as Record<string, unknown>[]) {
        audio.push({ ...p, language: str(obj(r).language) || language });
      }
    }
  }
  return { video, audio };
}

/** Seconds of an ISO 8601 duration such as `PT4S` or `PT1M2.5S`. */
export function isoSeconds(value: string | undefined): number | undefined {
  const m = value
    ? /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value)
    : null;
  if (!m) return undefined;
  const [, d = '0', h = '0', min = '0', s = '0'] = m;
  return Number(d) * 86400 + Number(h) * 3600 + Number(min) * 60 + Number(s);
}

export function parseDash(text: string, url: string): ManifestSummary {
  const summary = emptySummary('dash', url);
  const m = parseMpd(text, { manifestUri: url });
  const { video, audio } = dashPlaylists(m);
  const durations: number[] = [];
  const seg = summary.segments;
  for (const [type, list] of [
    ['video', video],
    ['audio', audio],
  ] as const) {
    for (const p of list) {
      const a = obj(p.attributes);
      const res = obj(a.RESOLUTION);
      const codecs = (str(a.CODECS) ?? '').split(',').filter((c) => c.trim());
      summary.renditions.push({
        type: type === 'video' && codecs.length > 0 && codecs.every(isAudioCodec) ? 'audio' : type,
        codecs,
        width: num(res.width),
        height: num(res.height),
        bandwidth: num(a.BANDWIDTH),
        frameRate: num(a['FRAME-RATE']),
        language: str(p.language),
      });
      const segments = (Array.isArray(p.segments) ? p.segments : []) as HlsSegment[];
      seg.count += segments.length;
      for (const s of segments) {
        const d = num(s.duration);
        if (d !== undefined) durations.push(d);
        const container = containerOf(str(s.uri) ?? '', s.map !== undefined);
        if (!seg.containers.includes(container)) seg.containers.push(container);
      }
    }
  }
  const mpdAttrs = /<(?:\w+:)?MPD\b([^>]*)>/.exec(text)?.[1] ?? '';
  const declaredMax = isoSeconds(/maxSegmentDuration\s*=\s*"([^"]*)"/.exec(mpdAttrs)?.[1]);
  // A segment's duration rounds at the timescale: 2.005 s for a 2 s segment is not longer.
  if (durations.length) seg.maxSeconds = Math.round(Math.max(...durations) * 1000) / 1000;
  else if (declaredMax !== undefined) seg.maxSeconds = declaredMax;
  seg.targetSeconds = declaredMax ?? null;
  const dynamic = /\btype\s*=\s*"dynamic"/.test(mpdAttrs);
  summary.presentation = dynamic ? 'live' : 'vod';
  summary.keySignals = uniqueSignals(dashKeySignals(text));
  const offsets = [...text.matchAll(/availabilityTimeOffset\s*=\s*"([^"]*)"/g)].map((x) => Number(x[1]));
  const offset =
    offsets.find((o) => Number.isFinite(o) && o > 0) ?? (offsets.includes(Infinity) ? Infinity : undefined);
  const latency = /<(?:\w+:)?Latency\b[^>]*\btarget\s*=\s*"(\d+)"/.exec(text)?.[1];
  if (offset !== undefined || (dynamic && latency !== undefined)) {
    summary.lowLatency = {
      kind: 'LL-DASH',
      availabilityTimeOffset: offset,
      targetLatencyMs: latency === undefined ? undefined : Number(latency),
    };
  }
  return summary;
}
