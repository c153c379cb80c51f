import { test, expect } from './support/fixtures';
import type { Locator, Page } from '@playwright/test';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('the hamburger opens the main menu with collapsible dropdowns', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const menu = page.locator('.navbar-sidebar');
  await expect(menu).toBeVisible();
  const sdks = menu.locator('.menu__list-item', { hasText: 'SDKs' }).first();
  await expect(sdks).toHaveClass(/menu__list-item--collapsed/);
  await sdks.getByRole('button', { name: 'SDKs' }).click();
  await expect(sdks).not.toHaveClass(/menu__list-item--collapsed/);
  await expect(sdks.getByRole('link', { name: 'Roku' })).toBeVisible();
});

/** Opens the menu on a docs page; it shows the page's sidebar with the page marked. */
async function openDocsMenu(page: Page): Promise<Locator> {
  await page.goto('/docs/products/player/web/basic-playback');
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const menu = page.locator('.navbar-sidebar');
  await expect(
    menu.locator('a.menu__link--active[href="/docs/products/player/web/basic-playback"]').first(),
  ).toBeVisible();
  return menu;
}

test('on a docs page the menu shows the sidebar with "Back to main menu"', async ({ page }) => {
  const menu = await openDocsMenu(page);
  await menu.getByRole('button', { name: /Back to main menu/ }).click();
  await expect(menu.locator('.menu__list-item', { hasText: 'Resources' }).first()).toBeVisible();
});

test('the dropdown of the current page opens by itself', async ({ page }) => {
  await page.goto('/docs/products/player/roku/overview');
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const menu = page.locator('.navbar-sidebar');
  await menu.getByRole('button', { name: /Back to main menu/ }).click();
  const sdks = menu.locator('.menu__list-item', { hasText: 'SDKs' }).first();
  await expect(sdks).not.toHaveClass(/menu__list-item--collapsed/);
});

test('the menu is built when first opened, and closes after following a link', async ({ page }) => {
  await page.goto('/docs/products/player/web/basic-playback');
  const menu = page.locator('.navbar-sidebar');
  // Not opened yet: the container is there, its menus are not (the header's sign-in row is).
  await expect(menu).toHaveCount(1);
  await expect(menu.locator('.navbar-sidebar__items .menu__link')).toHaveCount(0);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const link = menu.getByRole('link', { name: 'Error codes' }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/docs\/products\/player\/web\/error-codes$/);
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  // Opened again, it shows the new page as current.
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(
    menu.locator('a.menu__link--active[href="/docs/products/player/web/error-codes"]').first(),
  ).toBeVisible();
});

test('Escape closes the menu and gives the focus back to its button', async ({ page }) => {
  await page.goto('/docs/products/player/web/basic-playback');
  const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
  await toggle.click();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test('on a docs page the menu offers "Sign in" without going back to the main menu', async ({ page }) => {
  const menu = await openDocsMenu(page);
  const account = menu.getByRole('navigation', { name: 'Account' });
  // The button shows once the silent sign-in check has answered.
  await expect(account.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  // The main menu lists it once, in the same place.
  await menu.getByRole('button', { name: /Back to main menu/ }).click();
  await expect(menu.getByRole('button', { name: 'Sign in' })).toHaveCount(1);
});

/** How the first body row of a table is displayed: `table-row` in a table, `block` in cards. */
function firstRowDisplay(table: Locator): Promise<string> {
  return table
    .locator('tbody tr')
    .first()
    .evaluate((row) => getComputedStyle(row).display);
}

test('a table of three columns or more reads as cards on a phone, a two-column table stays a table', async ({
  page,
}) => {
  // The largest guide: its first table (product, import, platforms, contents) scrolled sideways on
  // a phone, and the columns beyond the screen made its rows 150 to 500 px tall, blank on screen.
  await page.goto('/docs/products/player/ios/references');
  const cards = page.locator('table.flp-table-cards').first();
  await cards.evaluate((table) => table.scrollIntoView({ block: 'start' }));
  const layout = await cards.evaluate((table) => {
    const rows = Array.from(table.querySelectorAll('tbody tr'));
    return {
      sideways: table.scrollWidth - table.clientWidth,
      width: table.clientWidth,
      rows: rows.map((row) => ({
        height: row.getBoundingClientRect().height,
        cells: Array.from(row.querySelectorAll('td')).map((cell) => ({
          width: cell.getBoundingClientRect().width,
          label: getComputedStyle(cell, '::before').content,
        })),
      })),
    };
  });
  expect(layout.sideways).toBeLessThanOrEqual(1);
  expect(layout.rows).toHaveLength(4);
  for (const row of layout.rows) {
    // A card: each cell the card's full width (less its padding), a line or a few, not a column.
    for (const cell of row.cells) expect(cell.width).toBeGreaterThan(layout.width * 0.85);
    expect(row.height).toBeLessThan(300);
    // The first cell is the title; the others follow their column's name, hidden from screen
    // readers (they read the column header).
    expect(row.cells.map((cell) => cell.label)).toEqual([
      'none',
      '"import: " / ""',
      '"platforms: " / ""',
      '"contents: " / ""',
    ]);
  }
  // The column names are still the table's, for screen readers, and not on screen.
  await expect(cards.getByRole('columnheader', { name: 'platforms' })).toHaveCount(1);
  expect(await cards.locator('thead').evaluate((head) => head.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
  await expect(cards.getByText('FLPPlayerConviva', { exact: true })).toBeInViewport();

  // A two-column table (member, notes) fits a phone as a table.
  const members = page.getByRole('table', { name: 'Player: member, notes' });
  await expect(members).not.toHaveClass(/flp-table-cards/);
  expect(await firstRowDisplay(members)).toBe('table-row');

  // On a desktop the cards are a table again.
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await firstRowDisplay(cards)).toBe('table-row');
  await expect(cards.locator('thead th').first()).toBeVisible();
});

test('an error code reads as a card on a phone: its meaning and what to do, nothing sideways', async ({ page }) => {
  // As a table, the meaning was cut at the screen's edge and "What to do" was out of sight.
  await page.goto('/docs/products/player/web/error-codes#E-3004');
  const row = page.locator('tr[id="E-3004"]');
  await expect(row).toBeInViewport();
  const layout = await row.evaluate((tr) => {
    const scroller = tr.closest('table')!.parentElement!;
    return {
      sideways: scroller.scrollWidth - scroller.clientWidth,
      width: scroller.clientWidth,
      display: getComputedStyle(tr).display,
      cells: Array.from(tr.querySelectorAll('td')).map((cell) => ({
        width: cell.getBoundingClientRect().width,
        label: getComputedStyle(cell, '::before').content,
      })),
    };
  });
  expect(layout.display).toBe('block');
  expect(layout.sideways).toBeLessThanOrEqual(1);
  for (const cell of layout.cells) expect(cell.width).toBeGreaterThan(layout.width * 0.85);
  expect(layout.cells.map((cell) => cell.label)).toEqual(['none', 'none', '"What to do: " / ""']);
  // The column names stay the table's, for screen readers.
  await expect(row.locator('xpath=ancestor::table').getByRole('columnheader', { name: 'What to do' })).toHaveCount(1);

  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe('table-row');
});

test.describe('API reference tables', () => {
  // The webhook headers (an unbreakable example signature `t=…,v1=…`) and the data model's fields
  // (patterns, URLs, nested field names) were wider than their column.
  for (const path of [
    '/docs/products/cms/storefront/webhooks/storefront-published',
    '/docs/products/edge/data-model/vod/series',
  ]) {
    test(`fit their column at 1366 px and on a 390 px phone: ${path}`, async ({ page }) => {
      await page.goto(path);
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const layout = await page.evaluate(() => {
          const column = document.querySelector('.markdown')!.getBoundingClientRect();
          const tables = Array.from(document.querySelectorAll<HTMLElement>('.markdown table'));
          return {
            page: document.documentElement.scrollWidth,
            column: column.width,
            tables: tables.map((table) => ({
              width: table.getBoundingClientRect().width,
              // The scroll box of the table (ApiTable) and the table itself scroll nothing sideways.
              sideways: Math.max(
                table.scrollWidth - table.clientWidth,
                table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
              ),
            })),
            // A cell whose content is cut: wider than the cell, or reaching past the column.
            cut: Array.from(document.querySelectorAll<HTMLElement>('.markdown table td'))
              .filter(
                (cell) =>
                  cell.scrollWidth > cell.clientWidth + 1 || cell.getBoundingClientRect().right > column.right + 1,
              )
              .map((cell) => (cell.textContent ?? '').slice(0, 60)),
          };
        });
        expect(layout.tables.length, `${width} px`).toBeGreaterThan(0);
        expect(layout.page, `${width} px`).toBeLessThanOrEqual(width);
        for (const table of layout.tables) {
          expect(table.width, `${width} px`).toBeLessThanOrEqual(layout.column + 1);
          expect(table.sideways, `${width} px`).toBeLessThanOrEqual(1);
        }
        expect(layout.cut, `${width} px`).toEqual([]);
      }
    });
  }
});

test('headings break after the dots of a name and never inside an error code', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // "storefront.published" did not fit a phone's line and broke as "storefront.publishe" / "d".
  await page.goto('/docs/products/cms/storefront/webhooks/storefront-published');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('storefront.published');
  /** The text nodes of an element that span more than one line: a word broken where the line ended. */
  const splitWords = (locator: Locator) =>
    locator.evaluate((element) => {
      const split: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').split(/(\s+)/)) {
          if (!word.trim()) continue;
          const start = (node.textContent ?? '').indexOf(word);
          const range = document.createRange();
          range.setStart(node, start);
          range.setEnd(node, start + word.length);
          const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
          if (tops.size > 1) split.push(word);
        }
      }
      return split;
    });
  expect(await title.evaluate((h) => h.getBoundingClientRect().height)).toBeGreaterThan(50); // two lines
  expect(await splitWords(title)).toEqual([]);

  // An error code in a heading is one word, here at the narrowest phone.
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/docs/products/player/web/known-issues');
  const codes = page.locator('.markdown h3 .flp-nowrap');
  expect(await codes.count()).toBeGreaterThan(0);
  for (const code of await codes.all()) expect(await splitWords(code)).toEqual([]);
});
