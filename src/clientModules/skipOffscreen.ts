/**
 * Long pages skip what is out of view. The top-level blocks of the content (`.markdown > *`:
 * paragraphs, tables, tab groups) away from the viewport are `content-visibility: auto`
 * (src/css/custom.css): not styled, laid out or painted until they come near it. A colour-mode
 * change restyles what is on screen; a tab switch or an opened example lays out the screen, not
 * the 10,000 elements and 49,000 pixels of the largest API operation page.
 *
 * Below the first blocks that holds from the load on (the CSS alone), so a long page lays out its
 * first screen before it answers; a block not rendered yet has a guessed height, and the browser
 * keeps the screen still when a block above it gets its real one (scroll anchoring). The first
 * blocks, and every block of a page opened at a heading, are rendered at load; once the page is
 * painted, this module marks those more than a viewport away (`data-flp-away`), a few per idle
 * period, so they skip too, with the height they were rendered at. Blocks on screen are left alone:
 * newly skippable, a block is skipped until the browser next checks what is in view, and its
 * contents would vanish for a frame. A heading reached by a link is held in place while the blocks
 * around it get their real heights (`keepInPlace`).
 */
import type { ClientModule } from '@docusaurus/types';

/** Marks a block more than a viewport away from the screen: it skips from then on (src/css/custom.css). */
export const AWAY_ATTRIBUTE = 'data-flp-away';
/** Set on the content once its blocks away from the screen are marked (for tests and debugging). */
export const MARKED_ATTRIBUTE = 'data-flp-skip-marked';
/**
 * The blocks that skip (src/css/custom.css): not the title and headings (too small, and a skipped
 * block loses the margins its children share with it), nor code blocks, whose lines skip.
 */
export const SKIPPING_BLOCKS = ':not(header, h1, h2, h3, h4, h5, h6, .theme-code-block)';

/**
 * Blocks marked per idle period: marking is cheap, the frame after it restyles each marked block
 * once (at 4 × CPU slowdown, all 104 blocks of the largest API page at once made a 100 ms frame).
 */
const BLOCKS_PER_PERIOD = 12;

function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 50);
}

function markInBatches(content: Element, blocks: Element[]): void {
  // A client-side move replaced the content: the next page has its own pass.
  if (!content.isConnected) return;
  for (const block of blocks.splice(0, BLOCKS_PER_PERIOD)) block.setAttribute(AWAY_ATTRIBUTE, '');
  // The next batch after the frame that applies this one.
  if (blocks.length > 0) requestAnimationFrame(() => whenIdle(() => markInBatches(content, blocks)));
  else content.setAttribute(MARKED_ATTRIBUTE, '');
}

/** Marks the blocks more than a viewport away from the screen. */
function markAway(): void {
  const content = document.querySelector('.markdown');
  if (!content || content.hasAttribute(MARKED_ATTRIBUTE)) return;
  const blocks = Array.from(content.children).filter(
    // Blocks below the first skip already, from the CSS.
    (block) => block.matches(SKIPPING_BLOCKS) && getComputedStyle(block).contentVisibility !== 'auto',
  );
  if (blocks.length === 0) {
    content.setAttribute(MARKED_ATTRIBUTE, '');
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      observer.disconnect();
      markInBatches(
        content,
        entries.filter((entry) => !entry.isIntersecting).map((entry) => entry.target),
      );
    },
    { rootMargin: '100% 0px' },
  );
  for (const block of blocks) observer.observe(block);
}

/** What the reader does that ends `keepInPlace`: their own scrolling wins. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Keeps a heading reached by a link (`#id`) where the browser scrolled it to, while the blocks
 * around it get their real heights: the jump was worked out with guessed heights above the
 * heading, and the blocks that come near the screen with it change them. The browser's scroll
 * anchoring does not hold it; this does, for a few frames after the last change or until the
 * reader scrolls.
 */
function keepInPlace(hash: string): void {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (!target) return;
  let place = 0;
  const started = performance.now();
  let stillFrames = 0;
  let stopped = false;
  const stop = (): void => {
    stopped = true;
    for (const type of READER_INPUT) window.removeEventListener(type, stop, true);
  };
  for (const type of READER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  const check = (): void => {
    if (stopped) return;
    if (!target.isConnected) return stop();
    const drift = target.getBoundingClientRect().top - place;
    if (Math.abs(drift) >= 1) {
      window.scrollBy(0, drift);
      stillFrames = 0;
    } else stillFrames += 1;
    if (stillFrames >= 10 || performance.now() - started > 3000) return stop();
    requestAnimationFrame(check);
  };
  // Where the jump put it: Docusaurus scrolled before this, anchorScroll.ts (npm start) in the
  // frame callback it asked for first.
  requestAnimationFrame(() => {
    place = target.getBoundingClientRect().top;
    requestAnimationFrame(check);
  });
}

const skipOffscreen: ClientModule = {
  onRouteDidUpdate({ location }) {
    // Docusaurus has just scrolled to the link's heading (its own scroll runs before this).
    if (location.hash) keepInPlace(location.hash);
    // Called before the new page's first paint: wait for that paint, then for idle time.
    requestAnimationFrame(() => setTimeout(() => whenIdle(markAway), 0));
  },
};

export default skipOffscreen;
