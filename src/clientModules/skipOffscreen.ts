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
 * page opened at a heading, are rendered at load. A few seconds after the page is painted, this
 * module goes through the blocks that are not near the screen, the nearest first, as many per
 * idle period as it holds, with rests between the periods and none within a second of the
 * reader's input: it marks those more than a viewport away (`data-flp-away`, so the first blocks
 * skip too) and renders each once (`data-flp-render`, with its code lines) for a frame, so the
 * browser remembers its real height (`contain-intrinsic-block-size: auto`). The page soon has
 * its exact height, scroll bar and heading places; nothing on screen moves (a change of height
 * above the screen is compensated by the browser's scroll anchoring). Blocks near the screen are
 * left to the browser, which renders them before they are painted; marking a block on screen
 * would make its contents vanish for a frame. A heading reached by a link is held in place while
 * the blocks around it get their real heights (`keepInPlace`).
 */
import type { ClientModule } from '@docusaurus/types';
import { hashTarget } from '../lib/hashTarget';
import { afterPaint } from '../lib/afterPaint';
import { whenIdle } from '../lib/whenIdle';

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
export const RENDERED_AT_LOAD = ':nth-child(-n + 16)';
/** The blocks rendered once: those that skip, and code blocks for their lines. */
export const RENDERED_BLOCKS = ':not(header, h1, h2, h3, h4, h5, h6)';

/**
 * Distance from the viewport within which this module leaves blocks to the browser, which renders a
 * block itself from 150 % of the viewport's height away (measured in Chromium at 1280 × 900: a block
 * is rendered once its top is less than 2.5 viewports below the screen's top).
 */
const NEAR_MARGIN = '25% 0px';

/** The idle pass: within 2 s whatever the page does; without idle callbacks, 50 ms apart. */
const IDLE = { timeout: 2000, fallbackDelay: 50 };

interface Pending {
  block: Element;
  away: boolean;
  /** Its elements and itself, counted when a group first weighs it. */
  size?: number;
}

/**
 * A group of blocks is laid out together: each forced layout costs a fixed part (the content's
 * flow and the skipped blocks' bookkeeping) besides its blocks' elements. On the largest API
 * operation page at 4 × CPU a paragraph alone took 10-14 ms, as much as ~50 elements of a table
 * (a table of 313 elements took 63 ms), so small blocks go in groups of up to GROUP_ELEMENTS
 * elements and GROUP_BLOCKS blocks; a larger block goes alone.
 */
const GROUP_ELEMENTS = 50;
const GROUP_BLOCKS = 12;
/**
 * Most work of one idle callback, in ms: a reader's tap that lands during it waits for its end. An
 * idle period can last 50 ms; whole periods of layout (45-56 ms at 4 × CPU) delayed taps on the
 * largest API operation page by as much. A block larger than this goes alone all the same.
 */
const SLICE_MS = 10;
/** The fixed part of a forced layout, in elements. */
const LAYOUT_OVERHEAD = 50;

/**
 * The pass is work for later (scrolling, a jump to a heading), so it leaves most of the main thread
 * to the reader. After each idle period's blocks it rests REST_FACTOR times as long as they took
 * (at least MIN_REST_MS) before asking for the next idle period. Run back to back, its groups
 * and the frames that skip them again keep the main thread busy most of the time for nearly 3 s
 * after the largest API operation page's first paint (4 × CPU): a tap in that time waits behind
 * them, 36-56 ms more than on the same page without the pass.
 */
const REST_FACTOR = 4;
export const MIN_REST_MS = 50;
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

/** How many of the pending blocks, from the first, make the next group, and their elements. */
function nextGroup(pending: readonly Pending[]): { count: number; elements: number } {
  let count = 0;
  let elements = 0;
  while (count < pending.length && count < GROUP_BLOCKS) {
    const next = pending[count]!;
    next.size ??= next.block.getElementsByTagName('*').length + 1;
    const size = next.size;
    if (count > 0 && elements + size > GROUP_ELEMENTS) break;
    count += 1;
    elements += size;
  }
  return { count, elements };
}

/**
 * One idle period's blocks: a group at least, and further groups while the time they are expected
 * to take (from what the groups before took) fits in the period and in SLICE_MS, so the pass does
 * not hold the page past it nor a reader's input for long. They stay rendered through the next
 * frame, where the browser records their heights, and skip after it.
 */
function sizeInBatches(content: Element, pending: Pending[], msPerElement = 0): void {
  whenIdle((deadline) => {
    if (!content.isConnected) return;
    const began = performance.now();
    const wait = lastInput + INPUT_PAUSE_MS - began;
    if (wait > 0) {
      setTimeout(() => sizeInBatches(content, pending, msPerElement), wait);
      return;
    }
    const spent = (): number => performance.now() - began;
    const batch: Element[] = [];
    while (pending.length > 0) {
      const { count, elements } = nextGroup(pending);
      const cost = elements + LAYOUT_OVERHEAD;
      if (batch.length > 0 && cost * msPerElement >= Math.min(deadline.timeRemaining(), SLICE_MS - spent())) break;
      for (const { block, away } of pending.splice(0, count)) {
        block.setAttribute(RENDER_ATTRIBUTE, '');
        if (away) block.setAttribute(AWAY_ATTRIBUTE, '');
        batch.push(block);
      }
      // Lays the group out now, inside the idle period.
      const start = performance.now();
      batch[batch.length - 1]!.getBoundingClientRect();
      msPerElement = (performance.now() - start) / cost;
    }
    const rest = Math.max(MIN_REST_MS, REST_FACTOR * spent());
    requestAnimationFrame(() =>
      setTimeout(() => {
        for (const block of batch) block.removeAttribute(RENDER_ATTRIBUTE);
        // A client-side move replaced the content: the next page has its own pass.
        if (!content.isConnected) return;
        if (pending.length > 0) setTimeout(() => sizeInBatches(content, pending, msPerElement), rest);
        else content.setAttribute(SIZED_ATTRIBUTE, '');
      }, 0),
    );
  }, IDLE);
}

/** When the reader last pressed, tapped, typed or scrolled (`performance.now()`), noted from the start. */
let lastInput = Number.NEGATIVE_INFINITY;

/** Marks and renders once every block that is not near the screen, the nearest first. */
function sizeOffscreen(): void {
  const content = document.querySelector('.markdown');
  if (!content || content.hasAttribute(SIZED_ATTRIBUTE)) return;
  const blocks = Array.from(content.children).filter((block) => block.matches(RENDERED_BLOCKS));
  if (blocks.length === 0) {
    content.setAttribute(SIZED_ATTRIBUTE, '');
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      observer.disconnect();
      const height = window.innerHeight;
      const pending = entries
        .filter((entry) => !entry.isIntersecting)
        .sort((a, b) => Math.abs(a.boundingClientRect.top) - Math.abs(b.boundingClientRect.top))
        .map(({ target, boundingClientRect: { top, bottom } }) => ({
          block: target,
          // A code block too: its lines skip by themselves, the rest of it once away.
          away: bottom < -height || top > 2 * height,
        }));
      sizeInBatches(content, pending);
    },
    { rootMargin: NEAR_MARGIN },
  );
  for (const block of blocks) observer.observe(block);
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

/** Ends the holding of the page shown (src/lib/restyleOnScreenFirst.ts), if it has one. */
let stopHolding: (() => void) | undefined;

/**
 * On a page longer than two screens, a colour-mode switch restyles the screen first and the blocks
 * out of view after its paint (src/lib/restyleOnScreenFirst.ts, loaded only for such a page). A
 * chunk that fails to load leaves the switch restyling everything at once, as on a short page.
 */
function holdOffscreenOnSwitch(shown: number): void {
  const content = document.querySelector('.markdown');
  if (!content || content.scrollHeight <= 2 * window.innerHeight) return;
  import('../lib/restyleOnScreenFirst').then(
    ({ restyleOnScreenFirst }) => {
      if (shown === pageShown && content.isConnected) stopHolding = restyleOnScreenFirst(content);
    },
    () => undefined,
  );
}

const skipOffscreen: ClientModule = {
  onRouteUpdate({ previousLocation }) {
    // A page reached by a client-side move skips from its first render, a heading in it held by keepInPlace.
    if (previousLocation) document.documentElement.removeAttribute(AT_ANCHOR_ATTRIBUTE);
    stopHolding?.();
    stopHolding = undefined;
  },
  onRouteDidUpdate({ location }) {
    // Docusaurus has just scrolled to the link's heading (its own scroll runs before this).
    if (location.hash) keepInPlace(location.hash);
    // Called before the new page's first paint: wait for that paint, the reader's first seconds,
    // then for idle time. A page left in that time starts no pass on the next one, which has its own.
    const shown = (pageShown += 1);
    const start = (): void => {
      if (shown === pageShown) sizeOffscreen();
    };
    afterPaint(() => {
      holdOffscreenOnSwitch(shown);
      setTimeout(() => whenIdle(start, IDLE), FIRST_PASS_DELAY_MS);
    });
  },
};

export default skipOffscreen;
