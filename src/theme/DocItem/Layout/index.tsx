/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (DocItem/Layout) for speed: the desktop table of
 * contents is rendered at every window size and hidden below the desktop breakpoint by the
 * theme's own CSS (`.tableOfContents`), instead of being removed by `useWindowSize` after
 * hydration. Docusaurus's version re-renders the whole layout (breadcrumbs, footer, paginator,
 * both TOCs) right after hydration on every phone; this one has nothing to update.
 * Changed: `useDocTOC` (no `useWindowSize`); the page a signed-in reader reads is recorded by
 * `RecordVisit`, a child that renders nothing, so a sign-in re-renders it alone. Re-check against
 * theme-classic when upgrading.
 *
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/DocItem/Layout/index.js
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import ContentVisibility from '@theme/ContentVisibility';
import type { Props } from '@theme/DocItem/Layout';
import RecordVisit from '@site/src/reader/RecordVisit';

import styles from './styles.module.css';

/** Both tables of contents where the page has one; CSS shows the one that fits the window. */
function useDocTOC(): { hidden: boolean | undefined; mobile: ReactNode; desktop: ReactNode } {
  const { frontMatter, toc } = useDoc();
  const hidden = frontMatter.hide_table_of_contents;
  const canRender = !hidden && toc.length > 0;
  // --- changed: no useWindowSize; the desktop TOC is hidden by CSS below 997px ---
  return {
    hidden,
    mobile: canRender ? <DocItemTOCMobile /> : undefined,
    desktop: canRender ? <DocItemTOCDesktop /> : undefined,
  };
}

export default function DocItemLayout({ children }: Props): ReactNode {
  const docTOC = useDocTOC();
  const { metadata } = useDoc();
  return (
    <div className="row">
      {/* --- changed: the reader's visit, recorded by a child of its own --- */}
      <RecordVisit path={metadata.permalink} title={metadata.title} />
      <div className={clsx('col', !docTOC.hidden && styles.docItemCol)}>
        <ContentVisibility metadata={metadata} />
        <DocVersionBanner />
        <div className={styles.docItemContainer}>
          <article>
            <DocBreadcrumbs />
            <DocVersionBadge />
            {docTOC.mobile}
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
          <DocItemPaginator />
        </div>
      </div>
      {docTOC.desktop && <div className="col col--3">{docTOC.desktop}</div>}
    </div>
  );
}
