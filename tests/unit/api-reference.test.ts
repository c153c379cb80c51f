import { join } from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { SCHEMA_PAGES, SERVICE_ROUTE_FOLDERS, readRoutes, webhookRoute } from '../../api/routes';
import { combineDocuments, isObject } from '../../plugins/api-reference/bundle';
import { handWrittenPage, renderReference } from '../../plugins/api-reference/generate';
import { mdCell, mdCode, mdText } from '../../plugins/api-reference/mdx';
import { createHmac } from 'node:crypto';
import sidebars from '../../sidebars';
import {
  EXAMPLE_WEBHOOK_SECRET,
  collectOperations,
  collectWebhooks,
  operationPage,
} from '../../plugins/api-reference/render';
import { codeSamples } from '../../plugins/api-reference/samples';

const ROOT = join(__dirname, '..', '..');
const routes = readRoutes();
const { services, pages } = renderReference(ROOT);
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

  it('generates pages only at routes of the specification', () => {
    expect(pages.map((page) => page.route).filter((route) => !routes.includes(route))).toEqual([]);
    expect(new Set(pages.map((page) => page.route)).size).toBe(pages.length);
  });

  it('renders every operation on its page with method, path and every parameter name', () => {
    for (const service of services) {
      for (const op of collectOperations(service)) {
        const route = `${SERVICE_ROUTE_FOLDERS[service.service] ?? ''}${operationPage(op)}`;
        const page = byRoute.get(route);
        expect(page, `${service.service} ${op.operationId} (${route})`).toBeDefined();
        expect(page?.content).toContain(`method="${op.method.toUpperCase()}" path=${JSON.stringify(op.path)}`);
        for (const param of op.parameters) expect(page?.content).toContain(`\`${String(param.name)}\``);
      }
    }
  });

  it('tags media API 3 pages apidocsmedia-3 and legacy media API pages apidocslegacy', () => {
    for (const page of pages) {
      const legacy = page.route.startsWith('/docs/products/vod/');
      expect(page.content, page.route).toContain(`tags: [${legacy ? 'apidocslegacy' : 'apidocsmedia-3'}]`);
    }
  });

  it('renders schema pages with the schema name as title and its fields', () => {
    for (const { route, schema } of SCHEMA_PAGES) {
      const page = byRoute.get(route);
      expect(page?.kind, route).toBe('schema');
      expect(page?.content).toContain(`title: ${JSON.stringify(schema)}`);
      expect(page?.content).toContain('| Field | Type | Required | Description |');
    }
    expect(byRoute.get('/docs/products/edge/data-model/live/live-channel')?.content).toContain('`dvrWindowDuration`');
    expect(byRoute.get('/docs/products/cms/metadata-service/schemas/series')?.content).toContain('`seasonCount`');
  });

  it('renders a page per webhook event, in a sidebar, with its headers, payload fields and a delivery that verifies', () => {
    const inSidebars = JSON.stringify(sidebars);
    let count = 0;
    for (const service of services) {
      for (const hook of collectWebhooks(service)) {
        count += 1;
        const route = webhookRoute(service.service, hook.event) ?? '';
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
    headers: [['Idempotency-Key', '7c9e6679-7425-40de-944b-e07fc1f90ae7']],
    auth: true,
    body: { title: "Rock'n'Roll $1" },
    jsonResponse: true,
  });
  const code = Object.fromEntries(samples.map((s) => [s.value, s.code]));

  it('has curl, JavaScript, Kotlin and Swift', () => {
    expect(samples.map((s) => s.value)).toEqual(['curl', 'javascript', 'kotlin', 'swift']);
  });

  it('quotes values for each language', () => {
    expect(code.curl).toContain(`"title": "Rock'\\''n'\\''Roll $1"`);
    expect(code.kotlin).toContain(`"title": "Rock'n'Roll \${'$'}1"`);
    expect(code.kotlin).toContain('.method("POST", body)');
    expect(code.swift).toContain('request.httpMethod = "POST"');
    expect(code.javascript).toContain("'Idempotency-Key': '7c9e6679-7425-40de-944b-e07fc1f90ae7'");
  });
});
