/**
 * The test streams of the Playback check (`playback-check.spec.ts`), made at test time with Debian's
 * ffmpeg and served by their own nginx on another origin than the site, as a reader's CDN is:
 * `playwright.config.ts` starts `stream-server.ts`, which calls `makeStreams` and `streamsConfig`.
 * Nothing here is committed as media.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  openSync,
  closeSync,
  ftruncateSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { encryptSegment } from './cenc';

export const STREAMS_PORT = Number(process.env.FLP_TEST_STREAMS_PORT ?? 4120);
export const STREAMS_ORIGIN = `http://127.0.0.1:${STREAMS_PORT}`;

/** The Clear Key of the encrypted stream: key id and key, 16 bytes each in hex. */
export const CLEAR_KEY = { keyId: '0123456789abcdef0123456789abcdef', key: '00112233445566778899aabbccddeeff' };

/** Where each test stream is, under the CORS-enabled path (`/nocors/` serves the same files without CORS). */
export const STREAMS = {
  clearHls: '/cors/clear/master.m3u8',
  vp9Dash: '/cors/vp9/manifest.mpd',
  hevcHls: '/cors/hevc/master.m3u8',
  clearKeyDash: '/cors/ck/manifest.mpd',
  missingSegment: '/cors/missing/master.m3u8',
  html: '/cors/login.m3u8',
  big: '/cors/big.m3u8',
  licence: '/licence/clearkey',
  licenceForbidden: '/licence/forbidden',
};

const SOURCE = [
  ['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
  ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
  ['-t', '6', '-map', '0:v', '-map', '1:a'],
].flat();
const H264 = [
  '-c:v',
  'libx264',
  '-preset',
  'ultrafast',
  '-g',
  '50',
  '-keyint_min',
  '50',
  '-sc_threshold',
  '0',
  '-pix_fmt',
  'yuv420p',
];
const AAC = ['-c:a', 'aac', '-b:a', '64k'];

function ffmpeg(args: string[], cwd: string): void {
  const run = spawnSync('ffmpeg', ['-v', 'error', '-y', ...args], { cwd, encoding: 'utf8' });
  if (run.error)
    throw new Error(
      `ffmpeg is needed for the playback check's test streams (apt-get install ffmpeg): ${run.error.message}`,
    );
  if (run.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed:\n${run.stderr}`);
}

const hlsArgs = [
  '-f',
  'hls',
  '-hls_time',
  '2',
  '-hls_playlist_type',
  'vod',
  '-hls_segment_type',
  'fmp4',
  '-master_pl_name',
  'master.m3u8',
  '-hls_segment_filename',
  'seg_%d.m4s',
];
const dashArgs = ['-f', 'dash', '-seg_duration', '2', '-use_template', '1', '-use_timeline', '1'];

const b64url = (hex: string) => Buffer.from(hex, 'hex').toString('base64url');
const uuid = (hex: string) => hex.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/** The Clear Key licence the test licence server answers: a JSON Web Key set. */
export function clearKeyLicence(): string {
  return JSON.stringify({
    keys: [{ kty: 'oct', kid: b64url(CLEAR_KEY.keyId), k: b64url(CLEAR_KEY.key) }],
    type: 'temporary',
  });
}

/** Makes every test stream under `dir` (a few seconds of ffmpeg on two cores). */
export function makeStreams(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  const folder = (name: string) => {
    const path = join(dir, name);
    mkdirSync(path, { recursive: true });
    return path;
  };
  ffmpeg([...SOURCE, ...H264, ...AAC, ...hlsArgs, 'media.m3u8'], folder('clear'));
  ffmpeg(
    [
      ...SOURCE,
      '-c:v',
      'libvpx-vp9',
      '-deadline',
      'realtime',
      '-cpu-used',
      '8',
      '-b:v',
      '300k',
      '-g',
      '50',
      '-c:a',
      'libopus',
      '-b:a',
      '64k',
      ...dashArgs,
      'manifest.mpd',
    ],
    folder('vp9'),
  );
  ffmpeg(
    [
      ...SOURCE,
      '-c:v',
      'libx265',
      '-preset',
      'ultrafast',
      '-x265-params',
      'log-level=error',
      '-tag:v',
      'hvc1',
      '-g',
      '50',
      '-pix_fmt',
      'yuv420p',
      ...AAC,
      ...hlsArgs,
      'media.m3u8',
    ],
    folder('hevc'),
  );
  // The Clear Key stream: ffmpeg's init segments with their encryption boxes (sinf, tenc) from an
  // encrypted run, and the clear run's media segments encrypted here (cenc.ts says why).
  const ck = folder('ck');
  const keyed = folder('ck-init');
  ffmpeg([...SOURCE, ...H264, ...AAC, ...dashArgs, 'manifest.mpd'], ck);
  ffmpeg(
    [
      ...SOURCE,
      ...H264,
      ...AAC,
      ...dashArgs,
      '-format_options',
      `encryption_scheme=cenc-aes-ctr:encryption_key=${CLEAR_KEY.key}:encryption_kid=${CLEAR_KEY.keyId}`,
      'manifest.mpd',
    ],
    keyed,
  );
  for (const file of readdirSync(ck)) {
    if (file.startsWith('init-')) copyFileSync(join(keyed, file), join(ck, file));
    else if (file.startsWith('chunk-'))
      writeFileSync(
        join(ck, file),
        encryptSegment(
          readFileSync(join(ck, file)),
          Buffer.from(CLEAR_KEY.key, 'hex'),
          file.startsWith('chunk-stream0-'),
        ),
      );
  }
  rmSync(keyed, { recursive: true });
  // ffmpeg encrypts the segments but writes no ContentProtection: add what a packager writes, the
  // common-encryption scheme with its default KID and the DASH-IF Clear Key system.
  const mpd = readFileSync(join(ck, 'manifest.mpd'), 'utf8')
    .replace('<MPD ', '<MPD xmlns:cenc="urn:mpeg:cenc:2013" ')
    .replace(
      /(<AdaptationSet[^>]*>)/g,
      `$1\n\t\t\t<ContentProtection schemeIdUri="urn:mpeg:dash:mp4protection:2011" value="cenc" cenc:default_KID="${uuid(CLEAR_KEY.keyId)}"/>` +
        '\n\t\t\t<ContentProtection schemeIdUri="urn:uuid:e2719d58-a985-b3c9-781a-b030af78d30e" value="ClearKey1.0"/>',
    );
  writeFileSync(join(ck, 'manifest.mpd'), mpd);
  // The clear stream with its second segment gone.
  const missing = folder('missing');
  for (const file of readdirSync(join(dir, 'clear'))) copyFileSync(join(dir, 'clear', file), join(missing, file));
  rmSync(join(missing, 'seg_1.m4s'));
  writeFileSync(
    join(dir, 'login.m3u8'),
    '<!DOCTYPE html>\n<html><head><title>Sign in</title></head><body><form>Sign in</form></body></html>\n',
  );
  // 60 MB of zeros, sparse on disk, served as a playlist.
  const big = openSync(join(dir, 'big.m3u8'), 'w');
  ftruncateSync(big, 60 * 1024 * 1024);
  closeSync(big);
}

/** The nginx `server` of the streams: `/cors/` with CORS headers, `/nocors/` the same files without, the licences. */
export function streamsConfig(dir: string, port: number): string {
  const cors = [
    'add_header Access-Control-Allow-Origin "*" always;',
    'add_header Access-Control-Allow-Methods "GET, POST, OPTIONS" always;',
    'add_header Access-Control-Allow-Headers "*" always;',
  ].join('\n        ');
  return `
server {
    listen 127.0.0.1:${port};
    types { application/vnd.apple.mpegurl m3u8; application/dash+xml mpd; video/mp4 m4s mp4; video/webm webm; }
    root "${dir}";
    location /cors/ {
        ${cors}
        alias "${dir}/";
    }
    location /nocors/ {
        alias "${dir}/";
    }
    location = /licence/clearkey {
        ${cors}
        if ($request_method = OPTIONS) { return 204; }
        default_type application/json;
        return 200 '${clearKeyLicence()}';
    }
    location = /licence/forbidden {
        ${cors}
        if ($request_method = OPTIONS) { return 204; }
        default_type application/json;
        return 403 '{"title":"Forbidden"}';
    }
}
`;
}
