import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compile, evaluate } from '@mdx-js/mdx';
import { load } from 'cheerio';
import clsx from 'clsx';
import { Children, createElement, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import gfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import rehypeAccessibleTables from '../../plugins/accessible-tables/rehype';
import rehypeStaticHtml, { MDX_COMPONENT_TAGS } from '../../plugins/static-html/rehype';

type Props = Record<string, unknown> & { children?: ReactNode };

/** Stand-ins for theme-classic's MDX components, rendering what they render. */
const THEME = {
  a: (props: Props) => createElement('a', { ...props, 'data-link': '' }),
  code: (props: Props) =>
    props.children !== undefined &&
    Children.toArray(props.children).every((child) => typeof child === 'string' && !child.includes('\n'))
      ? createElement('code', props)
      : createElement('pre', { 'data-code-block': '' }, createElement('code', props)),
  pre: (props: Props) => createElement('div', { 'data-pre': '' }, props.children),
  ul: (props: Props) =>
    createElement('ul', {
      ...props,
      className: props.className === undefined ? undefined : clsx(props.className as string, 'task'),
    }),
  li: (props: Props) =>
    createElement('li', {
      className: clsx(props.id ? 'anchor' : undefined, props.className as string | undefined),
      ...props,
    }),
  h2: (props: Props) => createElement('h2', { ...props, 'data-heading': '' }),
  img: (props: Props) => createElement('img', { ...props, loading: 'lazy' }),
  details: (props: Props) => createElement('details', { ...props, 'data-details': '' }),
  Tip: (props: Props) => createElement('aside', null, props.children),
  // The page's head (theme-classic's MDXHead, through Docusaurus' Head): nothing in the content.
  Head: () => null,
};

async function render(mdx: string, withPlugin: boolean): Promise<string> {
  const { default: Content } = await evaluate(mdx, {
    ...runtime,
    remarkPlugins: [gfm],
    rehypePlugins: withPlugin ? [rehypeAccessibleTables, rehypeStaticHtml] : [rehypeAccessibleTables],
  });
  return renderToStaticMarkup(createElement(Content, { components: THEME }));
}

/** The same markup, written one way (MDXLi's empty class attribute left out). */
function normalised(html: string): string {
  const $ = load(html, null, false);
  $('[class=""]').removeAttr('class');
  return $.html();
}

async function compiled(mdx: string): Promise<string> {
  return String(
    await compile(mdx, { remarkPlugins: [gfm], rehypePlugins: [rehypeAccessibleTables, rehypeStaticHtml] }),
  );
}

const SAMPLE = [
  '## Parameters',
  '',
  'A paragraph with **strong**, _emphasis_, `inline code` & \\<escaped> text, and a line  ',
  'break.',
  '',
  '| Name | Type | Description |',
  '| --- | :---: | ---: |',
  '| `id` | string | The id. Pattern: `^mi_[0-9A-Z]{6,26}$`. |',
  '| `If-Match` | string | The "ETag" you read; a stale one is `412`. |',
  '',
  '| Name | See |',
  '| --- | --- |',
  '| `series` | [the series schema](/docs/schemas/series) |',
  '| `season` | plain |',
  '',
  '- one `a`',
  '- two **b**',
  '',
  '1. first',
  '2. second with [a link](https://example.com)',
  '',
  '- [ ] a task',
  '',
  '> A quote with *emphasis*.',
  '',
  '<Tip>',
  '',
  'Inside a **component**: a list follows.',
  '',
  '- x',
  '- y',
  '',
  '</Tip>',
  '',
  '```json',
  '{"a": 1}',
  '```',
  '',
  'Text with a footnote[^1].',
  '',
  '[^1]: The note.',
  '',
  '![An image](/img/a.png)',
].join('\n');

describe('static-html', () => {
  it("knows every tag that theme-classic's MDX components replace", () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(require.resolve('@docusaurus/theme-classic/lib/theme/MDXComponents/index.js'), 'utf8');
    const map = /const MDXComponents = \{([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
    const keys = [...map.matchAll(/^\s*([A-Za-z0-9]+)[,:]/gm)].map((match) => match[1]);
    expect(keys.length).toBeGreaterThan(10);
    expect([...MDX_COMPONENT_TAGS].sort()).toEqual([...keys].sort());
  });

  it('renders the same HTML as the elements would', async () => {
    expect(normalised(await render(SAMPLE, true))).toBe(normalised(await render(SAMPLE, false)));
  });

  it('gives plain subtrees to React as HTML, and keeps components, links and headings as React', async () => {
    const code = await compiled(SAMPLE);
    const html = [...code.matchAll(/dangerouslySetInnerHTML: \{\s*__html: ("(?:[^"\\]|\\.)*")/g)].map(
      (m) => JSON.parse(m[1]!) as string,
    );
    // The first table, the plain lists and the quote, the paragraphs with more than text.
    expect(html.some((h) => /^<table [^>]*><thead><tr><th>Name<\/th>/.test(h))).toBe(true);
    expect(html.some((h) => h.includes('<code>inline code</code> &#x26; &#x3C;escaped> text'))).toBe(true);
    expect(html.some((h) => h.includes('href'))).toBe(false);
    // The table with a link stays React down to the link's cell; its other rows are HTML.
    expect(html.some((h) => h.startsWith('<td><code>season</code></td>'))).toBe(true);
    expect(code).toContain('_components.h2');
    expect(code).toContain('_components.a');
  });
});
