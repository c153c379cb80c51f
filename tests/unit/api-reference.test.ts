import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { SCHEMA_TAG, readRoutes } from '../../api/routes';
import { operationRouteIn, webhookRoute } from '../../plugins/api-reference/manifest';
import { combineDocuments, isObject } from '../../plugins/api-reference/bundle';
import { handWrittenPage, renderReference } from '../../plugins/api-reference/generate';
import { mdCell, mdCode, mdText } from '../../plugins/api-reference/mdx';
import { createHmac } from 'node:crypto';
import sidebars from '../../sidebars';
import {
  EXAMPLE_WEBHOOK_SECRET,
  collectOperations,
  collectWebhooks,
  exampleRequest,
} from '../../plugins/api-reference/render';
import { SAMPLE_LANGUAGES, codeSamples, sendBytes } from '../../plugins/api-reference/samples';
import { tryItCredential } from '../../plugins/api-reference/render/operation';
import {
  ACCESS_TOKEN_PLACEHOLDER,
  SAMPLE_TEST_VALUES,
  credentialLabel,
  credentialPlaceholder,
  fillPlaceholders,
  placeholdersIn,
} from '../../plugins/api-reference/placeholders';
import { loadCatalog } from '../../plugins/error-catalog/api';
import { ROOT } from './support/root';

const routes = readRoutes();
const { services, manifest, pages } = renderReference(ROOT);
const byRoute = new Map(pages.map((page) => [page.route, page]));

const API_AREAS = ['/docs/products/cms/', '/docs/products/edge/', '/docs/products/live/', '/docs/products/vod/'];

describe('API reference pages', () => {
  it('gives every route of the API areas a page: hand-written or generated, never both', () => {
    const missing: string[] = [];
    for (const route of routes.filter((r) => API_AREAS.some((area) => r.startsWith(area)))) {
      const written = handWrittenPage(ROOT, route) !== undefined;
      const generated = byRoute.has(route);
      if (written === generated) missing.push(`${route} (${written ? 'both' : 'neither'})`);
    }
    expect(missing).toEqual([]);
  });

  it('says "No authentication" only for operations whose security names no scheme', () => {
    const problems: string[] = [];
    for (const service of services) {
      for (const op of collectOperations(service)) {
        const security = (op.operation.security ?? service.doc.security ?? []) as object[];
        const needsCredential = security.length > 0 && security.every((req) => Object.keys(req).length > 0);
        const route = operationRouteIn(manifest, service.service, op.operationId) ?? '';
        const page = byRoute.get(route);
        if (needsCredential && page?.content.includes('No authentication')) problems.push(op.operationId);
      }
    }
    expect(problems).toEqual([]);
    // The licence operations take the playback token, in either of its two forms.
    const licence = pages.find((page) => page.route.endsWith('/widevine_license'));
    expect(licence?.content).toContain('playbackToken');
    expect(licence?.content).toContain('X-FLP-Playback-Token');
  });

  it("names every token an operation's security accepts: a scoped service token and a viewer's", () => {
    const problems: string[] = [];
    let both = 0;
    for (const service of services) {
      for (const op of collectOperations(service)) {
        const security = (op.operation.security ?? service.doc.security ?? []) as Record<string, unknown>[];
        const tokens = security.map((req) => req.flpOAuth).filter(Array.isArray);
        const scoped = tokens.some((scopes) => scopes.length > 0);
        const viewer = tokens.some((scopes) => scopes.length === 0);
        const content = byRoute.get(operationRouteIn(manifest, service.service, op.operationId) ?? '')?.content ?? '';
        if (scoped && !content.includes('client-credentials grant')) problems.push(`${op.operationId}: service token`);
        if (viewer && !/viewer's access token/i.test(content)) problems.push(`${op.operationId}: viewer token`);
        if (scoped && viewer) both += 1;
      }
    }
    expect(problems).toEqual([]);
    // The live API's channel and EPG reads take either (api/live.yaml).
    expect(both).toBeGreaterThanOrEqual(6);
  });

  it("lists in a response's error codes only service codes, never the code the SDKs report one as", () => {
    const { entries } = loadCatalog(ROOT);
    const byCode = new Map(entries.map((entry) => [entry.code, entry]));
    const problems: string[] = [];
    for (const page of pages) {
      for (const row of page.content.split('\n').filter((line) => /^\| [45]\d\d /.test(line))) {
        const column = row.split(' | ').at(-1) ?? '';
        const codes = [...column.matchAll(/\[(E-\d{4})\]/g)].map((m) => m[1]!);
        for (const code of codes) {
          const entry = byCode.get(code);
          if (!entry?.platforms.includes('services')) problems.push(`${page.route}: ${code} is no service code`);
          if (entry?.sdkCode && codes.includes(entry.sdkCode))
            problems.push(`${page.route}: ${entry.sdkCode} beside ${code}, which the SDKs report as it`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("shows a body once on a page: a variant answering with the first operation's body links to it", () => {
    const page = byRoute.get('/docs/products/cms/metadata-service/update');
    const content = page?.content ?? '';
    const [main = '', variant = ''] = content.split(/^## PATCH variant: /m);
    // The PUT's 200 body: its field tables and example, under the page's first "200 OK" heading.
    expect(main).toMatch(/^### 200 OK$/m);
    expect(main).toContain('Response example');
    // The PATCH variant keeps its own headers (`Idempotent-Replayed`) and errors, and links to the body.
    const ok = variant.slice(variant.indexOf('#### 200 OK'), variant.indexOf('#### Errors'));
    expect(ok).toContain('`Idempotent-Replayed`');
    expect(ok).toContain("The body is the same as the `PUT` request's: see its [200 OK](#200-ok) response above");
    expect(ok).not.toContain('Response example');
    expect(variant).toContain('E-9415');
    // A variant whose body differs (PlayReady's licence beside Widevine's) shows its own.
    const licence = byRoute.get('/docs/products/edge/playback/widevine_license')?.content ?? '';
    expect(licence).toContain('variant: ');
    expect(licence).not.toContain('The body is the same as');
  });

  it('generates pages only at routes of the specification', () => {
    expect(pages.map((page) => page.route).filter((route) => !routes.includes(route))).toEqual([]);
    expect(new Set(pages.map((page) => page.route)).size).toBe(pages.length);
  });

  it('renders every operation on its page with method, path and every parameter name', () => {
    for (const service of services) {
      for (const op of collectOperations(service)) {
        const route = operationRouteIn(manifest, service.service, op.operationId) ?? '';
        const page = byRoute.get(route);
        expect(page, `${service.service} ${op.operationId} (${route})`).toBeDefined();
        expect(page?.content).toContain(`method="${op.method.toUpperCase()}" path=${JSON.stringify(op.path)}`);
        for (const param of op.parameters) expect(page?.content).toContain(`\`${String(param.name)}\``);
      }
    }
  });

  it('tags media API 3 pages apidocsmedia-3, legacy media API pages apidocslegacy and schema pages datamodel', () => {
    for (const page of pages) {
      const legacy = page.route.startsWith('/docs/products/vod/');
      const tag = page.kind === 'schema' ? SCHEMA_TAG : legacy ? 'apidocslegacy' : 'apidocsmedia-3';
      expect(page.content, page.route).toContain(`tags: [${tag}]`);
    }
    expect(readFileSync(join(ROOT, 'docs', 'tags.yml'), 'utf8')).toMatch(
      new RegExp(`^${SCHEMA_TAG}:\\n  label: Data model$`, 'm'),
    );
  });

  it('renders schema pages with a readable title, the schema name in the text, and its fields', () => {
    const schemaPages = manifest.filter((page) => page.kind === 'schema');
    expect(schemaPages).toHaveLength(14);
    for (const { route, source, title, sidebarLabel: label } of schemaPages) {
      const schema = 'schema' in source ? source.schema : '';
      const page = byRoute.get(route);
      expect(page?.kind, route).toBe('schema');
      // A title of words: the schema names are type names (`vod-series`, `epg-program`).
      expect(title, route).toMatch(/^[A-Z][A-Za-z]*( [A-Za-z]+)*$/);
      expect(page?.content).toContain(`title: ${JSON.stringify(title)}`);
      expect(page?.content).toContain(`sidebar_label: ${JSON.stringify(label)}`);
      expect(page?.content).toContain(`Defined as \`${schema}\``);
      expect(page?.content).toContain('| Field | Type | Required | Description |');
    }
    expect(byRoute.get('/docs/products/edge/data-model/vod/series')?.content).toContain('title: "VOD series"');
    expect(byRoute.get('/docs/products/edge/data-model/live/live-channel')?.content).toContain('`dvrWindowDuration`');
    expect(byRoute.get('/docs/products/cms/metadata-service/schemas/series')?.content).toContain('`seasonCount`');
  });

  it('renders a page per webhook event, in a sidebar, with its headers, payload fields and a delivery that verifies', () => {
    const inSidebars = JSON.stringify(sidebars);
    let count = 0;
    for (const service of services) {
      for (const hook of collectWebhooks(service)) {
        count += 1;
        const route = webhookRoute(service, hook.event);
        const page = byRoute.get(route);
        expect(page?.kind, route).toBe('webhook');
        expect(page?.content).toContain(`title: ${JSON.stringify(hook.event)}`);
        for (const header of ['FLP-Event', 'FLP-Delivery', 'FLP-Signature'])
          expect(page?.content).toContain(`\`${header}\``);
        expect(page?.content).toContain('`data`');
        expect(inSidebars, route).toContain(`"${route.replace(/^\/docs\//, '')}"`);
        const delivery = /```http\n([\s\S]*?)\n```/.exec(page?.content ?? '')?.[1] ?? '';
        const [head = '', body = ''] = delivery.split('\n\n');
        const [, t = '', v1 = ''] = /FLP-Signature: t=(\d+),v1=([0-9a-f]{64})/.exec(head) ?? [];
        expect(createHmac('sha256', EXAMPLE_WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex'), route).toBe(v1);
        expect(head).toContain(`FLP-Event: ${hook.event}`);
        expect(head).toContain(`FLP-Delivery: ${String((JSON.parse(body) as { id: string }).id)}`);
      }
    }
    expect(count).toBeGreaterThanOrEqual(10);
  });

  it('links the operations its prose names to their pages, by summary or by #operation/<id>', () => {
    const webhook = byRoute.get('/docs/products/cms/storefront/webhooks/storefront-published')?.content ?? '';
    expect(webhook).toContain('read it with [retrieve a storefront](/docs/products/cms/storefront/retrieve).');
    const update = byRoute.get('/docs/products/cms/metadata-service/update')?.content ?? '';
    expect(update).toContain('from [list versions](/docs/products/cms/metadata-service/get_versions) with');
    for (const page of pages) {
      expect(page.content, page.route).not.toContain('#operation/');
      // A page names its own operations without a link to itself (the merge patch's text names the PUT
      // documented on the same page).
      expect(page.content, page.route).not.toContain(`](${page.route})`);
    }
  });

  it('gives a webhook page its event as its own heading, and a date-time its zone rather than its pattern', () => {
    const webhook = byRoute.get('/docs/products/cms/storefront/webhooks/storefront-published')?.content ?? '';
    expect(webhook).toMatch(/^# storefront\.published$/m);
    const series = byRoute.get('/docs/products/edge/data-model/vod/series')?.content ?? '';
    expect(series).toMatch(/\| `createdAt` \| string \(date-time\) \|[^\n]*Ends in `Z` \(UTC\)\./);
    for (const page of pages) expect(page.content, page.route).not.toContain('Pattern: `Z$`');
  });

  it('writes pages that compile as MDX', async () => {
    const failures: string[] = [];
    for (const page of pages) {
      try {
        await compile(page.content.replace(/^---\n[\s\S]*?\n---\n/, ''));
      } catch (error) {
        failures.push(`${page.route}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('bundled documents', () => {
  it('keep only local references, every one resolvable', () => {
    for (const { service, doc } of services) {
      const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1] ?? '');
      expect(
        refs.filter((ref) => !ref.startsWith('#/components/')),
        service,
      ).toEqual([]);
      for (const ref of new Set(refs)) {
        const [, , kind = '', name = ''] = ref.split('/');
        const group = isObject(doc.components) ? doc.components[kind] : undefined;
        expect(isObject(group) && group[name] !== undefined, `${service}: ${ref}`).toBe(true);
      }
      const schemes = isObject(doc.components) ? doc.components.securitySchemes : undefined;
      expect(isObject(schemes) && isObject(schemes.flpOAuth), `${service}: flpOAuth`).toBe(true);
    }
  });

  it('combine into one mock document with every path and the security of each operation', () => {
    const combined = combineDocuments(services);
    const paths = isObject(combined.paths) ? combined.paths : {};
    const total = services.reduce((sum, { doc }) => sum + Object.keys(isObject(doc.paths) ? doc.paths : {}).length, 0);
    expect(Object.keys(paths)).toHaveLength(total);
    const list = isObject(paths['/metadata/v3/items']) ? paths['/metadata/v3/items'].get : undefined;
    expect(isObject(list) && Array.isArray(list.security)).toBe(true);
  });
});

describe('Markdown helpers', () => {
  it('escapes MDX syntax outside code spans', () => {
    expect(mdText('a {b} <c> `{d} <e>`')).toBe('a \\{b\\} &lt;c&gt; `{d} <e>`');
    expect(mdCell('one | two\nthree')).toBe('one \\| two three');
  });

  it('fences code with more backticks than it contains', () => {
    expect(mdCode('a ``` b', 'text')).toBe('````text\na ``` b\n````');
  });
});

describe('code samples', () => {
  const samples = codeSamples({
    method: 'post',
    url: 'https://api.flp.video/live/v3/channels',
    query: [['ids', 'mi_1,mi_2']],
    headers: [['Idempotency-Key', '7c9e6679-7425-40de-944b-e07fc1f90ae7']],
    auth: true,
    body: { mediaType: 'application/json', value: { title: "Rock'n'Roll" } },
  });
  const code = Object.fromEntries(samples.map((s) => [s.value, s.code]));

  it('has the eleven languages of the generator, curl first', () => {
    expect(samples.map((s) => s.value)).toEqual(SAMPLE_LANGUAGES.map((l) => l.value));
    expect(samples.map((s) => s.value)).toEqual([
      'curl',
      'javascript',
      'node',
      'python',
      'go',
      'java',
      'csharp',
      'php',
      'ruby',
      'kotlin',
      'swift',
    ]);
  });

  it('sends the method, query, token placeholder, idempotency key and body in every language', () => {
    for (const sample of samples) {
      expect(sample.code, sample.value).toMatch(/POST|Post|\.post\(/);
      // Swift names query items one by one (URLQueryItem), the others write the encoded query string.
      expect(sample.code, sample.value).toContain(sample.value === 'swift' ? '"mi_1,mi_2"' : 'ids=mi_1%2Cmi_2');
      expect(sample.code, sample.value).toContain(`Bearer ${ACCESS_TOKEN_PLACEHOLDER}`);
      expect(sample.code, sample.value).toContain('7c9e6679-7425-40de-944b-e07fc1f90ae7');
      expect(sample.code, sample.value).toMatch(/Rock\\?'n\\?'Roll/);
    }
    expect(code.python).toContain('requests.post(url, json=payload, headers=headers)');
    expect(code.node).toContain("method: 'POST'");
  });

  it("makes every operation's samples with the token placeholder only where the operation needs a token", () => {
    const problems: string[] = [];
    for (const service of services) {
      for (const op of collectOperations(service)) {
        const request = exampleRequest(service, op);
        const takesKey = op.parameters.some((p) => p.name === 'Idempotency-Key');
        // An update the prose says to send with the `ETag` read (`If-Match`): its sample sends it.
        const takesIfMatch = op.parameters.some((p) => p.name === 'If-Match');
        for (const sample of codeSamples(request)) {
          const at = `${op.operationId} [${sample.value}]`;
          // The reader's access token, or the operation's own credential (the playback token), never both.
          const token = request.token ?? ACCESS_TOKEN_PLACEHOLDER;
          if (sample.code.includes(`Bearer ${token}`) !== request.auth) problems.push(`${at}: token`);
          if (request.token && sample.code.includes(ACCESS_TOKEN_PLACEHOLDER)) problems.push(`${at}: access token`);
          if (takesKey && !sample.code.includes('Idempotency-Key')) problems.push(`${at}: Idempotency-Key`);
          if (takesIfMatch && !sample.code.includes('If-Match')) problems.push(`${at}: If-Match`);
          for (const name of placeholdersIn(sample.code))
            if (!(name in SAMPLE_TEST_VALUES)) problems.push(`${at}: ${name} has no test value`);
        }
      }
    }
    expect(problems).toEqual([]);
    const update = byRoute.get('/docs/products/cms/metadata-service/update')?.content ?? '';
    expect(update).toContain(`--header 'If-Match: "v17"'`);
  });

  it('puts every language in one code-language tab group on each operation', () => {
    const page = pages.find((p) => p.kind === 'operation');
    expect(page?.content).toContain('<Tabs groupId="code-language">');
    const tabs = page?.content.match(/<TabItem value="([a-z]+)"/g) ?? [];
    expect(tabs.slice(0, SAMPLE_LANGUAGES.length)).toEqual(SAMPLE_LANGUAGES.map((l) => `<TabItem value="${l.value}"`));
  });

  it("sends the playback token, never the viewer's access token, to the licence operations", () => {
    const playback = services.find((s) => s.service === 'playback');
    const licence = playback && collectOperations(playback).find((op) => op.operationId === 'widevine_license');
    expect(licence, 'the Widevine licence operation').toBeDefined();
    const request = exampleRequest(playback!, licence!);
    expect(request).toMatchObject({ auth: true, token: 'YOUR_PLAYBACK_TOKEN' });
    for (const sample of codeSamples(request)) {
      expect(sample.code, sample.value).toContain('Bearer YOUR_PLAYBACK_TOKEN');
      expect(sample.code, sample.value).not.toContain(ACCESS_TOKEN_PLACEHOLDER);
    }
    expect(credentialPlaceholder('playbackToken')).toBe('YOUR_PLAYBACK_TOKEN');
  });

  it('sends the bytes of a licence challenge, documented base64-encoded, in every language', () => {
    const playback = services.find((s) => s.service === 'playback');
    const licence = playback && collectOperations(playback).find((op) => op.operationId === 'widevine_license');
    const request = exampleRequest(playback!, licence!);
    const b64 = request.body?.value as string;
    expect(request.body?.mediaType).toBe('application/octet-stream');
    const decoders: Record<string, string> = {
      curl: 'base64 --decode',
      javascript: 'atob(',
      node: "'base64')",
      python: 'base64.b64decode(',
      go: 'base64.StdEncoding.DecodeString(',
      java: 'Base64.getDecoder().decode(',
      csharp: 'Convert.FromBase64String(',
      php: 'base64_decode(',
      ruby: '.unpack1("m")',
      kotlin: 'Base64.getDecoder().decode(',
      swift: 'Data(base64Encoded:',
    };
    const samples = codeSamples(request);
    expect(samples.map((s) => s.value)).toEqual(Object.keys(decoders));
    for (const sample of samples) {
      expect(sample.code, sample.value).toContain(decoders[sample.value]);
      // The base64 text appears once, as the decoder's argument: never sent as it is.
      expect(sample.code.split(b64).length - 1, sample.value).toBe(1);
    }
    expect(() => sendBytes('curl', 'curl --request POST', b64)).toThrow(/no longer has/);
  });

  it('has "Try it" ask for the playback token where an operation takes it, send nothing where none is needed', () => {
    const tryIt = (route: string) => byRoute.get(route)?.content.match(/<ApiTryIt [^>]*\/>/)?.[0] ?? '';
    expect(tryIt('/docs/products/edge/playback/widevine_license')).toContain('credential="playbackToken"');
    expect(tryIt('/docs/products/edge/playback/heartbeat')).toContain('credential="playbackToken"');
    expect(tryIt('/docs/products/cms/metadata-service/get_episodes')).not.toContain('credential=');
    // An operation anyone may call (none today; the webhooks are FLP's requests) sends no token.
    expect(tryItCredential({ auth: false })).toBe(' credential="none"');
    expect(tryItCredential({ auth: true })).toBe('');
    expect(credentialLabel('playbackToken')).toBe('Playback token');
  });

  it('replaces reader variables with their test values and names one that has none', () => {
    expect(fillPlaceholders('Bearer YOUR_ACCESS_TOKEN')).toBe(`Bearer ${SAMPLE_TEST_VALUES.YOUR_ACCESS_TOKEN}`);
    expect(fillPlaceholders('tenant YOUR_TENANT_ID')).toBe(`tenant ${SAMPLE_TEST_VALUES.YOUR_TENANT_ID}`);
    expect(() => fillPlaceholders('key YOUR_LICENSE_KEY and YOUR_ACCESS_TOKEN')).toThrow(/YOUR_LICENSE_KEY/);
    expect(placeholdersIn('YOUR_A YOUR_B_2 YOUR_A notYOUR_C')).toEqual(['YOUR_A', 'YOUR_B_2']);
  });
});
