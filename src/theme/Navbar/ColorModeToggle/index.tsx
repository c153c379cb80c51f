/*
 * Ejected from @docusaurus/theme-classic 3.10 theme/Navbar/ColorModeToggle/index.js (typed), with
 * one change (fenced): no CSS transition runs while the colour mode changes.
 *
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/Navbar/ColorModeToggle/index.js
 */
import React, { useCallback, type ReactNode } from 'react';
import { useColorMode, useThemeConfig, type ColorMode } from '@docusaurus/theme-common';
import ColorModeToggle from '@theme/ColorModeToggle';
import type { Props } from '@theme/Navbar/ColorModeToggle';
import styles from '@docusaurus/theme-classic/lib/theme/Navbar/ColorModeToggle/styles.module.css';

/** Class on <html> while the colour mode changes (src/css/custom.css turns transitions off under it). */
const SWITCHING_CLASS = 'flp-switching-colour-mode';

export default function NavbarColorModeToggle({ className }: Props): ReactNode {
  const navbarStyle = useThemeConfig().navbar.style;
  const { disableSwitch, respectPrefersColorScheme } = useThemeConfig().colorMode;
  const { colorModeChoice, setColorMode } = useColorMode();
  // --- changed: every link, button, menu item and tab of Infima has a colour or background
  // transition, and a new colour mode changes them all: the browser would start an animation on
  // each (hundreds on a long page) and restyle the page on every frame of them. With the class on,
  // the new colours apply at once, in the one style recalculation the change needs; the class goes
  // after the next frame has painted, when nothing is changing any more.
  const onChange = useCallback(
    (choice: ColorMode | null) => {
      const root = document.documentElement;
      root.classList.add(SWITCHING_CLASS);
      setColorMode(choice);
      requestAnimationFrame(() => setTimeout(() => root.classList.remove(SWITCHING_CLASS)));
    },
    [setColorMode],
  );
  // --- end of change
  if (disableSwitch) return null;
  return (
    <ColorModeToggle
      className={className}
      buttonClassName={navbarStyle === 'dark' ? styles.darkNavbarColorModeToggle : undefined}
      respectPrefersColorScheme={respectPrefersColorScheme}
      value={colorModeChoice}
      onChange={onChange}
    />
  );
}
