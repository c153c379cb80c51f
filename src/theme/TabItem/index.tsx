/*
 * Ejected from @docusaurus/theme-classic 3.10 theme/TabItem/index.js (typed), with one change
 * (fenced): the panel is tied to its tab (the WAI-ARIA tabs pattern, see src/theme/Tabs), and the
 * panel of a tab that is not selected when the page loads keeps the server's HTML until its tab is
 * selected (src/components/KeptAsBuilt/keptWhileHidden.ts).
 *
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/TabItem/index.js
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useTabs } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/TabItem';
import styles from '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css';
import { useTabIds } from '@site/src/lib/tabIds';
import { FOLDED_ATTRIBUTE } from '@site/src/components/KeptAsBuilt/attribute';
import { useKeptWhileHidden } from '@site/src/components/KeptAsBuilt/keptWhileHidden';

export default function TabItem({ children, className, value, keptId }: Props & { keptId?: string }): ReactNode {
  const { selectedValue, lazy, tabValues } = useTabs();
  const isSelected = value === selectedValue;
  // --- changed: the panel has the id its tab's `aria-controls` names and is labelled by the tab.
  // A lazy group renders the panels of the other tabs empty (upstream renders nothing), so that
  // every tab controls a panel of the page.
  const ids = useTabIds(tabValues, value);
  // Until its tab is selected, a panel hidden at load keeps what the server built: its code blocks
  // and tables hydrate when the reader asks for them, not with the page.
  const kept = useKeptWhileHidden(keptId, !isSelected);
  return (
    <div
      role="tabpanel"
      id={ids?.panel}
      aria-labelledby={ids?.tab}
      className={clsx(styles.tabItem, className)}
      hidden={!isSelected}
      {...{ [FOLDED_ATTRIBUTE]: keptId }}
      {...(kept === null
        ? { children: !isSelected && lazy ? null : children }
        : { dangerouslySetInnerHTML: { __html: kept } })}
    />
  );
  // --- end of change
}
