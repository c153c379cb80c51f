/**
 * A part of a page that is plain HTML but for its Markdown links (plugins/static-html wraps each
 * largest such part in this component and marks its root `data-flp-kept`). A page loaded from the
 * server keeps that part's HTML as built: the root hydrates alone, with the server's HTML inside,
 * instead of a fiber per cell, paragraph, inline code and link (on the largest API operation page
 * about 500 of the article's 2,100 fibers were its links alone). Its links then move as a `Link`
 * does: a click on a link of the site goes through the router, a pointer or a touch on one loads
 * its page's scripts. A client-side move to the page renders the part as React, links included.
 */
import { cloneElement, isValidElement, useState, type MouseEvent, type ReactNode, type TouchEvent } from 'react';
import { useHistory } from '@docusaurus/router';
import { followLink, sitePath } from '@site/plugins/shared/follow-link';
import { KEPT_ATTRIBUTE } from './attribute';
import { builtHtml } from './built';

/** As a `Link` does on `mouseenter` and `touchstart`: the linked page's scripts start loading. */
function preloadLink(event: MouseEvent<HTMLElement> | TouchEvent<HTMLElement>): void {
  const href = sitePath(event.target);
  if (href) void window.docusaurus.preload(new URL(href, window.location.href).pathname);
}

export default function KeptAsBuilt({ id, children }: { id: string; children: ReactNode }): ReactNode {
  const history = useHistory();
  const tag = isValidElement(children) && typeof children.type === 'string' ? children.type : null;
  // Read once, while hydrating: the same string on every render after, so React never writes it.
  const [html] = useState(() => (tag ? builtHtml(KEPT_ATTRIBUTE, id, tag) : null));
  if (html === null || !isValidElement<Record<string, unknown>>(children)) return children;
  return cloneElement(children, {
    children: undefined,
    // The server's own rendering of this element, read from the document: nothing from outside.
    dangerouslySetInnerHTML: { __html: html },
    onClick: (event: MouseEvent<HTMLElement>) => followLink(event, (path) => history.push(path)),
    onMouseOver: preloadLink,
    onTouchStart: preloadLink,
  });
}
