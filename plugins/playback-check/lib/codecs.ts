/** The codec family a codec string names, in the facts' words (`avc1.64001f` → `H.264`). No parser here: the page loads it at once. */
export function codecFamily(codec: string): string {
  const c = codec.trim().toLowerCase();
  const prefix = c.split('.')[0] ?? c;
  if (prefix === 'avc1' || prefix === 'avc3') return 'H.264';
  if (prefix === 'hvc1' || prefix === 'hev1') return 'HEVC';
  if (prefix === 'dvh1' || prefix === 'dvhe') return 'Dolby Vision';
  if (prefix === 'av01') return 'AV1';
  if (prefix === 'vp09' || prefix === 'vp9') return 'VP9';
  if (prefix === 'vp8') return 'VP8';
  if (prefix === 'mp4a') return c === 'mp4a.40.5' || c === 'mp4a.40.29' ? 'HE-AAC' : 'AAC';
  if (prefix === 'ac-3') return 'AC-3';
  if (prefix === 'ec-3') return 'E-AC-3';
  if (prefix === 'ac-4') return 'AC-4';
  if (prefix === 'opus') return 'Opus';
  if (prefix === 'flac') return 'FLAC';
  if (prefix === 'stpp' || prefix === 'wvtt') return 'subtitles';
  return codec.trim();
}

const VIDEO_FAMILIES = new Set(['H.264', 'HEVC', 'Dolby Vision', 'AV1', 'VP9', 'VP8']);
export const isVideoCodec = (codec: string) => VIDEO_FAMILIES.has(codecFamily(codec));
const AUDIO_FAMILIES = new Set(['AAC', 'HE-AAC', 'AC-3', 'E-AC-3', 'AC-4', 'Opus', 'FLAC']);
export const isAudioCodec = (codec: string) => AUDIO_FAMILIES.has(codecFamily(codec));
