import { test, expect } from './support/fixtures';

/**
 * The player SDK guides render as written: heading, sidebar, code blocks
 * with a copy button, and code tabs that stay in sync across pages.
 */
const PAGES = [
  { route: '/docs/products/player/web/overview', sidebar: 'web', code: true },
  { route: '/docs/products/player/web/basic-playback', sidebar: 'web', code: true },
  { route: '/docs/products/player/web/protected-playback', sidebar: 'web', code: true },
  { route: '/docs/products/player/chromecast/overview', sidebar: 'chromecast', code: true },
  { route: '/docs/products/player/android/overview', sidebar: 'android', code: false },
  { route: '/docs/products/player/android/basic-playback', sidebar: 'android', code: true },
  { route: '/docs/products/player/ios/overview', sidebar: 'ios', code: true },
  { route: '/docs/products/player/ios/basic-playback', sidebar: 'ios', code: true },
  { route: '/docs/products/player/roku/overview', sidebar: 'roku', code: false },
  { route: '/docs/products/player/roku/basic-playback', sidebar: 'roku', code: true },
];

for (const { route, sidebar, code: hasCode } of PAGES) {
  test(`${route} shows its heading, its sidebar${hasCode ? ' and copyable code' : ''}`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('article h1')).toBeVisible();
    expect(await page.locator('article h2').count()).toBeGreaterThan(1);
    const menu = page.locator('aside nav.menu');
    await expect(menu.locator(`a.menu__link--active[href="${route}"]`).first()).toBeVisible();
    await expect(menu.locator(`a[href="/docs/products/player/${sidebar}/overview"]`)).toBeVisible();
    if (!hasCode) return;
    const code = page.locator('article .theme-code-block').first();
    await expect(code).toBeVisible();
    await code.hover();
    await expect(code.getByRole('button', { name: /copy/i })).toBeVisible();
  });
}

for (const route of ['/docs/products/player/ios/basic-playback', '/docs/products/player/web/basic-playback']) {
  test(`${route} has code tabs`, async ({ page }) => {
    await page.goto(route);
    const tabs = page.locator('article [role="tablist"]').first();
    expect(await tabs.getByRole('tab').count()).toBeGreaterThan(1);
    await tabs.getByRole('tab').nth(1).click();
    await expect(tabs.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
  });
}

test('code tabs keep the reader’s language choice across pages', async ({ page }) => {
  await page.goto('/docs/products/player/android/basic-playback');
  const tabs = page.locator('article [role="tablist"]').first();
  await expect(tabs.getByRole('tab', { name: 'Kotlin' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'Java' }).click();
  await expect(tabs.getByRole('tab', { name: 'Java' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/docs/products/player/android/player-events');
  const next = page.locator('article [role="tablist"]').filter({ has: page.getByRole('tab', { name: 'Java' }) });
  await expect(next.first().getByRole('tab', { name: 'Java' })).toHaveAttribute('aria-selected', 'true');
});
