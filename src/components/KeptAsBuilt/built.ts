/**
 * The element the server built for a part of the page, found in the document while the page
 * hydrates (`data-has-hydrated` turns "true" after it): the one element whose `attribute` is
 * `value`, when it has the tag `tag`. Null once hydrated, on the server, or when the element is not
 * there once and with that tag (a client-side move to the page builds no HTML to keep).
 */
export function builtElement(attribute: string, value: string, tag: string): Element | null {
  if (typeof document === 'undefined' || document.documentElement.getAttribute('data-has-hydrated') === 'true')
    return null;
  const roots = document.querySelectorAll(`[${attribute}="${CSS.escape(value)}"]`);
  const root = roots.length === 1 ? roots[0]! : null;
  return root && root.tagName.toLowerCase() === tag ? root : null;
}

/** The contents of `builtElement`: the HTML the server built for the part, or null. */
export function builtHtml(attribute: string, value: string, tag: string): string | null {
  return builtElement(attribute, value, tag)?.innerHTML ?? null;
}
