/**
 * A link to a heading (`/docs/…/overview#architecture`) scrolls to it on arrival, also where the
 * page is rendered in the browser only (`docusaurus start`): Docusaurus leaves the first load's
 * anchor to the browser, which scrolls to an element in the HTML it received; the development
 * server's HTML has no content, and the page renders after the browser has stopped looking.
 * In a production build the browser has scrolled already, and this does nothing.
 */
import type { ClientModule } from '@docusaurus/types';
import { hashTarget } from '../lib/hashTarget';

const anchorScroll: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    // Later navigations are Docusaurus's own (it scrolls to their anchor).
    if (previousLocation || !location.hash) return;
    requestAnimationFrame(() => {
      const target = hashTarget(location.hash, document);
      // Scrolled already (by the browser, or by the reader): leave it.
      if (!target || window.scrollY > 0) return;
      target.scrollIntoView();
    });
  },
};

export default anchorScroll;
