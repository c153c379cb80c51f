import React, { useRef, type MouseEvent, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { SkipToContentFallbackId } from '@docusaurus/theme-common';
import { useLocationChange } from '@docusaurus/theme-common/internal';
// The theme's own skip-link styles (off-screen until focused): only the behaviour is the portal's.
import styles from '@docusaurus/theme-classic/lib/theme/SkipToContent/styles.module.css';

const LABEL = translate({
  id: 'theme.common.skipToMainContent',
  message: 'Skip to main content',
  description: 'The skip to content label used for accessibility',
});

function focusOnce(element: HTMLElement): void {
  element.setAttribute('tabindex', '-1');
  element.focus();
  element.removeAttribute('tabindex');
}

/**
 * The theme's skip link, with one change: focus goes back to the top of the page when the reader
 * moves to another page, not when a page only updates its own query string. The error lookup and
 * the release-notes filters push `?q=` and `?platform=` as the reader types or chooses; the theme
 * reset focus on every pushed location, so a key pressed just after such an update went to the
 * top of the page instead of the search box (a lost character).
 */
export default function SkipToContent(): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const { action } = useHistory();
  useLocationChange(({ location, previousLocation }) => {
    const newPage = location.pathname !== previousLocation?.pathname;
    if (containerRef.current && !location.hash && action === 'PUSH' && newPage) focusOnce(containerRef.current);
  });
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    event.preventDefault();
    const target =
      document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
    if (target) focusOnce(target);
  };
  return (
    <div ref={containerRef} role="region" aria-label={LABEL}>
      {/* A fallback href for readers without JavaScript. */}
      <a className={styles.skipToContent} href={`#${SkipToContentFallbackId}`} onClick={onClick}>
        {LABEL}
      </a>
    </div>
  );
}
