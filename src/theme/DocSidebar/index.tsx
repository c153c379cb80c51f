/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (DocSidebar) for speed: the desktop sidebar is
 * rendered at every window size and hidden below the desktop breakpoint by the theme's own CSS
 * (`.docSidebarContainer`), instead of being unmounted after hydration on phones (hundreds of
 * components removed in one task). The mobile sidebar only fills the mobile menu, so it is still
 * mounted on phones alone. Changed: `shouldRenderSidebarDesktop`; and when the sidebar mounts (a
 * fresh load, or arriving from a page without it) it scrolls its active item into view
 * (src/lib/revealActiveItem.ts). Re-check against theme-classic when upgrading.
 *
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/DocSidebar/index.js
 */
import React, { useEffect, type ReactNode } from 'react';
import { useWindowSize } from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type { Props } from '@theme/DocSidebar';
import { revealActiveItem } from '@site/src/lib/revealActiveItem';

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  // Mobile sidebar not visible on hydration: can avoid SSR rendering
  const shouldRenderSidebarMobile = windowSize === 'mobile';
  // --- changed: the active item in view, once, when the sidebar mounts ---
  useEffect(() => revealActiveItem(document.querySelector('aside.theme-doc-sidebar-container')), []);

  return (
    <>
      {/* --- changed: always rendered; it is memoised, so the window size does not re-render it --- */}
      <DocSidebarDesktop {...props} />
      {shouldRenderSidebarMobile && <DocSidebarMobile {...props} />}
    </>
  );
}
