/**
 * A colour-mode switch (`data-theme` on `<html>`) restyles every element the browser renders: what
 * is on screen, the content's blocks up to one and a half viewports beyond it, and blocks that stay
 * rendered wherever they are: the title and headings always, and until the sizing pass marks them
 * away (src/lib/sizeOffscreen.ts) the first sixteen blocks, a code block's frame and every block of
 * a page opened at a heading. On
 * the largest API operation page 607 elements, 72 µs each at 4 × CPU; on the largest guide 772. While
 * this runs, the blocks out of view that are rendered skip the frame that answers the switch
 * (`data-flp-held`: `content-visibility: hidden`, which keeps the height they last had, so nothing
 * moves) and restyle in a task after its paint, before a reader can scroll to them.
 *
 * Which blocks are on screen and near it is kept by two intersection observers, not measured at the
 * switch: once the attribute has changed, measuring would restyle the whole page first. Their
 * notifications come a task after the frame that computed them, so the switch takes the pending
 * ones first. Whether a block far from the screen is rendered follows from the style sheet's rules
 * (`skipsByItself`), not from its computed style, for the same reason. A switch while the page
 * scrolls holds nothing: a block that the scroll brings on screen in the switch's own frame is not
 * known to be on screen yet, and held it would be blank for that frame (three blocks were held in a
 * browser test that switched during a smooth scroll). A scroll that starts during the hold (a smooth
 * scroll asked for a frame before may only move in the switch's frame) releases every held block at
 * once: the browser fires `scroll` in that frame before it restyles and paints.
 *
 * Outside the content the switch holds the navbar's closed menus (hidden until opened) and, when out
 * of view, the doc's footer and the previous and next links below the content: on the largest API
 * operation page this took its frame from 411 restyled elements to 365.
 */
import { afterPaint } from './afterPaint';
import {
  AT_ANCHOR_ATTRIBUTE,
  AWAY_ATTRIBUTE,
  RENDERED_AT_LOAD,
  RENDER_ATTRIBUTE,
  SKIPPING_BLOCKS,
} from '../clientModules/skipOffscreen';

/** Set on a block that skips the frame of a colour-mode switch (src/css/custom.css). */
export const HELD_ATTRIBUTE = 'data-flp-held';
/** Set on the content while its blocks are held at each switch (no style reads it). */
export const HOLDING_ATTRIBUTE = 'data-flp-holding';

/**
 * Within this distance from the screen the browser renders every block (one that may skip, from
 * 150 % of the viewport's height away), so each is held. Beyond it only the blocks that do not skip
 * by themselves are: holding the others would only add work.
 */
const NEAR_MARGIN = '200% 0px';

/** A page that scrolled this recently may still be scrolling (a smooth scroll's frames come ~16 ms apart). */
const SCROLL_QUIET_MS = 200;

/**
 * Whether a block far from the screen skips without being held (src/css/custom.css): one marked away
 * does; otherwise one that may skip, below the first blocks, on a page not opened at a heading.
 */
function skipsByItself(block: Element): boolean {
  if (block.hasAttribute(AWAY_ATTRIBUTE)) return true;
  if (block.ownerDocument.documentElement.hasAttribute(AT_ANCHOR_ATTRIBUTE)) return false;
  return block.matches(SKIPPING_BLOCKS) && !block.matches(RENDERED_AT_LOAD);
}

/** The navbar's menus that are closed: hidden, whatever the switch's frame does to them. */
const CLOSED_MENUS = '.navbar .dropdown:not(.dropdown--show) > .dropdown__menu';
/** What follows the content on a docs page, below it. */
const BELOW_CONTENT = ['.theme-doc-footer', '.pagination-nav'];

/** Holds the rendered blocks of `content` out of view during each colour-mode switch; returns the stop. */
export function restyleOnScreenFirst(content: Element): () => void {
  const onScreen = new Set<Element>();
  const near = new Set<Element>();
  const follow = (set: Set<Element>) => (entries: IntersectionObserverEntry[]) => {
    for (const { target, isIntersecting } of entries) {
      if (isIntersecting) set.add(target);
      else set.delete(target);
    }
  };
  const followScreen = follow(onScreen);
  const followNear = follow(near);
  const screenObserver = new IntersectionObserver(followScreen);
  const nearObserver = new IntersectionObserver(followNear, { rootMargin: NEAR_MARGIN });
  let scrolled = Number.NEGATIVE_INFINITY;
  let held: Element[] = [];
  const release = (): void => {
    for (const block of held) block.removeAttribute(HELD_ATTRIBUTE);
    held = [];
  };
  const onScroll = (): void => {
    scrolled = performance.now();
    release();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  // Headings and the title too: each is two or three elements the switch need not restyle out of view.
  const blocks = Array.from(content.children);
  for (const block of blocks) {
    screenObserver.observe(block);
    nearObserver.observe(block);
  }
  const below = BELOW_CONTENT.flatMap((selector) => Array.from(document.querySelectorAll(selector)));
  for (const element of below) screenObserver.observe(element);
  const switchObserver = new MutationObserver(() => {
    followScreen(screenObserver.takeRecords());
    followNear(nearObserver.takeRecords());
    release();
    if (performance.now() - scrolled < SCROLL_QUIET_MS) return;
    // A block being rendered for its height (src/clientModules/skipOffscreen.ts) keeps that frame.
    held = [
      ...blocks.filter(
        (block) =>
          !onScreen.has(block) && !block.hasAttribute(RENDER_ATTRIBUTE) && (near.has(block) || !skipsByItself(block)),
      ),
      ...below.filter((element) => element.isConnected && !onScreen.has(element)),
      ...Array.from(document.querySelectorAll(CLOSED_MENUS)),
    ];
    for (const block of held) block.setAttribute(HELD_ATTRIBUTE, '');
    const holding = held;
    // A later switch's hold ends after its own paint.
    afterPaint(() => {
      if (held === holding) release();
    });
  });
  switchObserver.observe(document.documentElement, { attributeFilter: ['data-theme'] });
  content.setAttribute(HOLDING_ATTRIBUTE, '');
  return () => {
    content.removeAttribute(HOLDING_ATTRIBUTE);
    release();
    window.removeEventListener('scroll', onScroll);
    screenObserver.disconnect();
    nearObserver.disconnect();
    switchObserver.disconnect();
  };
}
