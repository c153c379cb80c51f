import { useState } from 'react';
import { FOLDED_ATTRIBUTE } from './attribute';
import { builtElement } from './built';

/**
 * A part of the page that is hidden when the page loads (the panel of a tab that is not selected,
 * the content of a closed `<details>`) hydrates with the server's HTML inside and no fiber for
 * what it holds; it renders as React once shown, and stays so. On the largest API operation page
 * the other tabs of its code samples and the closed details of its responses held 740 of the
 * page's 2,600 fibers, each hydrated at load for a part the reader may never open.
 *
 * Returns the HTML to keep (set it as the element's `dangerouslySetInnerHTML` instead of its
 * children), or null to render the children. The element is the `div` marked with `keptId` in
 * the built page (`FOLDED_ATTRIBUTE`).
 */
export function useKeptWhileHidden(keptId: string | undefined, hidden: boolean): string | null {
  // Read once, while hydrating: the same string on every render after, so React never writes it.
  const [kept, setKept] = useState(() => {
    const element = hidden && keptId ? builtElement(FOLDED_ATTRIBUTE, keptId, 'div') : null;
    // Kept only while hidden in the page too: a reader may open a details before the scripts run.
    return element?.closest('[hidden], details:not([open])') ? element.innerHTML : null;
  });
  // Shown: the children render from now on (an update during render, as React allows for state
  // derived from props).
  if (kept !== null && !hidden) setKept(null);
  return kept;
}
