/**
 * Reading a stream's manifest from a URL the reader typed, in the browser or in Node (the MCP
 * server): the URL held to http(s), the response held to a size, and every way it can fail named
 * in words (`LoadProblem`), never an exception text.
 */
import { addHlsMediaPlaylist, detectFormat, type ManifestSummary, parseDash, parseHls } from './manifest';

/** A manifest is text of a few kilobytes to a few megabytes (a long live window); past this it is not one. */
export const MAX_MANIFEST_BYTES = 8 * 1024 * 1024;
/** Media playlists read after a multivariant playlist: enough for the renditions' segments and parts. */
export const MAX_MEDIA_PLAYLISTS = 6;

export type LoadProblemKind =
  | 'empty'
  | 'not-url'
  | 'scheme'
  | 'mixed-content'
  | 'http-status'
  | 'network'
  | 'cors'
  | 'too-large'
  | 'html'
  | 'not-manifest'
  | 'parse'
  | 'timeout';

export class LoadProblem extends Error {
  constructor(
    readonly kind: LoadProblemKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * The URL to read, or why not: only `https:` (and `http:` where the page itself is `http:`, a
 * local build), never `javascript:`, `data:`, `blob:` or `file:`. `pageProtocol` is the page's
 * (`https:` in production); the MCP server passes none.
 */
export function checkStreamUrl(input: string, pageProtocol?: string): URL {
  const text = input.trim();
  if (!text) throw new LoadProblem('empty', 'Paste the URL of an HLS (.m3u8) or DASH (.mpd) manifest.');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new LoadProblem(
      'not-url',
      `"${text.slice(0, 80)}" is not a URL. Paste the full address of the manifest, starting with https://.`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new LoadProblem(
      'scheme',
      `A ${url.protocol} URL is not a stream: the check reads only https:// (or http://) manifests.`,
    );
  }
  if (pageProtocol === 'https:' && url.protocol === 'http:') {
    throw new LoadProblem(
      'mixed-content',
      'This page is served over https, and a browser blocks an http:// manifest on an https page (mixed content). Serve the stream over https: an app served over https cannot load it either, and protected playback (EME) works only on a secure page.',
    );
  }
  return url;
}

export interface Fetched {
  text: string;
  url: string;
  contentType: string;
}

export interface LoadOptions {
  fetch?: typeof fetch;
  signal?: AbortSignal;
  maxBytes?: number;
  /**
   * Tells a CORS refusal from an unreachable server after a failed read (browser only): a
   * `no-cors` request that is answered means the server is there but did not allow this origin.
   */
  probeCors?: (url: string) => Promise<boolean>;
  /** The page's origin, named in the CORS advice. */
  origin?: string;
}

/** Reads a text response to its end, stopping (and cancelling the download) past `maxBytes`. */
async function readLimited(response: Response, maxBytes: number, url: string): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  const tooLarge = () =>
    new LoadProblem(
      'too-large',
      `The response of ${url} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB, so the check stopped reading it: a manifest is a few kilobytes. Is this the URL of a video file rather than its manifest?`,
    );
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const all = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(all);
}

export function corsAdvice(origin: string | undefined): string {
  return (
    `The stream's server answered but did not allow this page to read it (CORS). It must send ` +
    `\`Access-Control-Allow-Origin: ${origin ?? '*'}\` (or \`*\`) on the manifest, the segments and the licence ` +
    `responses, and allow the request headers you send (\`Access-Control-Allow-Headers\`).`
  );
}

export async function fetchText(url: string, options: LoadOptions = {}): Promise<Fetched> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, { signal: options.signal, credentials: 'omit', redirect: 'follow' });
  } catch (error) {
    if ((error as Error).name === 'AbortError' || (error as Error).name === 'TimeoutError')
      throw new LoadProblem('timeout', `${url} did not answer in time.`);
    if (options.probeCors && (await options.probeCors(url).catch(() => false)))
      throw new LoadProblem('cors', corsAdvice(options.origin));
    throw new LoadProblem(
      'network',
      `${url} could not be reached (no answer, a name that does not resolve, a TLS error${options.probeCors ? '' : ' or a refused connection'}).`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    const hint =
      response.status === 404
        ? 'There is no file at that address: check the path.'
        : response.status === 401 || response.status === 403
          ? 'The server refused the request: a CDN token or signed URL may be missing or expired.'
          : 'The server could not answer.';
    throw new LoadProblem('http-status', `${url} answered ${response.status}. ${hint}`, response.status);
  }
  const text = await readLimited(response, options.maxBytes ?? MAX_MANIFEST_BYTES, url);
  return { text, url: response.url || url, contentType: response.headers.get('content-type') ?? '' };
}

/**
 * Reads a manifest and, for a multivariant HLS playlist, its media playlists, into a summary. A media
 * playlist that cannot be read is listed as such in the summary; a main manifest that cannot be read
 * or is not a manifest throws a `LoadProblem`.
 */
export async function loadStream(url: string, options: LoadOptions = {}): Promise<ManifestSummary> {
  const main = await fetchText(url, options);
  const format = detectFormat(main.text);
  if (format === 'html')
    throw new LoadProblem(
      'html',
      `${url} answered an HTML page, not a manifest (often a login, error or landing page). Use the URL of the .m3u8 or .mpd file itself.`,
    );
  if (format === 'unknown')
    throw new LoadProblem(
      'not-manifest',
      `${url} is not an HLS playlist (which starts with #EXTM3U) or a DASH MPD (an <MPD> document)${main.contentType ? `; it was sent as ${main.contentType.split(';')[0]}` : ''}.`,
    );
  try {
    if (format === 'dash') return parseDash(main.text, main.url);
    const { summary, mediaPlaylistUris } = parseHls(main.text, main.url);
    for (const uri of mediaPlaylistUris.slice(0, MAX_MEDIA_PLAYLISTS)) {
      try {
        const media = await fetchText(uri, options);
        if (detectFormat(media.text) !== 'hls') throw new LoadProblem('not-manifest', `${uri} is not an HLS playlist.`);
        addHlsMediaPlaylist(summary, media.text, uri);
      } catch (error) {
        summary.mediaPlaylists.push({
          uri,
          ok: false,
          problem: error instanceof LoadProblem ? error.message : `${uri} could not be read.`,
          ...(error instanceof LoadProblem && error.status !== undefined ? { status: error.status } : {}),
          ...(error instanceof LoadProblem && error.kind === 'cors' ? { cors: true } : {}),
        });
      }
    }
    return summary;
  } catch (error) {
    if (error instanceof LoadProblem) throw error;
    throw new LoadProblem(
      'parse',
      `The ${format === 'dash' ? 'MPD' : 'playlist'} could not be parsed: ${(error as Error).message}`,
    );
  }
}
