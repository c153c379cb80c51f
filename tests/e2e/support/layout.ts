import type { Page } from '@playwright/test';

/**
 * The layout pass of the crawl (crawl.spec.ts): every page fits the screen, on a 390 px phone and a
 * 1280 px desktop. The document is never wider than the viewport (wide content scrolls inside its
 * own box, long words and URLs wrap), and on desktop nothing of a docs page's content runs under
 * the "On this page" list. A box that contains its layout (the content's blocks, releases, lookup
 * entries) must fit its own width too: its overflow would not show in the document's width.
 */

declare global {
  interface Window {
    /** What does not fit on the page shown now (installLayoutCheck). */
    __flpLayout?: (path: string) => string[];
  }
}

export interface Viewport {
  name: string;
  width: number;
  height: number;
}
export const PHONE: Viewport = { name: 'phone', width: 390, height: 844 };
export const DESKTOP: Viewport = { name: 'desktop', width: 1280, height: 800 };
export const VIEWPORTS = [PHONE, DESKTOP];

/** Pages the sitemap does not list because their content comes from the query string, with what shows it. */
export const QUERY_PAGES = [
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

/** Installs the measuring function in every document the page opens (the site's policy forbids evaluating strings in it). */
export async function installLayoutCheck(page: Page): Promise<void> {
  await page.addInitScript(`window.__flpLayout = ${measure.toString()}`);
}

/** Resizes the viewport, lets the page react to it (two frames), and measures the page. */
export async function resizeAndMeasure(page: Page, { width, height }: Viewport, path: string): Promise<string[]> {
  await page.setViewportSize({ width, height });
  return page.evaluate(async (path) => {
    for (let i = 0; i < 2; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    return window.__flpLayout?.(path) ?? ['the layout check is not installed'];
  }, path);
}
