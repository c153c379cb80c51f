/**
 * Asks this browser what it can play: EME key systems and their levels, HDCP through
 * `MediaKeys.getStatusForPolicy`, codecs, resolutions and HDR through
 * `MediaCapabilities.decodingInfo`, MSE and ManagedMediaSource. Every call is guarded: a browser
 * without an API gets "no" or "cannot tell", never an exception.
 */
import {
  type CodecProbe,
  type CodecResult,
  type DeviceReport,
  type KeySystemResult,
  WIDEVINE_ROBUSTNESS,
} from '../../lib/device';

const PROBE_VIDEO = 'video/mp4; codecs="avc1.42E01E"';
const PROBE_AUDIO = 'audio/mp4; codecs="mp4a.40.2"';

async function access(
  keySystem: string,
  robustness = '',
  initDataTypes = ['cenc'],
): Promise<MediaKeySystemAccess | null> {
  if (typeof navigator.requestMediaKeySystemAccess !== 'function') return null;
  try {
    return await navigator.requestMediaKeySystemAccess(keySystem, [
      {
        initDataTypes,
        videoCapabilities: [{ contentType: PROBE_VIDEO, robustness }],
        audioCapabilities: [{ contentType: PROBE_AUDIO, robustness: '' }],
      },
    ]);
  } catch {
    return null;
  }
}

async function widevine(): Promise<KeySystemResult & { access: MediaKeySystemAccess | null }> {
  const levels: string[] = [];
  let first: MediaKeySystemAccess | null = null;
  for (const robustness of WIDEVINE_ROBUSTNESS) {
    const a = await access('com.widevine.alpha', robustness);
    if (a) {
      levels.push(robustness);
      first ??= a;
    }
  }
  return { name: 'Widevine', keySystem: first ? 'com.widevine.alpha' : null, levels, access: first };
}

async function playReady(): Promise<KeySystemResult & { access: MediaKeySystemAccess | null }> {
  const levels: string[] = [];
  let found: string | null = null;
  let first: MediaKeySystemAccess | null = null;
  const tries: [string, string, string][] = [
    ['com.microsoft.playready.recommendation.3000', '', 'SL3000'],
    ['com.microsoft.playready.recommendation', '3000', 'SL3000'],
    ['com.microsoft.playready.recommendation', '2000', 'SL2000'],
    ['com.microsoft.playready', '', 'SL2000'],
  ];
  for (const [system, robustness, level] of tries) {
    const a = await access(system, robustness);
    if (!a) continue;
    if (!levels.includes(level)) levels.push(level);
    found ??= system;
    first ??= a;
  }
  return { name: 'PlayReady', keySystem: found, levels, access: first };
}

async function fairPlay(): Promise<KeySystemResult & { access: MediaKeySystemAccess | null }> {
  for (const system of ['com.apple.fps', 'com.apple.fps.1_0']) {
    const a = await access(system, '', ['sinf', 'skd']);
    if (a) return { name: 'FairPlay', keySystem: system, levels: [], access: a };
  }
  return { name: 'FairPlay', keySystem: null, levels: [], access: null };
}

async function clearKey(): Promise<KeySystemResult & { access: MediaKeySystemAccess | null }> {
  const a = await access('org.w3.clearkey', '', ['cenc', 'keyids']);
  return { name: 'Clear Key', keySystem: a ? 'org.w3.clearkey' : null, levels: [], access: a };
}

const HDCP_VERSIONS = ['1.0', '1.4', '2.2', '2.3'];

/** Older browsers lack `getStatusForPolicy`; the DOM types say every MediaKeys has it. */
type PolicyKeys = Omit<MediaKeys, 'getStatusForPolicy'> & Partial<Pick<MediaKeys, 'getStatusForPolicy'>>;

async function hdcp(accesses: (MediaKeySystemAccess | null)[]): Promise<DeviceReport['hdcp']> {
  for (const a of accesses) {
    if (!a) continue;
    try {
      const keys = (await a.createMediaKeys()) as PolicyKeys;
      if (typeof keys.getStatusForPolicy !== 'function') continue;
      const out: { version: string; status: string }[] = [];
      for (const version of HDCP_VERSIONS) {
        try {
          out.push({ version, status: await keys.getStatusForPolicy({ minHdcpVersion: version }) });
        } catch (error) {
          out.push({ version, status: `cannot tell (${(error as Error).name})` });
        }
      }
      return out;
    } catch {
      // this key system cannot create MediaKeys here: try the next one
    }
  }
  return null;
}

type Probe = CodecProbe;

const VIDEO: Probe[] = [
  ['H.264', 'avc1.640028', 1080],
  ['H.264', 'avc1.640033', 2160],
  ['HEVC', 'hvc1.1.6.L120.90', 1080],
  ['HEVC', 'hvc1.2.4.L153.90', 2160],
  ['VP9', 'vp09.00.40.08', 1080],
  ['VP9', 'vp09.00.51.08', 2160],
  ['AV1', 'av01.0.08M.08', 1080],
  ['AV1', 'av01.0.12M.10', 2160],
].map(([family, codec, height]) => ({
  label: `${family} ${height}p`,
  family: family as string,
  kind: 'video' as const,
  contentType: `video/${String(codec).startsWith('vp09') ? 'webm' : 'mp4'}; codecs="${codec}"`,
  height: height as number,
}));

const HDR: Probe = {
  label: 'HEVC Main10 HDR10 2160p',
  family: 'HEVC',
  kind: 'video',
  contentType: 'video/mp4; codecs="hvc1.2.4.L153.90"',
  height: 2160,
  hdr: true,
};

const AUDIO: Probe[] = [
  ['AAC', 'audio/mp4; codecs="mp4a.40.2"'],
  ['AC-3', 'audio/mp4; codecs="ac-3"'],
  ['E-AC-3', 'audio/mp4; codecs="ec-3"'],
  ['Opus', 'audio/webm; codecs="opus"'],
].map(([family, contentType]) => ({
  label: family!,
  family: family!,
  kind: 'audio' as const,
  contentType: contentType!,
}));

async function decoding(p: Probe): Promise<CodecResult> {
  const none = { ...p, supported: false, smooth: false, powerEfficient: false };
  const caps = navigator.mediaCapabilities;
  const width = p.height ? Math.round((p.height * 16) / 9) : 0;
  try {
    if (caps?.decodingInfo) {
      const info = await caps.decodingInfo(
        p.kind === 'video'
          ? {
              type: 'media-source',
              video: {
                contentType: p.contentType,
                width,
                height: p.height ?? 0,
                bitrate: (p.height ?? 1080) >= 2160 ? 16_000_000 : 6_000_000,
                framerate: 30,
                ...(p.hdr ? { hdrMetadataType: 'smpteSt2086', colorGamut: 'rec2020', transferFunction: 'pq' } : {}),
              } as VideoConfiguration,
            }
          : {
              type: 'media-source',
              audio: { contentType: p.contentType, channels: '2', bitrate: 128_000, samplerate: 48_000 },
            },
      );
      return { ...p, supported: info.supported, smooth: info.smooth, powerEfficient: info.powerEfficient };
    }
    const supported = typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported(p.contentType);
    return { ...p, supported, smooth: supported, powerEfficient: false };
  } catch {
    return none;
  }
}

export async function probeDevice(): Promise<DeviceReport> {
  const systems = [await widevine(), await playReady(), await fairPlay(), await clearKey()];
  const codecs = await Promise.all([...VIDEO, HDR, ...AUDIO].map(decoding));
  const w = window as unknown as Record<string, unknown>;
  return {
    userAgent: navigator.userAgent,
    mse: typeof w.MediaSource === 'function',
    managedMediaSource: typeof w.ManagedMediaSource === 'function',
    eme: typeof navigator.requestMediaKeySystemAccess === 'function',
    keySystems: systems.map(({ name, keySystem, levels }) => ({ name, keySystem, levels })),
    // Clear Key's CDM answers any policy without looking at the display: only a DRM's answer counts.
    hdcp: await hdcp(systems.filter((s) => s.name !== 'Clear Key').map((s) => s.access)),
    hdrDisplay: typeof matchMedia === 'function' && matchMedia('(dynamic-range: high)').matches,
    codecs,
  };
}
