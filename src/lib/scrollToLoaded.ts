/**
 * Scrolls to an element that was rendered after the page was shown (a row of an error-code table,
 * or a release, whose catalogue loads after a client-side move). The page's block that holds it is
 * new, and it is skipped while it is away from the screen (`content-visibility: auto`,
 * src/css/custom.css), so it takes the 20rem it is guessed at. If the browser skipped it between
 * the scroll and the next frame, the page was only as long as that guess. The scroll was then
 * clamped to the page's end, far above the element: the move to E-4001 on the Roku codes ended at
 * the top of the table, 19,000 pixels above the row.
 *
 * The block is rendered (`data-flp-render`) until the frame after the scroll has been painted. By
 * then it is on the screen, and the style sheet keeps it rendered.
 */
import { RENDER_ATTRIBUTE } from '../clientModules/skipOffscreen';
import { afterPaint } from './afterPaint';

export function scrollToLoaded(target: Element): void {
  const block = target.closest('.markdown > *');
  block?.setAttribute(RENDER_ATTRIBUTE, '');
  target.scrollIntoView();
  if (block) afterPaint(() => block.removeAttribute(RENDER_ATTRIBUTE));
}
