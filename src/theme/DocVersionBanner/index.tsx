/*
 * Wraps @docusaurus/theme-classic DocVersionBanner: above the version banner, on the page the
 * docs version dropdown led to from a page that has no twin in this version, a notice saying so
 * (the dropdown leaves the note, src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx). Read
 * after hydration, so the server-rendered page is the same for every reader.
 */
import React, { useLayoutEffect, useMemo, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type { Props } from '@theme/DocVersionBanner';
import { useLocation } from '@docusaurus/router';
import { MISSING_PAGE_KEY, readMissingPage, type MissingPage } from '@site/src/lib/versionSwitch';

export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  const isBrowser = useIsBrowser();
  const missing = useMemo((): MissingPage | null => {
    if (!isBrowser) return null;
    try {
      return readMissingPage(window.sessionStorage.getItem(MISSING_PAGE_KEY), pathname);
    } catch {
      return null;
    }
  }, [isBrowser, pathname]);
  // The note is for this arrival only: it is taken from the storage in the commit that shows it. A
  // passive effect runs in a later task, and a reload between the two (or leaving the page) would
  // find the note again and show it on the next arrival too.
  useLayoutEffect(() => {
    if (missing) window.sessionStorage.removeItem(MISSING_PAGE_KEY);
  }, [missing]);
  return (
    <>
      {missing && (
        <div className="alert alert--info margin-bottom--md" role="status">
          {missing.title ? <>“{missing.title}”</> : 'The page you were reading'} does not exist in the {missing.version}{' '}
          docs. This is the nearest {missing.version} page.
        </div>
      )}
      <DocVersionBanner {...props} />
    </>
  );
}
