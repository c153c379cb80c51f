/**
 * This device against the platform's facts: what the browser's EME, HDCP policy check, Media
 * Capabilities and MSE answer (`probeDevice`, browser only), then what that means for FLP content
 * (`deviceFindings`, pure) and the report as Markdown.
 */
import type { Finding } from './findings';
import { findingMarkdown } from './findings';
import type { PlaybackRules } from './rules';

export type DrmName = 'Widevine' | 'PlayReady' | 'FairPlay' | 'Clear Key';

export interface KeySystemResult {
  name: DrmName;
  /** The EME key system strings that answered. */
  keySystem: string | null;
  /** Levels the CDM offers: Widevine robustness (`HW_SECURE_ALL` … `SW_SECURE_CRYPTO`), PlayReady `SL3000`/`SL2000`. */
  levels: string[];
}

/** A codec, resolution and dynamic range the device is asked about. */
export interface CodecProbe {
  label: string;
  family: string;
  kind: 'video' | 'audio';
  contentType: string;
  height?: number;
  hdr?: boolean;
}

/** What the device answered for a codec probe. */
export interface CodecResult extends CodecProbe {
  supported: boolean;
  smooth: boolean;
  powerEfficient: boolean;
}

export interface DeviceReport {
  userAgent: string;
  mse: boolean;
  managedMediaSource: boolean;
  eme: boolean;
  keySystems: KeySystemResult[];
  /** `null`: the browser cannot tell (no `getStatusForPolicy` or no key system to ask). */
  hdcp: { version: string; status: string }[] | null;
  hdrDisplay: boolean;
  codecs: CodecResult[];
}

export const WIDEVINE_ROBUSTNESS = [
  'HW_SECURE_ALL',
  'HW_SECURE_DECODE',
  'HW_SECURE_CRYPTO',
  'SW_SECURE_DECODE',
  'SW_SECURE_CRYPTO',
];
/**
 * The Widevine security level of the robustness levels the CDM offers: a secure decoder
 * (`HW_SECURE_DECODE`, `HW_SECURE_ALL`) is L1, crypto in hardware with software decoding
 * (`HW_SECURE_CRYPTO`) is L2, software only is L3.
 */
export const widevineLevel = (levels: readonly string[]): 'L1' | 'L2' | 'L3' | null =>
  levels.some((l) => l === 'HW_SECURE_ALL' || l === 'HW_SECURE_DECODE')
    ? 'L1'
    : levels.includes('HW_SECURE_CRYPTO')
      ? 'L2'
      : levels.length
        ? 'L3'
        : null;

const has = (r: DeviceReport, name: DrmName) => r.keySystems.find((k) => k.name === name && k.keySystem);

export function deviceFindings(r: DeviceReport, rules: PlaybackRules): Finding[] {
  const out: Finding[] = [];
  const keys = rules.pages.keySystems;
  const l3 = rules.widevineL3MaxHeight;
  const sl2000 = rules.playreadySl2000MaxHeight;
  if (!r.mse && !r.managedMediaSource) {
    out.push({
      id: 'no-mse',
      level: 'error',
      text: "No Media Source Extensions (MSE or ManagedMediaSource): the FLP Web SDK plays HLS here only through the browser's native HLS playback, where it has one, and cannot play DASH (E-3015).",
      link: { label: 'Web supported devices', to: '/docs/products/player/web/overview#supported-devices' },
    });
  } else if (!r.mse) {
    out.push({
      id: 'managed-media-source',
      level: 'info',
      text: 'ManagedMediaSource only (Safari on iOS and iPadOS 17.1 and later): the Web SDK plays through it, DASH since 7.3.0.',
      link: { label: 'Web supported devices', to: '/docs/products/player/web/overview#supported-devices' },
    });
  }
  const wv = has(r, 'Widevine');
  if (wv) {
    const level = widevineLevel(wv.levels);
    out.push(
      level === 'L1'
        ? {
            id: 'widevine',
            level: 'ok',
            text: 'Widevine L1: FLP releases HD and UHD keys here.',
            link: { label: 'Which key system where', to: keys },
          }
        : level === 'L2'
          ? {
              id: 'widevine',
              level: 'warning',
              text: 'Widevine L2 (crypto in hardware, decoding in software): FLP releases SD keys only here.',
              link: { label: 'Widevine security levels', to: rules.pages.widevineLevels },
            }
          : {
              id: 'widevine',
              level: 'warning',
              text: `Widevine L3 only: FLP streams protected content at up to ${l3}p here.`,
              link: { label: 'Which key system where', to: keys },
            },
    );
  }
  const pr = has(r, 'PlayReady');
  if (pr) {
    out.push(
      pr.levels.includes('SL3000')
        ? {
            id: 'playready',
            level: 'ok',
            text: 'PlayReady SL3000: FLP releases HD and UHD keys here.',
            link: { label: 'Which key system where', to: keys },
          }
        : {
            id: 'playready',
            level: 'warning',
            text: `PlayReady SL2000 only: FLP streams protected content at up to ${sl2000}p here.`,
            link: { label: 'Which key system where', to: keys },
          },
    );
  }
  if (has(r, 'FairPlay')) {
    out.push({
      id: 'fairplay',
      level: 'ok',
      text: 'FairPlay: FLP plays protected HLS with it here.',
      link: { label: 'Which key system where', to: keys },
    });
  }
  if (!wv && !pr && !has(r, 'FairPlay')) {
    out.push({
      id: 'no-drm',
      level: 'error',
      text: `None of the key systems FLP licenses (${rules.drmSystems.join(', ')}) is offered here: protected FLP content does not play in this browser (E-4002); unprotected content does.`,
      link: { label: 'Error E-4002', to: '/docs/products/player/web/error-codes#E-4002' },
    });
  }
  if (has(r, 'Clear Key')) {
    out.push({
      id: 'clear-key',
      level: 'info',
      text: 'Clear Key is offered: the stream check below can play Clear Key test content here.',
    });
  }
  if (r.hdcp) {
    const usable = (v: string) => r.hdcp!.find((h) => h.version === v)?.status === 'usable';
    out.push(
      usable('2.2')
        ? {
            id: 'hdcp',
            level: 'ok',
            text: 'HDCP 2.2 or later on this display chain: UHD renditions that require it can play.',
            link: { label: 'HDCP (E-4005)', to: rules.pages.hdcp },
          }
        : {
            id: 'hdcp',
            level: 'warning',
            text: `HDCP 2.2 is not reported usable (${usable('1.4') ? 'HDCP 1.4 is' : 'nor HDCP 1.4'}): renditions whose licence requires it are left out (E-4050) or refused (E-4005).`,
            link: { label: 'HDCP (E-4005)', to: rules.pages.hdcp },
          },
    );
  } else {
    out.push({
      id: 'hdcp',
      level: 'info',
      text: 'HDCP: this browser cannot tell (no DRM key system here answers getStatusForPolicy). The licence server decides per rendition.',
      link: { label: 'HDCP (E-4005)', to: rules.pages.hdcp },
    });
  }
  const web = rules.platforms.web;
  const families = (kind: 'video' | 'audio') => [
    ...new Set(r.codecs.filter((c) => c.kind === kind && !c.hdr).map((c) => c.family)),
  ];
  for (const family of families('video')) {
    const results = r.codecs.filter((c) => c.family === family && c.kind === 'video' && !c.hdr);
    const best = Math.max(0, ...results.filter((c) => c.supported).map((c) => c.height ?? 0));
    const supported = web.videoCodecs.includes(family);
    if (best === 0) {
      out.push({
        id: 'video-codec',
        level: supported ? 'warning' : 'info',
        text: `${family}: not decodable here${supported ? `: FLP's ${family} renditions are left out on this device` : ' (not a codec the FLP Web SDK uses)'}.`,
        link: { label: 'Web formats and codecs', to: web.formatsPage },
      });
    } else {
      out.push({
        id: 'video-codec',
        level: supported ? 'ok' : 'info',
        text: `${family}: decodable up to ${best}p${supported ? '' : ' (not a codec the FLP Web SDK uses)'}.`,
        link: { label: 'Web formats and codecs', to: web.formatsPage },
      });
    }
  }
  for (const family of families('audio')) {
    const ok = r.codecs.some((c) => c.family === family && c.kind === 'audio' && c.supported);
    const supported = web.audioCodecs?.includes(family) ?? false;
    out.push({
      id: 'audio-codec',
      level: ok ? (supported ? 'ok' : 'info') : supported ? 'warning' : 'info',
      text: `${family} audio: ${ok ? 'decodable' : 'not decodable'} here${supported ? '' : ' (not a codec the FLP Web SDK uses)'}.`,
      link: { label: 'Web formats and codecs', to: web.formatsPage },
    });
  }
  const hdr = r.codecs.filter((c) => c.hdr);
  if (hdr.length) {
    const ok = hdr.some((c) => c.supported);
    out.push({
      id: 'hdr',
      level: ok && r.hdrDisplay ? 'ok' : 'info',
      text: `HDR10: ${ok ? 'decodable' : 'not decodable'}, and the display ${r.hdrDisplay ? 'reports' : 'does not report'} high dynamic range.`,
    });
  }
  const chrome = /\bChrom(?:e|ium)\/(\d+)/.exec(r.userAgent)?.[1];
  if (chrome && Number(chrome) < Number(rules.minimumChrome)) {
    out.push({
      id: 'browser-version',
      level: 'error',
      text: `Chrome ${chrome}: older than Chrome ${rules.minimumChrome}, the oldest the FLP Web SDK supports.`,
      link: { label: 'Web supported devices', to: '/docs/products/player/web/overview#supported-devices' },
    });
  }
  return out;
}

export function deviceReportMarkdown(r: DeviceReport, findings: readonly Finding[], site = ''): string {
  const ks = r.keySystems
    .map((k) => `| ${k.name} | ${k.keySystem ? `yes (${k.keySystem})` : 'no'} | ${k.levels.join(', ') || '–'} |`)
    .join('\n');
  const codecs = r.codecs
    .map(
      (c) =>
        `| ${c.label} | ${c.supported ? 'yes' : 'no'} | ${c.supported ? (c.smooth ? 'yes' : 'no') : '–'} | ${c.supported ? (c.powerEfficient ? 'yes' : 'no') : '–'} |`,
    )
    .join('\n');
  return [
    '## Playback check: this device',
    '',
    `- Browser: ${r.userAgent}`,
    `- MSE: ${r.mse ? 'yes' : 'no'}; ManagedMediaSource: ${r.managedMediaSource ? 'yes' : 'no'}; EME: ${r.eme ? 'yes' : 'no'}`,
    `- HDCP: ${r.hdcp ? r.hdcp.map((h) => `${h.version} ${h.status}`).join(', ') : 'the browser cannot tell'}`,
    `- HDR display: ${r.hdrDisplay ? 'yes' : 'no'}`,
    '',
    '| key system | offered | levels |',
    '| --- | --- | --- |',
    ks,
    '',
    '| codec | decodes | smooth | power efficient |',
    '| --- | --- | --- | --- |',
    codecs,
    '',
    '### What it means for FLP content',
    '',
    ...findings.map((f) => findingMarkdown(f, site)),
  ].join('\n');
}
