/**
 * theme-common's `lib/hooks/useCodeWordWrap.js` (3.10) with one change: the scroll check does
 * nothing once the code block's element is gone. Upstream reads `codeBlockRef.current` in a
 * `resize` listener that a passive effect removes; React detaches the ref when the page changes and
 * runs that cleanup later, so a resize in between (a phone turned, a window resized while a link is
 * followed) threw "Cannot destructure property 'scrollWidth' of null" as an uncaught error.
 * Re-check against theme-common when upgrading.
 *
 * Upstream: @docusaurus/theme-common@3.10.2 lib/hooks/useCodeWordWrap.js
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Calls back when the tab panel a code block is in stops being hidden (upstream #7485). */
function useTabBecameVisibleCallback(codeBlockRef: RefObject<HTMLPreElement | null>, callback: () => void): void {
  const [hiddenTab, setHiddenTab] = useState<Element | null>(null);
  const update = useCallback(() => {
    setHiddenTab(codeBlockRef.current?.closest('[role=tabpanel][hidden]') ?? null);
  }, [codeBlockRef]);
  useEffect(() => {
    update();
  }, [update]);
  // `callback` is stable (a useCallback without dependencies below).
  useEffect(() => {
    if (!hiddenTab) return undefined;
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'attributes' && mutation.attributeName === 'hidden') {
          callback();
          update();
        }
      }
    });
    observer.observe(hiddenTab, { attributes: true, characterData: false, childList: false, subtree: false });
    return () => observer.disconnect();
  }, [hiddenTab, update, callback]);
}

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
    // The changed line: the block may be gone before the listener is removed.
    if (!block) return;
    const { scrollWidth, clientWidth } = block;
    setIsCodeScrollable(scrollWidth > clientWidth || block.querySelector('code')?.hasAttribute('style') === true);
  }, []);

  useTabBecameVisibleCallback(codeBlockRef, updateCodeIsScrollable);
  useEffect(() => {
    updateCodeIsScrollable();
  }, [isEnabled, updateCodeIsScrollable]);
  useEffect(() => {
    window.addEventListener('resize', updateCodeIsScrollable, { passive: true });
    return () => window.removeEventListener('resize', updateCodeIsScrollable);
  }, [updateCodeIsScrollable]);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
