/**
 * The production build served by nginx (serving/serve-prod.ts, deploy/nginx/): headers,
 * compression, caching, URL normalisation and a Content-Security-Policy the site runs under.
 * Requests go to the nginx origin, not to the `docusaurus serve` origin of the other tests.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { IDP_ORIGIN, PROD_ORIGIN as NGINX_ORIGIN } from './support/env';
import { test, expect } from './support/fixtures';
import { watchCspViolations } from './support/csp';
import { signIn } from './support/sign-in';
// The build nginx serves (playwright.config.ts).
const BUILD = resolve(__dirname, '..', '..', process.env.FLP_TEST_BUILD_DIR ?? 'build');

let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL: NGINX_ORIGIN, maxRedirects: 0 });
});

test.afterAll(async () => {
  await api.dispose();
});

/** The site's main bundle, as the home page references it. */
function mainScriptPath(): string {
  const match = /<link [^>]*href="?(\/assets\/js\/main\.[0-9a-f]+\.js)"?[^>]*data-boot-script/.exec(
    readFileSync(join(BUILD, 'index.html'), 'utf8'),
  );
  if (!match?.[1]) throw new Error('no main bundle in build/index.html');
  return match[1];
}

function csp(response: APIResponse): string {
  return response.headers()['content-security-policy'] ?? '';
}

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(headers['permissions-policy']).toContain(`${feature}=()`);
  }
  const policy = csp(response);
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'self'");
  // HSTS is for TLS deployments only (deploy/README.md).
  expect(headers['strict-transport-security']).toBeUndefined();
}

/** The headers of the site's own files (/assets/): what applies to a script or a style, no more. */
function expectAssetHeaders(response: APIResponse): void {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // A Web Worker (the search box's) takes its policy from its script's response.
  expect(csp(response)).toBe("default-src 'self'; object-src 'none'");
  expect(headers['x-frame-options']).toBeUndefined();
  expect(headers['permissions-policy']).toBeUndefined();
}

test.describe('headers', () => {
  test('security headers on HTML, JSON and 404 responses', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/error-codes.json', 200],
      ['/no/such/page', 404],
      ['/assets/js/no-such-file.js', 404],
    ] as const) {
      const response = await api.get(path);
      expect(response.status(), path).toBe(status);
      expectSecurityHeaders(response);
    }
  });

  test("the site's scripts and styles carry a one-directive policy, not the documents' headers", async () => {
    for (const path of [mainScriptPath(), stylesheetPath()]) {
      const response = await api.get(path);
      expect(response.status(), path).toBe(200);
      expectAssetHeaders(response);
    }
  });

  test('the CSP allows inline scripts by hash only, never eval', async () => {
    const policy = csp(await api.get('/'));
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(policy).not.toContain('unsafe-eval');
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]{43}='/);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    // The identity server the test build signs in against (its port is FLP_TEST_IDP_PORT's).
    expect(policy).toContain(`connect-src 'self' ${IDP_ORIGIN}`);
    expect(policy).toContain(`frame-src 'self' ${IDP_ORIGIN}`);
  });

  test('hashed assets are immutable, HTML and data are revalidated', async () => {
    const asset = await api.get(mainScriptPath());
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of [
      '/',
      '/CMS',
      '/docs/api/doc1.1',
      '/error-codes.json',
      '/release-notes.json',
      '/api-pages.json',
      '/sitemap.xml',
    ]) {
      expect((await api.get(path)).headers()['cache-control'], path).toBe('no-cache');
    }
  });

  test('serves the silent sign-in check page as XHTML', async () => {
    const response = await api.get('/silent-check-sso.xhtml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/xhtml\+xml/);
    expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');
  });
});

/** One response type of the site: a path, the build file nginx answers it with, its headers. */
interface Served {
  name: string;
  /** The path, or where to find it in the build (content-hashed file names). */
  path: string | (() => string);
  /** The build file nginx answers with, when it is not the path itself (a page's index.html). */
  file?: string;
  /** Its media type, always sent with `; charset=utf-8`. */
  type: string;
  /** Cache-Control, or undefined for none. */
  cacheControl?: string;
}

/** The site's stylesheet, as the home page references it. */
function stylesheetPath(): string {
  const match = /<link [^>]*href="?(\/assets\/css\/styles\.[0-9a-f]+\.css)"?/.exec(
    readFileSync(join(BUILD, 'index.html'), 'utf8'),
  );
  if (!match?.[1]) throw new Error('no stylesheet in build/index.html');
  return match[1];
}

const GUIDE = '/docs/products/player/web/basic-playback';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATED = 'no-cache';

const SERVED: readonly Served[] = [
  { name: 'HTML page', path: GUIDE, file: `${GUIDE}/index.html`, type: 'text/html', cacheControl: REVALIDATED },
  { name: 'JS', path: mainScriptPath, type: 'application/javascript', cacheControl: IMMUTABLE },
  { name: 'CSS', path: stylesheetPath, type: 'text/css', cacheControl: IMMUTABLE },
  {
    name: 'JSON search index',
    path: '/search-index-docs-default-current.json',
    type: 'application/json',
    cacheControl: REVALIDATED,
  },
  { name: 'XML feed', path: '/release-notes/web/rss.xml', type: 'text/xml', cacheControl: REVALIDATED },
  { name: 'Markdown twin', path: `${GUIDE}.md`, type: 'text/markdown', cacheControl: REVALIDATED },
  { name: 'OpenAPI document', path: '/api/playback.yaml', type: 'application/yaml', cacheControl: REVALIDATED },
  { name: 'llms.txt', path: '/llms.txt', type: 'text/plain', cacheControl: REVALIDATED },
  // Not content-hashed and not revalidated: no policy of its own (deploy/README.md).
  { name: 'SVG', path: '/img/logo.svg', type: 'image/svg+xml' },
];

test.describe('compression', () => {
  // What a browser sends, a client without brotli, and one that takes neither encoding.
  const clients = [
    { acceptEncoding: 'gzip, deflate, br', encoding: 'br', copy: '.br' },
    { acceptEncoding: 'gzip', encoding: 'gzip', copy: '.gz' },
    { acceptEncoding: 'identity', encoding: undefined, copy: '' },
  ] as const;

  for (const served of SERVED) {
    test(`${served.name}: brotli, gzip or the file itself, as the client accepts, from the build's copies`, async () => {
      const path = typeof served.path === 'string' ? served.path : served.path();
      const file = join(BUILD, (served.file ?? path).slice(1));
      const original = readFileSync(file);
      for (const client of clients) {
        const what = `${path} with Accept-Encoding: ${client.acceptEncoding}`;
        const response = await api.get(path, { headers: { 'Accept-Encoding': client.acceptEncoding } });
        expect(response.status(), what).toBe(200);
        const headers = response.headers();
        expect(headers['content-encoding'], what).toBe(client.encoding);
        // The precompressed copy is sent as it is (its exact length), and decodes to the file.
        const sent = client.copy ? statSync(`${file}${client.copy}`).size : original.length;
        expect(sent, `${what}: the copy is smaller`).toBeLessThanOrEqual(original.length);
        expect(headers['content-length'], what).toBe(String(sent));
        expect((await response.body()).equals(original), `${what}: body equals ${file}`).toBe(true);
        expect(headers['vary'], what).toBe('Accept-Encoding');
        expect(headers['content-type'], what).toBe(`${served.type}; charset=utf-8`);
        expect(headers['cache-control'], what).toBe(served.cacheControl);
        (path.startsWith('/assets/') ? expectAssetHeaders : expectSecurityHeaders)(response);
      }
    });
  }

  test("the not-found page: 404 with the build's brotli copy", async () => {
    const response = await api.get('/docs/no-such-page', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.status()).toBe(404);
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['content-length']).toBe(String(statSync(join(BUILD, '404.html.br')).size));
    expect(await response.text()).toContain('Page Not Found');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response);
  });
});

test.describe('routes', () => {
  test('redirects /x/index.html and /x.html to /x', async () => {
    const cases: [string, string][] = [
      ['/CMS/index.html', '/CMS'],
      ['/index.html', '/'],
      ['/CMS/index.html?from=test', '/CMS?from=test'],
    ];
    cases.push(
      existsSync(join(BUILD, 'docs', 'api', 'doc1.1.html'))
        ? ['/docs/api/doc1.1.html', '/docs/api/doc1.1']
        : ['/CMS.html', '/CMS'],
    );
    for (const [from, to] of cases) {
      const response = await api.get(from);
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location'], from).toBe(to);
      expectSecurityHeaders(response);
    }
  });

  test('serves routes with a dot and with a trailing slash', async () => {
    for (const path of ['/docs/api/doc1.1', '/release-notes/', '/release-notes', '/CMS']) {
      const response = await api.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    }
  });

  test("answers an unknown path with 404 and the site's not-found page", async () => {
    const response = await api.get('/docs/no-such-page');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    expect(await response.text()).toContain('Page Not Found');
  });
});

test.describe('in the browser', () => {
  test('the home page and a docs page with a diagram run without CSP violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.goto(`${NGINX_ORIGIN}/`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.goto(`${NGINX_ORIGIN}/docs/api/doc1.1`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('signs in and out through nginx, back on the same page, without CSP violations', async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await watchCspViolations(page);
    const navbar = page.locator('nav.navbar');
    await page.goto(`${NGINX_ORIGIN}/docs/support/s1?from=nginx#what-to-include`);
    await signIn(page);
    expect(page.url()).toBe(`${NGINX_ORIGIN}/docs/support/s1?from=nginx#what-to-include`);
    // A reload signs in again silently: the check page in a frame of the site, the identity server's session.
    const silentCheck = page.waitForRequest(`${NGINX_ORIGIN}/silent-check-sso.xhtml`);
    await page.reload();
    await silentCheck;
    await expect(navbar.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 20_000 });
    await navbar.getByRole('button', { name: 'Sign out' }).click();
    await expect(navbar.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
    expect(new URL(page.url()).origin).toBe(NGINX_ORIGIN);
    expect(violations).toEqual([]);
  });
});
