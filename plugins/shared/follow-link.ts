/**
 * A click on a link of the site inside HTML a page keeps as the server rendered it (an error-code
 * table, the releases of the timeline) moves as a `Link` does, without reloading the page.
 */
import type { MouseEvent } from 'react';

/**
 * The `href` of the link of the site under an event's target, as written (`/docs/a#b`): null for no
 * link, a link that opens elsewhere (`target`) or downloads, an anchor of the page (`#E-4001`) and
 * other sites, which are the browser's.
 */
export function sitePath(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  const href = link?.getAttribute('href');
  if (!link || !href || link.hasAttribute('target') || link.hasAttribute('download')) return null;
  return href.startsWith('/') && !href.startsWith('//') ? href : null;
}

export function followLink(event: MouseEvent<HTMLElement>, push: (path: string) => void): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
    return;
  const href = sitePath(event.target);
  if (!href) return;
  event.preventDefault();
  push(href);
}
