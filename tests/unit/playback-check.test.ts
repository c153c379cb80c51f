/**
 * The playback check's manifest analysis and rules (plugins/playback-check): the rules made from
 * catalog/facts.yaml, one planted manifest per finding (each finding present where its manifest
 * breaks the rule, absent from a clean one), the URL checks, the loader's refusals (HTML, a
 * 404, a body too large, a media playlist missing) over a stand-in fetch, and the device findings.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFacts } from '../../plugins/facts/api';
import type { LoadProblem } from '../../plugins/playback-check/api';
import {
  checkStreamUrl,
  codecFamily,
  deviceFindings,
  detectFormat,
  loadStream,
  parseDash,
  parseHls,
  rulesFromFacts,
  streamFindings,
  streamReportMarkdown,
  widevineLevel,
  type DeviceReport,
  type Finding,
  type ManifestSummary,
} from '../../plugins/playback-check/api';
import { addHlsMediaPlaylist } from '../../plugins/playback-check/lib/manifest';
import { describeError } from '../../plugins/playback-check/theme/PlaybackCheck/player';
import { loadCatalog } from '../../plugins/error-catalog/load';
import { nativeAdmits } from '../../checks/native-ranges';

const rules = rulesFromFacts(loadFacts(resolve(__dirname, '..', '..')));
const catalog = loadCatalog(resolve(__dirname, '..', '..'));
const ids = (findings: Finding[]) => findings.map((f) => f.id);

const MULTIVARIANT = (codecs: string, extra = '') => `#EXTM3U
#EXT-X-VERSION:7
${extra}#EXT-X-STREAM-INF:BANDWIDTH=2000000,RESOLUTION=1280x720,CODECS="${codecs}"
720.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360,CODECS="${codecs}"
360.m3u8
`;

const MEDIA = (duration = 4, extra = '', end = '#EXT-X-ENDLIST\n') => `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-TARGETDURATION:${Math.ceil(duration)}
#EXT-X-PLAYLIST-TYPE:VOD
#EXT-X-MAP:URI="init.mp4"
${extra}#EXTINF:${duration.toFixed(3)},
seg_0.m4s
#EXTINF:${duration.toFixed(3)},
seg_1.m4s
${end}`;

function hls(master: string, media = MEDIA()): ManifestSummary {
  const { summary, mediaPlaylistUris } = parseHls(master, 'https://cdn.example.com/t/master.m3u8');
  for (const uri of mediaPlaylistUris) addHlsMediaPlaylist(summary, media, uri);
  return summary;
}

const MPD = ({
  codecs = 'avc1.64001f',
  height = 720,
  protection = '',
  type = 'static',
  seconds = 4,
  extra = '',
} = {}) => `<?xml version="1.0"?>
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" xmlns:cenc="urn:mpeg:cenc:2013" type="${type}" ${type === 'static' ? 'mediaPresentationDuration="PT16S"' : 'availabilityStartTime="2026-01-01T00:00:00Z" minimumUpdatePeriod="PT2S"'} minBufferTime="PT2S" profiles="urn:mpeg:dash:profile:isoff-live:2011">
  <Period id="0" start="PT0S">
    <AdaptationSet id="0" contentType="video" mimeType="video/mp4">
      ${protection}
      <Representation id="v" codecs="${codecs}" bandwidth="2000000" width="${Math.round((height * 16) / 9)}" height="${height}">
        <SegmentTemplate timescale="1000" initialization="init-$RepresentationID$.m4s" media="c-$RepresentationID$-$Number$.m4s" startNumber="1" ${extra}>
          <SegmentTimeline><S t="0" d="${seconds * 1000}" r="3"/></SegmentTimeline>
        </SegmentTemplate>
      </Representation>
    </AdaptationSet>
    <AdaptationSet id="1" contentType="audio" mimeType="audio/mp4" lang="en">
      <Representation id="a" codecs="mp4a.40.2" bandwidth="128000" audioSamplingRate="48000">
        <SegmentTemplate timescale="1000" initialization="init-$RepresentationID$.m4s" media="c-$RepresentationID$-$Number$.m4s" startNumber="1">
          <SegmentTimeline><S t="0" d="${seconds * 1000}" r="3"/></SegmentTimeline>
        </SegmentTemplate>
      </Representation>
    </AdaptationSet>
  </Period>
</MPD>`;

const PLAYREADY = `<ContentProtection schemeIdUri="urn:mpeg:dash:mp4protection:2011" value="cenc" cenc:default_KID="01234567-89ab-cdef-0123-456789abcdef"/>
      <ContentProtection schemeIdUri="urn:uuid:9a04f079-9840-4286-ab92-e65be0885f95"/>`;

const WIDEVINE = `<ContentProtection schemeIdUri="urn:mpeg:dash:mp4protection:2011" value="cenc" cenc:default_KID="01234567-89ab-cdef-0123-456789abcdef"/>
      <ContentProtection schemeIdUri="urn:uuid:edef8ba9-79d6-4ace-a3c8-27dcd51d21ed"/>`;

describe('rules from the facts', () => {
  it('take the values of catalog/facts.yaml', () => {
    expect(rules.maxSegmentSeconds).toBe(10);
    expect(rules.widevineL3MaxHeight).toBe(576);
    expect(rules.platforms.web.videoCodecs).toEqual(['H.264', 'HEVC', 'AV1']);
    expect(rules.platforms.android.videoCodecs).toContain('VP9');
    expect(rules.drmSystems).toEqual(['Widevine', 'PlayReady', 'FairPlay']);
    expect(rules.platforms.ios.audioCodecs).toEqual(['AAC', 'E-AC-3']);
    expect(rules.platforms.chromecast.audioCodecs).toEqual(['AAC', 'AC-3', 'E-AC-3']);
    expect(rules.platforms.ios.manifestFormats).toEqual(['HLS']);
    expect(rules.platforms.android.keySystems).toEqual(['Widevine', 'PlayReady']);
  });

  it('list Dolby Vision where the platform guides do, and not for the Web', () => {
    for (const platform of ['android', 'ios', 'roku', 'chromecast'] as const)
      expect(rules.platforms[platform].videoCodecs, platform).toContain('Dolby Vision');
    expect(rules.platforms.web.videoCodecs).not.toContain('Dolby Vision');
  });
});

describe('manifest analysis', () => {
  it('reads a clean HLS stream and finds nothing that rules it out', () => {
    const s = hls(MULTIVARIANT('avc1.64001f,mp4a.40.2'));
    expect(s.format).toBe('hls');
    expect(s.presentation).toBe('vod');
    expect(s.renditions.map((r) => r.height)).toEqual([720, 360]);
    expect(s.segments.maxSeconds).toBe(4);
    expect(s.segments.containers).toEqual(['fMP4']);
    expect(ids(streamFindings(s, rules, 'web'))).toEqual(['no-problem']);
  });

  it('reads a clean DASH stream', () => {
    const s = parseDash(MPD(), 'https://cdn.example.com/t/manifest.mpd');
    expect(s.presentation).toBe('vod');
    expect(s.renditions.map((r) => r.type).sort()).toEqual(['audio', 'video']);
    expect(s.segments.maxSeconds).toBe(4);
    expect(ids(streamFindings(s, rules, 'web'))).toEqual(['no-problem']);
  });

  it('flags a codec FLP does not play on the chosen platform, not on one that plays it', () => {
    const vp9 = parseDash(MPD({ codecs: 'vp09.00.31.08' }), 'https://x.example/m.mpd');
    const web = streamFindings(vp9, rules, 'web');
    expect(web.find((f) => f.id === 'codec-unsupported')).toMatchObject({ level: 'error' });
    expect(web.find((f) => f.id === 'codec-unsupported')?.text).toMatch(/VP9.*H\.264, HEVC and AV1/);
    expect(ids(streamFindings(vp9, rules, 'android'))).not.toContain('codec-unsupported');
    const hevc = hls(MULTIVARIANT('hvc1.1.6.L93.90,mp4a.40.2'));
    expect(ids(streamFindings(hevc, rules, 'ios'))).not.toContain('codec-unsupported');
    const opus = hls(MULTIVARIANT('avc1.64001f,opus'));
    expect(streamFindings(opus, rules, 'web').find((f) => f.id === 'codec-unsupported')?.text).toMatch(/^Opus audio/);
  });

  it('plays Dolby Vision where the platform guides list it, and flags it on the Web', () => {
    const dv = hls(MULTIVARIANT('dvh1.05.06,mp4a.40.2'));
    for (const platform of ['android', 'ios', 'roku', 'chromecast'] as const)
      expect(ids(streamFindings(dv, rules, platform)), platform).not.toContain('codec-unsupported');
    expect(streamFindings(dv, rules, 'web').find((f) => f.id === 'codec-unsupported')?.text).toMatch(
      /^Dolby Vision video/,
    );
  });

  it('judges audio on iOS and Chromecast, and links Roku audio to its formats section', () => {
    const ac3 = hls(MULTIVARIANT('avc1.64001f,ac-3'));
    expect(streamFindings(ac3, rules, 'ios').find((f) => f.id === 'codec-unsupported')).toMatchObject({
      level: 'error',
      link: { to: '/docs/products/player/ios/overview#codecs-and-subtitles' },
    });
    expect(ids(streamFindings(ac3, rules, 'chromecast'))).not.toContain('codec-unsupported');
    const eac3 = hls(MULTIVARIANT('avc1.64001f,ec-3'));
    expect(ids(streamFindings(eac3, rules, 'ios'))).not.toContain('codec-unsupported');
    const opus = hls(MULTIVARIANT('avc1.64001f,opus'));
    expect(streamFindings(opus, rules, 'chromecast').find((f) => f.id === 'codec-unsupported')).toMatchObject({
      link: { to: '/docs/products/player/chromecast/overview#formats-and-drm' },
    });
    expect(streamFindings(opus, rules, 'roku').find((f) => f.id === 'codec-unsupported')).toMatchObject({
      link: { to: '/docs/products/player/roku/overview#formats-and-drm' },
    });
  });

  it('flags DASH on iOS and tvOS, not HLS there nor DASH elsewhere', () => {
    const dash = parseDash(MPD(), 'https://x.example/m.mpd');
    expect(streamFindings(dash, rules, 'ios').find((f) => f.id === 'format-unsupported')).toMatchObject({
      level: 'error',
      link: { to: '/docs/products/player/ios/error-codes#E-2003' },
    });
    expect(streamFindings(dash, rules, 'ios').find((f) => f.id === 'format-unsupported')?.text).toMatch(
      /^DASH is not a format the FLP iOS \/ tvOS SDK plays \(HLS only\)/,
    );
    expect(ids(streamFindings(dash, rules, 'ios'))).not.toContain('no-problem');
    for (const platform of ['web', 'android', 'roku', 'chromecast'] as const)
      expect(ids(streamFindings(dash, rules, platform)), platform).not.toContain('format-unsupported');
    expect(ids(streamFindings(hls(MULTIVARIANT('avc1.64001f,mp4a.40.2')), rules, 'ios'))).toEqual(['no-problem']);
  });

  it('flags renditions without CODECS, without claiming HLS requires them', () => {
    const s = hls('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360\n360.m3u8\n');
    const finding = streamFindings(s, rules, 'web').find((f) => f.id === 'codecs-missing');
    expect(finding?.text).toMatch(/SHOULD list CODECS/);
    expect(finding?.text).toMatch(/probe the segments/);
    expect(finding?.text).not.toMatch(/requires CODECS/);
  });

  it('flags segments longer than the documented maximum', () => {
    const long = hls(MULTIVARIANT('avc1.64001f,mp4a.40.2'), MEDIA(12));
    const finding = streamFindings(long, rules, 'web').find((f) => f.id === 'segment-too-long');
    expect(finding?.text).toMatch(/12 s.*10 s/);
    expect(finding?.link?.to).toBe('/docs/products/vod/enc/create_config');
    expect(ids(streamFindings(hls(MULTIVARIANT('avc1.64001f,mp4a.40.2'), MEDIA(10)), rules, 'web'))).not.toContain(
      'segment-too-long',
    );
    expect(ids(streamFindings(parseDash(MPD({ seconds: 11 }), 'https://x.example/m.mpd'), rules, 'web'))).toContain(
      'segment-too-long',
    );
  });

  it('flags common encryption without a key system signal', () => {
    const s = parseDash(
      MPD({ protection: '<ContentProtection schemeIdUri="urn:mpeg:dash:mp4protection:2011" value="cenc"/>' }),
      'https://x.example/m.mpd',
    );
    expect(ids(streamFindings(s, rules, 'web'))).toContain('key-signal-missing');
    const signalled = parseDash(MPD({ protection: WIDEVINE }), 'https://x.example/m.mpd');
    expect(signalled.keySignals.map((k) => k.system)).toEqual(['Common encryption', 'Widevine']);
    expect(signalled.keySignals[0]?.keyId).toBe('01234567-89ab-cdef-0123-456789abcdef');
    expect(ids(streamFindings(signalled, rules, 'web'))).not.toContain('key-signal-missing');
  });

  it('flags a key system the platform does not play protected content with', () => {
    const fairplay = hls(
      MULTIVARIANT('avc1.64001f,mp4a.40.2'),
      MEDIA(
        4,
        '#EXT-X-KEY:METHOD=SAMPLE-AES,URI="skd://k",KEYFORMAT="com.apple.streamingkeydelivery",KEYFORMATVERSIONS="1"\n',
      ),
    );
    expect(fairplay.keySignals).toMatchObject([{ system: 'FairPlay', scheme: 'cbcs' }]);
    expect(ids(streamFindings(fairplay, rules, 'android'))).toContain('key-system-unavailable');
    expect(ids(streamFindings(fairplay, rules, 'ios'))).not.toContain('key-system-unavailable');
  });

  it('plays PlayReady-only streams on Android on operator Android TV devices, Widevine elsewhere', () => {
    const playready = parseDash(MPD({ protection: PLAYREADY }), 'https://x.example/m.mpd');
    const android = streamFindings(playready, rules, 'android');
    expect(ids(android)).not.toContain('key-system-unavailable');
    expect(android.find((f) => f.id === 'key-system-devices')).toMatchObject({
      level: 'warning',
      text: 'The stream is protected with PlayReady only: the FLP Android / AndroidTV SDK plays it on operator Android TV devices with PlayReady; the other devices play protected content with Widevine and cannot play it.',
      link: { to: '/docs/products/player/android/protected-playback' },
    });
    const widevine = parseDash(MPD({ protection: WIDEVINE }), 'https://x.example/m.mpd');
    expect(ids(streamFindings(widevine, rules, 'android'))).not.toContain('key-system-devices');
    expect(ids(streamFindings(playready, rules, 'web'))).not.toContain('key-system-devices');
    expect(ids(streamFindings(playready, rules, 'ios'))).toContain('key-system-unavailable');
  });

  it('plays PlayReady-only streams on Cast only on the devices and TVs with PlayReady', () => {
    const playready = parseDash(MPD({ protection: PLAYREADY }), 'https://x.example/m.mpd');
    expect(streamFindings(playready, rules, 'chromecast').find((f) => f.id === 'key-system-devices')).toMatchObject({
      level: 'warning',
      text: expect.stringContaining('plays it on Cast devices and TVs with PlayReady'),
    });
  });

  it('says what HD protected renditions need, and what Clear Key and AES-128 are', () => {
    const hd = parseDash(MPD({ height: 1080, protection: WIDEVINE }), 'https://x.example/m.mpd');
    expect(streamFindings(hd, rules, 'web').find((f) => f.id === 'hd-needs-hardware-drm')).toMatchObject({
      text: expect.stringMatching(/576p to Widevine L3 \(and L2\) and up to 576p to PlayReady SL2000/),
      link: { to: '/docs/products/player/web/protected-playback#which-system-where' },
    });
    const ck = parseDash(
      MPD({
        protection:
          '<ContentProtection schemeIdUri="urn:uuid:e2719d58-a985-b3c9-781a-b030af78d30e" value="ClearKey1.0"/>',
      }),
      'https://x.example/m.mpd',
    );
    expect(ids(streamFindings(ck, rules, 'web'))).toContain('clear-key');
    const aes = hls(MULTIVARIANT('avc1.64001f,mp4a.40.2'), MEDIA(4, '#EXT-X-KEY:METHOD=AES-128,URI="key.bin"\n'));
    expect(ids(streamFindings(aes, rules, 'web'))).toContain('aes-128');
  });

  it('flags SAMPLE-AES in MPEG-TS on Roku', () => {
    const ts = hls(
      MULTIVARIANT('avc1.64001f,mp4a.40.2'),
      '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXT-X-KEY:METHOD=SAMPLE-AES,URI="k",KEYFORMAT="com.microsoft.playready"\n#EXTINF:4,\na.ts\n#EXT-X-ENDLIST\n',
    );
    expect(ts.segments.containers).toEqual(['MPEG-TS']);
    expect(ids(streamFindings(ts, rules, 'roku'))).toContain('sample-aes-ts');
    expect(ids(streamFindings(ts, rules, 'web'))).not.toContain('sample-aes-ts');
  });

  it('reads live, LL-HLS parts and LL-DASH', () => {
    const ll = hls(
      MULTIVARIANT('avc1.64001f,mp4a.40.2'),
      `#EXTM3U
#EXT-X-VERSION:9
#EXT-X-TARGETDURATION:4
#EXT-X-SERVER-CONTROL:CAN-BLOCK-RELOAD=YES,PART-HOLD-BACK=3.0
#EXT-X-PART-INF:PART-TARGET=1.0
#EXT-X-MAP:URI="init.mp4"
#EXTINF:4.0,
s1.m4s
#EXT-X-PART:DURATION=1.0,URI="s2.p1.m4s",INDEPENDENT=YES
`,
    );
    expect(ll.presentation).toBe('live');
    expect(ll.lowLatency).toEqual({ kind: 'LL-HLS', partTargetSeconds: 1, blockingReload: true });
    expect(streamFindings(ll, rules, 'web').find((f) => f.id === 'low-latency')).toMatchObject({
      level: 'info',
      link: { to: '/docs/products/player/web/player-configuration#low-latency' },
    });
    expect(streamFindings(ll, rules, 'web').find((f) => f.id === 'low-latency')?.text).not.toMatch(/Roku/);
    const roku = streamFindings(ll, rules, 'roku').find((f) => f.id === 'low-latency');
    expect(roku?.text).toMatch(
      /On Roku it needs Roku OS 12\.0 or later; older Roku OS plays it at normal latency \(E-2060\)\./,
    );
    expect(roku?.link?.to).toBe('/docs/products/player/roku/player-configuration#low-latency');
    expect(streamFindings(ll, rules, 'ios').find((f) => f.id === 'low-latency')?.link?.to).toBe(
      '/docs/products/player/ios/player-configuration#low-latency-live',
    );
    expect(streamFindings(ll, rules, 'android').find((f) => f.id === 'low-latency')?.link?.to).toBe(
      '/docs/products/player/android/player-configuration#options',
    );
    expect(streamFindings(ll, rules, 'chromecast').find((f) => f.id === 'low-latency')?.link?.to).toBe(
      '/docs/products/player/chromecast/player-configuration#player-defaults-playerconfig',
    );
    const lldash = parseDash(
      MPD({ type: 'dynamic', extra: 'availabilityTimeOffset="1.5"' }).replace(
        '<Period',
        '<ServiceDescription id="0"><Latency target="3000"/></ServiceDescription><Period',
      ),
      'https://x.example/m.mpd',
    );
    expect(lldash.presentation).toBe('live');
    expect(lldash.lowLatency).toEqual({ kind: 'LL-DASH', availabilityTimeOffset: 1.5, targetLatencyMs: 3000 });
    expect(streamFindings(lldash, rules, 'roku').find((f) => f.id === 'low-latency')?.level).toBe('warning');
  });

  it('flags an HLS version the Web SDK does not play', () => {
    const v11 = hls(MULTIVARIANT('avc1.64001f,mp4a.40.2').replace('VERSION:7', 'VERSION:11'));
    expect(streamFindings(v11, rules, 'web').find((f) => f.id === 'hls-version')).toMatchObject({
      text: expect.stringMatching(/\(E-2003\)\.$/),
      link: { label: 'Error E-2003', to: '/docs/products/player/web/error-codes#E-2003' },
    });
    expect(streamFindings(v11, rules, 'web').find((f) => f.id === 'hls-version')?.text).not.toMatch(/E-2007/);
  });

  it('writes the report as Markdown with absolute links', () => {
    const s = parseDash(MPD({ codecs: 'vp09.00.31.08' }), 'https://x.example/m.mpd');
    const md = streamReportMarkdown(
      s,
      streamFindings(s, rules, 'web'),
      'Web / Smart TVs',
      'https://developers.flp.video',
    );
    expect(md).toContain('| Codecs | vp09.00.31.08 (VP9), mp4a.40.2 (AAC) |');
    expect(md).toContain('](https://developers.flp.video/docs/products/player/web/overview#formats)');
  });

  it('names codec families as the facts do', () => {
    expect(['avc3.4d401f', 'hev1.1.6.L93', 'av01.0.08M.08', 'ec-3', 'mp4a.40.5'].map(codecFamily)).toEqual([
      'H.264',
      'HEVC',
      'AV1',
      'E-AC-3',
      'HE-AAC',
    ]);
  });
});

describe('stream URLs and loading', () => {
  it('accepts https (and http on an http page) and refuses the rest with a reason', () => {
    expect(checkStreamUrl(' https://cdn.example.com/a.m3u8 ', 'https:').href).toBe('https://cdn.example.com/a.m3u8');
    expect(checkStreamUrl('http://127.0.0.1:8080/a.m3u8', 'http:').protocol).toBe('http:');
    const kind = (input: string, page = 'https:') => {
      try {
        checkStreamUrl(input, page);
        return 'accepted';
      } catch (error) {
        return (error as LoadProblem).kind;
      }
    };
    expect(kind('')).toBe('empty');
    expect(kind('not a url')).toBe('not-url');
    expect(kind('javascript:alert(1)')).toBe('scheme');
    expect(kind('data:application/x-mpegurl,#EXTM3U')).toBe('scheme');
    expect(kind('file:///etc/passwd')).toBe('scheme');
    expect(kind('http://cdn.example.com/a.m3u8')).toBe('mixed-content');
    try {
      checkStreamUrl('http://cdn.example.com/a.m3u8', 'https:');
    } catch (error) {
      expect((error as LoadProblem).message).toMatch(/mixed content/);
      expect((error as LoadProblem).message).toMatch(/EME\) works only on a secure page/);
      expect((error as LoadProblem).message).not.toMatch(/FLP players require/);
    }
  });

  it('tells a manifest from HTML and from anything else', () => {
    expect(detectFormat('\uFEFF#EXTM3U\n')).toBe('hls');
    expect(detectFormat('<?xml version="1.0"?>\n<MPD xmlns="urn:mpeg:dash:schema:mpd:2011">')).toBe('dash');
    expect(detectFormat('<!DOCTYPE html><html><body>Sign in</body></html>')).toBe('html');
    expect(detectFormat('{"error":"nope"}')).toBe('unknown');
  });

  const site = (files: Record<string, string | number>): typeof fetch =>
    (async (input: string | URL | Request) => {
      const url = String(input);
      const body = files[new URL(url).pathname];
      if (body === undefined) return new Response('not found', { status: 404 });
      if (typeof body === 'number') {
        // A body of `body` bytes, sent in chunks, without a Content-Length.
        let sent = 0;
        const stream = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent >= body) return controller.close();
            const chunk = new Uint8Array(Math.min(1 << 20, body - sent));
            sent += chunk.byteLength;
            controller.enqueue(chunk);
          },
        });
        return new Response(stream, { status: 200 });
      }
      return new Response(body, { status: 200, headers: { 'content-type': 'application/vnd.apple.mpegurl' } });
    }) as typeof fetch;

  const problem = async (url: string, fetcher: typeof fetch, options = {}) =>
    loadStream(url, { fetch: fetcher, ...options }).then(
      () => null,
      (error: LoadProblem) => ({ kind: error.kind, message: error.message }),
    );

  it('reads a multivariant playlist and its media playlists, and lists one that is missing', async () => {
    const fetch = site({ '/t/master.m3u8': MULTIVARIANT('avc1.64001f,mp4a.40.2'), '/t/720.m3u8': MEDIA() });
    const s = await loadStream('https://cdn.example.com/t/master.m3u8', { fetch });
    expect(s.mediaPlaylists.map((m) => m.ok)).toEqual([true, false]);
    const findings = streamFindings(s, rules, 'web');
    expect(findings.find((f) => f.id === 'media-playlist-failed')).toMatchObject({
      level: 'warning',
      text: expect.stringMatching(/360\.m3u8 answered 404.*E-2020 \(recoverable\) and switch to another rendition/),
      link: { to: '/docs/products/player/web/error-codes#E-2020' },
    });
  });

  it('names E-1012, fatal, for a media playlist the browser keeps from the page', () => {
    const s = parseHls(MULTIVARIANT('avc1.64001f,mp4a.40.2'), 'https://cdn.example.com/t/master.m3u8').summary;
    s.mediaPlaylists.push({ uri: 'https://cdn.example.com/t/360.m3u8', ok: false, problem: 'blocked', cors: true });
    expect(streamFindings(s, rules, 'web').find((f) => f.id === 'media-playlist-failed')).toMatchObject({
      level: 'error',
      link: { to: '/docs/products/player/web/error-codes#E-1012' },
    });
    expect(streamFindings(s, rules, 'chromecast').find((f) => f.id === 'media-playlist-failed')).toMatchObject({
      link: { to: '/docs/products/player/chromecast/error-codes#E-1012' },
    });
    // A native SDK is not held to CORS: no code of its own is named, the check's limit is.
    for (const platform of ['android', 'ios', 'roku'] as const) {
      const finding = streamFindings(s, rules, platform).find((f) => f.id === 'media-playlist-failed');
      expect(finding).toMatchObject({ level: 'warning', text: expect.stringMatching(/not held to CORS/) });
      expect(finding?.link).toBeUndefined();
    }
  });

  it('names E-1011, fatal, for a media playlist the CDN refuses', async () => {
    const refusing = (async (input: string | URL | Request) =>
      new URL(String(input)).pathname === '/t/master.m3u8'
        ? new Response(MULTIVARIANT('avc1.64001f,mp4a.40.2'))
        : new Response('forbidden', { status: 403 })) as typeof globalThis.fetch;
    const s = await loadStream('https://cdn.example.com/t/master.m3u8', { fetch: refusing });
    expect(s.mediaPlaylists.map((m) => m.status)).toEqual([403, 403]);
    const refused = streamFindings(s, rules, 'web').filter((f) => f.id === 'media-playlist-failed');
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({
      level: 'error',
      text: expect.stringMatching(/answered 403.*E-1011 \(fatal\)/),
      link: { to: '/docs/products/player/web/error-codes#E-1011' },
    });
  });

  it('refuses a 404, HTML, a body that is not a manifest and one too large', async () => {
    const fetch = site({
      '/login.m3u8': '<!doctype html><html></html>',
      '/x.m3u8': 'hello',
      '/big.m3u8': 20 * 1024 * 1024,
    });
    expect(await problem('https://a.example/none.m3u8', fetch)).toMatchObject({
      kind: 'http-status',
      message: /answered 404/,
    });
    expect(await problem('https://a.example/login.m3u8', fetch)).toMatchObject({ kind: 'html', message: /HTML page/ });
    expect(await problem('https://a.example/x.m3u8', fetch)).toMatchObject({ kind: 'not-manifest' });
    expect(await problem('https://a.example/big.m3u8', fetch)).toMatchObject({ kind: 'too-large', message: /8 MB/ });
  });

  it('says CORS when the server answers a no-cors request, and unreachable when not', async () => {
    const refused = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(
      await problem('https://a.example/m.m3u8', refused, {
        probeCors: async () => true,
        origin: 'https://developers.flp.video',
      }),
    ).toMatchObject({ kind: 'cors', message: /Access-Control-Allow-Origin: https:\/\/developers\.flp\.video/ });
    expect(await problem('https://a.example/m.m3u8', refused, { probeCors: async () => false })).toMatchObject({
      kind: 'network',
    });
  });
});

describe('device findings', () => {
  const device = (over: Partial<DeviceReport> = {}): DeviceReport => ({
    userAgent: 'Mozilla/5.0 Chrome/130.0.0.0',
    mse: true,
    managedMediaSource: false,
    eme: true,
    keySystems: [],
    hdcp: null,
    hdrDisplay: false,
    codecs: [],
    ...over,
  });

  it('says Widevine L3 in the platform’s terms, with the fact’s value and page', () => {
    const f = deviceFindings(
      device({ keySystems: [{ name: 'Widevine', keySystem: 'com.widevine.alpha', levels: ['SW_SECURE_CRYPTO'] }] }),
      rules,
    );
    expect(f.find((x) => x.id === 'widevine')).toEqual({
      id: 'widevine',
      level: 'warning',
      text: 'Widevine L3 only: FLP streams protected content at up to 576p here.',
      link: { label: 'Which key system where', to: '/docs/products/player/web/protected-playback#which-system-where' },
    });
    const l1 = deviceFindings(
      device({ keySystems: [{ name: 'Widevine', keySystem: 'com.widevine.alpha', levels: ['HW_SECURE_ALL'] }] }),
      rules,
    );
    expect(l1.find((x) => x.id === 'widevine')?.level).toBe('ok');
    const decode = deviceFindings(
      device({ keySystems: [{ name: 'Widevine', keySystem: 'com.widevine.alpha', levels: ['HW_SECURE_DECODE'] }] }),
      rules,
    );
    expect(decode.find((x) => x.id === 'widevine')?.level).toBe('ok');
  });

  it('says Widevine L2 (HW_SECURE_CRYPTO) gets SD keys only', () => {
    expect(widevineLevel(['HW_SECURE_CRYPTO', 'SW_SECURE_DECODE', 'SW_SECURE_CRYPTO'])).toBe('L2');
    expect(widevineLevel(['HW_SECURE_ALL', 'HW_SECURE_CRYPTO'])).toBe('L1');
    const f = deviceFindings(
      device({
        keySystems: [
          { name: 'Widevine', keySystem: 'com.widevine.alpha', levels: ['HW_SECURE_CRYPTO', 'SW_SECURE_CRYPTO'] },
        ],
      }),
      rules,
    );
    expect(f.find((x) => x.id === 'widevine')).toEqual({
      id: 'widevine',
      level: 'warning',
      text: 'Widevine L2 (crypto in hardware, decoding in software): FLP releases SD keys only here.',
      link: {
        label: 'Widevine security levels',
        to: '/docs/products/player/android/protected-playback#security-levels',
      },
    });
  });

  it('says PlayReady SL2000, no FLP key system, HDCP and undecodable codecs', () => {
    const f = deviceFindings(
      device({
        keySystems: [{ name: 'Clear Key', keySystem: 'org.w3.clearkey', levels: [] }],
        hdcp: [
          { version: '1.4', status: 'usable' },
          { version: '2.2', status: 'output-restricted' },
        ],
        codecs: [
          {
            label: 'HEVC 1080p',
            family: 'HEVC',
            kind: 'video',
            contentType: '',
            height: 1080,
            supported: false,
            smooth: false,
            powerEfficient: false,
          },
          {
            label: 'H.264 1080p',
            family: 'H.264',
            kind: 'video',
            contentType: '',
            height: 1080,
            supported: true,
            smooth: true,
            powerEfficient: false,
          },
        ],
      }),
      rules,
    );
    expect(ids(f)).toContain('no-drm');
    expect(f.find((x) => x.id === 'hdcp')?.text).toMatch(/HDCP 2\.2 is not reported usable \(HDCP 1\.4 is\)/);
    expect(f.filter((x) => x.id === 'video-codec').map((x) => x.text)).toEqual([
      "HEVC: not decodable here: FLP's HEVC renditions are left out on this device.",
      'H.264: decodable up to 1080p.',
    ]);
    const sl2000 = deviceFindings(
      device({ keySystems: [{ name: 'PlayReady', keySystem: 'com.microsoft.playready', levels: ['SL2000'] }] }),
      rules,
    );
    expect(sl2000.find((x) => x.id === 'playready')?.text).toBe(
      'PlayReady SL2000 only: FLP streams protected content at up to 576p here.',
    );
  });

  it('flags a browser without MSE and one older than the oldest supported Chrome', () => {
    const f = deviceFindings(device({ mse: false, userAgent: 'Mozilla/5.0 Chrome/80.0.0.0' }), rules);
    expect(ids(f)).toEqual(expect.arrayContaining(['no-mse', 'browser-version']));
    const noMse = f.find((x) => x.id === 'no-mse')?.text;
    expect(noMse).toMatch(/native HLS playback/);
    expect(noMse).toMatch(/cannot play DASH/);
    expect(noMse).not.toMatch(/cannot play adaptive streams/);
    const mms = deviceFindings(device({ mse: false, managedMediaSource: true }), rules);
    expect(mms.find((x) => x.id === 'managed-media-source')?.text).toMatch(/DASH since 7\.3\.0/);
  });
});

describe("the player's errors in words", () => {
  // Shaka's BAD_HTTP_STATUS (1001): data is [uri, status, text, headers, requestType].
  const badStatus = (status: number, requestType: number) => ({
    code: 1001,
    category: 1,
    data: ['https://cdn.example.com/t/x', status, '', {}, requestType],
  });

  it('names E-1011 for a manifest or segment the CDN refuses, E-2001 for another manifest status', () => {
    expect(describeError(badStatus(403, 0), rules, 'https://docs.flp.video').link?.to).toBe(
      '/docs/products/player/web/error-codes#E-1011',
    );
    expect(describeError(badStatus(401, 1), rules, 'https://docs.flp.video').link?.to).toBe(
      '/docs/products/player/web/error-codes#E-1011',
    );
    expect(describeError(badStatus(404, 0), rules, 'https://docs.flp.video').link?.to).toBe(
      '/docs/products/player/web/error-codes#E-2001',
    );
  });

  it('names the licence code of each status: E-4001 refused by another server or at a wrong URL, E-4011 a bad challenge, E-4006 a server error', () => {
    const at = (status: number) => describeError(badStatus(status, 2), rules, 'https://docs.flp.video').link?.to;
    expect(at(403)).toBe('/docs/products/player/web/error-codes#E-4001');
    expect(at(401)).toBe('/docs/products/player/web/error-codes#E-4001');
    expect(at(400)).toBe('/docs/products/player/web/error-codes#E-4011');
    expect(at(503)).toBe('/docs/products/player/web/error-codes#E-4006');
    expect(at(429)).toBe('/docs/products/player/web/error-codes#E-4006');
    // FLP's own licence endpoint answers 401 and 403 with codes that reach the app unchanged.
    const flp = (status: number) =>
      describeError(
        {
          ...badStatus(status, 2),
          data: ['https://api.flp.video/playback/v3/drm/widevine/license', status, '', {}, 2],
        },
        rules,
        'https://docs.flp.video',
      );
    expect(flp(401).link?.to).toBe('/docs/products/player/web/error-codes#E-4021');
    expect(flp(403).link?.to).toBe('/error-lookup?q=licence%20403');
    expect(flp(403).text).toMatch(/E-4020, E-4022 or E-8021/);
    expect(flp(403).text).not.toMatch(/E-4001/);
    // The API's 409 E-9170 (no DRM credentials for the key system); another server's 409 is E-4001.
    expect(flp(409).link?.to).toBe('/docs/products/player/web/error-codes#E-4004');
    expect(at(409)).toBe('/docs/products/player/web/error-codes#E-4001');
    // Any other 4xx of a licence server (a wrong URL: 404, 405) is E-4001, not retried.
    expect(at(404)).toBe('/docs/products/player/web/error-codes#E-4001');
    expect(describeError(badStatus(405, 2), rules, 'https://docs.flp.video').text).toMatch(/check the licence URL/);
    // A status no licence server is expected to fail with names no code.
    expect(at(302)).toBe('/error-lookup?q=licence%20302');
    // The FairPlay certificate: E-4004, but for FLP's own refusals (401, 403 unchanged) and a 400 (E-4011).
    const certificate = (status: number, uri = 'https://cdn.example.com/t/x') =>
      describeError({ ...badStatus(status, 5), data: [uri, status, '', {}, 5] }, rules, 'https://docs.flp.video');
    const flpCertificate = 'https://api.flp.video/playback/v3/drm/fairplay/certificate';
    expect(certificate(404).link?.to).toBe('/docs/products/player/web/error-codes#E-4004');
    expect(certificate(409, flpCertificate).link?.to).toBe('/docs/products/player/web/error-codes#E-4004');
    expect(certificate(400).link?.to).toBe('/docs/products/player/web/error-codes#E-4011');
    expect(certificate(403, flpCertificate).link?.to).toBe('/error-lookup?q=certificate%20403');
    expect(certificate(401, flpCertificate).text).toMatch(/E-4021/);
    // Another certificate server's 401 or 403 is E-4004 with that status.
    expect(certificate(403).link?.to).toBe('/docs/products/player/web/error-codes#E-4004');
    expect(certificate(401).text).not.toMatch(/E-4021/);
  });

  it('names, for every status of a licence or certificate request, FLP’s or another server’s, only codes whose catalogue entry gives them that status on the Web', () => {
    const byCode = new Map(catalog.entries.map((entry) => [entry.code, entry]));
    const servers = {
      licence: ['https://api.flp.video/playback/v3/drm/widevine/license', 'https://drm.example.com/license'],
      certificate: ['https://api.flp.video/playback/v3/drm/fairplay/certificate', 'https://drm.example.com/cert'],
    };
    const wrong: string[] = [];
    for (const [kind, requestType] of [
      ['licence', 2],
      ['certificate', 5],
    ] as const) {
      for (const uri of servers[kind]) {
        for (const status of [400, 401, 403, 404, 405, 409, 410, 429, 500, 502, 503, 504]) {
          const said = describeError(
            { ...badStatus(status, requestType), data: [uri, status, '', {}, requestType] },
            rules,
            'https://docs.flp.video',
          );
          const linked = /#(E-\d{4})$/.exec(said.link?.to ?? '')?.[1];
          const named = [...said.text.matchAll(/\bE-\d{4}\b/g)].map((m) => m[0]);
          if (!linked && named.length === 0) wrong.push(`${kind} ${status} from ${uri}: no code`);
          for (const code of new Set([...(linked ? [linked] : []), ...named])) {
            const entry = byCode.get(code);
            if (!entry || !nativeAdmits(entry, 'web', status))
              wrong.push(
                `${kind} ${status} from ${uri}: ${code}, whose web natives are ${JSON.stringify(entry?.native?.web)}`,
              );
          }
          if (linked && said.link?.label !== `${linked} ${byCode.get(linked)?.name}`)
            wrong.push(`${kind} ${status}: the link reads ${said.link?.label}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names E-3003 for codecs the browser lacks, E-4005 or E-4003 for keys that leave no rendition, E-2004 for none left otherwise', () => {
    const at = (code: number, data: unknown[] = []) =>
      describeError({ code, category: 4, data }, rules, 'https://docs.flp.video').link?.to;
    const page = '/docs/products/player/web/error-codes';
    expect(at(4032)).toBe(`${page}#E-3003`);
    expect(
      at(4012, [{ hasAppRestrictions: false, missingKeys: [], restrictedKeyStatuses: ['output-restricted'] }]),
    ).toBe(`${page}#E-4005`);
    expect(
      at(4012, [{ hasAppRestrictions: false, missingKeys: [], restrictedKeyStatuses: ['usable-in-future'] }]),
    ).toBe(`${page}#E-4003`);
    expect(at(4012, [{ hasAppRestrictions: false, missingKeys: ['abc'], restrictedKeyStatuses: [] }])).toBe(
      `${page}#E-4003`,
    );
    expect(at(4012, [{ hasAppRestrictions: true, missingKeys: [], restrictedKeyStatuses: [] }])).toBe(`${page}#E-2004`);
    expect(at(4036)).toBe(`${page}#E-2004`);
    expect(at(6008)).toBe(`${page}#E-4003`);
    expect(at(6005)).toBe(`${page}#E-4010`);
  });

  it('names E-4006 for a licence request that timed out, E-4004 for the certificate', () => {
    const timeout = (requestType: number) =>
      describeError(
        { code: 1003, category: 1, data: ['https://drm.example.com/x', requestType] },
        rules,
        'https://docs.flp.video',
      );
    expect(timeout(2).link?.to).toBe('/docs/products/player/web/error-codes#E-4006');
    expect(timeout(5).link?.to).toBe('/docs/products/player/web/error-codes#E-4004');
    expect(timeout(1).link?.to).toBe('/error-lookup?q=timeout');
  });

  it('names E-2050, a warning, for any subtitle request that fails, 401 and 403 included, found by the engine or by its extension', () => {
    const uri = 'https://cdn.example.com/t/subs/en/seg-1.m4s';
    const subtitleSegment = { ...badStatus(403, 1), data: [uri, 403, '', {}, 1] };
    const asText = describeError(subtitleSegment, rules, 'https://docs.flp.video', { textUris: new Set([uri]) });
    expect(asText.level).toBe('warning');
    expect(asText.link?.to).toBe('/docs/products/player/web/error-codes#E-2050');
    // The same segment, not known as a subtitle: the CDN's refusal of a segment.
    expect(describeError(subtitleSegment, rules, 'https://docs.flp.video').link?.to).toBe(
      '/docs/products/player/web/error-codes#E-1011',
    );
    const vtt = { ...badStatus(404, 1), data: ['https://cdn.example.com/t/en.vtt?token=1', 404, '', {}, 1] };
    expect(describeError(vtt, rules, 'https://docs.flp.video').link?.to).toBe(
      '/docs/products/player/web/error-codes#E-2050',
    );
  });

  it('names E-1012 for media the page may not read, E-4006 for a licence request, E-4004 for the certificate, E-2050 for subtitles', () => {
    // Shaka's HTTP_ERROR (1002): data is [uri, cause, requestType].
    const noAnswer = (uri: string, requestType: number) => ({
      code: 1002,
      category: 1,
      data: [uri, null, requestType],
    });
    const at = (uri: string, requestType: number) =>
      describeError(noAnswer(uri, requestType), rules, 'https://docs.flp.video').link?.to;
    expect(at('https://cdn.example.com/t/seg-1.m4s', 1)).toBe('/docs/products/player/web/error-codes#E-1012');
    expect(at('https://api.flp.video/licence', 2)).toBe('/docs/products/player/web/error-codes#E-4006');
    expect(at('https://api.flp.video/certificate', 5)).toBe('/docs/products/player/web/error-codes#E-4004');
    expect(at('https://cdn.example.com/t/en.vtt', 1)).toBe('/docs/products/player/web/error-codes#E-2050');
  });

  it('names E-2020 for a media playlist, which the engine reads as a manifest, and E-4030 for a key', () => {
    const manifest = 'https://cdn.example.com/t/x';
    const playlist = { ...badStatus(404, 0), data: ['https://cdn.example.com/t/720.m3u8', 404, '', {}, 0] };
    expect(describeError(playlist, rules, 'https://docs.flp.video', { manifestUrl: manifest }).link?.to).toBe(
      '/docs/products/player/web/error-codes#E-2020',
    );
    expect(describeError(badStatus(404, 0), rules, 'https://docs.flp.video', { manifestUrl: manifest }).link?.to).toBe(
      '/docs/products/player/web/error-codes#E-2001',
    );
    expect(describeError(badStatus(403, 6), rules, 'https://docs.flp.video').link?.to).toBe(
      '/docs/products/player/web/error-codes#E-4030',
    );
  });
});
