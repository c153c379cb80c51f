/**
 * The type scale of src/css/custom.css on a phone (the width Lighthouse's mobile runs load): every
 * piece of text on screen or below it is set in one of the scale's families, sizes and weights.
 * Each other size or weight is one more font the browser looks up and prepares before its first
 * layout. Every page type of perf/budgets.ts is held to it, with the largest guide and API
 * operation page; on a desktop, the navbar's links and the table of contents still set text in
 * sizes and weights of their own, as do the error lookup's entries once a code is looked up.
 */
import { BUDGETS } from '../../perf/budgets';
import { test, expect } from './support/fixtures';

/** Family (the first of its list), size and weight of each kind of text the scale allows. */
const SCALE = new Set([
  ...['14px', '16px', '20px', '24px', '32px'].flatMap((size) => [`system-ui ${size} 400`, `system-ui ${size} 700`]),
  // Code at 95 % of the text it sits in (Infima's --ifm-code-font-size): running text and tables.
  'Menlo 15.2px 400',
  'Menlo 13.3px 400',
]);

const routes = [
  ...BUDGETS.pageTypes.map((type) => type.route),
  // The largest guide and API operation page (the Lighthouse bench's heaviest pages).
  '/docs/products/player/ios/references',
  '/docs/products/cms/metadata-service/update',
];

test.use({ viewport: { width: 412, height: 823 } });

for (const route of routes) {
  test(`${route}: every text is set in the type scale`, async ({ page }) => {
    await page.goto(route);
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    const outside = await page.evaluate(
      (scale) => {
        const allowed = new Set(scale);
        const found = new Map<string, string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement;
          if (!element || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          // Rendered text only: hidden panels, closed menus and skipped blocks set nothing yet.
          if (range.getClientRects().length === 0) continue;
          const style = getComputedStyle(element);
          const key = `${style.fontFamily.split(',')[0]?.trim()} ${style.fontSize} ${style.fontWeight}`;
          if (!allowed.has(key) && !found.has(key))
            found.set(key, `${element.tagName.toLowerCase()} "${node.textContent.trim().slice(0, 30)}"`);
        }
        return [...found].map(([key, example]) => `${key} (${example})`);
      },
      [...SCALE],
    );
    expect(outside, 'text outside the type scale').toEqual([]);
  });
}
