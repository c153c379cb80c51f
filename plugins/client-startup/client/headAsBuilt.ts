/**
 * The built page's head is kept as it is while the page hydrates. react-helmet-async commits the
 * head from the `<Head>` elements rendered so far each time one of them first renders (in the next
 * animation frame), and a hydration split into tasks lets those frames run between its parts: on a
 * docs page the head went through the site's defaults (title "FLP Developer Portal", the page's
 * description, Open Graph tags and structured data removed) and back, in two commits that took
 * 9-14 ms each at 1 × CPU, inside the long tasks after the first paint. The server built that head
 * from the same `<Head>` elements, so nothing needs committing until hydration ends; the first
 * change after it (`data-has-hydrated`) commits the whole head, which then equals the built one
 * but for that attribute.
 *
 * How: react-helmet-async commits on the client when its provider's static `canUseDOM` is true
 * (Dispatcher `emitChange`, react-helmet-async 1.3); it is false from the start of hydration to
 * its commit. tests/e2e/boot.spec.ts fails when the head changes during hydration.
 *
 * Upstream: @docusaurus/core@3.10.2 lib/client/clientEntry.js
 */
import { useLayoutEffect } from 'react';
import { HelmetProvider } from 'react-helmet-async';

const provider = HelmetProvider as unknown as { canUseDOM: boolean };

/** Holds react-helmet-async's head commits until the hydration's commit (`HeadAsBuilt`). */
export function keepBuiltHead(): void {
  provider.canUseDOM = false;
}

/** Rendered in the root: its layout effect runs in the hydration's commit, after every `<Head>` has rendered. */
export function HeadAsBuilt(): null {
  useLayoutEffect(() => {
    provider.canUseDOM = true;
  }, []);
  return null;
}
