/**
 * Long pages skip what is out of view. Once a page has been painted, the top-level blocks of its
 * content (`.markdown > *`: paragraphs, tables, code blocks, tab groups) that are more than a
 * viewport away from the screen are marked, a few per idle period, and a marked block out of the
 * viewport is not styled, laid out or painted until it comes near it (`content-visibility: auto`,
 * src/css/custom.css). A colour-mode change then restyles and repaints the blocks on screen, not
 * the 10,000 elements of the largest API operation page, and a tab switch or an opened example
 * lays out and paints the screen, not the page.
 *
 * Why after the paint: a skipped block is as high as the browser last saw it rendered
 * (`contain-intrinsic-block-size: auto`), and every block has been rendered once by then, so the
 * page keeps its exact height, its scroll bar and the place of every heading. A block marked before
 * it was ever rendered would take a guessed height.
 */
import type { ClientModule } from '@docusaurus/types';

/** The attribute that turns skipping on for a block (src/css/custom.css). */
export const SKIP_ATTRIBUTE = 'data-flp-skip';
/** Set on the content once its blocks out of view are marked (for tests and debugging). */
export const MARKED_ATTRIBUTE = 'data-flp-skip-marked';

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

function markInBatches(content: Element, blocks: Element[]): void {
  for (const block of blocks.splice(0, BLOCKS_PER_PERIOD)) block.setAttribute(SKIP_ATTRIBUTE, '');
  // The next batch after the frame that applies this one.
  if (blocks.length > 0) requestAnimationFrame(() => whenIdle(() => markInBatches(content, blocks)));
  else content.setAttribute(MARKED_ATTRIBUTE, '');
}

/**
 * Marks the blocks more than a viewport away from the screen. A block on screen is left alone:
 * newly skippable, it would be skipped until the browser next checked what is in view, and its
 * contents would vanish for a frame (a layout shift the reader sees).
 */
function markOffscreen(): void {
  const content = document.querySelector('.markdown');
  if (!content) return;
  const blocks = Array.from(content.children).filter((block) => !block.hasAttribute(SKIP_ATTRIBUTE));
  if (blocks.length === 0) {
    content.setAttribute(MARKED_ATTRIBUTE, '');
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      observer.disconnect();
      const away = entries.filter((entry) => !entry.isIntersecting).map((entry) => entry.target);
      markInBatches(content, away);
    },
    { rootMargin: '100% 0px' },
  );
  for (const block of blocks) observer.observe(block);
}

const skipOffscreen: ClientModule = {
  onRouteDidUpdate() {
    // Called before the new page's first paint: wait for that paint, then for idle time.
    document.querySelector('.markdown')?.removeAttribute(MARKED_ATTRIBUTE);
    requestAnimationFrame(() => setTimeout(() => whenIdle(markOffscreen), 0));
  },
};

export default skipOffscreen;
