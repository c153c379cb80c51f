import { seriousViolations } from './support/axe';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { slowFrames } from './support/slow-frames';
import { LEVELS } from '../../plugins/precompress/precompress';

/**
 * The error lookup (/error-lookup) against the built site: it fetches
 * /error-codes.json after load, searches codes in any spelling, native codes
 * and message words, keeps its state in the URL, and never renders input as
 * markup. Plus the anchors of a platform's error-code page.
 */

const input = (page: Page) => page.getByLabel('Error code, native code or message');
const status = (page: Page) => page.getByRole('status');
const results = (page: Page) => page.getByRole('list', { name: 'Results' });
/**
 * Presses "Show … more" from the keyboard. A pointer jumping to it (a test's click scrolls it into
 * view at once) can meet it moving: the entries above it are laid out as they come near the screen.
 */
async function showMore(page: Page, name: string | RegExp): Promise<void> {
  const button = page.getByRole('button', { name });
  await button.focus();
  await button.press('Enter');
}

test.beforeEach(async ({ page }) => {
  await page.goto('/error-lookup');
  await expect(status(page)).toContainText(/to search \d+ codes/);
});

test('loads the catalogue as one small JSON file after the page', async ({ page, request }) => {
  const response = await request.get('/error-codes.json');
  expect(response.ok()).toBe(true);
  const body = await response.body();
  // As the deployed build's brotli copy sends it (plugins/precompress, `max`; the test build's is faster).
  const { brotliCompressSync, constants } = await import('node:zlib');
  const quality = LEVELS.max.brotliQuality;
  const sent = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
  console.info(`/error-codes.json: ${(body.length / 1024).toFixed(1)} KB, ${(sent / 1024).toFixed(1)} KB as served`);
  expect(sent).toBeLessThanOrEqual(50 * 1024);
  const json = JSON.parse(body.toString('utf8')) as { $schema: string; version: string; entries: unknown[] };
  expect(json.$schema).toMatch(/\/error-codes\.schema\.json$/);
  expect(json.version).toMatch(/^sha256-/);
  expect(json.entries.length).toBeGreaterThanOrEqual(150);
  // Not embedded in the page: the HTML and its scripts do not carry the entries.
  const html = await (await request.get('/error-lookup')).text();
  expect(html).not.toContain('LICENSE_REQUEST_REFUSED');
  await expect(page).toHaveTitle('Error lookup | FLP Developer Portal');
});

test('typing a code in any spelling shows its entry and updates the URL', async ({ page }) => {
  await input(page).fill('e4001');
  await expect(status(page)).toHaveText('1 result for E-4001.');
  const card = results(page).getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { level: 2 })).toContainText('E-4001');
  await expect(card).toContainText('LICENSE_REQUEST_REFUSED');
  await expect(card.getByRole('link', { name: 'Web error codes' })).toHaveAttribute(
    'href',
    '/docs/products/player/web/error-codes#E-4001',
  );
  await expect(page).toHaveURL(/\/error-lookup\?code=E-4001$/);
});

test('a deep link opens the entry, and the back button restores the previous search', async ({ page }) => {
  await page.goto('/error-lookup?code=E-5002');
  await expect(input(page)).toHaveValue('E-5002');
  await expect(results(page).getByRole('article')).toContainText('CONCURRENT_STREAM_LIMIT');
  await input(page).fill('autoplay blocked');
  await input(page).press('Enter');
  await expect(page).toHaveURL(/\?q=autoplay\+blocked$/);
  await expect(results(page).getByRole('article').first()).toContainText('E-3010');
  await page.goBack();
  await expect(page).toHaveURL(/\?code=E-5002$/);
  await expect(input(page)).toHaveValue('E-5002');
  await expect(results(page).getByRole('article')).toContainText('CONCURRENT_STREAM_LIMIT');
});

test('back pressed before the committed search is shown still restores the previous search', async ({ page }) => {
  // The oddest timing of the test above: the page shows the address Enter wrote after the frame that
  // answers the key, and back comes before that frame (here frames take 300 ms, as on a phone busy
  // with a long page). The page then shows the address back went to in place of the one Enter
  // wrote, with the same query as before Enter: the box must follow it all the same.
  await page.goto('/error-lookup?code=E-5002');
  await expect(results(page).getByRole('article')).toContainText('CONCURRENT_STREAM_LIMIT');
  await input(page).fill('autoplay blocked');
  await slowFrames(page);
  await input(page).press('Enter');
  await page.goBack();
  await expect(page).toHaveURL(/\?code=E-5002$/);
  await expect(input(page)).toHaveValue('E-5002');
  await expect(results(page).getByRole('article')).toContainText('CONCURRENT_STREAM_LIMIT');
  // Forward shows the search again, in the box too.
  await page.goForward();
  await expect(page).toHaveURL(/\?q=autoplay\+blocked$/);
  await expect(input(page)).toHaveValue('autoplay blocked');
});

test('a result card links each page once', async ({ page }) => {
  await page.goto('/error-lookup?code=E-4020');
  const links = results(page).getByRole('list', { name: 'Pages about E-4020' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const targets = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(targets).toContain('/docs/api/doc2');
  expect(new Set(targets).size).toBe(targets.length);
});

test('on a phone a card’s values keep a readable column beside their names, however long a name', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // E-4024 groups four platforms under one native value; E-4002 has a long value per platform.
  for (const code of ['E-4024', 'E-4002']) {
    await page.goto(`/error-lookup?code=${code}`);
    const card = results(page).getByRole('listitem').first();
    await expect(card.locator('dd').first()).toBeVisible();
    const narrow = await card.evaluate((element) => {
      const width = element.getBoundingClientRect().width;
      return Array.from(element.querySelectorAll('dd'))
        .filter((dd) => dd.getBoundingClientRect().width < width / 3)
        .map(
          (dd) => `${dd.previousElementSibling?.textContent ?? ''}: ${Math.round(dd.getBoundingClientRect().width)} px`,
        );
    });
    expect(narrow, `${code}: values narrower than a third of the card`).toEqual([]);
  }
});

test('finds entries by native platform codes and HTTP statuses', async ({ page }) => {
  // A licence request that got no answer on Android (an answered one carries its HTTP status).
  await input(page).fill('ERROR_CODE_DRM_LICENSE_ACQUISITION_FAILED');
  await expect(results(page)).toContainText('E-4006');
  await input(page).fill('-11800');
  await expect(status(page)).toHaveText('1 result for “-11800”.');
  await expect(results(page)).toContainText('AVErrorUnknown (-11800)');
  // Many codes are answered with 403: the first of them at once (the CDN's refusal), the others on
  // asking for more (entitlement, geo-blocking).
  await input(page).fill('403');
  await expect(results(page)).toContainText('E-1011');
  await showMore(page, /^Show \d+ more entries$/);
  await expect(results(page)).toContainText('E-5001');
  await expect(results(page)).toContainText('E-6001');
  // A code with a native error on one platform says which raise it with none.
  await input(page).fill('E-9009');
  await expect(results(page)).toContainText('Native, ChromecastMEDIAKEYS_UNKNOWN (200)');
  await expect(results(page)).toContainText('Native, iOS, Android, Web, Rokunone, the SDK raises the code itself');
});

test('finds the code inside what readers paste: JSON, a log line, code and name, a stack trace', async ({ page }) => {
  const pastes = [
    '{"code":"E-4021","status":401}',
    '2026-11-28T04:49:23.118Z ERROR [FlpPlayer] licence request failed: E-4021 (status 401)',
    'E-4021 PLAYBACK_TOKEN_EXPIRED',
    'PlayerError: E-4021 The playback token has expired\n    at LicenceClient.request (player.js:1:2345)',
  ];
  for (const paste of pastes) {
    // Pasted as a reader pastes: the clipboard's text inserted at once.
    await input(page).fill('');
    await input(page).focus();
    await page.keyboard.insertText(paste);
    const first = results(page).getByRole('article').first();
    await expect(first.getByRole('heading', { level: 2 }), paste).toContainText('E-4021');
    await expect(first).toContainText('PLAYBACK_TOKEN_EXPIRED');
    await expect(status(page)).toContainText('for E-4021');
    // The address keeps the code, not the paste (which may carry tokens).
    await expect(page).toHaveURL(/\/error-lookup\?code=E-4021$/);
  }
});

test('finds entries by words of the message and by the 6.x name', async ({ page }) => {
  await input(page).fill('fairplay certificate');
  await expect(results(page).getByRole('article').first()).toContainText('E-4004');
  await page.goto('/error-lookup?q=PLAYBACK_AUTH_DENIED');
  await expect(results(page).getByRole('article')).toHaveCount(1);
  await expect(results(page)).toContainText('NOT_ENTITLED');
});

test('shows ten entries with each key, the others of the first 50 on request', async ({ page }) => {
  await input(page).fill('fai');
  await expect(status(page)).toContainText(/^\d+ results for/);
  const matched = Number((await status(page).textContent())!.match(/^(\d+)/)![1]);
  expect(matched).toBeGreaterThan(50);
  const cards = results(page).getByRole('article');
  await expect(cards).toHaveCount(10);
  await showMore(page, 'Show 40 more entries');
  await expect(cards).toHaveCount(50);
  // The reader goes on from the first entry shown on request.
  await expect(results(page).locator(':scope > li').nth(10)).toBeFocused();
  await expect(page.getByText(`The first 50 of ${matched} are shown.`)).toBeVisible();
  // A new search starts again from ten.
  await input(page).fill('fail');
  await expect(cards).toHaveCount(10);
});

test('filters by platform, category and severity, kept in the URL', async ({ page }) => {
  await page.getByLabel('Platform', { exact: true }).selectOption('roku');
  await page.getByLabel('Category', { exact: true }).selectOption('ads');
  await page.getByLabel('Severity', { exact: true }).selectOption('warning');
  await expect(page).toHaveURL(/platform=roku&category=ads&severity=warning/);
  await expect(status(page)).toContainText(/codes? match(es)? the filters/);
  const cards = results(page).getByRole('article');
  expect(await cards.count()).toBeGreaterThan(2);
  for (const text of await cards.allTextContents()) {
    expect(text).toContain('Roku');
    expect(text).toContain('warning');
  }
  await input(page).fill('E-3010');
  await expect(status(page)).toContainText('No entry for E-3010.');
  await page.getByRole('button', { name: 'Clear the filters' }).click();
  await expect(results(page)).toContainText('AUTOPLAY_BLOCKED');
});

test('suggests the nearest codes when nothing matches', async ({ page }) => {
  await input(page).fill('E-4998');
  await expect(status(page)).toHaveText('No entry for E-4998.');
  const nearest = page.getByRole('navigation', { name: 'Nearest codes' }).getByRole('link');
  await expect(nearest).toHaveCount(3);
  await nearest.first().click();
  await expect(page).toHaveURL(/\?code=E-4\d{3}$/);
  await expect(results(page).getByRole('article')).toHaveCount(1);
});

test('hostile and malformed input shows a message and never injects markup', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto('/error-lookup?code=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
  await expect(status(page)).toContainText('is not an FLP error code');
  await expect(page.locator('main script, main img')).toHaveCount(0);

  await page.goto('/error-lookup?code=E-12345');
  await expect(status(page)).toContainText('“E-12345” is not an FLP error code');

  await page.goto('/error-lookup?code=%E0%A4%A&platform=nokia&severity=%3Cb%3E');
  await expect(page.getByLabel('Platform', { exact: true })).toHaveValue('');
  await expect(status(page)).toContainText('is not an FLP error code');

  // Far over the 512 characters searched, within the 8 KB request line nginx (and most CDNs) accept.
  await page.goto(`/error-lookup?q=${'x'.repeat(4_000)}`);
  await expect(status(page)).toContainText('No entry matches');
  await expect(page.getByText('Only the first 512 characters are searched.')).toBeVisible();
  expect((await input(page).inputValue()).length).toBe(512);

  await page.goto('/error-lookup');
  await input(page).fill('<img src=x onerror=alert(1)>');
  await expect(status(page)).toContainText('No entry matches “<img src=x onerror=alert(1)>”.');
  await input(page).fill('');
  await expect(status(page)).toContainText(/to search \d+ codes/);
  await expect(page.locator('main img')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test('the lookup is usable with the keyboard alone', async ({ page }) => {
  await input(page).focus();
  await page.keyboard.type('licence');
  // The URL follows after a pause; typing goes on in the same box.
  await expect(page).toHaveURL(/\?q=licence$/);
  await page.keyboard.type(' key');
  await expect(input(page)).toHaveValue('licence key');
  await expect(input(page)).toBeFocused();
  await input(page).fill('');
  await page.keyboard.type('E-9001');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?code=E-9001$/);
  // Focus stays in the box: a query-string update is not a new page.
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Platform', { exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Category', { exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Severity', { exact: true })).toBeFocused();
  await expect(status(page)).toHaveAttribute('aria-live', 'polite');
});

test('a key typed at the moment the URL follows the box is kept', async ({ page }) => {
  // The URL is written 400 ms after the last key; on a busy machine the next key can arrive between
  // that write and the render that reads it back. Type one key inside the write itself.
  await input(page).evaluate((box: HTMLInputElement) => {
    const write = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      write(...args);
      history.pushState = write;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, `${box.value}e`);
      box.dispatchEvent(new Event('input', { bubbles: true }));
    };
  });
  await input(page).fill('lic');
  await expect(page).toHaveURL(/\?q=lice$/);
  await expect(input(page)).toHaveValue('lice');
});

test('the Web error-codes page has an anchor for every Web code, rendered in the HTML', async ({ page, request }) => {
  const catalog = (await (await request.get('/error-codes.json')).json()) as {
    entries: { code: string; platforms: string[] }[];
  };
  const webCodes = catalog.entries.filter((e) => e.platforms.includes('web')).map((e) => e.code);
  const html = await (await request.get('/docs/products/player/web/error-codes')).text();
  const missing = webCodes.filter((code) => !new RegExp(`id="?${code}"?[\\s>]`).test(html));
  expect(missing).toEqual([]);
  await page.goto('/docs/products/player/web/error-codes#E-3010');
  const row = page.locator('[id="E-3010"]');
  await expect(row).toBeInViewport();
  await expect(row).toContainText('AUTOPLAY_BLOCKED');
  await expect(page.getByText('This page is a draft')).toHaveCount(0);
});

test('an error-codes page renders the categories away from the screen only near it, and a move to a code far down lands on its row and stays', async ({
  page,
}) => {
  await page.goto('/docs/products/player/web/error-codes');
  // At the top of the page every category of the table is off screen: none is rendered at load.
  const rendered = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('#flp-error-codes-web > section')).map((section) =>
        (section.querySelector('tbody tr') as HTMLElement).checkVisibility({ contentVisibilityAuto: true }),
      ),
    );
  const atLoad = await rendered();
  expect(atLoad.length).toBeGreaterThan(5);
  expect(atLoad.filter(Boolean)).toEqual([]);
  // A move inside the site to a row of the DRM category, far down: the categories above it get
  // their heights before the move, so the row stays on screen as they come near it.
  await page.goto('/error-lookup?code=E-4001');
  await page.locator('a[href="/docs/products/player/roku/error-codes#E-4001"]').click();
  const row = page.locator('tr#E-4001');
  await expect(row).toBeInViewport();
  await page.waitForTimeout(1_000);
  await expect(row).toBeInViewport();
  // Then the categories away from the screen are skipped again, as at load, and the row stays.
  const skipped = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('#flp-error-codes-roku > section')).map(
        (section) => section.style.contentVisibility,
      ),
    );
  await expect.poll(async () => [...new Set(await skipped())]).toEqual(['auto']);
  await expect(row).toBeInViewport();
});

test('a move to an error-codes page whose address has a malformed escape shows the codes', async ({ page }) => {
  await page.goto('/error-lookup?code=E-4001');
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  // A client-side move, as the router follows the history, to an address a reader may type or paste.
  await page.evaluate(() => {
    Object.assign(window, { stayed: true });
    window.history.pushState(null, '', '/docs/products/player/web/error-codes#%E0');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('#flp-error-codes-web [id="E-4001"]')).toContainText('DRM_LICENSE_FAILED');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
});

test('the error-codes page keeps the table of its HTML: its codes are not loaded, and its links move without a reload', async ({
  page,
}) => {
  // Every script file the page has fetched (loaded or prefetched, as the browser's resource timing
  // lists them), read from the server for the codes' data (their JSON, not the page's code).
  const DATA = '"entries":[{"code":"E-';
  const codeFiles = async (): Promise<string[]> => {
    const urls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.startsWith('/assets/js/')),
    );
    const bodies = await Promise.all(
      [...new Set(urls)].map(async (url) => ((await (await page.request.get(url)).text()).includes(DATA) ? url : '')),
    );
    return bodies.filter(Boolean);
  };
  await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
  await page.goto('/docs/products/player/web/error-codes');
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  const table = page.locator('#flp-error-codes-web');
  await expect(table.locator('[id="E-4001"]')).toContainText('DRM_LICENSE_FAILED');
  expect(await codeFiles()).toEqual([]);
  // A link of the table moves as a Link does: the page is not loaded again.
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  const link = table.locator('a[href^="/docs/"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?#].*$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // The next page is shown (the address changes at the click, the page once its files are loaded:
  // back before that, the reader never left the page and its table stays the HTML's).
  await expect(table).toHaveCount(0);
  // Back on the page by a client-side move, the table is rendered from its codes, loaded now.
  await page.goBack();
  await expect(table.locator('[id="E-4001"]')).toContainText('DRM_LICENSE_FAILED');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // The table may be on screen a moment before the browser lists the codes' file.
  await expect.poll(async () => (await codeFiles()).length).toBe(1);
});

for (const route of ['/error-lookup?q=licence', '/docs/products/player/web/error-codes']) {
  test(`${route} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('main').first()).toBeVisible();
    if (route.startsWith('/error-lookup')) await expect(results(page).getByRole('article').first()).toBeVisible();
    // The shell of both pages is checked in a11y.spec.ts; here what is their own, the lookup and the
    // long table of codes (axe takes most of a minute on the whole page on a loaded machine).
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
}
