import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { seriousViolations } from './support/axe';
import { openSignedIn } from './support/sign-in';
import { PROD_ORIGIN } from './support/env';

const START = '/docs/products/player/web/overview';

function box(page: Page) {
  return page.locator('nav.navbar').getByRole('combobox', { name: 'Search...' });
}

/** Waits until the panel answers the current input: results, or "No results found.". */
async function expectAnswered(page: Page, scope = page.locator('body')): Promise<'results' | 'none'> {
  const options = scope.getByRole('option');
  const none = scope.getByText('No results found.');
  // Playwright's default wait: the first answer needs only the index files of the query (a few
  // kilobytes, fetched and searched in a worker), not the whole index.
  await expect(options.first().or(none)).toBeVisible();
  return (await none.isVisible()) ? 'none' : 'results';
}

function highlightCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const registry = (CSS as unknown as { highlights?: Map<string, { size: number }> }).highlights;
    return registry?.get('search-terms')?.size ?? 0;
  });
}

/** Whether the page has a style for the highlight: only while it shows one (plugins/search/client/mark.ts). */
function highlightStyled(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...Array.from(document.styleSheets), ...document.adoptedStyleSheets].some((sheet) => {
      try {
        return Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('::highlight(search-terms)'));
      } catch {
        return false;
      }
    }),
  );
}

test('signed out, there is no search box', async ({ page }) => {
  await page.goto(START);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('nav.navbar').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.locator('[role="search"]')).toHaveCount(0);
});

test.describe('on a desktop screen', () => {
  test('finds, opens with the keyboard, highlights on arrival, after reload, and clears', async ({ page }) => {
    test.setTimeout(90_000);
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index-')) indexRequests.push(request.url());
    });
    await openSignedIn(page, START);
    const input = box(page);
    await expect(input).toBeVisible();
    // Nothing of the search is loaded before the box is used.
    expect(indexRequests).toEqual([]);

    await input.click();
    await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
    await input.fill('widevine license');
    expect(await expectAnswered(page)).toBe('results');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toContainText('Widevine');
    expect(await options.count()).toBeLessThanOrEqual(8);
    expect(await seriousViolations(page, 'nav.navbar'), 'accessibility of the open search box').toEqual([]);

    await input.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');

    // Escape closes the panel; Escape again clears the query.
    await input.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await input.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');

    await input.press('Enter');
    await expect(page).toHaveURL(/\/docs\/products\/edge\/playback\/widevine_license\?highlight=[^#]*widevine/);
    await expect(page.locator('article h1')).toContainText('Widevine');
    await expect.poll(() => highlightCount(page)).toBeGreaterThan(0);
    expect(await highlightStyled(page), 'the highlight is styled while it is shown').toBe(true);
    const bar = page.getByRole('status').filter({ hasText: 'Highlighted:' });
    await expect(bar).toContainText('widevine');

    // The terms are in the address: a reload (or a shared link) highlights again.
    await page.reload();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect.poll(() => highlightCount(page)).toBeGreaterThan(0);

    await bar.getByRole('button', { name: 'Clear highlight' }).click();
    await expect.poll(() => highlightCount(page)).toBe(0);
    expect(await highlightStyled(page), 'and the style goes with it').toBe(false);
    await expect(bar).toHaveCount(0);
    await expect(page).toHaveURL(/\/widevine_license$/);
    await page.reload();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page.locator('article h1')).toContainText('Widevine');
    expect(await highlightCount(page)).toBe(0);
    expect(await highlightStyled(page), 'a page without a highlight has no style for one').toBe(false);

    // Escape on a closed panel clears the query.
    const again = box(page);
    await again.fill('roku');
    await again.press('Escape');
    await again.press('Escape');
    await expect(again).toHaveValue('');
  });

  test('a slow index shows the stalled state, then the results; Ctrl+Enter opens a new tab', async ({
    page,
    context,
  }) => {
    await page.route('**/search-index-*.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await openSignedIn(page, START);
    const input = box(page);
    await input.fill('roku');
    // Past 300 ms without an answer the panel shows it is still working.
    await expect(page.locator('[data-status="stalled"]')).toBeVisible();
    expect(await expectAnswered(page)).toBe('results');
    await expect(page.locator('[data-status="idle"]')).toBeVisible();
    const opened = context.waitForEvent('page');
    await input.press('Control+Enter');
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/roku.*\?highlight=roku/);
    // The page the search started from stays where it was.
    await expect(page).toHaveURL(/\/docs\/products\/player\/web\/overview$/);
  });

  test('a result with an anchor lands on that section, highlighted', async ({ page }) => {
    await openSignedIn(page, START);
    const input = box(page);
    await input.fill('E-4001 roku');
    expect(await expectAnswered(page)).toBe('results');
    await expect(page.getByRole('option').first()).toContainText('E-4001');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/docs\/products\/player\/roku\/error-codes\?highlight=[^#]+#E-4001$/);
    await expect(page.locator('tr#E-4001')).toBeInViewport();
    await expect.poll(() => highlightCount(page)).toBeGreaterThan(0);
  });
});

test('behind nginx with the production headers (CSP, compression), the index loads and answers', async ({ page }) => {
  await openSignedIn(page, `${PROD_ORIGIN}${START}`);
  const index = page.waitForResponse((response) => response.url().includes('/search-index-docs-default-current.json'));
  const input = box(page);
  await input.fill('widevine license');
  const response = await index;
  expect(response.status()).toBe(200);
  // The build's precompressed brotli copy: Chromium accepts br.
  expect(response.headers()['content-encoding']).toBe('br');
  expect(await expectAnswered(page)).toBe('results');
  await expect(page.getByRole('option').first()).toContainText('Widevine');
});

test.describe('when the index cannot be loaded', () => {
  // The browser logs the failed request itself; the page logs nothing.
  test.use({ expectedErrors: [/Failed to load resource: the server responded with a status of 500/] });

  test('the search finds nothing, without breaking the page', async ({ page }) => {
    await page.route('**/search-index-*.json', (route) => route.fulfill({ status: 500, body: 'down' }));
    await openSignedIn(page, START);
    const input = box(page);
    await input.fill('widevine');
    expect(await expectAnswered(page)).toBe('none');
    await expect(page.locator('article h1')).toBeVisible();
  });
});

test.describe('on a 375 px screen', () => {
  test.use({ hasTouch: true });

  test('search opens a full-screen view with Cancel, and a result lands highlighted', async ({ page }) => {
    test.setTimeout(90_000);
    // Signed in on a wide screen (signIn uses the desktop navbar), then narrowed.
    await openSignedIn(page, START);
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(box(page)).toBeHidden();
    const open = page.locator('nav.navbar').getByRole('button', { name: 'Search...' });
    await open.tap();
    const view = page.getByRole('dialog', { name: 'Search...' });
    await expect(view).toBeVisible();
    const viewBox = await view.boundingBox();
    expect(viewBox?.width).toBe(375);
    await view.getByRole('button', { name: 'Cancel' }).tap();
    await expect(view).toHaveCount(0);
    await expect(open).toBeFocused();

    await open.tap();
    const input = view.getByRole('combobox', { name: 'Search...' });
    await expect(input).toBeFocused();
    await input.fill('roku deep linking');
    expect(await expectAnswered(page, view)).toBe('results');
    await view.getByRole('option').first().tap();
    await expect(page).toHaveURL(/\/docs\/products\/player\/roku\/deep-linking\?highlight=/);
    await expect(view).toHaveCount(0);
    await expect.poll(() => highlightCount(page)).toBeGreaterThan(0);
  });
});

const HOSTILE = [
  'title:widevine',
  'content:licence',
  '*',
  'wide*',
  'widevine^2',
  'licence~1',
  '+widevine -fairplay',
  '-',
  ':',
  ':::',
  '!@#$%^&*()',
  '....',
  '()[]{}<>',
  '.*+?^${}()|[]\\',
  '(a+)+$',
  '<img src=x onerror="window.__searchInjected=1">',
  '<script>window.__searchInjected=1</script>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '🎬🔐📺',
  'مشغل الفيديو',
  'נגן וידאו',
  '\u202eevil',
  'the the the and of to',
  'a',
  'x'.repeat(600),
  'widevine '.repeat(80),
  '%00%0d%0a',
  "' OR 1=1 --",
];

test('hostile queries give results or "No results found.", never an error or injected markup', async ({ page }) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openSignedIn(page, START);
  const input = box(page);
  for (const query of HOSTILE) {
    await input.fill(query);
    const value = await input.inputValue();
    expect(value.length, query).toBeLessThanOrEqual(512);
    expect(['results', 'none'], query).toContain(await expectAnswered(page));
  }
  expect(dialogs).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { __searchInjected?: number }).__searchInjected),
  ).toBeUndefined();
  await expect(page.locator('img[src="x"], svg[onload]')).toHaveCount(0);
  await expect(page.locator('article h1')).toBeVisible();
});
