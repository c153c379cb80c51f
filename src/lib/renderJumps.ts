/**
 * A jump far down or up a long page (the scroll bar dragged, Home or End, a script's
 * `scrollIntoView`) lands among blocks that skip (`content-visibility: auto`, src/css/custom.css).
 * The browser renders them a frame after the one that shows the jump: that frame was blank where
 * they are (the largest API pages and guides, at any time). Before the sizing pass has given them
 * their heights (src/lib/sizeOffscreen.ts), the blocks around the landing place then took their real
 * heights and moved what the reader had jumped to: a heading reached by `scrollIntoView` on the
 * largest guide ended 1,543 pixels below the top.
 *
 * At the scroll event of a jump (the page moved more than a viewport since the last one), before
 * the frame is drawn, the blocks from one and a half viewports above the screen to as far below it
 * (where the browser renders skipping blocks by itself, a frame later) are rendered
 * (`data-flp-render`), and the
 * page is scrolled by what the block at the top of the screen moved, so it stays where the jump
 * put it; the blocks brought on screen by that are rendered in turn. A task after the frame's
 * paint hands them back to the style sheet, which renders them from then on, as they are near the
 * screen. Links to a heading are kept in place as well (`keepInPlace`,
 * src/clientModules/skipOffscreen.ts).
 */
import { afterPaint } from './afterPaint';
import { RENDERED_BLOCKS, RENDER_ATTRIBUTE } from '../clientModules/skipOffscreen';

/** A scroll by more than this many viewports between two scroll events is a jump. */
const JUMP_VIEWPORTS = 1;
/**
 * How far beyond the screen, in viewports, the browser renders skipping blocks by itself: those it
 * would render a frame after the jump's, moving what is on screen (a paragraph 560 pixels above
 * the screen moved a heading by 38 pixels when only half a viewport was rendered).
 */
const RENDER_MARGIN_VIEWPORTS = 1.5;
/** Rounds of rendering and correcting: each can bring blocks that were below the screen onto it. */
const MAX_ROUNDS = 3;

/** Renders the blocks a jump lands among in the jump's own frame; returns the stop. */
export function renderJumps(content: Element): () => void {
  const children = Array.from(content.children);
  const blocks = children.filter((block) => block.matches(RENDERED_BLOCKS));
  let lastY = window.scrollY;
  const onScroll = (): void => {
    const height = window.innerHeight;
    const jumped = Math.abs(window.scrollY - lastY) > JUMP_VIEWPORTS * height;
    lastY = window.scrollY;
    if (!jumped || !content.isConnected) return;
    const rendered: Element[] = [];
    // One anchor for every round, and its place at the jump: each round corrects what the blocks
    // rendered so far moved it, rounding left over by the last correction included (scroll
    // positions are whole pixels, block heights are not).
    const anchor = children.find((child) => child.getBoundingClientRect().bottom > 0);
    const start = anchor?.getBoundingClientRect().top ?? 0;
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const landing = blocks.filter((block) => {
        if (block.hasAttribute(RENDER_ATTRIBUTE)) return false;
        const { top, bottom } = block.getBoundingClientRect();
        return bottom > -RENDER_MARGIN_VIEWPORTS * height && top < (1 + RENDER_MARGIN_VIEWPORTS) * height;
      });
      if (landing.length === 0) break;
      for (const block of landing) block.setAttribute(RENDER_ATTRIBUTE, '');
      rendered.push(...landing);
      const moved = (anchor?.getBoundingClientRect().top ?? 0) - start;
      if (Math.abs(moved) >= 0.5) {
        window.scrollBy(0, moved);
        lastY = window.scrollY;
      }
    }
    if (rendered.length === 0) return;
    afterPaint(() => {
      for (const block of rendered) block.removeAttribute(RENDER_ATTRIBUTE);
    });
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}
