import { inBothColourModes, seriousViolations } from './support/axe';
import { test, expect } from './support/fixtures';

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
