/**
 * A colour-mode switch (`data-theme` on `<html>`) restyles every element the browser renders, and
 * it renders the content's blocks up to one and a half viewports beyond the screen: on the largest
 * API operation page the request-body table below the first screen is 207 of the 643 elements a
 * switch restyled. While this runs, the blocks out of view but near it skip the frame that answers
 * the switch (`data-flp-held`: `content-visibility: hidden`, which keeps the height they last had,
 * so nothing moves) and restyle in a task after its paint, before a reader can scroll to them.
 *
 * Which blocks are on screen and near it is kept by two intersection observers, not measured at the
 * switch: once the attribute has changed, measuring would restyle the whole page first. Their
 * notifications come a task after the frame that computed them, so the switch takes the pending
 * ones first. A switch while the page scrolls holds nothing: a block that the scroll brings on
 * screen in the switch's own frame is not known to be on screen yet, and held it would be blank for
 * that frame (three blocks were held in a browser test that switched during a smooth scroll).
 */
import { afterPaint } from './afterPaint';
import { RENDERED_BLOCKS, RENDER_ATTRIBUTE } from '../clientModules/skipOffscreen';
import './restyleOnScreenFirst.css';

/** Set on a block that skips the frame of a colour-mode switch (./restyleOnScreenFirst.css). */
export const HELD_ATTRIBUTE = 'data-flp-held';

/**
 * Beyond this distance from the screen the browser skips a block that may skip by itself (it
 * renders one from 150 % of the viewport's height away), so holding it would only add work.
 */
const NEAR_MARGIN = '200% 0px';

/** A page that scrolled this recently may still be scrolling (a smooth scroll's frames come ~16 ms apart). */
const SCROLL_QUIET_MS = 200;

/** Holds the blocks of `content` out of view during each colour-mode switch; returns the stop. */
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
  const onScroll = (): void => {
    scrolled = performance.now();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  for (const block of Array.from(content.children)) {
    if (!block.matches(RENDERED_BLOCKS)) continue;
    screenObserver.observe(block);
    nearObserver.observe(block);
  }
  const switchObserver = new MutationObserver(() => {
    followScreen(screenObserver.takeRecords());
    followNear(nearObserver.takeRecords());
    if (performance.now() - scrolled < SCROLL_QUIET_MS) return;
    // A block being rendered for its height (src/clientModules/skipOffscreen.ts) keeps that frame.
    const held = [...near].filter((block) => !onScreen.has(block) && !block.hasAttribute(RENDER_ATTRIBUTE));
    for (const block of held) block.setAttribute(HELD_ATTRIBUTE, '');
    afterPaint(() => {
      for (const block of held) block.removeAttribute(HELD_ATTRIBUTE);
    });
  });
  switchObserver.observe(document.documentElement, { attributeFilter: ['data-theme'] });
  return () => {
    window.removeEventListener('scroll', onScroll);
    screenObserver.disconnect();
    nearObserver.disconnect();
    switchObserver.disconnect();
  };
}
