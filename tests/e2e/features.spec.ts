import { accessibilityViolations, inBothColourModes } from './support/axe';
import { test, expect } from './support/fixtures';

/**
 * Feature availability (`/docs/products/player/features`, the overviews' feature lists) and the
 * known issues (each platform's page, and their links in the release notes), all from the
 * catalogues in `catalog/`.
 */

const MATRIX = '/docs/products/player/features';

test.describe('feature matrix', () => {
  test('is one table with a caption, column and row headers, in the static HTML', async ({ request }) => {
    const html = await (await request.get(MATRIX)).text();
    expect(html).toContain('<caption');
    // The build's HTML is minified: attribute values may come without quotes.
    expect(html).toMatch(/<th scope="?row"? id="?feature-low-latency"?[\s>]/);
    expect(html).toContain('Yes, since 7.4.0');
  });

  test('shows every SDK, availability as words, and links each cell to its guide', async ({ page }) => {
    await page.goto(MATRIX);
    const table = page.getByRole('table', { name: /Feature availability by player SDK/ });
    await expect(table).toBeVisible();
    for (const label of ['Android / AndroidTV', 'iOS / tvOS', 'Web / SmartTVs', 'Roku', 'Chromecast']) {
      await expect(table.getByRole('columnheader', { name: label })).toBeVisible();
    }
    const dash = table.getByRole('row', { name: /MPEG-DASH/ });
    await expect(dash.getByRole('cell').nth(1)).toContainText('No');
    await expect(dash.getByRole('cell').nth(1)).toContainText('AVFoundation does not play DASH');
    const webrtc = table.getByRole('row', { name: /Sub-second live over WebRTC/ });
    await webrtc.getByRole('link', { name: 'Yes, since 7.4.0' }).click();
    await expect(page).toHaveURL(/\/docs\/products\/player\/web\/player-webrtc$/);
  });

  test('has no accessibility violations, in light and dark mode', async ({ page }) => {
    await inBothColourModes(page, MATRIX, async (mode) => {
      expect(await accessibilityViolations(page, { allImpacts: true }), mode).toEqual([]);
    });
  });

  test('scrolls sideways in its own focusable region at 375 px, not the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(MATRIX);
    const region = page.getByRole('region', { name: /Feature availability by player SDK/ });
    await expect(region).toBeVisible();
    // Measured where a reader sees it: off screen, the page's blocks skip their layout (the next
    // frame after the scroll renders it).
    await region.scrollIntoViewIfNeeded();
    await expect.poll(() => region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // A block that skips off screen clips what overflows it rather than widening the page: the
    // region itself must fit the screen, or its right part would be cut off, not scrollable.
    const box = (await region.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  test('has a Markdown twin with the matrix as a table', async ({ request }) => {
    const twin = await (await request.get(`${MATRIX}.md`)).text();
    expect(twin).toContain(
      '| Area | Feature | Android / AndroidTV | iOS / tvOS | Web / SmartTVs | Roku | Chromecast |',
    );
    expect(twin).toMatch(/\| Live \| \*\*Low-latency live\*\*/);
  });

  test('is linked from every player sidebar', async ({ page }) => {
    await page.goto('/docs/products/player/roku/overview');
    await page.locator('nav.menu').getByRole('link', { name: 'Feature availability' }).click();
    await expect(page).toHaveURL(new RegExp(`${MATRIX}$`));
  });
});

test.describe('platform overviews', () => {
  test('list the platform features from the same data', async ({ page }) => {
    await page.goto('/docs/products/player/ios/overview');
    const table = page.getByRole('table', { name: /Features of the iOS \/ tvOS SDK/ });
    const offline = table.getByRole('row', { name: /Downloads and offline playback/ });
    await expect(offline).toContainText('Yes, since 6.11.0');
    await expect(offline).toContainText('tvOS: no');
    await offline.getByRole('link', { name: 'Downloads and offline playback' }).click();
    await expect(page).toHaveURL(/\/docs\/products\/player\/features#feature-offline$/);
  });
});

test.describe('known issues', () => {
  test('each platform has a page with open issues first and an anchor per issue', async ({ page }) => {
    for (const platform of ['android', 'ios', 'web', 'roku', 'chromecast']) {
      await page.goto(`/docs/products/player/${platform}/known-issues`);
      await expect(page.getByRole('heading', { level: 2, name: 'Open issues' })).toBeVisible();
      const issues = page.locator('article section[data-status]');
      expect(await issues.count(), platform).toBeGreaterThanOrEqual(3);
      await expect(issues.first()).toHaveAttribute('data-status', 'open');
      await expect(issues.first().locator('h3')).toHaveAttribute('id', /^KI-\d{3}$/);
    }
  });

  test('a fixed issue links to the release that fixed it, and that release links back', async ({ page }) => {
    await page.goto('/docs/products/player/web/known-issues#KI-302');
    const issue = page.locator('section', { has: page.locator('h3#KI-302') });
    await issue.getByRole('link', { name: 'Fixed in 7.2.1' }).click();
    await expect(page).toHaveURL(/\/docs\/products\/player\/web\/releasenotes#v7-2-1$/);
    const release = page.locator('article[data-version="7.2.1"]');
    await expect(release).toContainText('Known issues fixed');
    await release.getByRole('link', { name: /KI-302/ }).click();
    await expect(page).toHaveURL(/\/known-issues#KI-302$/);
  });

  test('an open issue is listed on the releases it affects', async ({ page }) => {
    await page.goto('/docs/products/player/roku/releasenotes');
    const latest = page.locator('article[data-version="7.4.0"]');
    await expect(latest).toContainText('Known issues in 7.4.0');
    await expect(latest.getByRole('listitem').filter({ hasText: 'KI-405' })).toContainText('(open)');
  });

  test('has no accessibility violations, in light and dark mode', async ({ page }) => {
    await inBothColourModes(page, '/docs/products/player/chromecast/known-issues', async (mode) => {
      expect(await accessibilityViolations(page, { allImpacts: true }), mode).toEqual([]);
    });
  });
});
