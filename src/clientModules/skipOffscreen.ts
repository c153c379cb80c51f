/**
 * Long pages skip what is out of view. The top-level blocks of the content (`.markdown > *`:
 * paragraphs, tables, tab groups) away from the viewport are `content-visibility: auto`
 * (src/css/custom.css): not styled, laid out or painted until they come near it. A colour-mode
 * change restyles what is on screen; a tab switch or an opened example lays out the screen, not
 * the 10,000 elements and 49,000 pixels of the largest API operation page.
 *
 * Below the first blocks that holds from the load on (the CSS alone), so a long page lays out
 * its first screen before it answers. Such a block, never rendered, takes a guessed height, and
 * its contents, laid out for anything that asks where they are (an accessibility checker, a
 * search highlight), overflow it onto the next block; the first blocks, and every block of a
 * page opened at a heading, are rendered at load. A few seconds after the page is painted, the
 * sizing pass (src/lib/sizeOffscreen.ts, loaded then) renders the blocks away from the screen once
 * each, so that the page gets its exact height and its headings their places, and marks them to
 * skip. A colour-mode switch on a long page restyles the screen first
 * (src/lib/restyleOnScreenFirst.ts, loaded after the first paint). A heading reached by a link is
 * held in place while the blocks around it get their real heights (`keepInPlace`).
 */
import type { ClientModule } from '@docusaurus/types';
import { hashTarget } from '../lib/hashTarget';
import { afterPaint } from '../lib/afterPaint';

/** Marks a block more than a viewport away from the screen: it skips from then on (src/css/custom.css). */
export const AWAY_ATTRIBUTE = 'data-flp-away';
/** Has a block rendered although out of view, for the frame in which the browser records its height. */
export const RENDER_ATTRIBUTE = 'data-flp-render';
/** Set on the content once every block away from the screen has been marked and rendered once. */
export const SIZED_ATTRIBUTE = 'data-flp-sized';
/**
 * The blocks that skip (src/css/custom.css): not the title and headings (too small, and a skipped
 * block loses the margins its children share with it), nor code blocks, whose lines skip (a code
 * block skips whole once marked away, `data-flp-away`, as any block). The style
 * sheet writes the same selector (held to it by tests/unit/skip-offscreen.test.ts).
 */
export const SKIPPING_BLOCKS = ':not(header, h1, h2, h3, h4, h5, h6, .theme-code-block)';
/**
 * The first blocks, rendered from the load on wherever they are until marked away: the first screen
 * (src/css/custom.css writes the same selector).
 */
export const BLOCKS_RENDERED_AT_LOAD = 16;
export const RENDERED_AT_LOAD = `:nth-child(-n + ${BLOCKS_RENDERED_AT_LOAD})`;
/** The blocks rendered once: those that skip, and code blocks for their lines. */
export const RENDERED_BLOCKS = ':not(header, h1, h2, h3, h4, h5, h6)';

/**
 * A reader who has just pressed, tapped, typed or scrolled is likely to do it again (a tab and
 * back, one field after another): the pass holds off until INPUT_PAUSE_MS after their last input.
 */
export const INPUT_PAUSE_MS = 1000;
/**
 * The first seconds after a page is shown are when a reader acts on it (the colour mode, a tab, the
 * search box), and a tap that landed while the pass ran waited 20-40 ms longer on the largest API
 * operation page at 4 × CPU (the click answered in 128-152 ms, 96-128 without the pass). The pass
 * is work for later, so it starts FIRST_PASS_DELAY_MS after the page's first paint.
 */
export const FIRST_PASS_DELAY_MS = 3000;

/** When the reader last pressed, tapped, typed or scrolled (`performance.now()`), noted from the start. */
let lastInput = Number.NEGATIVE_INFINITY;

/** When the reader last pressed, tapped, typed or scrolled (`performance.now()`). */
export function lastReaderInput(): number {
  return lastInput;
}

/**
 * What the reader does: it holds the sizing pass off for INPUT_PAUSE_MS and ends `keepInPlace`
 * (their own scrolling wins).
 */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

// Followed from the module's start, not from the pass's: a reader who acts before the pass starts
// (a key pressed as the page loads) holds it off as well.
if (typeof window !== 'undefined') {
  const note = (): void => {
    lastInput = performance.now();
  };
  for (const type of READER_INPUT) window.addEventListener(type, note, { capture: true, passive: true });
}

/**
 * Keeps a heading reached by a link (`#id`) where the browser scrolled it to, while the blocks
 * around it get their real heights: the jump was worked out with guessed heights above the
 * heading, and the blocks that come near the screen with it change them. The browser's scroll
 * anchoring does not hold it; this does, until the blocks have their heights and a few frames
 * after the last change, or until the reader scrolls.
 */
function keepInPlace(hash: string): void {
  const target = hashTarget(hash, document);
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
    // Until the blocks have their heights (rendering one above it moves it) and a few frames after.
    const sized = document.querySelector(`.markdown[${SIZED_ATTRIBUTE}]`) !== null;
    if ((stillFrames >= 10 && sized) || performance.now() - started > 10_000) return stop();
    requestAnimationFrame(check);
  };
  // Where the jump put it: Docusaurus scrolled before this, anchorScroll.ts (npm start) in the
  // frame callback it asked for first.
  requestAnimationFrame(() => {
    place = target.getBoundingClientRect().top;
    requestAnimationFrame(check);
  });
}

/** Set on `<html>` for a page opened at a heading: all its blocks render at load (src/css/custom.css). */
export const AT_ANCHOR_ATTRIBUTE = 'data-flp-at-anchor';

// The page's head script sets it in a build (src/config/ssrTemplate.ts); under `npm start` the page
// renders in the browser after this runs.
if (typeof window !== 'undefined' && window.location.hash) {
  document.documentElement.setAttribute(AT_ANCHOR_ATTRIBUTE, '');
}

/** Counts the pages shown, so that a pass waiting to start knows whether its page is still the one shown. */
let pageShown = 0;

/**
 * Ends what a long page shown does after its first paint (src/lib/restyleOnScreenFirst.ts,
 * src/lib/renderJumps.ts), if it has it.
 */
let stopLongPage: (() => void) | undefined;

/**
 * What a page with content does after its first paint, from src/lib/longPages.ts, a chunk loaded
 * then: on a page longer than two screens a colour-mode switch restyles the screen first and the
 * blocks out of view after its paint (restyleOnScreenFirst), and a jump far down or up renders the
 * blocks it lands among in its own frame (renderJumps); FIRST_PASS_DELAY_MS after that paint,
 * in idle time, the sizing pass starts. A page left meanwhile starts neither. A chunk that fails to
 * load leaves the page as the style sheet makes it: blocks below the first screen skip, with guessed
 * heights, and a switch restyles everything at once.
 */
function afterFirstPaint(shown: number): void {
  const content = document.querySelector('.markdown');
  if (!content) return;
  const isShown = (): boolean => shown === pageShown && content.isConnected;
  const longPage = import('../lib/longPages');
  longPage.then(
    ({ restyleOnScreenFirst, renderJumps }) => {
      if (!isShown() || content.scrollHeight <= 2 * window.innerHeight) return;
      const stops = [restyleOnScreenFirst(content), renderJumps(content)];
      stopLongPage = () => {
        for (const stop of stops) stop();
      };
    },
    () => undefined,
  );
  setTimeout(() => {
    if (isShown())
      longPage.then(
        ({ startSizing }) => startSizing(isShown),
        () => undefined,
      );
  }, FIRST_PASS_DELAY_MS);
}

const skipOffscreen: ClientModule = {
  onRouteUpdate({ previousLocation }) {
    // A page reached by a client-side move skips from its first render, a heading in it held by keepInPlace.
    if (previousLocation) document.documentElement.removeAttribute(AT_ANCHOR_ATTRIBUTE);
    stopLongPage?.();
    stopLongPage = undefined;
  },
  onRouteDidUpdate({ location }) {
    // Docusaurus has just scrolled to the link's heading (its own scroll runs before this).
    if (location.hash) keepInPlace(location.hash);
    // Called before the new page's first paint: wait for that paint.
    const shown = (pageShown += 1);
    afterPaint(() => afterFirstPaint(shown));
  },
};

export default skipOffscreen;
