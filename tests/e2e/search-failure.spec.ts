/**
 * A search that cannot run is reported as a failure with a way to try again, never as "No results
 * found." (plugins/search/theme/SearchBar/useSearch.ts). Here the search client cannot load: the
 * site's scripts are blocked after the page has started, as when a deploy replaced them.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { openSignedIn } from './support/sign-in';

// The failure is logged (that is part of reporting it), and so are the blocked scripts. One pattern:
// an option given as an array of two would be read by Playwright as a value and its options.
test.use({ expectedErrors: [/^search: the query failed|Failed to load resource/] });

function box(page: Page) {
  return page.locator('nav.navbar').getByRole('combobox', { name: 'Search...' });
}

test('a search whose code cannot load says it failed, and trying again finds the results', async ({ page }) => {
  await openSignedIn(page, '/docs/products/player/web/overview');
  // The page's diagram fetches its layout code after the page starts; blocking the scripts before it
  // has drawn would fail the diagram, which is not what this test is about.
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
  const scripts = '**/assets/js/**';
  await page.route(scripts, (route) => route.abort());

  await box(page).fill('widevine license');
  const panel = page.locator('nav.navbar [data-status]');
  await expect(panel.getByRole('alert')).toHaveText('The search failed. Try again');
  await expect(panel).toHaveAttribute('data-status', 'failed');
  await expect(panel.getByText('No results found.')).toHaveCount(0);

  await page.unroute(scripts);
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(panel.getByRole('option').first()).toContainText('Widevine');
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(box(page)).toBeFocused();
});
