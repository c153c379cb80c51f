/**
 * Code blocks: the fenced blocks of docs are highlighted at build time, so a guide shows coloured
 * tokens without loading Prism; blocks with highlighted lines are highlighted in the browser, with
 * Prism loaded for them. Copying gives the code as written, in both cases. A block gets its buttons
 * when it comes near the screen or the reader reaches it.
 */
import type { Locator, Page } from '@playwright/test';
import { SIZED_ATTRIBUTE } from '../../src/clientModules/skipOffscreen';
import { test, expect } from './support/fixtures';

const GUIDE = '/docs/products/player/web/basic-playback';
/** Its TypeScript sample highlights lines 14-17 and 21-29 (the DRM part). */
const HIGHLIGHTED_LINES = '/docs/products/player/web/protected-playback';

/** Whether any script the page loaded holds Prism's grammars (the extra languages register as `languages.kotlin`). */
function watchPrism(page: Page): () => boolean {
  let loaded = false;
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/assets/js/')) return;
    const body = await response.text().catch(() => '');
    if (/\.languages\.kotlin\b/.test(body)) loaded = true;
  });
  return () => loaded;
}

async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Presses a block's copy button as a reader does (pointing first) and reads the clipboard once the
 * button says the write has finished ("Copied"): the write is asynchronous.
 */
async function copyOf(page: Page, block: Locator): Promise<string> {
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeAttached();
  return page.evaluate(() => navigator.clipboard.readText());
}

test('a guide shows highlighted code without loading Prism, after a reload and a client-side visit', async ({
  page,
}) => {
  const prismLoaded = watchPrism(page);
  await page.goto(GUIDE);
  await hydrated(page);
  const block = page.locator('.theme-code-block').first();
  await expect(block.locator('code')).toBeVisible();
  expect(await block.locator('[class^="flp-tk-"]').count()).toBeGreaterThan(5);
  // The tokens have the theme's colours: more than one.
  const colours = await block
    .locator('[class^="flp-tk-"]')
    .evaluateAll((tokens) => [...new Set(tokens.map((token) => getComputedStyle(token).color))]);
  expect(colours.length).toBeGreaterThan(2);

  // To another guide through the sidebar, without a page load: the blocks arrive highlighted.
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Track selection' }).click();
  await expect(page).toHaveURL(/\/track-selection$/);
  await expect(page.locator('article .theme-code-block [class^="flp-tk-"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(prismLoaded(), 'Prism was loaded for code highlighted at build time').toBe(false);
});

test('highlighted lines: Prism loads for that block, on a client-side visit and on a page load', async ({ page }) => {
  const prismLoaded = watchPrism(page);
  await page.goto(GUIDE);
  await hydrated(page);
  await page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .getByRole('link', { name: 'Protected playback' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${HIGHLIGHTED_LINES}$`));
  for (const visit of ['client-side', 'reload']) {
    if (visit === 'reload') await page.reload();
    await hydrated(page);
    const block = page.locator('.theme-code-block', { hasText: 'LICENSE_BASE' });
    await expect(block.locator('.theme-code-block-highlighted-line'), visit).toHaveCount(23);
    await expect(block.locator('.theme-code-block-highlighted-line').first()).toContainText('const headers');
    expect(await block.locator('.token.keyword').count(), visit).toBeGreaterThan(3);
  }
  await expect.poll(prismLoaded).toBe(true);
});

test('the copy button copies the code as written', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(HIGHLIGHTED_LINES);
  await hydrated(page);
  const highlightedInBrowser = page.locator('.theme-code-block', { hasText: 'src/protected.ts' });
  let copied = await copyOf(page, highlightedInBrowser);
  expect(copied).toContain("const LICENSE_BASE = 'https://api.flp.video/playback/v3/drm';");
  expect(copied).not.toContain('class="token');

  await page.goto(GUIDE);
  await hydrated(page);
  const block = page.locator('.theme-code-block').first();
  copied = await copyOf(page, block);
  // The block's lines, as shown, are the copied text's.
  const shown = (await block.locator('code').textContent()) ?? '';
  expect(shown.split('\n')[0]?.length).toBeGreaterThan(0);
  expect(copied).toBe(shown);
  expect(copied).not.toContain('class="token');
});

/** The largest API operation page (most code blocks) and a guide. */
const LONG_PAGES = ['/docs/products/cms/metadata-service/update', GUIDE];

test('a code block off screen is as high before it is rendered as after: nothing moves as it comes on screen', async ({
  page,
}) => {
  for (const path of LONG_PAGES) {
    await page.goto(path);
    await hydrated(page);
    const blocks = page.locator('article pre.flp-code-lines:visible');
    const count = await blocks.count();
    expect(count, path).toBeGreaterThan(3);
    // Heights while skipped (the browser has not rendered the lines below the fold).
    const before = await blocks.evaluateAll((pres) => pres.map((pre) => pre.getBoundingClientRect().height));
    const skipped = await blocks.evaluateAll(
      (pres) => pres.filter((pre) => !pre.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })).length,
    );
    expect(skipped, `${path}: blocks below the fold are skipped until needed`).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const block = blocks.nth(i);
      await block.scrollIntoViewIfNeeded();
      const height = await block.evaluate(
        (pre) =>
          new Promise<number>((resolve) => {
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(pre.getBoundingClientRect().height)));
          }),
      );
      expect(Math.abs(height - (before[i] ?? 0)), `${path}: block ${i + 1} of ${count}`).toBeLessThanOrEqual(1);
    }
  }
});

test('a long-lined code block below the fold gets its word-wrap button when it comes near the screen', async ({
  page,
}) => {
  await page.goto(HIGHLIGHTED_LINES);
  await hydrated(page);
  // Its lines are wider than the column; it starts about 1.7 viewports down.
  const block = page.locator('article .theme-code-block', { hasText: 'import { createPlayer' }).first();
  const wrap = block.getByRole('button', { name: /word wrap/i });
  // Its highlighted lines come with Prism, which replaces the block once loaded.
  await expect(block.locator('.theme-code-block-highlighted-line').first()).toBeAttached();
  await expect(wrap, 'not measured while far off screen').toHaveCount(0);
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  await expect(wrap).toBeVisible();
});

test('every code block whose lines scroll sideways on a phone has its word-wrap button once on screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // The largest guide and the largest API operation page: blocks whose lines the browser renders
  // only as they come near the screen (content-visibility), some still skipped when first checked.
  for (const path of ['/docs/products/player/ios/references', '/docs/products/cms/metadata-service/update']) {
    await page.goto(path);
    await hydrated(page);
    const blocks = page.locator('article .theme-code-block:visible');
    let scrolling = 0;
    for (let i = 0; i < Math.min(await blocks.count(), 8); i += 1) {
      const block = blocks.nth(i);
      await block.scrollIntoViewIfNeeded();
      // Its lines wider than its box, as laid out (a geometry query lays out skipped lines too).
      const wide = await block
        .locator('pre')
        .evaluate((pre) => (pre.firstElementChild?.getBoundingClientRect().width ?? 0) > pre.clientWidth + 1);
      const wrap = block.getByRole('button', { name: /word wrap/i });
      if (wide) await expect(wrap, `${path}: block ${i + 1}`).toBeAttached();
      else await expect(wrap, `${path}: block ${i + 1}`).toHaveCount(0);
      scrolling += Number(wide);
    }
    expect(scrolling, `${path}: blocks wider than a phone`).toBeGreaterThan(2);
  }
});

test('a long-lined code block of a tab gets its word-wrap button once its tab is chosen, each time', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/products/cms/metadata-service/update');
  await hydrated(page);
  const strip = page.locator('article [role="tablist"]', { has: page.getByRole('tab', { name: 'Swift' }) }).first();
  await strip.scrollIntoViewIfNeeded();
  const first = strip.getByRole('tab').first();
  const swift = strip.getByRole('tab', { name: 'Swift' });
  const panel = page.locator(`[id="${await swift.getAttribute('aria-controls')}"]`);
  const block = panel.locator('.theme-code-block').first();
  const wrap = block.getByRole('button', { name: /word wrap/i });
  await expect(panel).toBeHidden();
  await swift.click();
  await expect(panel).toBeVisible();
  // Its lines are wider than a phone's column.
  expect(await block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true);
  await expect(wrap).toBeAttached();
  // Chosen again after a resize while its tab was hidden, it is measured once shown: on a wide
  // screen its lines fit.
  await first.click();
  await expect(panel).toBeHidden();
  await page.setViewportSize({ width: 1400, height: 900 });
  await swift.click();
  await expect(wrap).toHaveCount(0);
  // Narrow again while shown: measured again once near the screen (the reflow may have moved it).
  await page.setViewportSize({ width: 390, height: 844 });
  await block.scrollIntoViewIfNeeded();
  await expect(wrap).toBeAttached();
  await wrap.click();
  await expect.poll(() => block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(false);
});

test('the code of a tab hidden at load and of an example closed at load is on the page, and copies once shown', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/products/cms/metadata-service/update');
  await hydrated(page);
  // A tab of the samples: its code is in the page while hidden (the browser's find, a reader without
  // scripts), and it copies as shown once its tab is chosen.
  const python = page.locator('article').getByRole('tab', { name: 'Python' }).first();
  const panel = page.locator(`[id="${await python.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeHidden();
  await expect(panel.locator('code')).toContainText('import requests');
  await python.click();
  await expect(panel).toBeVisible();
  const sample = panel.locator('.theme-code-block').first();
  const shown = (await sample.locator('code').textContent()) ?? '';
  expect(shown).toContain('import requests');
  expect(await copyOf(page, sample)).toBe(shown);
  // A response example closed at load: the same once opened.
  await page
    .locator('article details:not([open])', { has: page.locator('.theme-code-block') })
    .first()
    .evaluate((details) => details.setAttribute('data-test-example', ''));
  const example = page.locator('details[data-test-example]');
  const exampleCode = ((await example.locator('code').first().textContent()) ?? '').trim();
  expect(exampleCode.length).toBeGreaterThan(0);
  await example.locator('summary').first().click();
  await expect(example).toHaveAttribute('open', '');
  const block = example.locator('.theme-code-block').first();
  await expect(block).toBeVisible();
  expect((await copyOf(page, block)).trim()).toBe(exampleCode);
});

test('an example the reader opens before the scripts run stays open as they hydrate, and its code copies', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The page's scripts held back until the example is open: the native element opens without them.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/docs/products/cms/metadata-service/update', { waitUntil: 'commit' });
  const closed = page.locator('article details:not([open])', { has: page.locator('.theme-code-block') }).first();
  await closed.evaluate((details) => details.setAttribute('data-test-example', ''));
  const example = page.locator('details[data-test-example]');
  const exampleCode = ((await example.locator('code').first().textContent()) ?? '').trim();
  expect(exampleCode.length).toBeGreaterThan(0);
  await example.locator('summary').first().click();
  await expect(example).toHaveAttribute('open', '');
  expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).toBe('false');
  release();
  await hydrated(page);
  // Open as the reader left it, its content rendered by React: the block gets its buttons and copies.
  await expect(example).toHaveAttribute('open', '');
  const block = example.locator('.theme-code-block').first();
  await expect(block).toBeVisible();
  expect((await copyOf(page, block)).trim()).toBe(exampleCode);
  // And it closes and opens again as any other.
  await example.locator('summary').first().click();
  await expect(example).not.toHaveAttribute('open', '');
  await example.locator('summary').first().click();
  await expect(block).toBeVisible();
});

test('a code block gets its buttons when it comes near the screen, or when the reader points at or focuses it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/docs/products/cms/metadata-service/update');
  await hydrated(page);
  // Until every block away from the screen has been rendered once for its height, blocks above a
  // code block still have guessed heights, and a block scrolled to can move away as they get their
  // real ones (in a fresh-clone run the block scrolled to was off screen five seconds later).
  await expect(page.locator(`.markdown[${SIZED_ATTRIBUTE}]`)).toBeAttached({ timeout: 15_000 });
  const blocks = page.locator('article .theme-code-block:visible');
  // The page opens on its description and parameters; its first code block is further down.
  await blocks.first().evaluate((block) => block.scrollIntoView({ block: 'center' }));
  const screen = 823;
  const tops = await blocks.evaluateAll((all) => all.map((block) => block.getBoundingClientRect().top));
  const far = tops.map((top, index) => ({ top, index })).filter(({ top }) => top > 4 * screen);
  expect(far.length, 'blocks far below the screen').toBeGreaterThan(2);
  const copy = (index: number) => blocks.nth(index).getByRole('button', { name: 'Copy code to clipboard' });
  await expect(copy(0)).toBeAttached();
  for (const { index } of far) await expect(copy(index), `block ${index + 1}, far below`).toHaveCount(0);

  // Focused from the keyboard without scrolling (its code is reachable with Tab).
  const focused = far[0]!.index;
  await blocks
    .nth(focused)
    .locator('pre')
    .evaluate((pre) => pre.focus({ preventScroll: true }));
  await expect(copy(focused)).toBeAttached();
  // Pointed at (a mouse passing over it, a touch), without scrolling.
  const pointed = far[far.length - 1]!.index;
  await expect(copy(pointed)).toHaveCount(0);
  await blocks
    .nth(pointed)
    .locator('pre')
    .evaluate((pre) => pre.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
  await expect(copy(pointed)).toBeAttached();
  // Scrolled to.
  const scrolled = far[1]!.index;
  await expect(copy(scrolled)).toHaveCount(0);
  await blocks.nth(scrolled).evaluate((block) => block.scrollIntoView({ block: 'center' }));
  await expect(copy(scrolled)).toBeAttached();
});
