import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { openSignedIn } from './support/sign-in';
import { storeColourMode } from './support/theme';

/**
 * The navbar fits every width from 320 to 1440 px, signed out, as demo (one tenant) and as admin
 * (two tenants, so the tenant picker shows), in both colour modes: no two visible items overlap,
 * the brand is never cut, each dropdown's arrow stays on its label's line, and nothing leaves the
 * viewport or the navbar's row. A signed-in load does not shift the layout when the signed-in
 * items appear. One page per reader and mode, resized through the widths.
 */

const PATH = '/docs/support/s1';
/** The narrowest desktop: below, the navbar collapses to the phone menu (Infima, the product specification). */
const DESKTOP_MIN = 997;
const WIDTHS = [
  ...new Set([...Array.from({ length: 18 }, (_, i) => 320 + 64 * i), 390, 996, 997, 1024, 1366, 1440]),
].sort((a, b) => a - b);

type Reader = 'signed out' | 'demo' | 'admin';
type Mode = 'light' | 'dark';

interface Measured {
  problems: string[];
  desktopMenus: boolean;
}

/** What does not fit in the navbar as it is laid out now, measured in the page. */
function measure(): Measured {
  const problems: string[] = [];
  const inner = document.querySelector('.navbar__inner');
  if (!inner) return { problems: ['no navbar'], desktopMenus: false };
  const name = (element: Element): string => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24);
    const label = element.getAttribute('aria-label') ?? element.getAttribute('title') ?? '';
    const cls = Array.from(element.classList)
      .map((c) => c.replace(/_[A-Za-z0-9-]{5}$/, ''))
      .slice(0, 2)
      .join('.');
    return `<${element.tagName.toLowerCase()}.${cls}> "${text || label}"`;
  };
  const visible = (element: Element): boolean => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  // The navbar's items: the brand's logo and title, each item of both groups.
  const items: Element[] = [];
  for (const group of Array.from(inner.querySelectorAll(':scope > .navbar__items'))) {
    for (const child of Array.from(group.children)) {
      if (child.matches('.navbar__brand')) items.push(...Array.from(child.children));
      else items.push(child);
    }
  }
  const shown = items.filter(visible);
  const rects = shown.map((element) => element.getBoundingClientRect());
  const bar = inner.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  for (let i = 0; i < shown.length; i += 1) {
    const a = rects[i]!;
    if (a.left < -0.5 || a.right > width + 0.5)
      problems.push(`${name(shown[i]!)} leaves the viewport (${Math.round(a.left)}–${Math.round(a.right)})`);
    if (a.top < bar.top - 0.5 || a.bottom > bar.bottom + 0.5)
      problems.push(`${name(shown[i]!)} leaves the navbar's row`);
    for (let j = i + 1; j < shown.length; j += 1) {
      const b = rects[j]!;
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 0.5 && y > 0.5) problems.push(`${name(shown[i]!)} overlaps ${name(shown[j]!)} by ${Math.round(x)} px`);
    }
  }
  // The brand's text, where it shows, is whole: not cut by its own box or the brand's.
  const title = inner.querySelector<HTMLElement>('.navbar__title');
  if (title && visible(title)) {
    const t = title.getBoundingClientRect();
    const brand = title.closest('.navbar__brand')!.getBoundingClientRect();
    if (title.scrollWidth > title.clientWidth)
      problems.push(`the brand "${title.textContent}" is cut (${title.clientWidth} of ${title.scrollWidth} px)`);
    if (t.left < brand.left - 0.5 || t.right > brand.right + 0.5)
      problems.push(`the brand "${title.textContent}" sticks out of its link`);
  }
  // A dropdown's arrow (its ::after, drawn by its top border) is there, on its label's line: the
  // link's content is one line high (a line of the label's text or of the arrow, the taller).
  for (const link of Array.from(inner.querySelectorAll<HTMLElement>('.dropdown > .navbar__link'))) {
    if (!visible(link)) continue;
    const style = getComputedStyle(link);
    const arrow = getComputedStyle(link, '::after');
    if (!(parseFloat(arrow.borderTopWidth) > 0)) problems.push(`${name(link)}: no arrow`);
    const line = Math.max(parseFloat(style.lineHeight), parseFloat(arrow.lineHeight));
    const content = link.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    if (content > 1.5 * line) problems.push(`${name(link)}: its arrow wraps under the label`);
  }
  if (document.documentElement.scrollWidth > width)
    problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
  const menus = Array.from(inner.querySelectorAll('.dropdown > .navbar__link')).find(
    (link) => link.textContent === 'SDKs',
  );
  return { problems, desktopMenus: !!menus && visible(menus) };
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

async function open(page: Page, reader: Reader, mode: Mode): Promise<void> {
  if (mode === 'dark') await storeColourMode(page, 'dark');
  if (reader === 'signed out') {
    await page.goto(PATH);
    await expect(page.locator('nav.navbar').getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  } else {
    await openSignedIn(page, PATH, reader);
    if (reader === 'admin') await expect(page.locator('nav.navbar').getByLabel('Tenant')).toBeVisible();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

for (const reader of ['signed out', 'demo', 'admin'] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test(`the navbar fits from 320 to 1440 px, ${reader}, ${mode}`, async ({ page }) => {
      test.setTimeout(90_000);
      await open(page, reader, mode);
      const failures: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await settle(page);
        const { problems, desktopMenus } = await page.evaluate(measure);
        failures.push(...problems.map((problem) => `${width} px: ${problem}`));
        // The menus are in the navbar on desktops (wider than 996 px), in the phone menu below.
        if (desktopMenus !== width > DESKTOP_MIN - 1)
          failures.push(`${width} px: the menus are ${desktopMenus ? 'in the navbar' : 'hidden'}`);
        if (reader === 'admin' && [390, 1024, 1366].includes(width)) {
          await page.screenshot({
            path: test.info().outputPath(`navbar-${width}-${mode}.png`),
            clip: { x: 0, y: 0, width, height: 120 },
          });
        }
      }
      expect(failures).toEqual([]);
    });
  }
}

/** The layout shifts of the page's load, summed, with the elements that moved (installed before the page's scripts). */
function observeShifts(): void {
  const shifts = { total: 0, sources: [] as string[] };
  (window as unknown as { flpShifts: typeof shifts }).flpShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      shifts.total += entry.value;
      for (const source of entry.sources ?? []) {
        const node = source.node;
        shifts.sources.push(
          node instanceof Element
            ? `<${node.tagName.toLowerCase()} class="${node.className}">`
            : String(node?.nodeName),
        );
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

for (const reader of ['demo', 'admin'] as const) {
  test(`a signed-in load does not shift the layout, ${reader}`, async ({ page }) => {
    await page.addInitScript(observeShifts);
    // Signs in (or reuses this worker's session), then measures loads that sign in silently.
    await openSignedIn(page, PATH, reader);
    const navbar = page.locator('nav.navbar');
    for (const width of [1024, 1366, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.reload();
      // All of the signed-in state is there: the search box (its icon on phones), the tenant picker.
      const search =
        width >= DESKTOP_MIN
          ? navbar.getByRole('combobox', { name: 'Search...' })
          : navbar.getByRole('button', { name: 'Search...' });
      await expect(search).toBeVisible({ timeout: 20_000 });
      if (width >= DESKTOP_MIN) await expect(navbar.getByRole('button', { name: 'Sign out' })).toBeVisible();
      if (reader === 'admin' && width >= DESKTOP_MIN) await expect(navbar.getByLabel('Tenant')).toBeVisible();
      await settle(page);
      const shifts = await page.evaluate(
        () => (window as unknown as { flpShifts: { total: number; sources: string[] } }).flpShifts,
      );
      expect(shifts.total, `${width} px: layout shift of a signed-in load (${shifts.sources.join(', ')})`).toBeLessThan(
        0.01,
      );
    }
  });
}

test('"Sign in" is set at the size of the navbar’s links, and of the phone menu’s links', async ({ page }) => {
  // A button's text takes the browser's size for controls (13.33 px in Chromium) unless told.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PATH);
  const signIn = page.locator('nav.navbar').getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeVisible({ timeout: 20_000 });
  const size = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).fontSize);
  expect(await signIn.evaluate((element) => getComputedStyle(element).fontSize)).toBe(
    await size('.navbar__items:not(.navbar__items--right) .navbar__link'),
  );
  await page.setViewportSize({ width: 390, height: 800 });
  await page.locator('button.navbar__toggle').click();
  const menuSignIn = page.locator('.navbar-sidebar').getByRole('button', { name: 'Sign in' });
  await expect(menuSignIn).toBeVisible();
  expect(await menuSignIn.evaluate((element) => getComputedStyle(element).fontSize)).toBe(
    await size('.navbar-sidebar .menu__list .menu__link:not(button)'),
  );
});
