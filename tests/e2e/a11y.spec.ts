import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './support/fixtures';

const PAGES = {
  home: '/',
  'docs page': '/docs/products/player/ios/overview',
  'tag page': '/docs/tags/apidocsmedia-3',
  'landing page': '/E2EVideo',
  'API operation page': '/docs/products/cms/metadata-service/get_episodes',
  'API schema page': '/docs/products/edge/data-model/live/live-channel',
};

for (const [name, route] of Object.entries(PAGES)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${name} has no serious or critical accessibility violation (${theme})`, async ({ page }) => {
      await page.goto(route);
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(serious).toEqual([]);
    });
  }
}
