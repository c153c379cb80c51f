/**
 * Long pages skip what is out of view. Once a page has been painted, the top-level blocks of its
 * content (`.markdown > *`: paragraphs, tables, code blocks, tab groups) are marked, a few per idle
 * period, and a marked block out of the viewport is not styled, laid out or painted until it comes
 * near it (`content-visibility: auto`, src/css/custom.css). A colour-mode change then restyles and
 * repaints the blocks on screen, not the 10,000 elements of the largest API operation page, and a
 * tab switch or an opened example lays out and paints the screen, not the page.
 *
 * Why after the paint: a skipped block is as high as the browser last saw it rendered
 * (`contain-intrinsic-block-size: auto`), and every block has been rendered once by then, so the
 * page keeps its exact height, its scroll bar and the place of every heading. A block marked before
 * it was ever rendered would take a guessed height.
 */
import type { ClientModule } from '@docusaurus/types';

/** The attribute that turns skipping on for a block (src/css/custom.css). */
export const SKIP_ATTRIBUTE = 'data-flp-skip';

const UNMARKED = `.markdown > :not([${SKIP_ATTRIBUTE}])`;

/**
 * Blocks marked per idle period: marking is cheap, the frame after it restyles each marked block
 * once (at 4 × CPU slowdown, all 104 blocks of the largest API page at once made a 100 ms frame).
 */
const BLOCKS_PER_PERIOD = 12;

type Deadline = Pick<IdleDeadline, 'timeRemaining'>;

function whenIdle(callback: (deadline: Deadline) => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(() => callback({ timeRemaining: () => 5 }), 50);
}

function markSome(): void {
  const blocks = document.querySelectorAll(UNMARKED);
  for (let i = 0; i < blocks.length && i < BLOCKS_PER_PERIOD; i += 1) blocks[i]!.setAttribute(SKIP_ATTRIBUTE, '');
  // The next batch after the frame that applies this one.
  if (blocks.length > BLOCKS_PER_PERIOD) requestAnimationFrame(() => whenIdle(markSome));
}

const skipOffscreen: ClientModule = {
  onRouteDidUpdate() {
    // Called before the new page's first paint: wait for that paint, then for idle time.
    requestAnimationFrame(() => setTimeout(() => whenIdle(markSome), 0));
  },
};

export default skipOffscreen;
