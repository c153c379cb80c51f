import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { type SitePage, sitemapPages } from './support/sitemap';

/**
 * Every page of the sitemap (both docs versions) fits the screen, on a 390 px phone and a 1280 px
 * desktop: the document is never wider than the viewport (wide content scrolls inside its own box,
 * long words and URLs wrap), and on desktop nothing of a docs page's content runs under the "On
 * this page" list. The first page is loaded in full, the others are visited with the site's router
 * (as crawl.spec.ts does) and measured once their title is there, at one width and then, after a
 * resize, at the other; pages reached by a query string are loaded in full. A box that contains
 * its layout (the content's blocks, releases, lookup entries) must fit its own width too: its
 * overflow would not show in the document's width.
 */

interface Viewport {
  name: string;
  width: number;
  height: number;
}
const PHONE: Viewport = { name: 'phone', width: 390, height: 844 };
const DESKTOP: Viewport = { name: 'desktop', width: 1280, height: 800 };
const VIEWPORTS = [PHONE, DESKTOP];

/** Pages the sitemap does not list because their content comes from the query string, with what shows it. */
const QUERY_PAGES = [
  { path: '/error-lookup?code=E-4020', ready: 'article[aria-labelledby="lookup-E-4020"]' },
  { path: '/error-lookup?q=licence', ready: 'article[aria-labelledby^="lookup-"]' },
  // The filter applied (it hides the other platforms' releases): the status says so.
  { path: '/release-notes/?platform=web', ready: 'main p[role="status"]:has-text("the filters")' },
];

/**
 * What does not fit on the page currently shown, measured in the page: the document wider than the
 * viewport (with the outermost elements that stick out), and on desktop the content column's
 * content reaching past the left edge of the table of contents. The page must not hide the
 * overflow on its root, which would clip content instead of fitting it.
 */
function measure(path: string): string[] {
  const problems: string[] = [];
  const describe = (element: Element): string => {
    const classes = Array.from(element.classList)
      .map((name) => `.${name.replace(/_[A-Za-z0-9-]{5}$/, '')}`)
      .join('');
    const rect = element.getBoundingClientRect();
    return `<${element.tagName.toLowerCase()}${classes}> ${Math.round(rect.width)} px wide, right edge at ${Math.round(rect.right)}`;
  };
  /** The outermost elements under `root` whose box ends right of `limit`, inside no box that clips them there. */
  const culprits = (root: Element, limit: number): string[] => {
    const found: string[] = [];
    const walk = (element: Element): void => {
      for (const child of Array.from(element.children)) {
        if (found.length >= 3) return;
        const style = getComputedStyle(child);
        // Fixed boxes (the off-screen skip link) do not make the document wider.
        if (style.position === 'fixed') continue;
        const rect = child.getBoundingClientRect();
        if (rect.width > 0 && rect.right > limit + 1) {
          found.push(describe(child));
          continue;
        }
        if (style.overflowX === 'visible') walk(child);
      }
    };
    walk(root);
    return found;
  };

  // Boxes that contain their layout or paint (the content's top-level blocks, the release
  // timeline's releases, the error lookup's entries, code lines: most skip rendering while off
  // screen) keep what runs out of them from the document's width and from the measurements of
  // their ancestors. Each is rendered and held to its own width.
  // Found once per page (the walk through every element's style is most of the measuring time).
  const found = (window as unknown as { flpContained?: { path: string; boxes: HTMLElement[] } }).flpContained;
  const contained =
    found?.path === path
      ? found.boxes
      : Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter((element) => {
          const style = getComputedStyle(element);
          return style.contentVisibility === 'auto' || /layout|paint|strict|content/.test(style.contain);
        });
  (window as unknown as { flpContained: { path: string; boxes: HTMLElement[] } }).flpContained = {
    path,
    boxes: contained,
  };
  for (const box of contained) box.style.contentVisibility = 'visible';
  for (const box of contained) {
    if (getComputedStyle(box).overflowX !== 'visible' || box.scrollWidth <= box.clientWidth + 1) continue;
    problems.push(
      `${path}: content runs ${box.scrollWidth - box.clientWidth} px out of a ${describe(box)} that contains its layout (${culprits(box, box.getBoundingClientRect().right).join('; ')})`,
    );
  }

  const root = document.documentElement;
  for (const element of [root, document.body]) {
    const overflow = getComputedStyle(element).overflowX;
    if (overflow !== 'visible')
      problems.push(`${path}: <${element.tagName.toLowerCase()}> has overflow-x: ${overflow}`);
  }
  if (root.scrollWidth > window.innerWidth) {
    problems.push(
      `${path}: the document is ${root.scrollWidth} px wide in a ${window.innerWidth} px viewport (${culprits(document.body, window.innerWidth).join('; ')})`,
    );
  }
  const toc = document.querySelector('.theme-doc-toc-desktop');
  const column = document.querySelector('article')?.closest('.row > .col') ?? null;
  if (toc && column && toc.getBoundingClientRect().width > 0) {
    const tocLeft = toc.getBoundingClientRect().left;
    const right = column.getBoundingClientRect().left + column.scrollWidth;
    if (right > tocLeft + 1) {
      problems.push(
        `${path}: content reaches ${Math.round(right - tocLeft)} px under the table of contents (${culprits(column, tocLeft).join('; ')})`,
      );
    }
  }
  return problems;
}

/** Visits `target` with the site's router and measures it once its title is there. */
async function visitAndMeasure(page: Page, { path, title }: SitePage): Promise<string[]> {
  return page.evaluate(
    async ({ path, title }) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
      const deadline = performance.now() + 15_000;
      while (document.title !== title && performance.now() < deadline) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      if (document.title !== title) return [`${path}: the router did not reach the page (title "${document.title}")`];
      return (globalThis as unknown as { flpMeasure: typeof measure }).flpMeasure(path);
    },
    { path, title },
  );
}

/** Resizes the viewport, lets the page react to it (two frames), and measures the page. */
async function resizeAndMeasure(page: Page, width: number, height: number, path: string): Promise<string[]> {
  await page.setViewportSize({ width, height });
  return page.evaluate(
    async ({ path }) => {
      for (let i = 0; i < 2; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
      return (globalThis as unknown as { flpMeasure: typeof measure }).flpMeasure(path);
    },
    { path },
  );
}

/**
 * Each page is rendered once and measured at both widths (the viewport alternates between them,
 * so each page costs one resize); two shards run side by side.
 */
const SHARDS = 2;

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`every page (part ${shard + 1} of ${SHARDS}) fits a ${VIEWPORTS.map((v) => `${v.width} px ${v.name}`).join(' and a ')} screen, without running under the table of contents`, async ({
    page,
    request,
  }) => {
    test.setTimeout(4 * 60_000);
    const all = await sitemapPages(request);
    const mine = all.filter((_, index) => index % SHARDS === shard);
    const [first, ...others] = mine;
    // The measuring function, in every document the page opens (the site's policy forbids evaluating strings in it).
    await page.addInitScript(`globalThis.flpMeasure = ${measure.toString()}`);
    let [current, next] = [PHONE, DESKTOP];
    await page.setViewportSize({ width: current.width, height: current.height });
    await page.goto(first!.path);
    const problems = await page.evaluate(measure, first!.path);
    problems.push(...(await resizeAndMeasure(page, next.width, next.height, first!.path)));
    [current, next] = [next, current];
    for (const target of others) {
      problems.push(...(await visitAndMeasure(page, target)));
      problems.push(...(await resizeAndMeasure(page, next.width, next.height, target.path)));
      [current, next] = [next, current];
    }
    // The pages whose content comes from the query string, in the first shard.
    for (const { path, ready } of shard === 0 ? QUERY_PAGES : []) {
      await page.goto(path);
      await expect(page.locator(ready).first()).toBeVisible();
      problems.push(...(await page.evaluate(measure, path)));
      problems.push(...(await resizeAndMeasure(page, next.width, next.height, path)));
      [current, next] = [next, current];
    }
    expect(mine.length).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
}
