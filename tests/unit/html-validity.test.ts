import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHtmlFinding, validatePages, type HtmlFinding } from '../../checks/html-validity';
import { builtPages } from '../../checks/rendering';
import { redirectPage } from '../../plugins/dev-redirects';
import { createHighlighter } from '../../plugins/code-highlight/highlight';
import { codeTheme } from '../../src/data/codeThemes';

const page = (body: string): string =>
  `<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Page | FLP</title></head>\n<body><main>\n${body}\n</main></body>\n</html>\n`;

/** A code block's lines as the build highlights them. */
const highlighted = createHighlighter({ theme: codeTheme, additionalLanguages: [] })('const a = 1;\nplay(a);', 'ts');

/** Planted pages: two broken as the checker must catch, three valid. */
const PAGES: Record<string, string> = {
  'docs/code-lines/index.html': page(
    '<pre><code><div class="token-line"><span class="token">let x = 1;</span><br></div></code></pre>',
  ),
  'docs/tab-without-panel/index.html': page(
    [
      '<ul role="tablist">',
      '<li role="tab" aria-selected="true" tabindex="0">Kotlin</li>',
      '<li role="tab" aria-selected="false" tabindex="-1">Java</li>',
      '</ul>',
      '<div>Kotlin code</div>',
    ].join('\n'),
  ),
  'docs/valid/index.html': page(
    [
      `<pre><code>${highlighted}</code></pre>`,
      '<ul role="tablist">',
      '<li role="tab" id="g-tab-0" aria-controls="g-panel-0" aria-selected="true" tabindex="0">Kotlin</li>',
      '<li role="tab" id="g-tab-1" aria-controls="g-panel-1" aria-selected="false" tabindex="-1">Java</li>',
      '</ul>',
      '<div role="tabpanel" id="g-panel-0" aria-labelledby="g-tab-0">Kotlin code</div>',
      '<div role="tabpanel" id="g-panel-1" aria-labelledby="g-tab-1" hidden>Java code</div>',
    ].join('\n'),
  ),
  // The first paint waits for a table's block (plugins/accessible-tables): the standard's markup,
  // which the checker still reports (OUTDATED_MESSAGES).
  'docs/expect-link/index.html': page('<div id="first-tables">A table.</div>').replace(
    '</title>',
    '</title><link rel="expect" href="#first-tables" blocking="render">',
  ),
  // The same attribute on a link of another type stays an error.
  'docs/blocking-icon/index.html': page('<p>An icon.</p>').replace(
    '</title>',
    '</title><link rel="icon" href="/img/favicon.ico" blocking="render">',
  ),
  'docs/index.html': redirectPage('/docs/products/player/ios/overview', 'FLP Developer Portal'),
  'index.html': page('<h1>Home</h1>'),
};

describe('HTML validity check (the Nu HTML Checker over built pages)', () => {
  let dir = '';
  let findings: HtmlFinding[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'html-validity-'));
    for (const [file, html] of Object.entries(PAGES)) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), html);
    }
    findings = await validatePages(builtPages(dir));
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports a div inside code, with the route and line', () => {
    const found = findings.filter((f) => f.route === '/docs/code-lines/');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ level: 'error', line: 5 });
    expect(found[0]?.message).toMatch(/Element “div” not allowed as child of element “code”/);
    expect(formatHtmlFinding(found[0] as HtmlFinding)).toMatch(/^\/docs\/code-lines\/:5:\d+: Element “div”/);
  });

  it('reports a tab that controls no panel', () => {
    const found = findings.filter((f) => f.route === '/docs/tab-without-panel/');
    expect(found.map((f) => [f.line, f.message])).toEqual([
      [6, 'Every active “role=tab” element must have a corresponding “role=tabpanel” element.'],
    ]);
  });

  it('reports `blocking` on a link that is neither a stylesheet nor an expect link', () => {
    const found = findings.filter((f) => f.route === '/docs/blocking-icon/');
    expect(found.map((f) => f.message)).toEqual([
      'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
    ]);
  });

  it('passes span code lines, tabs tied to their panels, an expect link, the redirect page and a plain page', () => {
    const broken = ['code-lines', 'tab-without-panel', 'blocking-icon'];
    expect(findings.filter((f) => !broken.some((route) => f.route.includes(route)))).toEqual([]);
  });
});
