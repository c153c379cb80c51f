import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
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
import rehypeStaticHtml, { KEPT_ATTRIBUTE, MDX_COMPONENT_TAGS } from '../../plugins/static-html/rehype';
import { ROOT } from './support/root';

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

describe('static-html: parts plain but for their links, kept as built at hydration', () => {
  const KEPT = '@site/src/components/KeptAsBuilt';
  const keptCode = async (mdx: string, path = 'docs/a.mdx') =>
    String(
      await compile(
        { value: mdx, path },
        { remarkPlugins: [gfm], rehypePlugins: [rehypeAccessibleTables, [rehypeStaticHtml, { keptAsBuilt: KEPT }]] },
      ),
    );

  it('wraps each largest part that is plain but for links, marks its root and imports the component once', async () => {
    const code = await keptCode(SAMPLE);
    expect(code.match(/import KeptAsBuilt from "@site\/src\/components\/KeptAsBuilt"/g)).toHaveLength(1);
    const ids = [...code.matchAll(/_jsx\(KeptAsBuilt, \{\s*id: "([^"]+)"/g)].map((m) => m[1]);
    // The table with a link (its block), and the ordered list with one.
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(code).toContain(`"${KEPT_ATTRIBUTE}": "${id}"`);
    // Headings, components and code blocks stay outside.
    expect(code).toContain('_components.h2');
    expect(code).not.toMatch(/KeptAsBuilt, \{[^}]*_components\.h2/);
  });

  it('gives two files ids of their own, and leaves pages without links alone', async () => {
    const one = await keptCode(SAMPLE, 'docs/a.mdx');
    const two = await keptCode(SAMPLE, 'docs/b.mdx');
    const id = (code: string) => /KeptAsBuilt, \{\s*id: "([^"]+)"/.exec(code)?.[1];
    expect(id(one)).not.toBe(id(two));
    expect(await keptCode('A paragraph with `code` and **strong** text.')).not.toContain('KeptAsBuilt');
  });

  it('renders what the elements render, with the ids on the kept roots (the server builds the same HTML)', async () => {
    // The server's rendering of the component: its children as they are.
    const standIn = pathToFileURL(join(ROOT, 'tests/unit/support/kept-as-built-server.mjs')).href;
    const { default: Content } = await evaluate(SAMPLE, {
      ...runtime,
      remarkPlugins: [gfm],
      rehypePlugins: [rehypeAccessibleTables, [rehypeStaticHtml, { keptAsBuilt: standIn }]],
      baseUrl: import.meta.url,
    });
    const kept = renderToStaticMarkup(createElement(Content, { components: THEME }));
    expect(kept.match(new RegExp(`${KEPT_ATTRIBUTE}="`, 'g'))).toHaveLength(2);
    const withoutIds = kept.replace(new RegExp(` ${KEPT_ATTRIBUTE}="[^"]*"`, 'g'), '');
    expect(normalised(withoutIds)).toBe(normalised(await render(SAMPLE, false)));
  });
});

describe('static-html: tabs and details named the same in the server rendering and the browser', () => {
  const PAGE = [
    '<Tabs>',
    '<TabItem value="a" label="A">',
    '',
    'First tab.',
    '',
    '</TabItem>',
    '<TabItem value="b" label="B">',
    '',
    'Second tab.',
    '',
    '</TabItem>',
    '</Tabs>',
    '',
    '<details>',
    '<summary>An example</summary>',
    '',
    'The example.',
    '',
    '</details>',
  ].join('\n');
  const ids = async (path: string) =>
    [
      ...String(await compile({ value: PAGE, path }, { rehypePlugins: [rehypeStaticHtml] })).matchAll(
        /keptId: "([^"]+)"/g,
      ),
    ].map((m) => m[1]);

  it('gives each tab group, tab panel and details a keptId unique to the page, the same in every build', async () => {
    const one = await ids('docs/a.mdx');
    // The group, its two panels, the details.
    expect(one).toHaveLength(4);
    expect(new Set(one).size).toBe(4);
    expect(await ids('docs/a.mdx')).toEqual(one);
    // Another file: ids of its own.
    expect((await ids('docs/b.mdx')).some((id) => one.includes(id))).toBe(false);
  });
});
