import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { TwinSyntaxError, toMarkdownTwin, type TwinOptions } from '../../plugins/markdown-twin/markdown';
import { errorCodeTable } from '../../plugins/error-catalog/twin';
import { releaseNotes } from '../../plugins/release-notes/twin';
import { groupBySidebar, renderLlmsTxt, sidebarDocIds } from '../../plugins/llms-txt/llms';
import { twinFile, twinUrl } from '../../plugins/shared/twin-paths';
import { copyMarkdown, MESSAGES, type CopyEnvironment } from '../../plugins/llms-txt/theme/CopyPageButton/copy';
import { TINY_ERROR_CATALOG, oneReleaseCatalog } from './support/catalogs';
import { docRoute } from '../../src/data/registry';

const SITE = 'https://developers.flp.test';
const options: TwinOptions = { title: 'Page title', siteUrl: SITE, baseUrl: '/' };
const twin = (source: string, extra: Partial<TwinOptions> = {}) => toMarkdownTwin(source, { ...options, ...extra });

describe('toMarkdownTwin', () => {
  it('drops front matter, imports and exports, and leads with the title', () => {
    const md = twin(
      [
        '---',
        'title: Setup',
        'description: How to set up',
        '---',
        '',
        "import Tabs from '@theme/Tabs';",
        'export const meta = { a: 1 };',
        '',
        'Intro text.',
      ].join('\n'),
    );
    expect(md).toBe('# Page title\n\nIntro text.\n');
  });

  it('keeps an h1 of the content instead of adding the title', () => {
    expect(twin('# Own heading\n\nText.')).toBe('# Own heading\n\nText.\n');
  });

  it('leaves import and export lines inside code blocks alone', () => {
    const source = '```ts\nimport { a } from "b";\nexport function f() {}\n```\n';
    expect(twin(source)).toContain('```ts\nimport { a } from "b";\nexport function f() {}\n```');
  });

  it('turns tabs into sections one level below the heading they are under', () => {
    const source = [
      '## Install',
      '',
      '<Tabs groupId="code-language">',
      '<TabItem value="kotlin" label="Kotlin">',
      '',
      '```kotlin',
      'val a = 1',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="swift">',
      '',
      'Swift text.',
      '',
      '### Inside a tab',
      '',
      'Nested.',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      '## Next',
      '',
      'After.',
    ].join('\n');
    expect(twin(source)).toBe(
      [
        '# Page title',
        '',
        '## Install',
        '',
        '### Kotlin',
        '',
        '```kotlin',
        'val a = 1',
        '```',
        '',
        '### swift',
        '',
        'Swift text.',
        '',
        '#### Inside a tab',
        '',
        'Nested.',
        '',
        '## Next',
        '',
        'After.',
        '',
      ].join('\n'),
    );
  });

  it('labels tabs with a bold line where a heading cannot go (inside a list)', () => {
    const source =
      '- Step one:\n\n  <Tabs>\n  <TabItem value="a" label="Alpha">\n\n  Text A.\n\n  </TabItem>\n  </Tabs>\n';
    const md = twin(source);
    expect(md).toContain('**Alpha**');
    expect(md).not.toContain('## Alpha');
    expect(md).toContain('Text A.');
  });

  it('turns admonitions into block quotes with their label or title, as the build reads them', () => {
    const md = twin(
      [
        ':::note',
        'Plain note.',
        ':::',
        '',
        ':::warning[Deprecated]',
        'Use v3.',
        ':::',
        '',
        ':::tip Old title',
        'Tip body.',
        ':::',
      ].join('\n'),
    );
    expect(md).toContain('> **Note:** Plain note.');
    expect(md).toContain('> **Deprecated**\n>\n> Use v3.');
    // The MDX 1 title syntax is not an admonition with future.v4: the page prints it as text, so
    // does the twin (and the rendering check of npm test fails on it).
    expect(md).toContain(':::tip Old title\nTip body.\n:::');
  });

  it('keeps text that only looks like a directive', () => {
    expect(twin('Set key:value and ratio 16:9.')).toContain('Set key:value and ratio 16:9.');
  });

  it('keeps mermaid diagrams as code blocks and turns code titles into a bold line', () => {
    const md = twin(
      '```mermaid\ngraph LR\n  A --> B\n```\n\n```kotlin title="Player.kt" showLineNumbers {2}\nval p = 1\n```\n',
    );
    expect(md).toContain('```mermaid\ngraph LR\n  A --> B\n```');
    expect(md).toContain('**Player.kt**\n\n```kotlin\nval p = 1\n```');
    expect(md).not.toContain('showLineNumbers');
  });

  it('renders details, HTML elements and known components as Markdown', () => {
    const source = [
      '<ApiEndpoint method="get" path="/startup/v3/config" service="startup" operationId="get_remote_config" />',
      '',
      '<div className="api-table">',
      '',
      '| a | b |',
      '| --- | --- |',
      '| 1 | 2 |',
      '',
      '</div>',
      '',
      '<details>',
      '<summary>Example 400 response</summary>',
      '',
      '```json',
      '{}',
      '```',
      '',
      '</details>',
      '',
      'Inline <code>x</code>, <strong>bold</strong>{" "}and a<br/>break {/* hidden */}.',
      '',
      '<!-- a comment -->',
      '',
      '## Try it',
      '',
      '<ApiTryIt service="startup" operationId="get_remote_config" method="GET" path="/startup/v3/config" />',
      '',
      '## Related',
      '',
      'Links.',
    ].join('\n');
    const md = twin(source);
    expect(md).toContain('`GET /startup/v3/config`');
    expect(md).toContain('| a | b |\n| - | - |\n| 1 | 2 |');
    expect(md).toContain('**Example 400 response**\n\n```json\n{}\n```');
    expect(md).toContain('Inline `x`, **bold** and a\\\nbreak .');
    expect(md).not.toMatch(/<|hidden|comment|Try it|className/);
    expect(md).toContain('## Related');
  });

  it('unwraps unknown components with content and drops empty ones', () => {
    const md = twin('<Callout kind="x">\n\nInside text.\n\n</Callout>\n\n<Widget id="w" />\n\nEnd.');
    expect(md).toBe('# Page title\n\nInside text.\n\nEnd.\n');
  });

  it('uses the renderers it is given for components', () => {
    const md = twin('## All codes\n\n<Codes platform="ios" />\n', {
      components: {
        Codes: (props) => [
          {
            type: 'paragraph',
            children: [
              { type: 'link', url: `/codes/${String(props.platform)}`, children: [{ type: 'text', value: 'codes' }] },
            ],
          },
        ],
      },
    });
    expect(md).toContain(`## All codes\n\n[codes](${SITE}/codes/ios)`);
  });

  it('makes site links absolute and resolves links to docs files', () => {
    const source =
      '[Setup](setup.md#install), [API](/docs/api/doc1), [YAML](pathname:///api/x.yaml), [out](https://example.com/a), [anchor](#here), [missing](./nope.md)';
    const md = twin(source, {
      sourcePath: '/site/docs/products/roku/ads.md',
      baseUrl: '/portal/',
      resolveDocFile: (file) =>
        file === '/site/docs/products/roku/setup.md' ? '/portal/docs/products/roku/setup' : undefined,
    });
    expect(md).toContain(`[Setup](${SITE}/portal/docs/products/roku/setup#install)`);
    expect(md).toContain(`[API](${SITE}/portal/docs/api/doc1)`);
    expect(md).toContain(`[YAML](${SITE}/portal/api/x.yaml)`);
    expect(md).toContain('[out](https://example.com/a)');
    expect(md).toContain('[anchor](#here)');
    expect(md).toContain('[missing](./nope.md)');
  });

  it('adds notices under the title and drops custom heading ids', () => {
    const md = twin('## Options {#opts}\n\nText.', { notices: ['Draft page.'] });
    expect(md).toBe('# Page title\n\n> Draft page.\n\n## Options\n\nText.\n');
  });

  it('drops heading ids written as MDX comments, with the space before them', () => {
    expect(twin('## Options {/* #opts */}\n\nText.')).toBe('# Page title\n\n## Options\n\nText.\n');
  });

  it('fails with the parser message on a source the build would reject', () => {
    expect(() => twin('<Unclosed>\n\ntext')).toThrow(/Unclosed|closing tag|end of file/i);
  });

  it("places a syntax error at the source file's line, front matter counted, as the MDX compiler does", () => {
    const source = ['---', 'title: Setup', 'sidebar_position: 2', '---', '', '# Setup', '', 'Text {oops', ''].join(
      '\n',
    );
    let thrown: unknown;
    try {
      twin(source);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TwinSyntaxError);
    expect((thrown as TwinSyntaxError).line).toBe(8);
    expect((thrown as TwinSyntaxError).message).toMatch(/^8:\d+: /);
  });

  it('converts the iOS guides, the API guides and the 6.x pages to Markdown without JSX, imports or admonition fences', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.mdx?$/.test(name) && name !== 'README.md' && !name.startsWith('_')) files.push(full);
      }
    };
    // Hand-written pages only: a sample with every construct the docs use, quick enough for a unit test.
    walk(join('docs', 'products', 'player', 'ios'));
    walk(join('docs', 'api'));
    walk('versioned_docs');
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const md = twin(readFileSync(file, 'utf8'));
      const outsideCode = md.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '');
      expect(outsideCode, file).not.toMatch(/^\s*(import|export) .* from /m);
      expect(outsideCode, file).not.toMatch(/<\/?(Tabs|TabItem|details|summary|div)\b/);
      expect(outsideCode, file).not.toMatch(/^:::/m);
      expect(md.startsWith('# '), file).toBe(true);
    }
  });
});

describe('catalogue components', () => {
  const catalog = TINY_ERROR_CATALOG;

  it('renders an error-code table as headings, text and lists for one platform', () => {
    const md = twin('## All codes\n\n<ErrorCodeTable platform="ios" />\n', {
      components: { ErrorCodeTable: errorCodeTable(catalog) },
    });
    expect(md).toContain('1 codes.');
    expect(md).toContain('### Network (1000–1999)');
    expect(md).toContain('#### E-1001 `NETWORK_OFFLINE`');
    expect(md).toContain('Native: `-1009`. 6.x name: `NET_OFFLINE`. Since 7.0.0.');
    expect(md).toContain('1. Reconnect\n2. Retry');
    expect(md).toContain(`[Network guide](${SITE}/docs/x)`);
    expect(md).not.toContain('E-1002');
  });

  it('renders release notes newest first with typed changes and migration notes', () => {
    const releases = oneReleaseCatalog('ios', 'iOS', [
      {
        version: '7.1.0',
        date: '2026-10-01',
        summary: 'Faster start.',
        migration: 'Call `start()` now.',
        changes: [
          { type: 'fix', text: 'Fixed a crash.', links: [] },
          { type: 'breaking', text: 'Renamed `load`.', links: [{ kind: 'error', href: '/e', label: 'E-1001' }] },
        ],
        newErrorCodes: [
          { code: 'E-1013', name: 'CSP_BLOCKED', href: '/c', deprecatedIn: null },
          { code: 'E-2040', name: 'THUMBNAILS_FAILED', href: '/t', deprecatedIn: '7.4.0' },
        ],
      },
    ]);
    const md = twin('<ReleaseNotes platform="ios" />', { components: { ReleaseNotes: releaseNotes(releases) } });
    expect(md).toContain('### 7.1.0\n\nReleased 2026-10-01. Faster start.');
    expect(md.indexOf('**Breaking:**')).toBeLessThan(md.indexOf('**Fix:**'));
    expect(md).toContain(`Renamed \`load\`. ([\`E-1001\`](${SITE}/e))`);
    expect(md).toContain('**Migration notes**\n\nCall `start()` now.');
    // The error codes the release brought, as the page lists them after the migration notes.
    expect(md).toContain(
      `**New error codes in 7.1.0**\n\n- [\`E-1013\`](${SITE}/c) CSP_BLOCKED\n- [\`E-2040\`](${SITE}/t) THUMBNAILS_FAILED (deprecated in 7.4.0)`,
    );
  });
});

describe('twin URLs', () => {
  it('appends .md to the page path', () => {
    expect(twinUrl('/docs/api/doc1.1')).toBe('/docs/api/doc1.1.md');
    expect(twinUrl('/docs/products/vod/mam/asset/')).toBe('/docs/products/vod/mam/asset.md');
    expect(twinUrl('/portal/', '/portal/')).toBe('/portal/index.md');
    expect(twinFile('/portal/docs/a', '/portal/')).toBe('docs/a.md');
    expect(() => twinFile('/other/a', '/portal/')).toThrow('not under the base URL');
  });
});

describe('llms.txt', () => {
  it('renders title, summary, details and sections of links with descriptions', () => {
    const text = renderLlmsTxt({
      title: 'FLP Developer Portal',
      summary: 'Build video apps.',
      details: ['Links are Markdown.'],
      sections: [
        {
          title: 'iOS player',
          docs: [
            { title: 'Overview [iOS]', url: `${SITE}/docs/ios/overview.md`, description: 'What it\nis.', draft: false },
            { title: 'Ads', url: `${SITE}/docs/ios/ads.md`, description: '', draft: true },
          ],
        },
        { title: 'Empty', docs: [] },
      ],
    });
    expect(text).toBe(
      [
        '# FLP Developer Portal',
        '',
        '> Build video apps.',
        '',
        'Links are Markdown.',
        '',
        '## iOS player',
        '',
        `- [Overview \\[iOS\\]](${SITE}/docs/ios/overview.md): What it is.`,
        `- [Ads](${SITE}/docs/ios/ads.md): Draft page.`,
        '',
      ].join('\n'),
    );
  });

  it('groups docs by sidebar in sidebar order, the rest last', () => {
    const doc = (id: string) => ({ id, permalink: docRoute(id) });
    const sidebars = {
      b: [{ type: 'doc', id: 'b1' }],
      a: [
        { type: 'category', items: [{ type: 'doc', id: 'a2' }], link: { type: 'doc', id: 'a0' } },
        { type: 'doc', id: 'a1' },
        { type: 'link' },
      ],
    };
    expect(sidebarDocIds(sidebars.a)).toEqual(['a0', 'a2', 'a1']);
    const groups = groupBySidebar(
      { docs: ['a1', 'a2', 'b1', 'z', 'y'].map(doc), sidebars },
      { a: 'Section A', b: 'Section B' },
      'Other',
    );
    expect(groups.map((g) => [g.title, g.docs.map((d) => d.id)])).toEqual([
      ['Section A', ['a2', 'a1']],
      ['Section B', ['b1']],
      ['Other', ['y', 'z']],
    ]);
  });
});

describe('copyMarkdown', () => {
  const response = (status: number, body = '# Page\n') => new Response(body, { status });
  function environment(fetchResult: () => Promise<Response>): CopyEnvironment & { copied: string[] } {
    const copied: string[] = [];
    return {
      copied,
      fetch: fetchResult,
      clipboard: {
        writeText: async (text: string) => {
          copied.push(text);
        },
      },
    };
  }

  it('copies the fetched Markdown', async () => {
    const env = environment(async () => response(200, '# Twin\n'));
    expect(await copyMarkdown(env, '/docs/a.md')).toEqual({ ok: true });
    expect(env.copied).toEqual(['# Twin\n']);
  });

  it('reports a missing twin and a failed request without copying', async () => {
    const missing = environment(async () => response(404));
    expect(await copyMarkdown(missing, '/docs/a.md')).toEqual({ ok: false, message: MESSAGES.missing(404) });
    const offline = environment(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await copyMarkdown(offline, '/docs/a.md')).toEqual({ ok: false, message: MESSAGES.offline });
    expect([...missing.copied, ...offline.copied]).toEqual([]);
  });

  it('reports a browser without clipboard access or one that refuses', async () => {
    expect(await copyMarkdown({ fetch: async () => response(200), clipboard: undefined }, '/a.md')).toEqual({
      ok: false,
      message: MESSAGES.noClipboard,
    });
    const refusing: CopyEnvironment = {
      fetch: async () => response(200),
      clipboard: {
        writeText: async () => {
          throw new DOMException('denied', 'NotAllowedError');
        },
      },
    };
    expect(await copyMarkdown(refusing, '/a.md')).toEqual({ ok: false, message: MESSAGES.denied });
  });

  it('hands the pending text to a ClipboardItem when the browser has one', async () => {
    const written: string[] = [];
    class FakeItem {
      constructor(readonly items: Record<string, Promise<Blob>>) {}
    }
    const env: CopyEnvironment = {
      fetch: async () => response(200, '# Item\n'),
      ClipboardItem: FakeItem as unknown as typeof ClipboardItem,
      clipboard: {
        writeText: async () => {
          throw new Error('not used');
        },
        write: async (items) => {
          const blob = await (items[0] as unknown as FakeItem).items['text/plain']!;
          written.push(await blob.text());
        },
      },
    };
    expect(await copyMarkdown(env, '/a.md')).toEqual({ ok: true });
    expect(written).toEqual(['# Item\n']);
    const failing: CopyEnvironment = { ...env, fetch: async () => response(500) };
    expect(await copyMarkdown(failing, '/a.md')).toEqual({ ok: false, message: MESSAGES.missing(500) });
  });
});
