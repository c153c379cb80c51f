/*
 * The navbar's colour-mode toggle (also in the mobile menu), as theme-classic's, with the change of
 * mode split in two. `setColorMode` writes the `data-theme` and `data-theme-choice` attributes at
 * once, and everything a reader sees follows them: colours, code (src/lib/highlightedCode.ts), the
 * logo (src/theme/ThemedImage) and the toggle's icon. Its React state is read only by the toggle's
 * title and label, so the state update is a transition: the click's frame restyles the page without
 * first rendering React (most of the click's script: 15-42 ms at 4 × CPU on the largest guide in a
 * trace, 4-27 ms after), and the label follows in a task after it. The next mode comes from the
 * attribute, not the state, so a second click before that render still moves on.
 *
 * The toggle also names the mode a page is built in: upstream's provider has no choice while the
 * page is built and hydrated (`null`, "system mode"), which this site, not following the system's
 * preference, does not have; the built page said "system mode" until hydration, and a reader
 * without scripts kept it. Here that is the default mode, as the page's colours are.
 *
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/Navbar/ColorModeToggle/index.js (the changed
 * parts are `change` and `value`).
 */
import React, { startTransition, useCallback, type ReactNode } from 'react';
import { useColorMode, useThemeConfig } from '@docusaurus/theme-common';
import ColorModeToggle from '@theme/ColorModeToggle';
import type { Props } from '@theme/Navbar/ColorModeToggle';
import styles from '@docusaurus/theme-classic/lib/theme/Navbar/ColorModeToggle/styles.module.css';
import { nextChoice, shownChoice } from '@site/src/lib/colourModeChoice';

export default function NavbarColorModeToggle({ className }: Props): ReactNode {
  const navbarStyle = useThemeConfig().navbar.style;
  const { defaultMode, disableSwitch, respectPrefersColorScheme } = useThemeConfig().colorMode;
  const { colorModeChoice, setColorMode } = useColorMode();
  const change = useCallback(() => {
    const next = nextChoice(shownChoice(document.documentElement), respectPrefersColorScheme);
    startTransition(() => setColorMode(next));
  }, [respectPrefersColorScheme, setColorMode]);
  if (disableSwitch) return null;
  return (
    <ColorModeToggle
      className={className}
      buttonClassName={navbarStyle === 'dark' ? styles.darkNavbarColorModeToggle : undefined}
      respectPrefersColorScheme={respectPrefersColorScheme}
      value={colorModeChoice ?? (respectPrefersColorScheme ? null : defaultMode)}
      onChange={change}
    />
  );
}
