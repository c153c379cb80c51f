import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import directive from 'remark-directive';
import gfm from 'remark-gfm';
import { createElement, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import admonitions from '@docusaurus/mdx-loader/lib/remark/admonitions';
import { findRaw } from '../../checks/rendering-rules';
import { builtPages, checkPage, SourceIndex, visibleLines } from '../../checks/rendering';

/**
 * Markdown rendered with the parsers the docs build uses for directives and admonitions (MDX 3,
 * remark-directive, Docusaurus's admonitions plugin, GFM), into the HTML a page would have.
 */
async function render(markdown: string): Promise<string> {
  const { default: Content } = await evaluate(markdown, {
    ...runtime,
    remarkPlugins: [directive, admonitions, gfm],
  });
  const admonition = ({ type, title, children }: { type: string; title?: ReactNode; children: ReactNode }) =>
    createElement('div', { className: `admonition admonition-${type}` }, [
      createElement('div', { key: 'h', className: 'admonitionHeading' }, title ?? type),
      createElement('div', { key: 'c', className: 'admonitionContent' }, children),
    ]);
  const body = renderToStaticMarkup(createElement(Content, { components: { admonition } }));
  return `<html><head><title>Page | FLP</title></head><body><article>${body}</article></body></html>`;
}

const rules = (html: string) => checkPage('/docs/x', html, null).map((f) => f.rule);

describe('rendering check', () => {
  it('passes a page whose Markdown was converted', async () => {
    const html = await render(
      [
        '# Title',
        '',
        ':::warning[Keys and licence server belong together]',
        'Use **one** licence server per [key system](/docs/drm).',
        ':::',
        '',
        'Code may show anything: `:::note`, `**x`, `{#id}`, `[a](b)`.',
        '',
        '```md',
        ':::tip Old title',
        '**not closed',
        '```',
      ].join('\n'),
    );
    expect(html).toContain('admonition-warning');
    expect(checkPage('/docs/x', html, null)).toEqual([]);
  });

  it('fails on a planted admonition in the old title syntax, which prints as a paragraph', async () => {
    const html = await render(':::warning Keys and licence server belong together\nUse one licence server.\n:::\n');
    expect(html).not.toContain('admonition-warning');
    const findings = checkPage('/docs/x', html, null);
    expect(findings.map((f) => f.rule)).toContain('directive');
    expect(findings[0]?.excerpt).toContain(':::warning Keys and licence');
  });

  it('fails on a planted bold that does not close', async () => {
    const html = await render('The token is **valid for two hours.\n\nNext paragraph.\n');
    expect(rules(html)).toEqual(['emphasis']);
  });

  it('fails on a heading id, link syntax, an MDX comment and an unreplaced variable shown as text', () => {
    const page = (text: string) => `<html><body><main><p>${text}</p></main></body></html>`;
    expect(rules(page('Overview {#overview}'))).toEqual(['heading-id']);
    expect(rules(page('See [the guide](/docs/products/player/web/setup) first'))).toEqual(['link']);
    expect(rules(page('See [the guide][setup]'))).toEqual(['reference-link']);
    expect(rules(page('{/* TODO */} text'))).toEqual(['comment']);
    expect(rules(page('Call {{tenantId}} now'))).toEqual(['variable']);
    expect(rules(page('&lt;TabItem value="a"&gt;'))).toEqual(['component']);
  });

  it('does not flag ordinary prose: ratios, times, snake case, brackets, a star', () => {
    for (const text of [
      'Set ratio 16:9 at 09:12:44.',
      'The field max_bitrate_kbps and __typename in text.',
      'Pass [1, 2] (two values).',
      'Use key:value pairs; see note [1].',
      'A product a * b, a list of items.',
    ]) {
      expect(findRaw(text), text).toEqual([]);
    }
  });

  it('reads the title and description and skips scripts, styles and code', () => {
    const lines = visibleLines(
      '<html><head><title>A **b</title><meta name="description" content="Desc {#x}"></head>' +
        '<body><script>var a = "**";</script><style>a::after{content:":::"}</style><p>Text <code>**</code></p></body></html>',
    );
    expect(lines).toEqual(['A **b', 'Desc {#x}', 'Text']);
  });

  describe('on a build folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rendering-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('names the page and the source line of what it finds', () => {
      const out = join(dir, 'build');
      mkdirSync(join(out, 'docs', 'guide'), { recursive: true });
      mkdirSync(join(dir, 'docs'), { recursive: true });
      writeFileSync(join(out, 'index.html'), '<html><body><main><p>Home</p></main></body></html>');
      writeFileSync(
        join(out, 'docs', 'guide', 'index.html'),
        '<html><body><article><p>Intro</p><p>:::tip Send an Idempotency-Key With every POST. :::</p></article></body></html>',
      );
      writeFileSync(
        join(dir, 'docs', 'guide.md'),
        '# Guide\n\nIntro\n\n:::tip Send an Idempotency-Key\nWith every POST.\n:::\n',
      );
      const pages = builtPages(out);
      expect(pages.map(([route]) => route)).toEqual(['/', '/docs/guide/']);
      const sources = new SourceIndex(dir, ['docs']);
      const findings = pages.flatMap(([route, file]) => checkPage(route, readFileSync(file, 'utf8'), sources));
      expect(findings.map((f) => [f.route, f.source])).toEqual([
        ['/docs/guide/', 'docs/guide.md:5'],
        ['/docs/guide/', 'docs/guide.md:5'],
      ]);
    });
  });
});
