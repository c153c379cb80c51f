/*
 * Wraps @docusaurus/theme-classic DocVersionBanner: above the version banner, on the page the
 * docs version dropdown led to from a page that has no twin in this version, a notice saying so
 * (the dropdown leaves the note, src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx); on a page
 * that is not versioned, where the reader chose another version and stayed, that the page is the
 * same in both, with the ways into that version's docs. Read after hydration, so the
 * server-rendered page is the same for every reader.
 */
import React, { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type { Props } from '@theme/DocVersionBanner';
import { useLocation } from '@docusaurus/router';
import { MISSING_PAGE_EVENT, MISSING_PAGE_KEY, readMissingPage, type MissingPage } from '@site/src/lib/versionSwitch';

/** Scrolled into view, the notice stops below the sticky navbar, not under it. */
const BELOW_NAVBAR = { scrollMarginTop: 'calc(var(--ifm-navbar-height) + 1rem)' } as const;

export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  const isBrowser = useIsBrowser();
  // A note for the page being read comes without a navigation: the dropdown says so by an event.
  const [noted, setNoted] = useState(0);
  useEffect(() => {
    const onNote = (): void => setNoted((count) => count + 1);
    window.addEventListener(MISSING_PAGE_EVENT, onNote);
    return () => window.removeEventListener(MISSING_PAGE_EVENT, onNote);
  }, []);
  const notice = useRef<HTMLDivElement>(null);
  const missing = useMemo((): MissingPage | null => {
    if (!isBrowser) return null;
    try {
      return readMissingPage(window.sessionStorage.getItem(MISSING_PAGE_KEY), pathname);
    } catch {
      return null;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `noted`: a new note for this pathname is read again
  }, [isBrowser, pathname, noted]);
  // The note is for this arrival only: it is taken from the storage in the commit that shows it. A
  // passive effect runs in a later task, and a reload between the two (or leaving the page) would
  // find the note again and show it on the next arrival too.
  useLayoutEffect(() => {
    if (!missing) return;
    window.sessionStorage.removeItem(MISSING_PAGE_KEY);
    // The reader stayed, maybe far down the page: the answer to their choice comes into view.
    if (missing.unversioned) notice.current?.scrollIntoView({ block: 'nearest' });
  }, [missing]);
  return (
    <>
      {missing?.unversioned && (
        <div ref={notice} className="alert alert--info margin-bottom--md" role="status" style={BELOW_NAVBAR}>
          “{missing.title || 'This page'}” is not versioned: it is the same for {missing.version} and{' '}
          {missing.unversioned.current}. The {missing.version} docs cover the player SDKs:{' '}
          {missing.unversioned.links.map((link, index) => (
            <React.Fragment key={link.path}>
              {index > 0 && ', '}
              <Link to={link.path}>{link.label}</Link>
            </React.Fragment>
          ))}
          .
        </div>
      )}
      {missing && !missing.unversioned && (
        <div className="alert alert--info margin-bottom--md" role="status">
          {missing.title ? <>“{missing.title}”</> : 'The page you were reading'} does not exist in the {missing.version}{' '}
          docs. This is the nearest {missing.version} page.
        </div>
      )}
      <DocVersionBanner {...props} />
    </>
  );
}
