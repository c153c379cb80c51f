import { join } from 'node:path';
import { readRouteManifest } from '../../plugins/shared/route-manifest';
import { test, expect } from './support/fixtures';

/** The 248 routes of the product specification, the webhook pages of the API reference and the Playback check. */
const ROUTES = readRouteManifest(join(__dirname, '..', '..'));

test('the route manifest has every route of the specification', () => {
  expect(ROUTES).toHaveLength(259);
  expect(new Set(ROUTES).size).toBe(259);
});

test('every route of the manifest serves its page, not the not-found page', async ({ request }) => {
  const failures: string[] = [];
  for (const route of ROUTES) {
    const response = await request.get(route, { maxRedirects: 0 });
    const html = await response.text();
    if (response.status() !== 200) failures.push(`${route}: HTTP ${response.status()}`);
    else if (/<title[^>]*>Page Not Found/.test(html) || !/id="?__docusaurus/.test(html)) {
      failures.push(`${route}: not-found page`);
    }
  }
  expect(failures).toEqual([]);
});

test('/docs and /docs/ take the reader to the docs home, which lists the SDKs and the services', async ({ page }) => {
  for (const path of ['/docs', '/docs/']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Player SDKs' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Platform services' })).toBeVisible();
  }
});

test.describe('not found', () => {
  // The browser reports the 404 status of the page itself.
  test.use({ expectedErrors: [/Failed to load resource: the server responded with a status of 404/] });

  test('an unknown path shows the not-found page', async ({ page }) => {
    const response = await page.goto('/docs/products/player/nokia/overview');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | FLP Developer Portal');
  });
});

test('section landing pages open their sidebar at its first page', async ({ page }) => {
  await page.goto('/docs/products/edge/personalization/overview');
  const sidebar = page.locator('nav.menu');
  await expect(
    sidebar.locator('a.menu__link--active[href="/docs/products/edge/personalization/overview"]').first(),
  ).toBeVisible();
  await expect(sidebar.locator('a.menu__link:not([href="#"])').first()).toHaveAttribute(
    'href',
    '/docs/products/edge/personalization/overview',
  );
});

test('pages the specification lists without a sidebar have none', async ({ page }) => {
  for (const route of [
    '/docs/products/player/web/player-metrics',
    '/docs/products/vod/enc/get_schema',
    '/docs/products/vod/mam',
    '/docs/products/vod/mam/asset',
  ]) {
    await page.goto(route);
    await expect(page.locator('article h1'), route).toBeVisible();
    await expect(page.locator('aside nav.menu'), route).toHaveCount(0);
  }
});

test.describe('the sidebar on a fresh load, at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the active item of a webhook page inside the sidebar, and leaves the page at its top', async ({
    page,
  }) => {
    const webhooks = ROUTES.filter((route) => route.includes('/webhooks/'));
    expect(webhooks).toHaveLength(10);
    for (const route of webhooks) {
      await page.goto(route);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const active = page.locator('aside.theme-doc-sidebar-container a.menu__link[aria-current="page"]');
      await expect(active, route).toHaveCount(1);
      /** The active item's box against the box of the sidebar's scrolling element, and the page's scroll. */
      const place = () =>
        active.evaluate((link) => {
          let view: HTMLElement | null = link.parentElement;
          while (view && !/(auto|scroll)/.test(getComputedStyle(view).overflowY)) view = view.parentElement;
          if (!view) return 'no scrolling element';
          const item = link.getBoundingClientRect();
          const box = view.getBoundingClientRect();
          const inside = item.top >= box.top && item.bottom <= box.bottom;
          return `${inside ? 'inside' : `outside (item ${Math.round(item.top)}-${Math.round(item.bottom)}, sidebar ${Math.round(box.top)}-${Math.round(box.bottom)})`}, page at ${window.scrollY}`;
        });
      await expect.poll(place, { message: route, timeout: 5_000 }).toBe('inside, page at 0');
    }
  });
});
