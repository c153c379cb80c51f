/**
 * The rendering check: the text a reader sees on each built page holds no Markdown or MDX syntax
 * that should have been converted (rendering-rules.ts). The build does not fail on these: a
 * legacy admonition title or an unclosed `**` is valid MDX that prints as text.
 *
 * Visible text is the page's body (and its title and description, which search engines and tabs
 * show) with scripts, styles and code removed: code may show any syntax on purpose. Each finding
 * names the page and, where the offending text is found in the sources, the file and line.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { load } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { findRaw, type RenderingFinding } from './rendering-rules';

/** Not read by a reader as prose: code shows syntax on purpose, the rest is not text. */
const NOT_TEXT = 'script, style, template, code, pre, kbd, samp, svg, math, textarea, [hidden]';
const BLOCK =
  /^(address|article|aside|blockquote|br|dd|details|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|li|main|nav|ol|p|section|summary|table|tbody|td|tfoot|th|thead|tr|ul|option|button|a)$/;

/** The visible text of an HTML page, one line per block, plus its title and description. */
export function visibleLines(html: string): string[] {
  const $ = load(html);
  const parts: string[] = [$('head > title').text(), '\n', $('meta[name="description"]').attr('content') ?? '', '\n'];
  $('body').find(NOT_TEXT).remove();
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') {
      parts.push((node as unknown as { data: string }).data);
      return;
    }
    if (node.type !== 'tag') return;
    const element = node as Element;
    const block = BLOCK.test(element.name);
    if (block) parts.push('\n');
    for (const child of element.children) walk(child);
    if (block) parts.push('\n');
  };
  for (const child of $('body').get(0)?.children ?? []) walk(child);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

export interface PageFinding extends RenderingFinding {
  route: string;
  /** `file:line` of the source text, when found. */
  source: string | null;
}

/** Source files a page's text can come from, read once. */
export class SourceIndex {
  private readonly files: { path: string; lines: string[] }[] = [];

  constructor(
    private readonly siteDir: string,
    folders: readonly string[],
  ) {
    const walk = (folder: string): void => {
      let entries: string[];
      try {
        entries = readdirSync(folder);
      } catch {
        return;
      }
      for (const entry of entries) {
        const path = join(folder, entry);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(mdx?|ya?ml|tsx?|json)$/.test(entry) && !entry.endsWith('.api.mdx')) {
          this.files.push({ path, lines: readFileSync(path, 'utf8').split('\n') });
        }
      }
    };
    for (const folder of folders) walk(join(siteDir, folder));
  }

  /** The file a docs route is written in, by the docs' folder layout (file paths are routes). */
  private preferred(route: string): string | null {
    const path = route.replace(/\/$/, '');
    const versioned = /^\/docs\/([\d.]+x)(\/.*)?$/.exec(path);
    if (versioned) return join('versioned_docs', `version-${versioned[1]}`, versioned[2] ?? '');
    if (path.startsWith('/docs')) return join('docs', path.slice('/docs'.length));
    return join('src', 'pages', path);
  }

  /**
   * `file:line` of the source line holding the finding's text: the longest start of the text
   * from the match on that a source line contains, the route's own file first.
   */
  locate(route: string, finding: RenderingFinding, line: string): string | null {
    const wanted = line.slice(finding.index, finding.index + 80);
    const preferred = this.preferred(route);
    const ordered = [...this.files].sort(
      (a, b) =>
        Number(relative(this.siteDir, b.path).startsWith(preferred ?? '\0')) -
        Number(relative(this.siteDir, a.path).startsWith(preferred ?? '\0')),
    );
    for (let length = wanted.length; length >= Math.min(wanted.length, 8); length -= 4) {
      const needle = wanted.slice(0, length);
      for (const file of ordered) {
        const index = file.lines.findIndex((sourceLine) => sourceLine.includes(needle));
        if (index >= 0) return `${relative(this.siteDir, file.path).split(sep).join('/')}:${index + 1}`;
      }
    }
    return null;
  }
}

/** The findings of one built page. */
export function checkPage(route: string, html: string, sources: SourceIndex | null): PageFinding[] {
  const findings: PageFinding[] = [];
  for (const line of visibleLines(html)) {
    for (const finding of findRaw(line)) {
      findings.push({ ...finding, route, source: sources?.locate(route, finding, line) ?? null });
    }
  }
  return findings;
}

/** Every HTML page of a build folder, as [route, file]. */
export function builtPages(outDir: string): [string, string][] {
  const pages: [string, string][] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) {
        if (entry !== 'assets' && entry !== 'search-index') walk(path);
      } else if (entry.endsWith('.html')) {
        const route = `/${relative(outDir, path).split(sep).join('/')}`
          .replace(/\/index\.html$/, '/')
          .replace(/\.html$/, '');
        pages.push([route, path]);
      }
    }
  };
  walk(outDir);
  return pages.sort(([a], [b]) => (a < b ? -1 : 1));
}

export function formatFinding(finding: PageFinding): string {
  return `${finding.route}${finding.source ? ` (${finding.source})` : ''}: ${finding.message}\n    ${finding.excerpt}`;
}
