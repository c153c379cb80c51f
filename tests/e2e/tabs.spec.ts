/**
 * Tabs follow the WAI-ARIA tabs pattern: each tab controls its panel (`aria-controls`, and the
 * panel is labelled by its tab), only the selected tab is in the tab order, and Left, Right, Home
 * and End move the focus between the tabs and select the tab they reach.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

/** A guide whose first tab group holds the Kotlin and Java versions of a sample. */
const GUIDE = '/docs/products/player/android/basic-playback';
/** A guide with two tab groups. */
const TWO_GROUPS = '/docs/products/player/ios/setup';

/** The panel a tab names in `aria-controls`. */
async function panelOf(page: Page, tab: Locator): Promise<Locator> {
  const id = await tab.getAttribute('aria-controls');
  expect(id, 'the tab names its panel').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** The tab at `selected` is the selected one, focusable and showing its panel; the others are not. */
async function expectSelected(page: Page, tabs: Locator, selected: number): Promise<void> {
  const count = await tabs.count();
  for (let index = 0; index < count; index++) {
    const tab = tabs.nth(index);
    const isSelected = index === selected;
    await expect(tab).toHaveAttribute('aria-selected', String(isSelected));
    await expect(tab).toHaveAttribute('tabindex', isSelected ? '0' : '-1');
    const panel = await panelOf(page, tab);
    await expect(panel).toHaveAttribute('role', 'tabpanel');
    await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id')) ?? '');
    if (isSelected) await expect(panel).toBeVisible();
    else await expect(panel).toBeHidden();
  }
}

test('arrow keys, Home and End move between the tabs and select them, each showing the panel it controls', async ({
  page,
}) => {
  await page.goto(GUIDE);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  const tabs = page.locator('article').getByRole('tablist').first().getByRole('tab');
  await expect(tabs).toHaveText(['Kotlin', 'Java']);
  await expectSelected(page, tabs, 0);
  await expect(await panelOf(page, tabs.nth(0))).toContainText('class PlayerActivity : AppCompatActivity()');

  await tabs.nth(0).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expectSelected(page, tabs, 1);
  await expect(await panelOf(page, tabs.nth(1))).toContainText('public class PlayerActivity extends AppCompatActivity');

  // Past the last tab, Right goes round to the first; Left from the first to the last.
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(0)).toBeFocused();
  await expectSelected(page, tabs, 0);
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(1)).toBeFocused();
  await expectSelected(page, tabs, 1);
  await page.keyboard.press('Home');
  await expect(tabs.nth(0)).toBeFocused();
  await expectSelected(page, tabs, 0);
  await page.keyboard.press('End');
  await expect(tabs.nth(1)).toBeFocused();
  await expectSelected(page, tabs, 1);

  // Tab leaves the tab list: the other tabs are out of the tab order.
  await page.keyboard.press('Tab');
  await expect(tabs.nth(0)).not.toBeFocused();
  await expect(tabs.nth(1)).not.toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(tabs.nth(1)).toBeFocused();
});

test('tab ids are unique on a page with several tab groups', async ({ page }) => {
  await page.goto(TWO_GROUPS);
  await expect(page.locator('article').getByRole('tablist')).toHaveCount(2);
  const ids = await page
    .locator('[role="tab"], [role="tabpanel"]')
    .evaluateAll((elements) => elements.map((element) => element.id));
  expect(ids.length).toBeGreaterThan(2);
  expect(ids.every((id) => id.length > 0)).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
});

test('tab ids are the same in the built page as when the browser renders the page itself', async ({ page }) => {
  const ids = () =>
    page
      .locator('article')
      .locator('[role="tab"], [role="tabpanel"]')
      .evaluateAll((elements) =>
        elements.map((e) => `${e.id} ${e.getAttribute('aria-controls') ?? e.getAttribute('aria-labelledby')}`),
      );
  await page.goto(TWO_GROUPS);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  const built = await ids();
  expect(built.length).toBeGreaterThan(2);
  // Away and back through the router (moved as a link moves it; clicks are the shell tests'):
  // React renders the page in the browser, ids included.
  const next = await page.locator('a.pagination-nav__link--next').getAttribute('href');
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, next!);
  await expect(page.locator('article').getByRole('tablist')).not.toHaveCount(2);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${next}$`));
  await page.goBack();
  await expect(page.locator('article').getByRole('tablist')).toHaveCount(2);
  expect(await ids()).toEqual(built);
});

test('on a phone the eleven-language strip fades where more tabs follow and scrolls to the chosen one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const api = '/docs/products/cms/metadata-service/update';
  const fades = (strip: Locator) =>
    strip.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        start: parseFloat(style.getPropertyValue('--flp-fade-start')),
        end: parseFloat(style.getPropertyValue('--flp-fade-end')),
      };
    });

  await page.goto(api);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  const strip = page.locator('article [role="tablist"]', { has: page.getByRole('tab', { name: 'Swift' }) }).first();
  // On screen (off it, the page's blocks skip their layout; the frame after the scroll renders it).
  await strip.scrollIntoViewIfNeeded();
  await expect.poll(() => strip.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  // At its start: no fade on the left, a fade on the right, where more languages follow.
  expect((await fades(strip)).start).toBe(0);
  expect((await fades(strip)).end).toBeGreaterThan(20);

  // The last language, chosen by the address: the strip shows it, inside its box.
  await page.goto(`${api}?language=swift`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  const swift = strip.getByRole('tab', { name: 'Swift' });
  await expect(swift).toHaveAttribute('aria-selected', 'true');
  await strip.scrollIntoViewIfNeeded();
  await expect
    .poll(async () => {
      const [outer, inner] = await Promise.all([strip.boundingBox(), swift.boundingBox()]);
      return outer && inner ? inner.x + inner.width <= outer.x + outer.width + 1 : false;
    })
    .toBe(true);
  await expect.poll(async () => (await fades(strip)).end).toBe(0);
  expect((await fades(strip)).start).toBeGreaterThan(20);

  // A strip that fits its column has no fade.
  await page.setViewportSize({ width: 1280, height: 900 });
  const guide = page.locator('article [role="tablist"]').first();
  await page.goto(GUIDE);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await guide.scrollIntoViewIfNeeded();
  await expect.poll(() => guide.evaluate((element) => element.clientWidth)).toBeGreaterThan(300);
  expect(await guide.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
  expect(await fades(guide)).toEqual({ start: 0, end: 0 });
});

test('a language chosen in the lower of two language groups stays under the pointer while the group above follows', async ({
  page,
}) => {
  // A guide with two `code-language` groups 900 px apart; curl's sample is the shortest in both.
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.goto('/docs/api/doc1');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const lists = page.locator('article [role="tablist"][data-flp-group="code-language"]');
  await expect(lists).toHaveCount(2);
  const [upper, lower] = [lists.nth(0), lists.nth(1)];
  // Both groups on screen, the upper one at the top, so that its panel's height counts above the lower one.
  await upper.evaluate((list) => list.scrollIntoView({ block: 'start' }));
  const tab = (list: Locator, name: string): Locator => list.getByRole('tab', { name, exact: true });
  await expect(tab(lower, 'TypeScript')).toBeInViewport();
  const height = async (list: Locator, name: string): Promise<number> =>
    (await (await panelOf(page, tab(list, name))).boundingBox())?.height ?? Number.NaN;
  const top = async (locator: Locator): Promise<number> => (await locator.boundingBox())?.y ?? Number.NaN;
  const frames = (): Promise<unknown> =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const upperBefore = await height(upper, 'curl');
  const lowerTop = await top(tab(lower, 'TypeScript'));
  await tab(lower, 'TypeScript').click();
  await expect(tab(upper, 'TypeScript')).toHaveAttribute('aria-selected', 'true');
  await frames();
  // The check means something only if the group above changed height.
  expect((await height(upper, 'TypeScript')) - upperBefore).toBeGreaterThan(100);
  expect(Math.abs((await top(tab(lower, 'TypeScript'))) - lowerTop)).toBeLessThanOrEqual(1);
  // A choice in the upper group leaves it where it is too (nothing above it changes).
  await tab(upper, 'curl').scrollIntoViewIfNeeded();
  await frames();
  const upperTop = await top(tab(upper, 'curl'));
  await tab(upper, 'curl').click();
  await expect(tab(lower, 'curl')).toHaveAttribute('aria-selected', 'true');
  await frames();
  expect(Math.abs((await top(tab(upper, 'curl'))) - upperTop)).toBeLessThanOrEqual(1);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a tap on a tab or on an example summary selects it and puts no caret in its label', async ({ page }) => {
    await page.goto('/docs/products/cms/metadata-service/update');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const caret = (): Promise<string> => page.evaluate(() => document.getSelection()?.type ?? 'None');
    const tab = page.locator('article [role="tablist"]').first().getByRole('tab').nth(1);
    await tab.tap();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await caret(), 'a tab is a control: no caret in its label').toBe('None');
    const summary = page.locator('article details > summary').first();
    await summary.tap();
    await expect(summary.locator('xpath=..')).toHaveAttribute('open', '');
    expect(await caret(), 'a summary is a control: no caret in its label').toBe('None');
  });
});
