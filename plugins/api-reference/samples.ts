/**
 * Code samples of an operation in every client language, made at build time by
 * `@readme/httpsnippet` from the operation's documented example request (a HAR request built
 * here). The generator runs in Node only: the pages carry its output as highlighted code blocks.
 */
import { HTTPSnippet, type HarRequest } from '@readme/httpsnippet';
import type { Json } from './bundle';
import { ACCESS_TOKEN_PLACEHOLDER } from './placeholders';
import { SAMPLE_SERVER } from './readerVariables';

export { SAMPLE_SERVER };

/**
 * The origin the generator is given in place of the server's placeholder (it parses the URL, and
 * `YOUR_API_BASE_URL` is not one); every sample prints SAMPLE_SERVER where the generator wrote it.
 * It is also the placeholder's test value when the samples are run (placeholders.ts).
 */
export const SAMPLE_ORIGIN = 'https://api.flp.video';

export interface SampleRequest {
  method: string;
  /** Server and path, path parameters filled in, without the query string. */
  url: string;
  /** Query parameters, in order, unencoded. */
  query: [string, string][];
  /** Headers other than Authorization and Content-Type (e.g. `Idempotency-Key`). */
  headers: [string, string][];
  /** Whether the call takes a bearer token. */
  auth: boolean;
  /**
   * The placeholder of that token when it is not the reader's access token (the playback token of
   * the licence and heartbeat operations: `YOUR_PLAYBACK_TOKEN`).
   */
  token?: string;
  /** Request body example and its media type, if any. */
  body?: { mediaType: string; value: Json };
}

/** One language of the `code-language` tab group, and the generator's target and client for it. */
export interface SampleLanguage {
  /** Tab value of the `code-language` tab group (also the `?language=` value). */
  value: string;
  label: string;
  /** Prism language of the code block. */
  language: string;
  target: Parameters<HTTPSnippet['convert']>[0];
  client: string;
}

/** The languages of every operation's samples, in tab order; the first is the default tab. */
export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = [
  { value: 'curl', label: 'curl', language: 'bash', target: 'shell', client: 'curl' },
  { value: 'javascript', label: 'JavaScript', language: 'js', target: 'javascript', client: 'fetch' },
  { value: 'node', label: 'Node.js', language: 'js', target: 'node', client: 'fetch' },
  { value: 'python', label: 'Python', language: 'python', target: 'python', client: 'requests' },
  { value: 'go', label: 'Go', language: 'go', target: 'go', client: 'native' },
  { value: 'java', label: 'Java', language: 'java', target: 'java', client: 'nethttp' },
  { value: 'csharp', label: 'C#', language: 'csharp', target: 'csharp', client: 'httpclient' },
  { value: 'php', label: 'PHP', language: 'php', target: 'php', client: 'guzzle' },
  { value: 'ruby', label: 'Ruby', language: 'ruby', target: 'ruby', client: 'native' },
  { value: 'kotlin', label: 'Kotlin', language: 'kotlin', target: 'kotlin', client: 'okhttp' },
  { value: 'swift', label: 'Swift', language: 'swift', target: 'swift', client: 'urlsession' },
];

export interface CodeSample {
  value: string;
  label: string;
  language: string;
  code: string;
}

/** The HAR request the generator reads: the example request with the token placeholder. */
export function harRequest(req: SampleRequest): HarRequest {
  const headers = [
    ...(req.auth ? [{ name: 'Authorization', value: `Bearer ${req.token ?? ACCESS_TOKEN_PLACEHOLDER}` }] : []),
    ...req.headers.map(([name, value]) => ({ name, value })),
    ...(req.body ? [{ name: 'Content-Type', value: req.body.mediaType }] : []),
  ];
  return {
    method: req.method.toUpperCase(),
    url: req.url,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers,
    queryString: req.query.map(([name, value]) => ({ name, value })),
    headersSize: -1,
    bodySize: -1,
    // A request without a body has a postData of no text, which every client leaves out.
    postData: req.body
      ? {
          mimeType: req.body.mediaType,
          text: typeof req.body.value === 'string' ? req.body.value : JSON.stringify(req.body.value),
        }
      : { mimeType: '' },
  };
}

/** A body of bytes, documented base64-encoded (a licence challenge): the samples send the bytes. */
const BYTES_MEDIA_TYPE = 'application/octet-stream';

/**
 * Each language's rewrite of the generator's sample, which sends a body as its text, into one that
 * sends the bytes the base64 text `b64` stands for: [what the generator wrote, what replaces it].
 */
const BYTES_REWRITES: Readonly<Record<string, (b64: string) => [string | RegExp, string][]>> = {
  curl: (b64) => [
    ['curl --request', `echo '${b64}' | base64 --decode | curl --request`],
    // The shell quotes a text with `+` or `/` in it.
    [new RegExp(`--data '?${b64.replace(/[+/=]/g, '\\$&')}'?`), '--data-binary @-'],
  ],
  javascript: (b64) => [[`'${b64}'`, `Uint8Array.from(atob('${b64}'), (c) => c.charCodeAt(0))`]],
  node: (b64) => [[`'${b64}'`, `Buffer.from('${b64}', 'base64')`]],
  python: (b64) => [
    ['import requests', 'import base64\nimport requests'],
    [`"${b64}"`, `base64.b64decode("${b64}")`],
  ],
  go: (b64) => [
    ['\t"strings"\n', '\t"bytes"\n\t"encoding/base64"\n'],
    [
      `payload := strings.NewReader("${b64}")`,
      `challenge, _ := base64.StdEncoding.DecodeString("${b64}")\n\tpayload := bytes.NewReader(challenge)`,
    ],
  ],
  java: (b64) => [
    [`BodyPublishers.ofString("${b64}")`, `BodyPublishers.ofByteArray(java.util.Base64.getDecoder().decode("${b64}"))`],
  ],
  csharp: (b64) => [[`new StringContent("${b64}")`, `new ByteArrayContent(Convert.FromBase64String("${b64}"))`]],
  php: (b64) => [[`'${b64}'`, `base64_decode('${b64}')`]],
  ruby: (b64) => [[`"${b64}"`, `"${b64}".unpack1("m")`]],
  kotlin: (b64) => [[`"${b64}"`, `java.util.Base64.getDecoder().decode("${b64}")`]],
  swift: (b64) => [[`Data("${b64}".utf8)`, `Data(base64Encoded: "${b64}")!`]],
};

/** A sample that sends the bytes of a base64-documented body; throws where the generator's output changed. */
export function sendBytes(language: string, code: string, b64: string): string {
  const rewrites = BYTES_REWRITES[language];
  if (!rewrites) throw new Error(`api-reference: no ${language} sample sends a body of bytes`);
  return rewrites(b64).reduce((out, [from, to]) => {
    if (typeof from === 'string' ? !out.includes(from) : !from.test(out))
      throw new Error(`api-reference: the ${language} sample of a body of bytes no longer has ${String(from)}`);
    // A function: `$` in the replacement is text.
    return out.replace(from, () => to);
  }, code);
}

/** The samples of one request, one per SAMPLE_LANGUAGES entry. */
export function codeSamples(req: SampleRequest): CodeSample[] {
  const url = req.url.startsWith(SAMPLE_SERVER) ? SAMPLE_ORIGIN + req.url.slice(SAMPLE_SERVER.length) : req.url;
  const snippet = new HTTPSnippet(harRequest({ ...req, url }));
  const bytes = req.body?.mediaType === BYTES_MEDIA_TYPE && typeof req.body.value === 'string' ? req.body.value : null;
  return SAMPLE_LANGUAGES.map(({ value, label, language, target, client }) => {
    const [generated] = snippet.convert(target, client, { indent: '  ' });
    if (typeof generated !== 'string')
      throw new Error(`api-reference: the snippet generator has no ${target}/${client} client`);
    const code = bytes === null ? generated : sendBytes(value, generated, bytes);
    return { value, label, language, code: url === req.url ? code : code.split(SAMPLE_ORIGIN).join(SAMPLE_SERVER) };
  });
}
