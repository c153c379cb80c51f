/*
 * Ejected from @docusaurus/theme-classic 3.10 theme/Navbar/MobileSidebar/index.js, with two
 * changes (fenced): Escape closes the open menu (focus goes back to the menu button), and the
 * menus are rendered when the reader first opens the sidebar. Upstream
 * renders them as soon as the screen is known to be narrow, that is right after hydration on
 * every phone: the navbar items and the whole docs sidebar, in the tasks that follow hydration,
 * for a menu most readers never open. The sidebar's container is still there from the start,
 * so it slides in as before.
 *
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/Navbar/MobileSidebar/index.js
 */
import React, { useEffect, useState, type ReactNode } from 'react';
import { useLockBodyScroll, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';

export default function NavbarMobileSidebar(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  useLockBodyScroll(mobileSidebar.shown);
  // --- changed: Escape closes the menu and returns focus to the button that opened it.
  const { shown, toggle } = mobileSidebar;
  useEffect(() => {
    if (!shown) return undefined;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      toggle();
      document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, toggle]);
  // --- end of change
  // --- changed: menus once the sidebar has been shown, then kept (for the closing transition).
  const [opened, setOpened] = useState(false);
  if (mobileSidebar.shown && !opened) setOpened(true);
  const withMenus = opened || mobileSidebar.shown;
  // --- end of change
  if (!mobileSidebar.shouldRender) {
    return null;
  }
  return (
    <NavbarMobileSidebarLayout
      header={<NavbarMobileSidebarHeader />}
      primaryMenu={withMenus ? <NavbarMobileSidebarPrimaryMenu /> : null}
      secondaryMenu={withMenus ? <NavbarMobileSidebarSecondaryMenu /> : null}
    />
  );
}
