/**
 * The machine-readable docs (plugins/llms-txt): /llms.txt, the Markdown twin of every docs page,
 * both as nginx serves them (deploy/nginx), and the "Copy page as Markdown" button in the browser.
 */
import type { APIRequestContext } from '@playwright/test';
import { PROD_ORIGIN } from './support/env';
import { test, expect } from './support/fixtures';

let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL: PROD_ORIGIN, maxRedirects: 0 });
});

test.afterAll(async () => {
  await api.dispose();
});

const MARKDOWN = /^text\/markdown; charset=utf-8$/;

/** Markdown without its fenced code blocks, where samples may import, export or show JSX. */
function outsideCode(markdown: string): string {
  return markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '');
}
const LINK = /^- \[(?:[^\]\\]|\\.)+\]\(([^)\s]+)\)/;

/** The docs pages of the sitemap (not the tag lists, which are not pages of their own). */
async function sitemapDocs(): Promise<string[]> {
  const sitemap = await (await api.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((path) => path.startsWith('/docs/') && !path.startsWith('/docs/tags'));
}

test.describe('/llms.txt', () => {
  test('lists every docs page of the sitemap by section, with a working Markdown link each', async () => {
    test.setTimeout(120_000);
    const response = await api.get('/llms.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const text = await response.text();
    const lines = text.split('\n');
    expect(lines[0]).toBe('# FLP Developer Portal');
    expect(lines[2]).toMatch(/^> \S/);
    const sections = lines.filter((line) => line.startsWith('## '));
    expect(sections).toEqual(expect.arrayContaining(['## iOS / tvOS player', '## API guides', '## Optional']));

    const links = lines.flatMap((line) => {
      const match = LINK.exec(line);
      return match ? [new URL(match[1]!).pathname] : [];
    });
    expect(links.every((path) => path.endsWith('.md'))).toBe(true);
    const listed = new Set(links.map((path) => path.replace(/\.md$/, '')));
    const missing = (await sitemapDocs()).filter((path) => !listed.has(path.replace(/\/$/, '')));
    expect(missing).toEqual([]);

    // Every link resolves through nginx to Markdown.
    const broken: string[] = [];
    for (const path of links) {
      const twin = await api.get(path);
      const type = twin.headers()['content-type'] ?? '';
      if (twin.status() !== 200 || !MARKDOWN.test(type)) broken.push(`${path}: ${twin.status()} ${type}`);
      else if (!(await twin.text()).startsWith('# ')) broken.push(`${path}: no title`);
    }
    expect(broken).toEqual([]);
  });
});

test.describe('Markdown twins through nginx', () => {
  test('are served as UTF-8 Markdown with the HTML caching policy, compressed and with the security headers', async () => {
    // A route with a dot in its last segment, and a generated API reference page.
    for (const path of ['/docs/api/doc1.1.md', '/docs/products/edge/startup/get_remote_config.md']) {
      const response = await api.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers['content-type'], path).toMatch(MARKDOWN);
      expect(headers['cache-control'], path).toBe('no-cache');
      expect(headers['content-encoding'], path).toBe('gzip');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['content-security-policy'], path).toContain("default-src 'self'");
      const body = await response.text();
      expect(body).toMatch(/^# \S/);
      expect(outsideCode(body)).not.toMatch(/^(import|export) /m);
      expect(outsideCode(body)).not.toMatch(/<(Tabs|TabItem|ApiEndpoint|ApiTryIt)\b/);
    }
    const api1 = await (await api.get('/docs/products/edge/startup/get_remote_config.md')).text();
    expect(api1).toContain('`GET /startup/v3/config`');
    expect(api1).toMatch(/^### curl$/m);
  });

  test('leave the page URLs and their normalisation as they were', async () => {
    const page = await api.get('/docs/api/doc1.1');
    expect(page.status()).toBe(200);
    expect(page.headers()['content-type']).toMatch(/^text\/html/);
    const html = await api.get('/docs/api/doc1.1.html');
    expect(html.status()).toBe(301);
    expect(html.headers()['location']).toBe('/docs/api/doc1.1');
    const missing = await api.get('/docs/api/no-such-page.md');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
  });
});

test.describe('Copy page as Markdown', () => {
  const PAGE = '/docs/products/player/ios/setup';

  test('copies the page as Markdown and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: PROD_ORIGIN });
    await page.goto(`${PROD_ORIGIN}${PAGE}`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const button = page.getByRole('button', { name: 'Copy page as Markdown' });
    await expect(button).toHaveText('Copy page');
    await button.click();
    await expect(button).toHaveText('Copied');
    await expect(page.getByRole('status').filter({ hasText: 'Copied the page as Markdown.' })).toBeAttached();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const twin = await (await api.get(`${PAGE}.md`)).text();
    expect(copied).toBe(twin);
    expect(copied).toMatch(/^# Setup\n/);
    // Back to its label after a moment, ready for another copy.
    await expect(button).toHaveText('Copy page', { timeout: 5_000 });
  });

  test.describe('when the Markdown cannot be loaded', () => {
    test.use({
      // Chromium logs the failed requests the test provokes; the page itself logs nothing.
      // One pattern: a list of two would be read as a value and its fixture options.
      expectedErrors: [
        /Failed to load resource: (the server responded with a status of 404|net::ERR_INTERNET_DISCONNECTED)/,
      ],
    });

    test('says why and links the Markdown, and the page keeps working', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: PROD_ORIGIN });
      await page.goto(`${PROD_ORIGIN}${PAGE}`);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const button = page.getByRole('button', { name: 'Copy page as Markdown' });
      await page.evaluate(() => navigator.clipboard.writeText('before'));

      await page.route(`${PROD_ORIGIN}${PAGE}.md`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
      await button.click();
      const status = page.getByRole('status').filter({ hasText: 'not available' });
      await expect(status).toHaveText('The Markdown of this page is not available (HTTP 404). Open the Markdown');
      await expect(status.getByRole('link', { name: 'Open the Markdown' })).toHaveAttribute('href', `${PAGE}.md`);

      await page.unroute(`${PROD_ORIGIN}${PAGE}.md`);
      await page.route(`${PROD_ORIGIN}${PAGE}.md`, (route) => route.abort('internetdisconnected'));
      await button.click();
      await expect(page.getByRole('status').filter({ hasText: 'Check your connection' })).toBeVisible();
      await expect(button).toBeEnabled();
      // The clipboard was left alone and the page still works.
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
      await expect(page.locator('article h1')).toHaveText('Setup');
    });
  });
});
