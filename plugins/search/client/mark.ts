/**
 * Highlights search terms with the CSS Custom Highlight API: ranges over the page's text, styled
 * by `::highlight(search-terms)` while they are shown, with no change to the DOM React renders. A
 * small bar says what is highlighted and clears it; clearing also drops `highlight` from the address,
 * through the router (a `popstate` after `replaceState`), so a reload stays clear.
 * Browsers without the API show the page unhighlighted.
 */
import { termsPattern, withoutHighlight } from '../highlightTerms';
import './mark.css';

const HIGHLIGHT_NAME = 'search-terms';
/**
 * The highlight's style, in the page only while it shows one: a `::highlight()` rule in the site's
 * stylesheet had the browser style every element's highlight whenever the page restyled (a fifth of
 * a colour-mode switch's style and layout on the largest pages at 4 × CPU).
 */
const HIGHLIGHT_RULE = `::highlight(${HIGHLIGHT_NAME}) { background-color: #ffe066; color: #1c1e21; }`;
let highlightSheet: CSSStyleSheet | undefined;

function styleHighlight(on: boolean): void {
  if (!('adoptedStyleSheets' in document)) return;
  if (!highlightSheet) {
    if (!on) return;
    highlightSheet = new CSSStyleSheet();
    highlightSheet.replaceSync(HIGHLIGHT_RULE);
  }
  const others = document.adoptedStyleSheets.filter((sheet) => sheet !== highlightSheet);
  document.adoptedStyleSheets = on ? [...others, highlightSheet] : others;
}
const BAR_ID = 'search-highlight-bar';
/** Text in these elements is not highlighted (not prose the reader looks for). */
const SKIP = 'script, style, noscript, .hash-link, nav';

function container(): Element | null {
  return document.querySelector('article') ?? document.querySelector('main');
}

function rangesFor(root: Element, pattern: RegExp): Range[] {
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(SKIP) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    for (const match of text.matchAll(pattern)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      ranges.push(range);
    }
  }
  return ranges;
}

function removeBar(): void {
  document.getElementById(BAR_ID)?.remove();
}

function clearAddress(): void {
  const { pathname, search, hash } = window.location;
  const url = `${pathname}${withoutHighlight(search)}${hash}`;
  window.history.replaceState(window.history.state, '', url);
  // The router listens to popstate: it reads the new address and runs the route lifecycles
  // again (only the query changed, so the page does not scroll), which clears the highlight.
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

function showBar(terms: readonly string[], count: number): void {
  removeBar();
  const bar = document.createElement('div');
  bar.id = BAR_ID;
  bar.setAttribute('role', 'status');
  const label = document.createElement('span');
  label.textContent = count > 0 ? `Highlighted: ${terms.join(', ')}` : `Not found on this page: ${terms.join(', ')}`;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Clear highlight';
  button.addEventListener('click', clearAddress);
  bar.append(label, button);
  document.body.append(bar);
}

export function showHighlight(terms: readonly string[], hasAnchor: boolean): void {
  // The DOM typings of this TypeScript version do not declare the registry's Map methods.
  const highlights =
    typeof CSS !== 'undefined' && 'highlights' in CSS ? (CSS.highlights as unknown as Map<string, Highlight>) : null;
  highlights?.delete(HIGHLIGHT_NAME);
  const pattern = termsPattern(terms);
  const root = container();
  if (!pattern || !root) {
    styleHighlight(false);
    removeBar();
    return;
  }
  const ranges = rangesFor(root, pattern);
  if (highlights && ranges.length > 0) highlights.set(HIGHLIGHT_NAME, new Highlight(...ranges));
  styleHighlight(highlights !== null && ranges.length > 0);
  showBar(terms, ranges.length);
  // With an anchor the router has scrolled to the section; otherwise show the first match.
  if (!hasAnchor) ranges[0]?.startContainer.parentElement?.scrollIntoView({ block: 'center' });
}
