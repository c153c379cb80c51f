import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { TEST_GTAG_ID } from './support/env';

type Call = unknown[];

async function pageViews(page: Page): Promise<string[]> {
  const calls = await page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((c) => Array.from(c as Call)) as Call[],
  );
  return calls.filter((c) => c[0] === 'set' && c[1] === 'page_path').map((c) => String(c[2]));
}

test('sends a page view on every route change: path, query and hash', async ({ page }) => {
  await page.goto('/');
  const config = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((c) => Array.from(c as Call)),
  );
  const configCall = config.find((c) => c[0] === 'config');
  expect(configCall?.slice(0, 2)).toEqual(['config', TEST_GTAG_ID]);
  // IP anonymisation stays off (the specification's setting).
  expect(configCall?.[2]).not.toMatchObject({ anonymize_ip: true });

  await page
    .locator('main')
    .getByRole('link', { name: /FLP Content Management/ })
    .click();
  await expect.poll(() => pageViews(page)).toEqual(['/CMS']);

  await page.evaluate(() => {
    history.pushState(null, '', '/CMS?from=test');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect.poll(() => pageViews(page)).toEqual(['/CMS', '/CMS?from=test']);

  await page.evaluate(() => {
    history.pushState(null, '', '/CMS?from=test#flows');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect.poll(() => pageViews(page)).toEqual(['/CMS', '/CMS?from=test', '/CMS?from=test#flows']);
});

test('never reaches Google: the tag script is answered locally', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== '127.0.0.1' && hostname !== 'localhost') external.push(request.url());
  });
  await page.goto('/');
  // The only external request is the (intercepted) tag script itself.
  expect(external.every((url) => url.startsWith('https://www.googletagmanager.com/gtag/js'))).toBe(true);
});
