/**
 * Docusaurus's `ClientLifecyclesDispatcher` (core lib/client/ClientLifecyclesDispatcher.js, 3.10),
 * typed, with one change: the scroll after a client-side navigation (scrollAfterNavigation.ts) no
 * longer throws on a fragment with a malformed escape (`#%E0`), which crashed the page.
 *
 * Upstream: @docusaurus/core@3.10.2 lib/client/ClientLifecyclesDispatcher.js
 */
import type { ReactNode } from 'react';
import clientModules from '@generated/client-modules';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import { scrollAfterNavigation, type Navigation } from './scrollAfterNavigation';

export function dispatchLifecycleAction(
  lifecycleAction: 'onRouteUpdate' | 'onRouteDidUpdate',
  args: Navigation,
): () => void {
  const callbacks = clientModules.map((clientModule) => {
    const lifecycleFunction = clientModule.default?.[lifecycleAction] ?? clientModule[lifecycleAction];
    return lifecycleFunction?.(args);
  });
  return () => callbacks.forEach((cb) => cb?.());
}

export default function ClientLifecyclesDispatcher({
  children,
  location,
  previousLocation,
}: Navigation & { children: ReactNode }): ReactNode {
  useIsomorphicLayoutEffect(() => {
    if (previousLocation !== location) {
      // --- changed: the portal's scroll (scrollAfterNavigation.ts)
      scrollAfterNavigation({ location, previousLocation });
      // --- end of change
      dispatchLifecycleAction('onRouteDidUpdate', { previousLocation, location });
    }
  }, [previousLocation, location]);
  return children;
}
