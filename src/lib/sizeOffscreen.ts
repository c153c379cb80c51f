/**
 * The sizing pass of long pages (src/clientModules/skipOffscreen.ts starts it a few seconds after a
 * page's first paint): it goes through the content's blocks that are not near the screen, the
 * nearest first, as many per idle period as it holds, with rests between the periods and none
 * within a second of the reader's input. It marks those more than a viewport away
 * (`data-flp-away`, so the first blocks skip too) and renders each once (`data-flp-render`, with its
 * code lines) for a frame, so the browser remembers its real height
 * (`contain-intrinsic-block-size: auto`). The page soon has its exact height, scroll bar and heading
 * places; nothing on screen moves (a change of height above the screen is compensated by the
 * browser's scroll anchoring). Blocks near the screen are left to the browser, which renders them
 * before they are painted; marking a block on screen would make its contents vanish for a frame.
 */
import {
  AWAY_ATTRIBUTE,
  INPUT_PAUSE_MS,
  lastReaderInput,
  RENDERED_BLOCKS,
  RENDER_ATTRIBUTE,
  SIZED_ATTRIBUTE,
} from '../clientModules/skipOffscreen';
import { whenIdle } from './whenIdle';

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
    const wait = lastReaderInput() + INPUT_PAUSE_MS - began;
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

/** Starts the pass in the next idle period, if the page it was asked for is still shown then. */
export function startSizing(isShown: () => boolean): void {
  whenIdle(() => {
    if (isShown()) sizeOffscreen();
  }, IDLE);
}
