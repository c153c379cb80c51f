/**
 * theme-common's `lib/hooks/useCodeWordWrap.js` (3.10) with these changes to when a code block is
 * checked for a horizontal scroll bar (which decides whether its word-wrap button shows):
 * - The check does nothing once the code block's element is gone. Upstream reads
 *   `codeBlockRef.current` in a `resize` listener that a passive effect removes; React detaches the
 *   ref when the page changes and runs that cleanup later, so a resize in between (a phone turned,
 *   a window resized while a link is followed) threw "Cannot destructure property 'scrollWidth' of
 *   null" as an uncaught error.
 * - A block is first checked when it comes near the viewport, not when it mounts: the check reads
 *   the block's width, which lays out a block the browser had skipped (`content-visibility`, see
 *   src/css/custom.css), all of them during hydration.
 * - A block in a tab panel that is shown is checked after the next paint, not in the task of the
 *   click on the tab (about 50 ms of forced layout at 4 × CPU slowdown on a platform tab).
 * - The tab panel is watched without state: upstream kept the hidden panel in a state set by an
 *   effect at mount, so every code block of a hidden tab rendered again right after hydration (20
 *   blocks on the largest API operation page, in the one update that cannot yield). The panel is
 *   watched each time it is shown, not only the first time.
 * - The check measures the lines (`code`), not the block's `scrollWidth`: a block whose lines the
 *   browser skips (`content-visibility`, src/css/custom.css) reports no overflow, and a block that
 *   came near the screen while still skipped, its lines wider than a phone, showed no word-wrap button.
 * - A resize checks a block again when it is next near the viewport, as at load: upstream checks
 *   every block of the page in the `resize` event, and measuring the lines lays out every skipped
 *   block's lines in that one task (a phone turned on a long page).
 * Re-check against theme-common when upgrading.
 *
 * Upstream: @docusaurus/theme-common@3.10.2 lib/hooks/useCodeWordWrap.js
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { afterPaint } from '@site/src/lib/afterPaint';

// --- changed: no state (see the file's comment).
/**
 * Calls back when the tab panel a code block is in is shown (upstream #7485): after the paint that
 * shows it, each time.
 */
function useTabBecameVisibleCallback(codeBlockRef: RefObject<HTMLPreElement | null>, callback: () => void): void {
  useEffect(() => {
    const panel = codeBlockRef.current?.closest('[role=tabpanel]');
    if (!panel) return undefined;
    const observer = new MutationObserver(() => {
      if (!panel.hasAttribute('hidden')) afterPaint(callback);
    });
    observer.observe(panel, { attributes: true, attributeFilter: ['hidden'] });
    return () => observer.disconnect();
  }, [codeBlockRef, callback]);
}
// --- end of change

const nearViewportCallbacks = new WeakMap<Element, () => void>();
let nearViewport: IntersectionObserver | null = null;

/**
 * Calls back once, when the element first comes within half a viewport of the screen (the margin
 * within which the browser renders `content-visibility: auto` content); returns the cancel.
 */
function onceNearViewport(element: Element, callback: () => void): () => void {
  nearViewport ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        nearViewport?.unobserve(entry.target);
        const near = nearViewportCallbacks.get(entry.target);
        nearViewportCallbacks.delete(entry.target);
        near?.();
      }
    },
    { rootMargin: '50% 0px' },
  );
  nearViewportCallbacks.set(element, callback);
  nearViewport.observe(element);
  return () => {
    nearViewport?.unobserve(element);
    nearViewportCallbacks.delete(element);
  };
}
// --- end of change

export function useCodeWordWrap(): {
  codeBlockRef: RefObject<HTMLPreElement | null>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
} {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) code.removeAttribute('style');
    else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words wrap too: no scrollbar at all.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  const updateCodeIsScrollable = useCallback(() => {
    const block = codeBlockRef.current;
    // Changed: the block may be gone before the listener is removed.
    if (!block) return;
    // --- changed: the lines' width (see the file's comment); a hidden tab's lines have none.
    const code = block.querySelector('code');
    const linesWidth = code ? Math.round(code.getBoundingClientRect().width) : block.scrollWidth;
    setIsCodeScrollable(linesWidth > block.clientWidth || code?.hasAttribute('style') === true);
    // --- end of change
  }, []);

  useTabBecameVisibleCallback(codeBlockRef, updateCodeIsScrollable);
  // --- changed: upstream checks on mount and on each toggle; the first check waits for the block
  // to come near the viewport (see the file's comment).
  // A resize checks it again when it is next near the viewport (see the file's comment).
  const toggled = useRef(false);
  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block) return undefined;
    let cancel = onceNearViewport(block, updateCodeIsScrollable);
    const rearm = () => {
      cancel();
      cancel = onceNearViewport(block, updateCodeIsScrollable);
    };
    window.addEventListener('resize', rearm, { passive: true });
    return () => {
      cancel();
      window.removeEventListener('resize', rearm);
    };
  }, [updateCodeIsScrollable]);
  useEffect(() => {
    if (toggled.current) updateCodeIsScrollable();
    toggled.current = true;
  }, [isEnabled, updateCodeIsScrollable]);
  // --- end of change

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
