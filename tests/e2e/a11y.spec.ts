import { AWAY_ATTRIBUTE, RENDER_ATTRIBUTE, SIZED_ATTRIBUTE } from '../../src/clientModules/skipOffscreen';
import { accessibilityViolations, inBothColourModes, seriousViolations } from './support/axe';
import { test, expect } from './support/fixtures';
import { LONG_PAGES } from './support/long-pages';

const PAGES = {
  home: '/',
  'docs page': '/docs/products/player/ios/overview',
  'guide with code tabs': '/docs/products/player/android/basic-playback',
  'tag page': '/docs/tags/apidocsmedia-3',
  'landing page': '/E2EVideo',
  'API operation page': '/docs/products/cms/metadata-service/get_episodes',
  'API schema page': '/docs/products/edge/data-model/live/live-channel',
};

for (const [name, route] of Object.entries(PAGES)) {
  test(`${name} has no serious or critical accessibility violation, in light and dark mode`, async ({ page }) => {
    await inBothColourModes(page, route, async (mode) => {
      expect(await seriousViolations(page), mode).toEqual([]);
    });
  });
}

/*
 * A checker that runs as soon as the load is quiet (Lighthouse does) meets a long page's blocks below
 * the first screen as the load left them: never rendered, as high as a guess, their contents laid out
 * past them for anyone who asks. The reader here keeps typing, which holds the sizing pass off
 * (src/clientModules/skipOffscreen.ts), so the check sees that state throughout.
 */
const DEVICES = {
  phone: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false },
} as const;

for (const [device, options] of Object.entries(DEVICES)) {
  test.describe(`on a ${device}`, () => {
    test.use(options);
    for (const route of LONG_PAGES) {
      test(`${route} has no serious or critical accessibility violation before its blocks are sized, in light and dark mode`, async ({
        page,
      }) => {
        await page.addInitScript(() => {
          setInterval(() => window.dispatchEvent(new KeyboardEvent('keydown')), 200);
        });
        await inBothColourModes(page, route, async (mode) => {
          expect(await accessibilityViolations(page, { asIs: true }), mode).toEqual([]);
          // The state checked: skipped blocks whose contents, laid out when asked (as axe asks), run
          // past their guessed height. Asked after axe: asking first changed what axe found.
          const overflowing = await page.locator('.markdown > *').evaluateAll(
            (blocks) =>
              blocks.filter((block) => {
                const all = block.getElementsByTagName('*');
                const last = all[all.length - 1];
                return (
                  last !== undefined && last.getBoundingClientRect().bottom > block.getBoundingClientRect().bottom + 1
                );
              }).length,
          );
          expect(overflowing, mode).toBeGreaterThan(0);
          // Still that state when the check ended.
          expect(
            await page.locator(`[${RENDER_ATTRIBUTE}], [${AWAY_ATTRIBUTE}], .markdown[${SIZED_ATTRIBUTE}]`).count(),
            mode,
          ).toBe(0);
        });
      });
    }
  });
}

test('a table that scrolls shows its focus ring inside the block that clips it', async ({ page }) => {
  const routes = [LONG_PAGES[1]!, LONG_PAGES[0]!, '/docs/products/player/features'];
  let checked = 0;
  for (const route of routes) {
    await page.goto(route);
    // A key first: focus that follows the keyboard shows its ring (`:focus-visible`).
    await page.keyboard.press('Shift');
    const stops = page.locator('.flp-table :is(table, [role="region"])[tabindex]');
    expect(await stops.count(), route).toBeGreaterThan(0);
    for (const stop of await stops.all()) {
      await stop.focus();
      const ring = await stop.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          focusVisible: element.matches(':focus-visible'),
          shown: style.outlineStyle !== 'none',
          inside: parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) <= 0,
        };
      });
      expect(ring, route).toEqual({ focusVisible: true, shown: true, inside: true });
      checked += 1;
    }
  }
  expect(checked).toBeGreaterThan(10);
});
