/*
 * Ejected from @docusaurus/theme-classic 3.10 theme/TabItem/index.js (typed), with one change
 * (fenced): the panel is tied to its tab (the WAI-ARIA tabs pattern, see src/theme/Tabs).
 *
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/TabItem/index.js
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useTabs } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/TabItem';
import styles from '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css';
import { useTabIds } from '@site/src/lib/tabIds';

export default function TabItem({ children, className, value }: Props): ReactNode {
  const { selectedValue, lazy, tabValues } = useTabs();
  const isSelected = value === selectedValue;
  // --- changed: the panel has the id its tab's `aria-controls` names and is labelled by the tab.
  // A lazy group renders the panels of the other tabs empty (upstream renders nothing), so that
  // every tab controls a panel of the page.
  const ids = useTabIds(tabValues, value);
  return (
    <div
      role="tabpanel"
      id={ids?.panel}
      aria-labelledby={ids?.tab}
      className={clsx(styles.tabItem, className)}
      hidden={!isSelected}
    >
      {!isSelected && lazy ? null : children}
    </div>
  );
  // --- end of change
}
