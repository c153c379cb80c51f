/**
 * Common encryption (CENC, `cenc`: AES-128-CTR) of an fMP4 media segment, for the Playback check's
 * Clear Key test stream. Debian's ffmpeg encrypts a fragmented MP4's samples and writes the `tenc` of
 * its init segment, but no sample auxiliary information (`senc`, `saiz`, `saio`) in the fragments, so
 * a CDM has no IVs or subsamples to decrypt with. This encrypts the clear segments of the same encode
 * and writes those boxes: video samples by subsample (each NAL unit's length and header in the clear,
 * as AVC requires), audio samples whole.
 */
import { createCipheriv, randomBytes } from 'node:crypto';

interface Box {
  type: string;
  start: number;
  size: number;
  header: number;
}

function boxes(data: Buffer, from: number, to: number): Box[] {
  const out: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    const size = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    if (size < 8) throw new Error(`cenc: box ${type} of size ${size}`);
    out.push({ type, start: at, size, header: 8 });
    at += size;
  }
  return out;
}

const child = (data: Buffer, parent: Box, type: string) =>
  boxes(data, parent.start + parent.header, parent.start + parent.size).find((b) => b.type === type);

function fullBox(type: string, version: number, flags: number, body: Buffer): Buffer {
  const head = Buffer.alloc(12);
  head.writeUInt32BE(12 + body.length, 0);
  head.write(type, 4, 'latin1');
  head.writeUInt32BE((version << 24) | flags, 8);
  return Buffer.concat([head, body]);
}

/** Encrypts one media segment (one `moof` + `mdat`); `video` splits samples into NAL-unit subsamples. */
export function encryptSegment(segment: Buffer, key: Buffer, video: boolean): Buffer {
  const top = boxes(segment, 0, segment.length);
  const moof = top.find((b) => b.type === 'moof');
  const mdat = top.find((b) => b.type === 'mdat');
  if (!moof || !mdat || mdat.start !== moof.start + moof.size) throw new Error('cenc: expected one moof and its mdat');
  const traf = child(segment, moof, 'traf');
  const tfhd = traf && child(segment, traf, 'tfhd');
  const trun = traf && child(segment, traf, 'trun');
  if (!traf || !tfhd || !trun) throw new Error('cenc: no traf, tfhd or trun');
  const tfhdFlags = segment.readUInt32BE(tfhd.start + 8) & 0xffffff;
  if (!(tfhdFlags & 0x020000)) throw new Error('cenc: expected default-base-is-moof');
  let p = tfhd.start + 16;
  if (tfhdFlags & 0x01) p += 8;
  if (tfhdFlags & 0x02) p += 4;
  if (tfhdFlags & 0x08) p += 4;
  const defaultSize = tfhdFlags & 0x10 ? segment.readUInt32BE(p) : 0;
  const trunFlags = segment.readUInt32BE(trun.start + 8) & 0xffffff;
  const count = segment.readUInt32BE(trun.start + 12);
  if (!(trunFlags & 0x01)) throw new Error('cenc: trun has no data offset');
  const dataOffsetAt = trun.start + 16;
  const dataOffset = segment.readInt32BE(dataOffsetAt);
  let q = dataOffsetAt + 4 + (trunFlags & 0x04 ? 4 : 0);
  const sizes: number[] = [];
  for (let i = 0; i < count; i++) {
    if (trunFlags & 0x100) q += 4;
    sizes.push(trunFlags & 0x200 ? segment.readUInt32BE(q) : defaultSize);
    if (trunFlags & 0x200) q += 4;
    if (trunFlags & 0x400) q += 4;
    if (trunFlags & 0x800) q += 4;
  }

  const out = Buffer.from(segment);
  const infos: Buffer[] = [];
  let sampleAt = moof.start + dataOffset;
  for (const size of sizes) {
    const iv = randomBytes(8);
    // [clear, protected] byte counts, in order, covering the sample.
    const parts: [number, number][] = [];
    if (video) {
      let at = 0;
      while (at < size) {
        const nal = 4 + out.readUInt32BE(sampleAt + at);
        const clear = nal <= 112 ? nal : 5 + ((nal - 5) % 16);
        parts.push([clear, nal - clear]);
        at += nal;
      }
    } else {
      parts.push([0, size]);
    }
    const cipher = createCipheriv('aes-128-ctr', key, Buffer.concat([iv, Buffer.alloc(8)]));
    let at = sampleAt;
    for (const [clear, protectedBytes] of parts) {
      at += clear;
      cipher.update(out.subarray(at, at + protectedBytes)).copy(out, at);
      at += protectedBytes;
    }
    const info = Buffer.alloc(10 + 6 * parts.length);
    iv.copy(info, 0);
    info.writeUInt16BE(parts.length, 8);
    parts.forEach(([clear, protectedBytes], i) => {
      info.writeUInt16BE(clear, 10 + 6 * i);
      info.writeUInt32BE(protectedBytes, 12 + 6 * i);
    });
    infos.push(info);
    sampleAt += size;
  }

  const countBuf = Buffer.alloc(4);
  countBuf.writeUInt32BE(count);
  const saiz = fullBox(
    'saiz',
    0,
    0,
    Buffer.concat([Buffer.from([0]), countBuf, Buffer.from(infos.map((i) => i.length))]),
  );
  const senc = fullBox('senc', 0, 0x2, Buffer.concat([countBuf, ...infos]));
  const saioBody = Buffer.alloc(8);
  saioBody.writeUInt32BE(1, 0);
  const saioSize = 12 + 8;
  const added = saiz.length + saioSize + senc.length;
  const trafEnd = traf.start + traf.size;
  // The first IV: after the boxes of traf so far, saiz, saio and senc's header and sample count.
  saioBody.writeUInt32BE(trafEnd - moof.start + saiz.length + saioSize + 16, 4);
  const saio = fullBox('saio', 0, 0, saioBody);

  const head = Buffer.from(out.subarray(0, trafEnd));
  head.writeUInt32BE(moof.size + added, moof.start);
  head.writeUInt32BE(traf.size + added, traf.start);
  head.writeInt32BE(dataOffset + added, dataOffsetAt);
  return Buffer.concat([head, saiz, saio, senc, out.subarray(trafEnd)]);
}
