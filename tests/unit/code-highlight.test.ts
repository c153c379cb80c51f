import { load } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Highlight, type Token } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { createHighlighter } from '../../plugins/code-highlight/highlight';
import rehypeCodeHighlight, { blockLanguage, changesLines } from '../../plugins/code-highlight/rehype';
import { codeStyleClasses, codeTheme, codeThemeCss } from '../../src/data/codeThemes';

const LANGUAGES = ['kotlin', 'swift', 'java', 'bash', 'json', 'yaml', 'groovy', 'http', 'brightscript', 'ini'];
const highlight = createHighlighter({ theme: codeTheme, additionalLanguages: LANGUAGES });
/** As the site highlights: the theme's styles written as its classes. */
const highlightWithClasses = createHighlighter({
  theme: codeTheme,
  additionalLanguages: LANGUAGES,
  styleClasses: codeStyleClasses,
});

/** What theme-classic's CodeBlock/Content and the site's CodeBlock/Line render inside <code>, with React. */
function renderedByTheme(code: string, language: string): string {
  const fixLineBreak = (line: Token[]): Token[] =>
    line.length === 1 && line[0]?.content === '\n' ? [{ ...line[0], content: '' }] : line;
  return renderToStaticMarkup(
    createElement(Highlight, {
      theme: codeTheme,
      code,
      language,
      children: ({ tokens, getLineProps, getTokenProps }) =>
        createElement(
          Fragment,
          null,
          tokens.map((tokenLine, index) => {
            const line = fixLineBreak(tokenLine);
            // A `span` per line, as src/theme/CodeBlock/Line renders it.
            return createElement(
              'span',
              { key: index, ...getLineProps({ line }) },
              ...line.map((token, key) => createElement('span', { key, ...getTokenProps({ token }) })),
              createElement('br', { key: 'br' }),
            );
          }),
        ),
    }),
  );
}

const byClass = new Map([...codeStyleClasses].map(([declarations, name]) => [name, declarations]));

/**
 * What a reader sees of the lines: per line, its text in runs of one style (the declarations that
 * colour it, "" for the block's plain colour), whatever elements carry them. A class of the theme
 * counts as the declarations it stands for; the line's own plain colour counts as plain.
 */
function styledLines(html: string): [string, string][][] {
  const $ = load(html, null, false);
  // The theme's lines are elements, each ended by a `<br>`; the build's are the text's line breaks.
  const lines = $('.token-line').toArray();
  const roots = lines.length ? lines.map((line) => [line]) : [$.root().contents().toArray()];
  return roots.flatMap((nodes) => {
    const out: [string, string][][] = [[]];
    const walk = (node: AnyNode, style: string): void => {
      if (node.type === 'text') {
        const [first = '', ...rest] = (node as unknown as { data: string }).data.split('\n');
        [first, ...rest].forEach((text, index) => {
          if (index > 0) out.push([]);
          const runs = out[out.length - 1]!;
          if (!text) return;
          const last = runs[runs.length - 1];
          if (last && last[1] === style) last[0] += text;
          else runs.push([text, style]);
        });
        return;
      }
      if (node.type !== 'tag') return;
      const element = $(node);
      const own =
        element.attr('style')?.replace(/;?display:inline-block/, '') ??
        (element.attr('class') ?? '')
          .split(' ')
          .map((name) => byClass.get(name))
          .find(Boolean);
      const next = own === undefined || own === '' || own === 'color:var(--flp-code-plain)' ? style : own;
      for (const child of (node as unknown as { children: AnyNode[] }).children) walk(child, next);
    };
    for (const node of nodes) walk(node, '');
    return out;
  });
}

const SAMPLES: [string, string][] = [
  [
    'kotlin',
    'val player = FlpPlayer.Builder(context)\n    .licenseUrl("https://drm.example/<id>?a=1&b=2")\n\n    .build()',
  ],
  ['swift', 'let player = FLPPlayer(configuration: config)\n// "quoted" & <tagged>\nplayer.load(source)'],
  ['tsx', 'export function Player({ id }: Props) {\n  return <div id={id} className="player">{"<b>"}</div>;\n}'],
  ['jsx', 'const el = <Player source={src} autoplay />;'],
  ['json', '{\n  "code": "E-5002",\n  "retryable": false\n}'],
  ['bash', "curl -H 'Authorization: Bearer $TOKEN' https://api.flp.example/v1/episodes?limit=25"],
  ['yaml', 'player:\n  drm: widevine # comment\n  retries: 3'],
  ['brightscript', 'sub Main()\n    print "hello"\nend sub'],
  ['http', 'GET /v1/episodes HTTP/1.1\nHost: api.flp.example'],
  ['ini', '[player]\nlicense = https://drm.example'],
  ['text', 'plain\n\n\ntext with blank lines'],
  ['no-such-language', 'shown as plain text <here>'],
];

describe('build-time code highlighting', () => {
  it.each(SAMPLES)(
    '%s: the same lines, characters and styles as the theme renders in the browser',
    (language, code) => {
      const theme = styledLines(renderedByTheme(code, language));
      expect(theme.length).toBe(code.split('\n').length);
      expect(styledLines(highlight(code, language))).toEqual(theme);
      expect(styledLines(highlightWithClasses(code, language))).toEqual(theme);
      expect(load(highlight(code, language), null, false).text()).toBe(code);
    },
  );

  it.each(SAMPLES)('%s: an element only where the style changes, none per line', (language, code) => {
    const $ = load(highlightWithClasses(code, language), null, false);
    expect($('.token-line, br').length).toBe(0);
    const spans = $('span').toArray();
    for (const span of spans) {
      expect($(span).text(), 'no empty token').not.toBe('');
      expect($(span).attr('class') ?? $(span).attr('style'), 'a style of its own').toBeTruthy();
    }
    const themeSpans = load(renderedByTheme(code, language), null, false)('.token-line span').length;
    expect(spans.length).toBeLessThanOrEqual(themeSpans);
  });

  it('writes the theme classes instead of a style attribute per token, each defined in the theme CSS', () => {
    const html = highlightWithClasses('val x = "a" // b', 'kotlin');
    expect(html).toContain('<span class="flp-tk-keyword">val</span> x ');
    expect(html).not.toContain('style=');
    for (const [declarations, name] of codeStyleClasses) expect(codeThemeCss).toContain(`.${name}{${declarations}}`);
  });

  it("writes lines in under half the elements of the theme's lines and tokens", () => {
    const code = '{\n  "code": "E-5002",\n  "retryable": false,\n  "retries": [1, 2, 3]\n}';
    const ours = load(highlightWithClasses(code, 'json'), null, false)('*').length;
    const theirs = load(renderedByTheme(code, 'json'), null, false)('*').length;
    expect(ours).toBeLessThan(theirs * 0.5);
  });

  it('keeps a style attribute for a style without a class', () => {
    const classes = createHighlighter({ theme: codeTheme, additionalLanguages: LANGUAGES, styleClasses: new Map() });
    expect(classes('val x = 1', 'kotlin')).toContain('style="color:var(--flp-code-keyword)');
  });

  it('highlights with the extra grammars and the theme of CSS variables', () => {
    const html = highlight('val x = 1', 'kotlin');
    expect(html.startsWith('<span style="color:var(--flp-code-keyword)')).toBe(true);
  });

  it('escapes the code: markup in code stays text', () => {
    const html = highlight('<script>alert("x")</script> & more', 'text');
    expect(html).not.toContain('<script>');
    expect(load(html, null, false).text()).toBe('<script>alert("x")</script> & more');
  });

  it('refuses an additional language prismjs does not have, naming it', () => {
    expect(() => createHighlighter({ theme: codeTheme, additionalLanguages: ['no-such-grammar'] })).toThrow(
      'prismjs has no "no-such-grammar" language',
    );
    expect(() => createHighlighter({ theme: codeTheme, additionalLanguages: ['../x'] })).toThrow(
      'not a Prism language name',
    );
  });
});

interface Node {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
  value?: string;
}

function fenced(code: string, language: string | undefined, metastring?: string): Node {
  return {
    type: 'element',
    tagName: 'pre',
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: { className: language ? [`language-${language}`] : undefined, metastring },
        children: [{ type: 'text', value: `${code}\n` }],
      },
    ],
  };
}

const codeOf = (pre: Node): Node => pre.children?.[0] as Node;

describe('rehype code highlighting', () => {
  const run = (...blocks: Node[]): void =>
    rehypeCodeHighlight({ theme: codeTheme, additionalLanguages: LANGUAGES })({ type: 'root', children: blocks });

  it('gives fenced blocks their lines, without the last line break, nested blocks included', () => {
    const plain = fenced('val a = 1', 'kotlin', 'title="A.kt"');
    const nested: Node = { type: 'element', tagName: 'div', children: [fenced('{"a": 1}', 'JSON')] };
    run(plain, nested);
    expect(codeOf(plain).properties?.highlighted).toBe(highlight('val a = 1', 'kotlin'));
    expect(codeOf(nested.children?.[0] as Node).properties?.highlighted).toBe(highlight('{"a": 1}', 'json'));
  });

  it('leaves blocks whose lines the browser changes, and inline code', () => {
    const ranged = fenced('a\nb', 'kotlin', '{1}');
    const numbered = fenced('a\nb', 'kotlin', 'showLineNumbers');
    const magic = fenced('// highlight-next-line\nval a = 1', 'kotlin');
    const inline: Node = { type: 'element', tagName: 'code', children: [{ type: 'text', value: 'x' }] };
    run(ranged, numbered, magic, inline);
    for (const block of [ranged, numbered, magic]) expect(codeOf(block).properties?.highlighted).toBeUndefined();
    expect(inline.properties).toBeUndefined();
  });

  it('picks the language as the theme does', () => {
    expect(blockLanguage(['language-Kotlin'], undefined)).toBe('kotlin');
    expect(blockLanguage('x language-swift', undefined)).toBe('swift');
    expect(blockLanguage(undefined, undefined)).toBe('text');
    expect(blockLanguage(undefined, 'bash')).toBe('bash');
    expect(changesLines('a', 'title="x" {1,3-4}', [])).toBe(true);
    expect(changesLines('a', 'title="{x}"', [])).toBe(false);
  });
});
