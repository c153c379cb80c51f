/**
 * The docs MCP server against the build under test (FLP_TEST_BUILD_DIR, default build/), through
 * the SDK's own client: in memory for the tools' answers and errors, over stdio for `npm run mcp`.
 * Run by `npm test` after the build (mcp/vitest.config.mts); it fails, rather than passing
 * silently, when there is no build.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSiteUrl, serveHttp } from '../../mcp/cli';
import { PACKAGE_NAME, packServer } from '../../mcp/pack';
import type { OperationAnswer } from '../../mcp/tools/get-api-operation';
import type { CheckStreamAnswer } from '../../mcp/tools/check-stream';
import type { ReleaseAnswer } from '../../mcp/tools/get-release-notes';
import type { ErrorAnswer } from '../../mcp/tools/lookup-error';
import type { SearchResult } from '../../mcp/tools/search-docs';
import type { DocsSite } from '../../mcp/tools/shared';
import { createDocsServer } from '../../mcp/server';
import { SiteFiles, buildReader, urlReader, type SiteReader } from '../../mcp/site';
import { readApiPages, readBuiltApiPages } from '../../plugins/api-reference/manifest';
import { loadReleaseCatalog } from '../../plugins/release-notes/catalog';
import { planUpgrade } from '../../plugins/release-notes/lib/upgrade';
import { catalogueRoutes } from '../unit/support/loaded-content';
import { search } from '../../plugins/search/engine';
import { readBuiltIndexes, readSuite, tagsFor } from '../../benches/lib/search-relevance';

const ROOT = resolve(__dirname, '..', '..');
const BUILD_DIR = resolve(ROOT, process.env.FLP_TEST_BUILD_DIR ?? 'build');

interface Connected {
  client: Client;
  site: DocsSite;
  reads: string[];
}

async function connect(reader: SiteReader, publicUrl: string): Promise<Connected> {
  const reads: string[] = [];
  const counting: SiteReader = {
    origin: reader.origin,
    read: (path) => {
      reads.push(path);
      return reader.read(path);
    },
  };
  const site: DocsSite = { files: new SiteFiles(counting), publicUrl };
  const server = createDocsServer(site);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'flp-docs-test', version: '1.0.0' });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  return { client, site, reads };
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

function text(result: CallToolResult): string {
  return result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
}

/** A tool error: a message for the reader, never a stack trace. */
async function expectError(
  client: Client,
  name: string,
  args: Record<string, unknown>,
  message: RegExp,
): Promise<string> {
  const result = await call(client, name, args);
  expect(result.isError, `${name} ${JSON.stringify(args)}: ${text(result)}`).toBe(true);
  expect(text(result)).toMatch(message);
  expect(text(result)).not.toMatch(/\n\s+at |\.ts:\d+|node_modules/);
  return text(result);
}

let docs: Connected;
let publicUrl: string;

beforeAll(async () => {
  if (!existsSync(join(BUILD_DIR, 'llms.txt'))) throw new Error(`no build in ${BUILD_DIR}: build the site first`);
  publicUrl = (await builtSiteUrl(buildReader(BUILD_DIR))) ?? '';
  expect(publicUrl).toMatch(/^https?:\/\/.+\/$/);
  docs = await connect(buildReader(BUILD_DIR), publicUrl);
});

afterAll(async () => {
  await docs.client.close();
});

describe('the docs MCP server on the build', () => {
  it('lists the six tools, each with an input schema, and the llms.txt resource', async () => {
    const { tools } = await docs.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'check_stream',
      'get_api_operation',
      'get_page',
      'get_release_notes',
      'lookup_error',
      'search_docs',
    ]);
    for (const tool of tools) expect(tool.inputSchema.type, tool.name).toBe('object');
    expect(tools.find((t) => t.name === 'search_docs')?.inputSchema.required).toEqual(['query']);
    const { resources } = await docs.client.listResources();
    const llms = resources.find((r) => r.name === 'llms.txt');
    expect(llms?.uri).toBe(`${publicUrl}llms.txt`);
    const read = await docs.client.readResource({ uri: `${publicUrl}llms.txt` });
    const llmsText = readFileSync(join(BUILD_DIR, 'llms.txt'), 'utf8');
    expect(read.contents[0]).toMatchObject({ text: llmsText });
    expect(llmsText).toContain(`MCP server:`);
    expect(llmsText).toContain(`${publicUrl}docs/support/ai-assistants`);
    const twin = await docs.client.readResource({ uri: `${publicUrl}docs/products/player/web/setup.md` });
    expect(twin.contents[0]).toMatchObject({
      text: readFileSync(join(BUILD_DIR, 'docs/products/player/web/setup.md'), 'utf8'),
    });
  });

  it('search_docs: the expected guide first, with its section, URL and Markdown URL', async () => {
    const result = await call(docs.client, 'search_docs', { query: 'widevine license' });
    const { results } = result.structuredContent as { results: SearchResult[] };
    expect(results[0]?.url).toMatch(new RegExp(`^${publicUrl}docs/products/edge/playback/widevine_license(#|$)`));
    expect(results[0]?.markdownUrl).toBe(`${publicUrl}docs/products/edge/playback/widevine_license.md`);
    expect(text(result)).toContain(`1. **${results[0]?.title}`);
    const sections = (
      (await call(docs.client, 'search_docs', { query: 'E-4001 roku' })).structuredContent as {
        results: SearchResult[];
      }
    ).results;
    expect(sections[0]?.section).toContain('E-4001');
    expect(sections[0]?.url).toContain('/docs/products/player/roku/');
  });

  it('search_docs answers as the search box does for every query of the relevance suite', async () => {
    // The site's engine over the whole indexes: tests/e2e/search-relevance.spec.ts proves the search
    // box's sharded reading ranks exactly as this does for the same queries.
    const { indexes } = await readBuiltIndexes(BUILD_DIR, ['default', 'docs-default-current', 'docs-default-6.x']);
    for (const query of readSuite(ROOT)) {
      const site = search(
        tagsFor(query).map((tag) => indexes.get(tag) ?? { documents: [], engine: null }),
        query.query,
      );
      const result = await call(docs.client, 'search_docs', {
        query: query.query,
        ...(query.version ? { version: query.version } : {}),
      });
      const tool = (result.structuredContent as { results: SearchResult[] }).results;
      expect(
        tool.map((r) => r.url),
        query.query,
      ).toEqual(site.map((hit) => `${publicUrl}${hit.document.sectionRoute.slice(1)}`));
    }
  });

  it('search_docs with a platform keeps that platform and pages of no platform', async () => {
    const result = await call(docs.client, 'search_docs', { query: 'ad break events', platform: 'roku' });
    const { results } = result.structuredContent as { results: SearchResult[] };
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]?.url).toContain('/docs/products/player/roku/');
    for (const r of results) expect(r.url).not.toMatch(/\/products\/player\/(android|ios|web|chromecast)\//);
  });

  it('get_page: the Markdown twin, from a path, a URL or a search result with an anchor', async () => {
    const twin = readFileSync(join(BUILD_DIR, 'docs/products/player/web/setup.md'), 'utf8');
    for (const input of [
      '/docs/products/player/web/setup',
      `${publicUrl}docs/products/player/web/setup#install`,
      'docs/products/player/web/setup.md',
    ]) {
      const result = await call(docs.client, 'get_page', { url_or_path: input });
      expect(result.isError, input).toBeFalsy();
      expect(text(result), input).toBe(twin);
    }
  });

  it("lookup_error: a code's entry with its fix, by code, name, 6.x name and message words", async () => {
    const catalog = JSON.parse(readFileSync(join(BUILD_DIR, 'error-codes.json'), 'utf8')) as {
      entries: { code: string; name: string; legacyName: string | null; message: string; resolution: string[] }[];
    };
    const entry = catalog.entries.find((e) => e.code === 'E-4001');
    expect(entry?.legacyName).toBeTruthy();
    const byCode = await call(docs.client, 'lookup_error', { code_or_message: 'E-4001' });
    const [match] = (byCode.structuredContent as { matches: ErrorAnswer[] }).matches;
    expect(match).toMatchObject({
      code: 'E-4001',
      name: 'LICENSE_REQUEST_REFUSED',
      severity: 'fatal',
      fix: entry?.resolution,
    });
    expect(match?.url).toBe(`${publicUrl}error-lookup?code=E-4001`);
    // What nativeCode holds on each platform, with the case in which it is null.
    expect(match?.native.web).toMatch(
      /^200, 401, 403, another 4xx than 400 and 429 without an FLP code \(404, 405\); none when the app’s request hook \(prepareLicenseRequest\) threw/,
    );
    expect(match?.native.roku).toBe('401, 403, another 4xx than 400 and 429 without an FLP code (404, 405)');
    expect(text(byCode)).toContain(
      '- web: 200, 401, 403, another 4xx than 400 and 429 without an FLP code (404, 405); none when',
    );
    expect(text(byCode)).toContain('### Fix');
    expect(text(byCode)).toContain(entry?.resolution[0] ?? '-');
    for (const input of ['LICENSE_REQUEST_REFUSED', entry?.legacyName ?? '', entry?.message ?? '']) {
      const result = await call(docs.client, 'lookup_error', { code_or_message: input, platform: 'web' });
      const codes = (result.structuredContent as { matches: ErrorAnswer[] }).matches.map((m) => m.code);
      expect(codes[0], input).toBe('E-4001');
    }
  });

  it('get_release_notes: the breaking changes between two versions, in upgrade order, as the upgrade view has them', async () => {
    const result = await call(docs.client, 'get_release_notes', {
      platform: 'android',
      from_version: '6.12.3',
      to_version: '7.4.0',
    });
    const answer = result.structuredContent as unknown as ReleaseAnswer;
    expect(answer.breaking.map((b) => b.id)).toEqual([
      'media3',
      'min-sdk',
      'dependencies',
      'create-player',
      'event-names',
      'error-codes',
      'drm-license-url',
    ]);
    const plan = planUpgrade(loadReleaseCatalog(ROOT, catalogueRoutes()), {
      platform: 'android',
      from: '6.12.3',
      to: '7.4.0',
    });
    if (plan.status !== 'ok') throw new Error('the upgrade view has no plan');
    expect(answer.breaking.map((b) => b.text)).toEqual(
      plan.steps.flatMap((s) => s.changes.filter((c) => c.type === 'breaking').map((c) => c.text)),
    );
    expect(answer.releases.map((r) => r.version)).toEqual([
      '7.0.0',
      '7.0.1',
      '7.1.0',
      '7.2.0',
      '7.2.1',
      '7.3.0',
      '7.3.1',
      '7.4.0',
    ]);
    expect(answer.migrationGuides).toEqual([
      { fromLine: '6.x', toLine: '7.x', url: `${publicUrl}docs/products/player/android/migrate-6-to-7` },
    ]);
    expect(text(result)).toContain('## Breaking changes (in upgrade order)');
    const latest = await call(docs.client, 'get_release_notes', { platform: 'android' });
    expect((latest.structuredContent as unknown as ReleaseAnswer).releases[0]?.version).toBe('7.4.0');
  });

  it("get_api_operation: the operation's page, parameters and OpenAPI fragment", async () => {
    const byId = await call(docs.client, 'get_api_operation', {
      operation_id: 'get_episodes',
      service: 'metadata-service',
    });
    const op = byId.structuredContent as unknown as OperationAnswer;
    expect(op).toMatchObject({ method: 'GET', path: '/metadata/v3/items/{id}/episodes', service: 'metadata-service' });
    expect(op.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['id', 'seasonNumber']));
    expect(op.parameters.find((p) => p.name === 'id')).toMatchObject({ in: 'path', required: true });
    expect(op.markdownUrl).toBe(`${publicUrl}docs/products/cms/metadata-service/get_episodes.md`);
    expect(text(byId)).toContain(
      readFileSync(join(BUILD_DIR, 'docs/products/cms/metadata-service/get_episodes.md'), 'utf8').trimEnd(),
    );
    expect(op.openapi).toContain('operationId: get_episodes');
    expect(op.openapi).toMatch(/components:\n\s+parameters:\n[\s\S]*ItemIdPath:/);
    const byPath = await call(docs.client, 'get_api_operation', {
      method: 'get',
      path: '/metadata/v3/items/mi_01J9Q6H2ZK4W/episodes',
    });
    expect((byPath.structuredContent as unknown as OperationAnswer).operationId).toBe('get_episodes');
  });

  it("get_api_operation links every operation to its page of the build's API page manifest", async () => {
    const pages = readBuiltApiPages(BUILD_DIR);
    // The build publishes the manifest the sources give (plugins/api-reference/manifest.ts).
    expect(pages).toEqual(readApiPages(ROOT));
    const live = await call(docs.client, 'get_api_operation', { operation_id: 'onboarding_update_channel' });
    const answer = live.structuredContent as unknown as OperationAnswer;
    expect(answer.url).toBe(`${publicUrl}docs/products/live/onboarding/update_channel`);
    expect(pages.find((page) => `${publicUrl}${page.route.slice(1)}` === answer.url)?.source).toEqual({
      operationIds: ['onboarding_update_channel'],
    });
    // An operation documented on another's page links to that page.
    const patch = await call(docs.client, 'get_api_operation', { operation_id: 'update_merge_patch' });
    expect((patch.structuredContent as unknown as OperationAnswer).url).toBe(
      `${publicUrl}docs/products/cms/metadata-service/update`,
    );
  });

  it('answers bad input with a clear error, never a stack trace', async () => {
    const { client } = docs;
    await expectError(
      client,
      'lookup_error',
      { code_or_message: 'E-9999' },
      /Unknown error code E-9999\. Nearest codes: E-9/,
    );
    await expectError(client, 'lookup_error', { code_or_message: 'E-12' }, /not an FLP error code/);
    await expectError(client, 'lookup_error', { code_or_message: ' ' }, /Give an error code/);
    await expectError(
      client,
      'lookup_error',
      { code_or_message: 'E-4001', platform: 'amiga' },
      /Unknown platform "amiga"/,
    );
    await expectError(client, 'search_docs', { query: '   ' }, /The query is empty/);
    await expectError(client, 'search_docs', { query: 'drm', version: '5.x' }, /Unknown docs version "5.x"/);
    await expectError(client, 'search_docs', {}, /Input validation error[\s\S]*query/);
    await expectError(
      client,
      'get_page',
      { url_or_path: '/docs/products/player/web/no-such-page' },
      /No docs page at \/docs\/products\/player\/web\/no-such-page/,
    );
    await expectError(client, 'get_page', { url_or_path: '/error-lookup' }, /not a docs page/);
    await expectError(
      client,
      'get_release_notes',
      { platform: 'android', from_version: '6.0.99' },
      /6\.0\.99 is not a Android release/,
    );
    await expectError(
      client,
      'get_release_notes',
      { platform: 'android', from_version: '7.4.0', to_version: '7.0.0' },
      /must be newer/,
    );
    await expectError(client, 'get_api_operation', {}, /Give operation_id/);
    await expectError(
      client,
      'get_api_operation',
      { operation_id: 'get_episodes' },
      /2 operations match: get_episodes \(GET .*metadata-service.*content-gateway|2 operations match: get_episodes \(GET .*content-gateway.*metadata-service/,
    );
    await expectError(
      client,
      'get_api_operation',
      { operation_id: 'delete_everything' },
      /No API operation delete_everything/,
    );
    const offline = await connect(urlReader('http://127.0.0.1:9/'), 'http://127.0.0.1:9/');
    await expectError(
      offline.client,
      'search_docs',
      { query: 'drm' },
      /Cannot reach the FLP docs at http:\/\/127\.0\.0\.1:9\//,
    );
    await offline.client.close();
  });

  it('reads each file once per site version, not once per call', async () => {
    const fresh = await connect(buildReader(BUILD_DIR), publicUrl);
    for (let round = 0; round < 2; round += 1) {
      await call(fresh.client, 'search_docs', { query: 'widevine license' });
      await call(fresh.client, 'lookup_error', { code_or_message: 'E-4001' });
      await call(fresh.client, 'get_release_notes', { platform: 'web' });
      await call(fresh.client, 'get_page', { url_or_path: '/docs/products/player/web/setup' });
    }
    const counts = new Map<string, number>();
    for (const path of fresh.reads) counts.set(path, (counts.get(path) ?? 0) + 1);
    expect([...counts].filter(([, n]) => n > 1)).toEqual([]);
    expect(counts.get('error-codes.json')).toBe(1);
    expect(counts.get('release-notes.json')).toBe(1);
    await fresh.client.close();
  });
});

/**
 * check_stream on manifests a local server plants (the analysis itself, rule by rule, is in
 * tests/unit/playback-check.test.ts): the same findings as the page, with the site's links.
 */
describe('check_stream', () => {
  const FILES: Record<string, [number, string]> = {
    '/vp9/manifest.mpd': [
      200,
      `<?xml version="1.0"?><MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT24S" minBufferTime="PT2S"><Period id="0"><AdaptationSet contentType="video" mimeType="video/webm"><Representation id="v" codecs="vp09.00.31.08" bandwidth="900000" width="1280" height="720"><SegmentTemplate timescale="1000" initialization="i.webm" media="$Number$.webm"><SegmentTimeline><S t="0" d="12000" r="1"/></SegmentTimeline></SegmentTemplate></Representation></AdaptationSet></Period></MPD>`,
    ],
    '/hls/master.m3u8': [
      200,
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360,CODECS="avc1.42c01e,mp4a.40.2"\nmedia.m3u8\n',
    ],
    '/hls/media.m3u8': [
      200,
      '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:4.0,\na.ts\n#EXT-X-ENDLIST\n',
    ],
    '/login.m3u8': [200, '<!doctype html><html><body>Sign in</body></html>'],
  };
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const [status, body] = FILES[req.url ?? ''] ?? [404, 'not found'];
      res.writeHead(status, { 'content-type': 'text/plain' }).end(body);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('answers the manifest analysis and the findings of the chosen SDK, with the site’s links', async () => {
    const result = await call(docs.client, 'check_stream', { url: `${origin}/vp9/manifest.mpd` });
    expect(result.isError, text(result)).toBeFalsy();
    const answer = result.structuredContent as unknown as CheckStreamAnswer;
    expect(answer.platform).toBe('web');
    expect(answer.summary).toMatchObject({ format: 'dash', presentation: 'vod' });
    expect(answer.findings.map((f) => f.id)).toEqual(['codec-unsupported', 'segment-too-long']);
    expect(answer.findings[0]?.link?.to).toBe(`${publicUrl}docs/products/player/web/overview#formats`);
    expect(text(result)).toContain('| Codecs | vp09.00.31.08 (VP9) |');
    expect(text(result)).toMatch(/\*\*Warning:\*\* Segments of up to 12 s: longer than the 10 s at most/);
    expect(text(result)).toContain(`${publicUrl}playback-check`);
    const android = await call(docs.client, 'check_stream', { url: `${origin}/vp9/manifest.mpd`, platform: 'Android' });
    expect((android.structuredContent as unknown as CheckStreamAnswer).findings.map((f) => f.id)).toEqual([
      'segment-too-long',
    ]);
  });

  it('reads an HLS stream’s media playlists', async () => {
    const result = await call(docs.client, 'check_stream', { url: `${origin}/hls/master.m3u8`, platform: 'roku' });
    const answer = result.structuredContent as unknown as CheckStreamAnswer;
    expect(answer.summary.mediaPlaylists).toEqual([{ uri: `${origin}/hls/media.m3u8`, ok: true }]);
    expect(answer.summary.segments).toMatchObject({ maxSeconds: 4, containers: ['MPEG-TS'] });
    expect(answer.findings.map((f) => f.id)).toEqual(['no-problem']);
  });

  it('says what is wrong with bad input, as the page does', async () => {
    await expectError(docs.client, 'check_stream', { url: 'javascript:alert(1)' }, /A javascript: URL is not a stream/);
    await expectError(docs.client, 'check_stream', { url: 'nope' }, /is not a URL/);
    await expectError(docs.client, 'check_stream', { url: `${origin}/none.m3u8` }, /answered 404/);
    await expectError(docs.client, 'check_stream', { url: `${origin}/login.m3u8` }, /HTML page, not a manifest/);
    await expectError(
      docs.client,
      'check_stream',
      { url: `${origin}/hls/master.m3u8`, platform: 'tizen' },
      /Unknown platform/,
    );
  });
});

describe('the Streamable HTTP transport', () => {
  it('answers a tool call on /mcp', async () => {
    const http = await serveHttp(docs.site, { http: 0, host: '127.0.0.1' });
    const { port } = http.address() as AddressInfo;
    const client = new Client({ name: 'flp-docs-http-test', version: '1.0.0' });
    try {
      await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)));
      const result = await call(client, 'lookup_error', { code_or_message: 'E-4001' });
      expect(text(result)).toContain('## E-4001 LICENSE_REQUEST_REFUSED');
    } finally {
      await client.close();
      await new Promise((done) => http.close(done));
    }
  });
});

describe('npm run mcp over stdio', () => {
  it('answers all six tools for an MCP client', async () => {
    const stream = createServer((req, res) => {
      const body =
        req.url === '/master.m3u8'
          ? '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360,CODECS="avc1.42c01e,mp4a.40.2"\nmedia.m3u8\n'
          : '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:4.0,\na.ts\n#EXT-X-ENDLIST\n';
      res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' }).end(body);
    });
    await new Promise<void>((done) => stream.listen(0, '127.0.0.1', done));
    const streamOrigin = `http://127.0.0.1:${(stream.address() as AddressInfo).port}`;
    const transport = new StdioClientTransport({
      command: 'npm',
      args: ['run', 'mcp', '--', '--build', BUILD_DIR],
      cwd: ROOT,
      stderr: 'pipe',
    });
    const client = new Client({ name: 'flp-docs-stdio-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      const calls: [string, Record<string, unknown>, RegExp][] = [
        ['search_docs', { query: 'widevine license' }, /widevine_license/],
        ['get_page', { url_or_path: '/docs/products/player/web/setup' }, /^# /],
        ['lookup_error', { code_or_message: 'E-4001' }, /LICENSE_REQUEST_REFUSED/],
        ['get_release_notes', { platform: 'web', from_version: '6.12.0' }, /Breaking changes/],
        [
          'get_api_operation',
          { operation_id: 'get_episodes', service: 'metadata-service' },
          /operationId: get_episodes/,
        ],
        ['check_stream', { url: `${streamOrigin}/master.m3u8` }, /avc1\.42c01e/],
      ];
      for (const [name, args, expected] of calls) {
        const result = await call(client, name, args);
        expect(result.isError, `${name}: ${text(result)}`).toBeFalsy();
        expect(text(result), name).toMatch(expected);
      }
    } finally {
      await client.close();
      await new Promise((done) => stream.close(done));
    }
  });
});

describe('the published package (npm run mcp:pack)', () => {
  it('is one file that runs with Node alone, reads the site it was packed for by default, and answers', async () => {
    const out = mkdtempSync(join(tmpdir(), 'flp-docs-mcp-'));
    try {
      const bin = await packServer(out, 'https://developers.flp.test/');
      const manifest = JSON.parse(readFileSync(join(out, 'package.json'), 'utf8')) as {
        name: string;
        bin: Record<string, string>;
      };
      expect(manifest.name).toBe(PACKAGE_NAME);
      expect(join(out, manifest.bin['flp-docs-mcp'] ?? '')).toBe(bin);
      // Run outside the checkout: nothing of node_modules or the sources is reachable from there.
      const transport = new StdioClientTransport({
        command: process.execPath,
        args: [bin, '--build', BUILD_DIR],
        cwd: out,
        stderr: 'pipe',
      });
      const client = new Client({ name: 'flp-docs-package-test', version: '1.0.0' });
      await client.connect(transport);
      try {
        const result = await call(client, 'lookup_error', { code_or_message: 'E-4001' });
        expect(text(result)).toMatch(/LICENSE_REQUEST_REFUSED/);
        const search = await call(client, 'search_docs', { query: 'widevine license' });
        expect(text(search)).toMatch(/widevine_license/);
      } finally {
        await client.close();
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
