/**
 * Calls back once, when an element first comes near the screen or when the reader points at, touches
 * or focuses into it: for parts of a page a reader only needs where they are reading (a code
 * block's buttons). One intersection observer serves every element.
 */

/**
 * Within a viewport's height above or below the screen: inside the distance within which the
 * browser renders `content-visibility: auto` blocks itself (150 % of the viewport's height, see
 * src/lib/restyleOnScreenFirst.ts), so measuring an element that has come this near lays out
 * nothing the browser had skipped.
 */
export const NEAR_MARGIN = '100% 0px';
/** What a reader does to an element before they use what it holds: a mouse, a touch, the keyboard. */
export const ENGAGING_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

let observer: IntersectionObserver | null = null;
/** The elements waiting, each with its callbacks. */
const waiting = new Map<Element, Set<() => void>>();

/** Runs and forgets the callbacks of `element`. */
function reached(element: Element): void {
  const callbacks = waiting.get(element);
  if (!callbacks) return;
  forget(element);
  for (const callback of callbacks) callback();
}

function onEngaged(this: Element): void {
  reached(this);
}

function forget(element: Element): void {
  waiting.delete(element);
  observer?.unobserve(element);
  for (const type of ENGAGING_EVENTS) element.removeEventListener(type, onEngaged);
}

/**
 * Runs `callback` once, the first time `element` is within NEAR_MARGIN of the screen or receives
 * one of ENGAGING_EVENTS. Returns the stop.
 */
export function whenNear(element: Element, callback: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) if (isIntersecting) reached(target);
    },
    { rootMargin: NEAR_MARGIN },
  );
  let callbacks = waiting.get(element);
  if (!callbacks) {
    callbacks = new Set();
    waiting.set(element, callbacks);
    observer.observe(element);
    for (const type of ENGAGING_EVENTS) element.addEventListener(type, onEngaged);
  }
  // Its own function: the same callback given twice runs twice.
  const once = (): void => callback();
  callbacks.add(once);
  return () => {
    const current = waiting.get(element);
    if (!current?.delete(once) || current.size > 0) return;
    forget(element);
  };
}
