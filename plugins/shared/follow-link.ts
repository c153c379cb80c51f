/**
 * A click on a link of the site inside HTML a page keeps as the server rendered it (an error-code
 * table, the releases of the timeline) moves as a `Link` does, without reloading the page.
 */
import type { MouseEvent } from 'react';

export function followLink(event: MouseEvent<HTMLElement>, push: (path: string) => void): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
    return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  const href = link?.getAttribute('href');
  if (!link || !href || link.hasAttribute('target') || link.hasAttribute('download')) return;
  // An anchor of the page (`#E-4001`) and other sites are the browser's.
  if (!href.startsWith('/') || href.startsWith('//')) return;
  event.preventDefault();
  push(href);
}
