/**
 * Built HTML -> page sections. The index is made from what the server rendered, so every
 * text a reader sees on arrival (tables generated from the API documents, the error and
 * release catalogues) is searchable, and every anchor is the one the page really has.
 *
 * A section starts at each h1, h2 and h3; its text runs to the next one. Elements matching a
 * `subsections` selector (the rows of the error-code tables, which have their own anchors) are
 * sections of their own, and their text is not repeated in the enclosing section.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

export interface SubsectionRule {
  /** CSS selector of an element with an `id` that is a section of its own, e.g. `tr[id]`. */
  selector: string;
  /** CSS selector, inside that element, of the elements whose text is the section title. */
  title: string;
}

export interface ExtractOptions {
  /** Where the content is: the first match wins (docs: the Markdown of the article). */
  contentSelectors: readonly string[];
  /** Removed before reading: navigation, heading links, buttons, forms... */
  ignoreSelectors: readonly string[];
  subsections: readonly SubsectionRule[];
}

export interface ExtractedSection {
  title: string;
  /** The heading's or row's id; null for the page's first section (the route itself). */
  anchor: string | null;
  text: string;
  /** True for an element matched by a `subsections` rule (a row), not a heading. */
  subsection?: true;
}

export interface ExtractedPage {
  pageTitle: string;
  /** The page's meta description (its summary in search engines), or ''. */
  description: string;
  sections: ExtractedSection[];
}

const HEADINGS = new Set(['h1', 'h2', 'h3']);
/** Inline elements that do not separate words (`licen<em>ce</em>`). */
const INLINE = new Set(['em', 'strong', 'b', 'i', 'u', 's', 'mark', 'sub', 'sup', 'small', 'abbr', 'kbd', 'span']);
const BLOCK_BREAK = new Set(['br', 'p', 'li', 'tr', 'td', 'th', 'div', 'pre', 'table', 'ul', 'ol', 'dt', 'dd']);

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The page title: the h1, or the document title without the site title. */
function pageTitleOf($: CheerioAPI, root: ReturnType<CheerioAPI>): string {
  const h1 = squash(root.find('h1').first().text());
  if (h1) return h1;
  const title = squash($('head > title').text());
  return title.split(' | ')[0] ?? title;
}

export function extractPage(html: string, options: ExtractOptions): ExtractedPage | null {
  const $ = load(html);
  const root = options.contentSelectors.map((selector) => $(selector).first()).find((match) => match.length > 0);
  if (!root) return null;
  root.find(options.ignoreSelectors.join(',')).remove();
  const pageTitle = pageTitleOf($, root);

  const subsectionTitles = new Map<Element, string>();
  for (const rule of options.subsections) {
    root.find(rule.selector).each((_, element) => {
      const id = $(element).attr('id');
      if (!id) return;
      const title = squash(
        $(element)
          .find(rule.title)
          .map((__, part) => $(part).text())
          .get()
          .join(' '),
      );
      subsectionTitles.set(element, title || id);
    });
  }

  const sections: ExtractedSection[] = [];
  let current: { title: string; anchor: string | null; parts: string[] } = {
    title: pageTitle,
    anchor: null,
    parts: [],
  };
  // A section is kept even without text (a heading right before a subheading): its title counts.
  const flush = (): void => {
    sections.push({ title: current.title, anchor: current.anchor, text: squash(current.parts.join('')) });
  };

  /** `into` is a subsection's text, or null for the current heading section. */
  const walk = (node: AnyNode, into: string[] | null, inPre: boolean): void => {
    const sink = into ?? current.parts;
    if (node.type === 'text') {
      sink.push((node as unknown as { data: string }).data);
      return;
    }
    if (node.type !== 'tag') return;
    const element = node as Element;
    const name = element.name;
    if (HEADINGS.has(name) && !inPre && into === null) {
      const h1 = name === 'h1';
      // The page's section is open from the start: an h1 with no text before it continues it.
      if (h1 && current.anchor === null && squash(current.parts.join('')) === '') return;
      flush();
      current = h1
        ? { title: pageTitle, anchor: null, parts: [] }
        : { title: squash($(element).text()), anchor: $(element).attr('id') ?? null, parts: [] };
      return;
    }
    const subsectionTitle = into === null ? subsectionTitles.get(element) : undefined;
    if (subsectionTitle !== undefined) {
      const parts: string[] = [];
      for (const child of element.children) walk(child, parts, inPre);
      sections.push({
        title: subsectionTitle,
        anchor: element.attribs.id ?? null,
        text: squash(parts.join(' ')),
        subsection: true,
      });
      return;
    }
    const pre = inPre || name === 'pre';
    // Inside code blocks each token is a span: join them as written, one line per line.
    const boundary = pre ? (name === 'br' || (name === 'div' && inPre) ? '\n' : '') : INLINE.has(name) ? '' : ' ';
    const breaks = BLOCK_BREAK.has(name) && !inPre ? '\n' : boundary;
    sink.push(breaks);
    for (const child of element.children) walk(child, into, pre);
    (into ?? current.parts).push(breaks);
  };

  for (const child of (root.get(0) as Element | undefined)?.children ?? []) walk(child, null, false);
  flush();
  const description = squash($('meta[name="description"]').attr('content') ?? '');
  return { pageTitle, description, sections };
}
