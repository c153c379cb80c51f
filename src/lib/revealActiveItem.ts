/**
 * The desktop sidebar on a fresh load: theme-classic expands the active page's categories but
 * leaves the sidebar's own scroll at its top, so in a long sidebar (the webhook pages of the MAM
 * API, 1,300 px down) the active item is out of view. The sidebar scrolls, not the page: the
 * page stays where the reader arrived (its top, or the heading a link names).
 */

/**
 * The scroll position of a scrolling box that shows an item in its middle, or null when the item
 * is already wholly in view. Positions are the item's and the box's top and height on screen.
 */
export function scrollTopToShow(
  item: { top: number; height: number },
  view: { top: number; height: number; scrollTop: number },
): number | null {
  if (item.top >= view.top && item.top + item.height <= view.top + view.height) return null;
  const itemTopInContent = item.top - view.top + view.scrollTop;
  return Math.max(0, Math.round(itemTopInContent - (view.height - item.height) / 2));
}

/** The nearest ancestor of `element` that scrolls vertically, or null. */
function scrollingAncestor(element: Element): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(node).overflowY) && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/**
 * Scrolls the desktop sidebar (`container`, the `aside` of the docs layout) so that its active
 * page's link is in view. Does nothing where the sidebar is hidden (below the desktop breakpoint)
 * or does not scroll.
 */
export function revealActiveItem(container: Element | null): void {
  const link = container?.querySelector('a.menu__link[aria-current="page"]');
  if (!link || link.getClientRects().length === 0) return;
  const view = scrollingAncestor(link);
  if (!view || !container?.contains(view)) return;
  const item = link.getBoundingClientRect();
  const box = view.getBoundingClientRect();
  const top = scrollTopToShow(
    { top: item.top, height: item.height },
    { top: box.top, height: view.clientHeight, scrollTop: view.scrollTop },
  );
  if (top !== null) view.scrollTop = top;
}
