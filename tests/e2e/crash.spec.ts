import { test, expect } from './support/fixtures';

const MARKER = 'One player concept on every screen';

test.use({ expectedErrors: [/Injected render failure/] });

test('a page that throws while rendering shows the crash page', async ({ page }) => {
  // Make the home page's component throw where it renders one of its texts:
  // the chunk holding that text is rewritten on its way to the browser.
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes(MARKER)) return route.fulfill({ response });
    const broken = body.replace(
      /"One player concept on every screen[^"]*"/,
      '(()=>{throw new Error("Injected render failure")})()',
    );
    expect(broken).not.toBe(body);
    return route.fulfill({ response, body: broken });
  });
  // A crashed page never finishes hydrating: do not wait for it (see support/fixtures.ts).
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: 'This page crashed' })).toBeVisible();
  await expect(page.getByText('Injected render failure').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page).toHaveTitle('Page Error');
  // Links still prefetch their chunks in idle time: stop rewriting them before the page closes.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test.describe('a fragment with a malformed escape', () => {
  test.use({ expectedErrors: [] });
  for (const fragment of ['%E0', '%E0%A4%A']) {
    test(`set on a loaded page (#${fragment}) does not crash it`, async ({ page }) => {
      // A fresh load with such a fragment was fine; a change of the fragment on a loaded page crashed
      // it ("URI malformed": the scroll after navigation decoded the fragment).
      await page.goto('/docs/products/player/web/basic-playback');
      const title = page.getByRole('heading', { level: 1 });
      const text = await title.textContent();
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, fragment);
      await expect(page).toHaveURL(new RegExp(`#${fragment}$`));
      await expect(title).toHaveText(text ?? '');
      await expect(page.getByRole('heading', { name: 'This page crashed' })).toHaveCount(0);
      // The page is alive and the router still follows the address: a heading's fragment scrolls to it.
      const second = page.locator('.markdown h2[id]').nth(1);
      const id = await second.getAttribute('id');
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, id ?? '');
      await expect(second).toBeInViewport();
    });
  }
});
