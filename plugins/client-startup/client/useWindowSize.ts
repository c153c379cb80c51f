/**
 * theme-common's `lib/hooks/useWindowSize.js` (3.10), typed, with one change (fenced): the window
 * size is set in a transition. It is 'ssr' while the page hydrates (a constant, so the server's
 * HTML matches) and becomes 'mobile' or 'desktop' in an effect right after. On a phone that
 * re-renders the navbar's mobile sidebar and the docs sidebar; in an ordinary update React renders
 * it with the other updates of those effects in one task that cannot yield (a long task on the
 * largest guide at 4 × CPU); in a transition it renders in slices, with `useIsBrowser()`'s flip.
 * Re-check against theme-common when upgrading.
 *
 * Upstream: @docusaurus/theme-common@3.10.2 lib/hooks/useWindowSize.js
 */
import { startTransition, useEffect, useState } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const windowSizes = {
  desktop: 'desktop',
  mobile: 'mobile',
  ssr: 'ssr',
} as const;

type WindowSize = keyof typeof windowSizes;

// Note: this value is also hardcoded in Infima
// Both JS and CSS must have the same value
// Updating this JS value alone is not enough
// See https://github.com/facebook/docusaurus/issues/9603
const DesktopBreakpoint = 996;

function getWindowSize(desktopBreakpoint: number): WindowSize {
  if (!ExecutionEnvironment.canUseDOM) {
    throw new Error('getWindowSize() should only be called after React hydration');
  }
  return window.innerWidth > desktopBreakpoint ? windowSizes.desktop : windowSizes.mobile;
}

/**
 * Gets the current window size as an enum value. We don't want it to return the
 * actual width value, so that it only re-renders once a breakpoint is crossed.
 *
 * It may return `"ssr"`, which is very important to handle hydration FOUC or
 * layout shifts. You have to handle server-rendering explicitly.
 */
export function useWindowSize({
  desktopBreakpoint = DesktopBreakpoint,
}: {
  desktopBreakpoint?: number;
} = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>(
    () =>
      // super important to return a constant value to avoid hydration mismatch
      // see https://github.com/facebook/docusaurus/issues/9379
      'ssr',
  );

  useEffect(() => {
    function updateWindowSize() {
      // --- changed: in a transition (see the file's comment).
      const size = getWindowSize(desktopBreakpoint);
      startTransition(() => setWindowSize(size));
      // --- end of change
    }

    updateWindowSize();

    window.addEventListener('resize', updateWindowSize);

    return () => {
      window.removeEventListener('resize', updateWindowSize);
    };
  }, [desktopBreakpoint]);

  return windowSize;
}
