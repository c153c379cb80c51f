/**
 * Long pages skip what is out of view (src/css/custom.css, src/clientModules/skipOffscreen.ts): the
 * content's top-level blocks away from the screen are not rendered until they come near, below the
 * first screen from the load on, the first blocks once marked after the first paint, and each is
 * rendered once in idle time so that the page gets its exact height. The reader must not see it:
 * nothing on screen moves or vanishes, on the load or while reading down the page, a block comes on
 * screen rendered, the page ends with the geometry of the whole page, and a link to a heading far
 * down lands on it and stays.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import {
  AWAY_ATTRIBUTE,
  FIRST_PASS_DELAY_MS,
  INPUT_PAUSE_MS,
  RENDER_ATTRIBUTE,
  SIZED_ATTRIBUTE,
  SKIPPING_BLOCKS,
} from '../../src/clientModules/skipOffscreen';
import { HELD_ATTRIBUTE, HOLDING_ATTRIBUTE } from '../../src/lib/restyleOnScreenFirst';
import { FIRST_TABLE_END_ID } from '../../plugins/accessible-tables/rehype';
import { MIN_REST_MS } from '../../src/lib/sizeOffscreen';
import { test, expect } from './support/fixtures';
import { LONG_PAGES } from './support/long-pages';

/** How long the first table's test holds the rest of the page's HTML back, after the table's first row. */
const TABLE_PAUSE_MS = 1_500;

/** Waits until the blocks away from the screen are marked and have been rendered once. */
async function allMarked(page: Page): Promise<void> {
  await expect(page.locator(`.markdown[${SIZED_ATTRIBUTE}]`)).toBeAttached({ timeout: 15_000 });
}

/** Opens `path` and waits until its blocks away from the screen are marked. */
async function openMarked(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await allMarked(page);
}

interface Geometry {
  height: number;
  headings: number[];
}

/** The page's height and where its headings are. */
function geometry(page: Page): Promise<Geometry> {
  return page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    headings: Array.from(document.querySelectorAll('.markdown h2, .markdown h3')).map((h) =>
      Math.round(h.getBoundingClientRect().top + window.scrollY),
    ),
  }));
}

/** Every block rendered, as without skipping. */
async function renderAll(page: Page): Promise<void> {
  await page.addStyleTag({ content: '.markdown > *, pre.flp-code-lines { content-visibility: visible !important; }' });
  await frames(page);
}

/** How many blocks have contents the browser skips rendering (out of view). */
function skippedBlocks(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Array.from(document.querySelectorAll('.markdown > *')).filter((block) => {
        const inner = block.firstElementChild;
        return inner !== null && !inner.checkVisibility({ contentVisibilityAuto: true });
      }).length,
  );
}

const frames = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Blocks, and code lines, at least partly on screen whose contents are not rendered; with `jumpTo`,
 * in the frame that shows a jump to that heading (scrolled into view as a dragged scroll bar jumps:
 * no link, no smooth scroll), once its scroll event has been handled and before it is drawn.
 */
function blankOnScreen(page: Page, jumpTo?: string): Promise<string[]> {
  return page.evaluate(
    (jumpTo) =>
      new Promise<string[]>((resolve) => {
        const blank = (): string[] =>
          Array.from(document.querySelectorAll('.markdown > *, .markdown pre.flp-code-lines'))
            .filter((block) => {
              const { top, bottom } = block.getBoundingClientRect();
              const inner = block.firstElementChild;
              // Shown (not in a closed example or a hidden tab), with contents the browser skips.
              return (
                bottom > 0 &&
                top < window.innerHeight &&
                block.checkVisibility() &&
                inner &&
                !inner.checkVisibility({ contentVisibilityAuto: true })
              );
            })
            .map((block) => `${block.tagName} ${block.textContent?.slice(0, 40)}`);
        if (jumpTo === undefined) return resolve(blank());
        document.getElementById(jumpTo)!.scrollIntoView();
        requestAnimationFrame(() => resolve(blank()));
      }),
    jumpTo,
  );
}

/**
 * The page's layout shift so far (the sum of its layout-shift entries); with `afterParse`, only what
 * moved once the parser had added the whole page; with `since` (a time of the page's clock), only
 * what moved from then on.
 */
function layoutShift(page: Page, { afterParse = false, since = 0 } = {}): Promise<number> {
  return page.evaluate(
    ({ afterParse, since }) =>
      new Promise<number>((resolve) => {
        const parsed = afterParse
          ? (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive
          : 0;
        const from = Math.max(parsed, since);
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            list
              .getEntries()
              .filter((entry) => entry.startTime >= from)
              .reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer is not called.
        setTimeout(() => resolve(0), 500);
      }),
    { afterParse, since },
  );
}

/** The page's clock now: where reading starts, for `layoutShift`'s `since`. */
function now(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

test('a long page skips the blocks below its first screen from the load on, nothing on screen moves, and it gets its exact height', async ({
  page,
}) => {
  for (const path of LONG_PAGES) {
    await page.goto(path);
    expect(await skippedBlocks(page), `${path}: blocks below the first screen are skipped at load`).toBeGreaterThan(5);
    expect(await blankOnScreen(page), `${path}: every block on screen is rendered`).toEqual([]);
    await allMarked(page);
    const onScreen = await page.evaluate(
      (attribute) =>
        Array.from(document.querySelectorAll(`.markdown > [${attribute}]`)).filter((block) => {
          const { top, bottom } = block.getBoundingClientRect();
          return bottom > 0 && top < window.innerHeight;
        }).length,
      AWAY_ATTRIBUTE,
    );
    expect(onScreen, `${path}: no block on screen is marked away`).toBe(0);
    const awayCode = await page.evaluate(
      (attribute) =>
        Array.from(document.querySelectorAll(`.markdown > .theme-code-block[${attribute}]`)).filter(
          (block) => !block.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
        ).length,
      AWAY_ATTRIBUTE,
    );
    expect(awayCode, `${path}: code blocks away from the screen skip whole`).toBeGreaterThan(0);
    expect(await layoutShift(page), `${path}: nothing on screen moved from the load to the marks`).toBe(0);
    // Each block has been rendered once: the page has the height and heading places of the whole
    // page (what an accessibility checker or a search highlight measures).
    const skipping = await geometry(page);
    expect(skipping.headings.length, path).toBeGreaterThan(5);
    expect(await skippedBlocks(page), `${path}: and blocks still skip`).toBeGreaterThan(5);
    await renderAll(page);
    expect(await geometry(page), `${path}: the same with every block rendered`).toEqual(skipping);
  }
});

for (const path of LONG_PAGES) {
  test(`reading down a long page, each block comes on screen rendered and nothing on screen moves: ${path}`, async ({
    page,
  }) => {
    await openMarked(page, path);
    // What moves during the load is the load test's (above): this one counts what moves while reading.
    const reading = await now(page);
    await page.mouse.move(640, 400);
    const end = await page.evaluate(() => document.documentElement.scrollHeight * 0.6);
    while ((await page.evaluate(() => window.scrollY)) < end) {
      // Three notches of a mouse wheel at a time.
      await page.mouse.wheel(0, 300);
      await frames(page);
      expect(await blankOnScreen(page), `at ${await page.evaluate(() => window.scrollY)} px`).toEqual([]);
    }
    expect(await layoutShift(page, { since: reading })).toBe(0);
  });
}

for (const path of LONG_PAGES) {
  test(`jumping down a long page a screen at a time, each block is shown rendered and nothing on screen moves: ${path}`, async ({
    page,
  }) => {
    await openMarked(page, path);
    const reading = await now(page);
    const end = await page.evaluate(() => document.documentElement.scrollHeight * 0.6);
    while ((await page.evaluate(() => window.scrollY)) < end) {
      // As Page Down moves: blocks come on screen without having been near it first.
      await page.evaluate(() => window.scrollBy(0, Math.round(window.innerHeight * 0.875)));
      await frames(page);
      expect(await blankOnScreen(page), `at ${await page.evaluate(() => window.scrollY)} px`).toEqual([]);
    }
    expect(await layoutShift(page, { since: reading })).toBe(0);
  });
}

test('a link to a heading far down lands on it and it stays there', async ({ page }) => {
  const path = LONG_PAGES[0]!;
  await page.goto(path);
  const ids = await page.locator('.markdown h2[id], .markdown h3[id]').evaluateAll((hs) => hs.map((h) => h.id));
  const id = ids[Math.floor(ids.length * 0.8)]!;
  const heading = page.locator(`[id="${id}"]`);
  const top = (): Promise<number> => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top));

  // Opened at the heading.
  await page.goto('about:blank');
  await page.goto(`${path}#${id}`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(5000);
  const atLoad = await top();
  expect(atLoad).toBeGreaterThanOrEqual(0);
  expect(atLoad).toBeLessThan(200);
  await allMarked(page);
  // Where it was (a pixel either way: positions are read rounded). While the parser still adds the
  // page, a table below the heading may widen its columns as its rows come (the browser's
  // progressive rendering: src/config/ssrTemplate.ts says why the first paint is not held for it);
  // after that, nothing moves.
  expect(Math.abs((await top()) - atLoad)).toBeLessThanOrEqual(1);
  expect(await layoutShift(page, { afterParse: true })).toBe(0);

  // From the table of contents, with the blocks between skipped.
  await openMarked(page, path);
  await page.locator(`.table-of-contents a[href="#${id}"]`).click();
  await expect.poll(top).toBeLessThan(200);
  const arrived = await top();
  expect(arrived).toBeGreaterThanOrEqual(0);
  await page.waitForTimeout(500);
  expect(Math.abs((await top()) - arrived)).toBeLessThanOrEqual(1);
  expect(await blankOnScreen(page)).toEqual([]);
});

for (const path of LONG_PAGES) {
  test(`a jump far down, before and after the sizing pass, shows its blocks in its own frame and stays where it landed: ${path}`, async ({
    page,
  }) => {
    await page.goto(path);
    await holdingLoaded(page);
    const ids = await page.locator('.markdown h2[id], .markdown h3[id]').evaluateAll((hs) => hs.map((h) => h.id));
    /** How far the heading is from where a jump puts it (its scroll margin below the top of the screen). */
    const offPlace = (id: string): Promise<number> =>
      page.evaluate((id) => {
        const heading = document.getElementById(id)!;
        return Math.abs(heading.getBoundingClientRect().top - parseFloat(getComputedStyle(heading).scrollMarginTop));
      }, id);

    // Before the sizing pass: the blocks around the landing place have guessed heights.
    expect(await page.locator(`.markdown[${SIZED_ATTRIBUTE}]`).count()).toBe(0);
    for (const share of [0.5, 0.7, 0.9]) {
      const far = ids[Math.floor(ids.length * share)]!;
      expect(await blankOnScreen(page, far)).toEqual([]);
      await page.waitForTimeout(500);
      expect(await offPlace(far), far).toBeLessThanOrEqual(1);
    }

    // After it, back up the page.
    await allMarked(page);
    const near = ids[Math.floor(ids.length * 0.2)]!;
    expect(await blankOnScreen(page, near)).toEqual([]);
    await page.waitForTimeout(500);
    expect(await offPlace(near)).toBeLessThanOrEqual(1);
    expect(await blankOnScreen(page)).toEqual([]);
  });
}

test('no block that skips scrolls by itself, and each one skipping clips what it holds', async ({ page }) => {
  // A desktop, where tables scroll sideways; pages with each kind of table (Markdown, API reference,
  // feature matrix and an SDK's features, 6.x names, 6.x docs).
  await page.setViewportSize({ width: 1280, height: 900 });
  const routes = [
    ...LONG_PAGES,
    '/docs/products/player/features',
    '/docs/products/player/web/migrate-6-to-7',
    '/docs/products/player/web/overview',
    '/docs/6.x',
  ];
  let skipping = 0;
  for (const route of routes) {
    await page.goto(route);
    const blocks = await page.locator('.markdown > *').evaluateAll(
      (all, selector) =>
        all
          .filter((block) => block.matches(selector))
          .map((block) => {
            const style = getComputedStyle(block);
            return {
              block: `${block.tagName.toLowerCase()}.${block.className}`,
              overflow: style.overflow,
              skips: style.contentVisibility === 'auto',
            };
          }),
      SKIPPING_BLOCKS,
    );
    expect(
      blocks.filter(({ overflow }) => /auto|scroll/.test(overflow)),
      `${route}: a block that scrolls itself`,
    ).toEqual([]);
    expect(
      blocks.filter(({ overflow, skips }) => skips && overflow !== 'hidden'),
      `${route}: a skipping block that does not clip`,
    ).toEqual([]);
    skipping += blocks.filter(({ skips }) => skips).length;
  }
  expect(skipping).toBeGreaterThan(100);
});

/** From the next load on, records in `__flpRenders` when each block is rendered for its height. */
async function recordRenders(page: Page): Promise<void> {
  await page.addInitScript((attribute) => {
    const w = window as unknown as { __flpRenders: number[] };
    w.__flpRenders = [];
    new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).hasAttribute(attribute)) w.__flpRenders.push(performance.now());
      }
    }).observe(document, { subtree: true, attributeFilter: [attribute] });
  }, RENDER_ATTRIBUTE);
}

test('the sizing pass rests between its idle periods and holds off while the reader acts', async ({ page }) => {
  // When each block was rendered for its height, and when the reader pressed a key.
  await recordRenders(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __flpKeys: number[] };
    w.__flpKeys = [];
    window.addEventListener('keydown', () => w.__flpKeys.push(performance.now()), { capture: true });
  });
  await page.goto(LONG_PAGES[0]!);
  // A reader acting for 3 s from the load on: a key every 300 ms.
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('Shift');
    await page.waitForTimeout(300);
  }
  await allMarked(page);
  const { renders, keys } = await page.evaluate(() => {
    const w = window as unknown as { __flpRenders: number[]; __flpKeys: number[] };
    return { renders: w.__flpRenders, keys: w.__flpKeys };
  });
  expect(keys).toHaveLength(10);
  expect(renders.length).toBeGreaterThan(10);
  // No block rendered within INPUT_PAUSE_MS after a key: a key cannot land inside an idle period's
  // task, so every period is held to it.
  const early = renders.filter((at) => keys.some((key) => key < at && at - key < INPUT_PAUSE_MS));
  expect(early).toEqual([]);
  // One idle period's blocks are rendered within a few ms of each other; between two periods the
  // pass rests at least MIN_REST_MS.
  const gaps = renders.slice(1).map((at, i) => at - renders[i]!);
  expect(gaps.filter((gap) => gap > 25 && gap < MIN_REST_MS)).toEqual([]);
  expect(gaps.filter((gap) => gap >= MIN_REST_MS).length).toBeGreaterThan(5);
});

test('the sizing pass leaves the reader the first seconds after the page is shown', async ({ page }) => {
  await recordRenders(page);
  await openMarked(page, LONG_PAGES[0]!);
  const { renders, painted } = await page.evaluate(() => ({
    renders: (window as unknown as { __flpRenders: number[] }).__flpRenders,
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  }));
  expect(renders.length).toBeGreaterThan(10);
  expect(renders[0]! - painted).toBeGreaterThanOrEqual(FIRST_PASS_DELAY_MS);
});

test('a page left before its sizing pass started starts none on the next page before that page’s own wait', async ({
  page,
}) => {
  await recordRenders(page);
  await page.goto(LONG_PAGES[0]!);
  await page.waitForTimeout(FIRST_PASS_DELAY_MS / 2);
  // A client-side move, as a link does (the router follows the history).
  const moved = await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return performance.now();
  }, LONG_PAGES[1]!);
  await expect(page).toHaveURL(new RegExp(`${LONG_PAGES[1]!}$`));
  await allMarked(page);
  const renders = await page.evaluate(() => (window as unknown as { __flpRenders: number[] }).__flpRenders);
  expect(renders.length).toBeGreaterThan(10);
  expect(Math.min(...renders) - moved).toBeGreaterThanOrEqual(FIRST_PASS_DELAY_MS);
});

test('a key pressed as the page comes alive, before the sizing pass starts, holds it off too', async ({ page }) => {
  // A key when the page has hydrated: after the main bundle has run, before the pass's first idle period.
  await recordRenders(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __flpKey: number };
    const hydrated = new MutationObserver(() => {
      if (document.documentElement.getAttribute('data-has-hydrated') !== 'true') return;
      hydrated.disconnect();
      w.__flpKey = performance.now();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    });
    hydrated.observe(document, { subtree: true, attributeFilter: ['data-has-hydrated'] });
  });
  await openMarked(page, LONG_PAGES[0]!);
  const { renders, key } = await page.evaluate(() => {
    const w = window as unknown as { __flpRenders: number[]; __flpKey: number };
    return { renders: w.__flpRenders, key: w.__flpKey };
  });
  expect(key).toBeGreaterThan(0);
  expect(renders.length).toBeGreaterThan(10);
  expect(renders.filter((at) => at - key < INPUT_PAUSE_MS)).toEqual([]);
});

test('on an API operation page, a colour-mode switch restyles the screen first and the blocks near it after its paint', async ({
  page,
}) => {
  await openMarked(page, LONG_PAGES[0]!);
  const before = await geometry(page);
  // Which blocks are held in the switch's frame, whether they were on screen, and what remains held after its paint.
  const toggle = page.locator('.navbar button[title*="mode" i]').first();
  await toggle.evaluate((button, attribute) => {
    const w = window as unknown as {
      __flpHeld: { onScreen: boolean }[];
      __flpHeldBlocks: Element[];
      __flpHeldAfter: Promise<number>;
    };
    w.__flpHeld = [];
    w.__flpHeldBlocks = [];
    button.addEventListener(
      'click',
      () => {
        w.__flpHeldAfter = new Promise((resolve) =>
          requestAnimationFrame(() => {
            for (const block of Array.from(document.querySelectorAll(`[${attribute}]`))) {
              const { top, bottom } = block.getBoundingClientRect();
              // A closed menu of the navbar is held where it would open, hidden.
              const shown = getComputedStyle(block).visibility !== 'hidden';
              w.__flpHeld.push({ onScreen: shown && bottom > 0 && top < window.innerHeight });
              w.__flpHeldBlocks.push(block);
            }
            // The task after the paint has run once a frame later.
            requestAnimationFrame(() =>
              setTimeout(() => resolve(document.querySelectorAll(`[${attribute}]`).length), 0),
            );
          }),
        );
      },
      { once: true },
    );
  }, HELD_ATTRIBUTE);
  await toggle.click();
  const heldAfter = await page.evaluate(
    () => (window as unknown as { __flpHeldAfter: Promise<number> }).__flpHeldAfter,
  );
  const held = await page.evaluate(() => (window as unknown as { __flpHeld: { onScreen: boolean }[] }).__flpHeld);
  expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
  // The request-body table below the first screen, at least.
  expect(held.length).toBeGreaterThan(0);
  expect(held.filter((block) => block.onScreen)).toEqual([]);
  expect(heldAfter).toBe(0);
  // Nothing moved.
  expect(await geometry(page)).toEqual(before);
  expect(await layoutShift(page)).toBe(0);
  // Once scrolled to, a block that was held is shown rendered.
  await page.evaluate(() => (window as unknown as { __flpHeldBlocks: Element[] }).__flpHeldBlocks[0]!.scrollIntoView());
  await frames(page);
  expect(await blankOnScreen(page)).toEqual([]);
});

/**
 * Waits until the page's colour-mode holding is in place: its chunk, loaded after the first paint
 * of a page longer than two screens (src/clientModules/skipOffscreen.ts), has run.
 */
async function holdingLoaded(page: Page): Promise<void> {
  await expect(page.locator(`.markdown[${HOLDING_ATTRIBUTE}]`)).toBeAttached();
}

test('on the largest guide, before the sizing pass, a colour-mode switch skips every block out of view in its frame, those rendered far from the screen too', async ({
  page,
}) => {
  await page.goto(LONG_PAGES[1]!);
  await holdingLoaded(page);
  const before = await geometry(page);
  const frame = await page.evaluate(() => {
    const content = document.querySelector('.markdown')!;
    const blocks = Array.from(content.children);
    /** Out of view, with contents rendered: each would be restyled by the switch. */
    const renderedOutOfView = (): string[] =>
      blocks
        .filter((block) => {
          const { top, bottom } = block.getBoundingClientRect();
          const inner = block.firstElementChild;
          const outOfView = bottom <= 0 || top >= window.innerHeight;
          return outOfView && inner !== null && inner.checkVisibility({ contentVisibilityAuto: true });
        })
        .map((block) => `${block.tagName} ${Math.round(block.getBoundingClientRect().top)}`);
    /** Rendered more than 2.5 viewports below the screen's top, where the browser renders no block that may skip. */
    const renderedFar = renderedOutOfView().filter((block) => Number(block.split(' ')[1]) > 2.5 * window.innerHeight);
    const button = document.querySelector<HTMLButtonElement>('.navbar button[title*="mode" i]')!;
    /** Outside the content: the navbar's closed menus and, out of view, what follows the content. */
    const renderedOutside = (): string[] =>
      Array.from(document.querySelectorAll('.navbar .dropdown__menu, .theme-doc-footer, .pagination-nav'))
        .filter((element) => {
          const { top, bottom } = element.getBoundingClientRect();
          const hidden = element.matches('.dropdown__menu') || bottom <= 0 || top >= window.innerHeight;
          return hidden && element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) === true;
        })
        .map((element) => element.className);
    const outsideBefore = renderedOutside();
    return new Promise<{
      renderedFar: string[];
      inSwitch: string[];
      outsideBefore: string[];
      outsideInSwitch: string[];
      heldOnScreen: number;
      away: number;
    }>((resolve) => {
      button.addEventListener(
        'click',
        () =>
          requestAnimationFrame(() => {
            const held = blocks.filter((block) => block.hasAttribute('data-flp-held'));
            resolve({
              renderedFar,
              inSwitch: renderedOutOfView(),
              outsideBefore,
              outsideInSwitch: renderedOutside(),
              heldOnScreen: held.filter((block) => {
                const { top, bottom } = block.getBoundingClientRect();
                return bottom > 0 && top < window.innerHeight;
              }).length,
              away: content.querySelectorAll('[data-flp-away]').length,
            });
          }),
        { once: true },
      );
      button.click();
    });
  });
  expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
  // Before the sizing pass: code blocks and the first blocks far down are rendered.
  expect(frame.away).toBe(0);
  expect(frame.renderedFar.length).toBeGreaterThan(0);
  // In the switch's frame none of them, nor a block near the screen, is rendered; nothing on screen is held.
  expect(frame.inSwitch).toEqual([]);
  expect(frame.heldOnScreen).toBe(0);
  // Nor the navbar's closed menus, the doc's footer or the links to the next pages.
  expect(frame.outsideBefore.length).toBeGreaterThanOrEqual(5);
  expect(frame.outsideInSwitch).toEqual([]);
  await frames(page);
  expect(await page.locator(`[${HELD_ATTRIBUTE}]`).count()).toBe(0);
  expect(await geometry(page)).toEqual(before);
  expect(await layoutShift(page)).toBe(0);
});

test('on an API operation page, a colour-mode switch while the page scrolls holds no block: one it brings on screen would be blank', async ({
  page,
}) => {
  await openMarked(page, LONG_PAGES[0]!);
  const held = await page.evaluate(async (attribute) => {
    const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    window.scrollBy({ top: 1500, behavior: 'smooth' });
    // The page scrolls once it has moved: a smooth scroll may start frames after it was asked for.
    await new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true }));
    await frame();
    document.querySelector<HTMLButtonElement>('.navbar button[title*="mode" i]')!.click();
    await frame();
    return { held: document.querySelectorAll(`[${attribute}]`).length, top: window.scrollY };
  }, HELD_ATTRIBUTE);
  expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
  expect(held.top).toBeLessThan(1500);
  expect(held.held).toBe(0);
});

test('on an API operation page, a scroll that starts in a colour-mode switch’s frame releases the blocks it held before that frame is painted', async ({
  page,
}) => {
  await openMarked(page, LONG_PAGES[0]!);
  const held = await page.evaluate(async (attribute) => {
    const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    await frame();
    document.querySelector<HTMLButtonElement>('.navbar button[title*="mode" i]')!.click();
    await Promise.resolve();
    const inSwitch = document.querySelectorAll(`[${attribute}]`).length;
    // The scroll event of this jump comes in the switch's frame, before its animation frame callbacks.
    window.scrollBy({ top: 1500, behavior: 'instant' });
    await frame();
    return { inSwitch, inFrame: document.querySelectorAll(`[${attribute}]`).length };
  }, HELD_ATTRIBUTE);
  expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
  expect(held.inSwitch).toBeGreaterThan(0);
  expect(held.inFrame).toBe(0);
});

test('after a client-side move, the next page skips what is below its first screen', async ({ page }) => {
  await openMarked(page, '/docs/products/player/ios/overview');
  await page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .getByRole('link', { name: 'API reference', exact: true })
    .click();
  await expect(page).toHaveURL(/\/ios\/references$/);
  await expect(page.locator('article h1')).toHaveText('iOS / tvOS API reference');
  // Blocks are marked in the frames after the page is rendered, a few per frame on a busy machine.
  await expect.poll(() => skippedBlocks(page), { timeout: 5_000 }).toBeGreaterThan(5);
  expect(await blankOnScreen(page)).toEqual([]);
  await allMarked(page);
});

test('an address with a malformed escape after # opens the page as without a heading', async ({ page }) => {
  // `%E0` alone decodes to nothing: the heading keeper must not throw (the fixture fails on errors).
  await page.goto(`${LONG_PAGES[0]!}#%E0`);
  await expect(page.locator('article h1')).toBeVisible();
  await allMarked(page);
  expect(await blankOnScreen(page)).toEqual([]);
});

test('a table near the top is painted whole: the first frame waits until the parser has passed it', async ({
  page,
  baseURL,
}) => {
  // The iOS references open with a table of the SDK's products; drawn while its rows still came, it
  // widened its columns under the reader's eyes (plugins/accessible-tables/rehype.ts). Here the page's
  // HTML stops inside that table for a while (its head and first row sent, the rest held back) while
  // everything else arrives at once: a frame drawn in the pause would show part of the table.
  const path = '/docs/products/player/ios/references';
  const html = await (await fetch(new URL(path, baseURL))).text();
  const marker = html.indexOf(`id=${FIRST_TABLE_END_ID}`);
  const tbody = html.lastIndexOf('<tbody', marker);
  const split = html.indexOf('<tr', html.indexOf('<tr', tbody) + 1);
  expect(tbody, `${path}: the first table's body, then its end marker`).toBeGreaterThan(0);
  expect(split).toBeGreaterThan(tbody);
  expect(split).toBeLessThan(marker);
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.write(html.slice(0, split));
    setTimeout(() => response.end(html.slice(split)), TABLE_PAUSE_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    // The document's address stays the site's: only where its bytes come from changes.
    await page.route(
      (url) => url.pathname === path,
      (route) => route.continue({ url: `http://127.0.0.1:${port}${path}` }),
    );
    await page.addInitScript((id) => {
      // Before the first frame is drawn: how many of the first table's rows the parser has added.
      requestAnimationFrame(() => {
        const rows = document.getElementById(id)?.parentElement?.querySelectorAll('tr').length ?? 0;
        (window as unknown as { rowsAtFirstFrame: number }).rowsAtFirstFrame = rows;
      });
    }, FIRST_TABLE_END_ID);
    await page.goto(path, { waitUntil: 'load' });
  } finally {
    server.close();
  }
  await expect(page.locator('head link[rel="expect"][blocking="render"]')).toHaveAttribute(
    'href',
    `#${FIRST_TABLE_END_ID}`,
  );
  const rows = await page.locator(`#${FIRST_TABLE_END_ID}`).locator('xpath=..').locator('tr').count();
  expect(rows, `${path}: its products table, the second block`).toBeGreaterThan(2);
  expect(await page.evaluate(() => (window as unknown as { rowsAtFirstFrame: number }).rowsAtFirstFrame)).toBe(rows);
});
