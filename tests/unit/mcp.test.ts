/**
 * The docs MCP server's parts that need no build: the command line, how it reads a site (errors,
 * caching per site version), and how it reads what a reader pastes. The tools' answers on a real
 * build are checked by tests/mcp/ (run after the build, see mcp/README.md).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { UsageError, builtSiteUrl, configuredSiteUrl, parseArgs } from '../../mcp/cli';
import { pathMatches, referencedComponents } from '../../mcp/tools/get-api-operation';
import { pageRoute } from '../../mcp/tools/get-page';
import { versionTag } from '../../mcp/tools/search-docs';
import { CURRENT_VERSION, type DocsSite, OLDER_VERSIONS, ToolInputError } from '../../mcp/tools/shared';
import {
  NotFoundError,
  SiteFiles,
  SiteUnreachableError,
  type SiteReader,
  VERSION_FILE,
  urlReader,
} from '../../mcp/site';

function memoryReader(files: Record<string, string>): SiteReader & { reads: string[] } {
  const reads: string[] = [];
  return {
    origin: 'memory',
    reads,
    read(path) {
      reads.push(path);
      const text = files[path];
      return text === undefined ? Promise.reject(new NotFoundError(`no ${path}`)) : Promise.resolve(text);
    },
  };
}

const site = (publicUrl: string): DocsSite => ({ files: new SiteFiles(memoryReader({})), publicUrl });

describe('mcp command line', () => {
  it('reads the options, with the defaults of the stdio server', () => {
    const defaults = { site: null, build: null, http: null, host: '127.0.0.1', revalidateSeconds: 60, help: false };
    expect(parseArgs([])).toEqual(defaults);
    expect(parseArgs(['--site', 'https://developers.flp.video']).site).toBe('https://developers.flp.video/');
    expect(parseArgs(['--site=https://example.com/dev']).site).toBe('https://example.com/dev/');
    expect(parseArgs(['--build', 'build', '--http', '3100', '--revalidate', '0'])).toMatchObject({
      build: 'build',
      http: 3100,
      revalidateSeconds: 0,
    });
  });

  it('rejects a bad option with a message naming it', () => {
    expect(() => parseArgs(['--site', 'developers.flp.video'])).toThrow(
      /--site: "developers.flp.video" is not an absolute URL/,
    );
    expect(() => parseArgs(['--http', '99999'])).toThrow(UsageError);
    expect(() => parseArgs(['--build'])).toThrow(/--build needs a value/);
    expect(() => parseArgs(['--verbose'])).toThrow(/Unknown argument "--verbose"/);
  });

  it('defaults to the site URL the build is configured for', () => {
    expect(configuredSiteUrl({ FLP_SITE_URL: 'https://developers.flp.video', FLP_BASE_URL: '/dev/' })).toBe(
      'https://developers.flp.video/dev/',
    );
    expect(configuredSiteUrl({})).toBe('http://localhost:3000/');
  });

  it("finds a build's public URL in its llms.txt", async () => {
    const reader = memoryReader({
      'llms.txt':
        '# FLP\n\n> Docs\n\n## Web\n\n- [Setup](https://developers.flp.video/dev/docs/products/player/web/setup.md): x\n',
    });
    expect(await builtSiteUrl(reader)).toBe('https://developers.flp.video/dev/');
    expect(await builtSiteUrl(memoryReader({}))).toBeNull();
  });
});

describe('mcp site reading', () => {
  it('reads each file once per site version and drops them when the version changes', async () => {
    const files: Record<string, string> = { [VERSION_FILE]: '{"v":1}', 'llms.txt': 'one' };
    const reader = memoryReader(files);
    let now = 0;
    const siteFiles = new SiteFiles(reader, { revalidateMs: 1000, now: () => now });
    const first = await siteFiles.current();
    expect(await first.text('llms.txt')).toBe('one');
    expect(await (await siteFiles.current()).text('/llms.txt')).toBe('one');
    expect(reader.reads).toEqual([VERSION_FILE, 'llms.txt']);

    now = 1500; // revalidated, same version: nothing read again but the version file
    expect(await siteFiles.current()).toBe(first);
    expect(await first.text('llms.txt')).toBe('one');
    expect(reader.reads).toEqual([VERSION_FILE, 'llms.txt', VERSION_FILE]);

    files[VERSION_FILE] = '{"v":2}';
    files['llms.txt'] = 'two';
    now = 1600; // not yet revalidated: the old version still answers
    expect(await (await siteFiles.current()).text('llms.txt')).toBe('one');
    now = 3000;
    const second = await siteFiles.current();
    expect(second).not.toBe(first);
    expect(await second.text('llms.txt')).toBe('two');
  });

  it('says a site without a search manifest is not a portal build', async () => {
    await expect(new SiteFiles(memoryReader({})).current()).rejects.toThrow(
      /memory has no \/search-index-docs-default-current.json: it is not a build of the FLP Developer Portal/,
    );
  });

  it('forgets a failed read so the next call tries again', async () => {
    let fail = true;
    const reader: SiteReader = {
      origin: 'flaky',
      read: (path) =>
        fail ? Promise.reject(new SiteUnreachableError('down')) : Promise.resolve(path === VERSION_FILE ? 'v' : 'ok'),
    };
    const siteFiles = new SiteFiles(reader);
    await expect(siteFiles.current()).rejects.toThrow('down');
    fail = false;
    expect(await (await siteFiles.current()).text('llms.txt')).toBe('ok');
  });

  it('turns network failures and statuses into errors a reader can act on', async () => {
    const refused = vi.fn(() =>
      Promise.reject(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } })),
    );
    await expect(
      urlReader('https://developers.flp.video', refused as unknown as typeof fetch).read('llms.txt'),
    ).rejects.toThrow(
      'Cannot reach the FLP docs at https://developers.flp.video/ (ECONNREFUSED). Check the URL and the network.',
    );
    expect(refused).toHaveBeenCalledWith('https://developers.flp.video/llms.txt', expect.anything());
    const status = (code: number) => vi.fn(() => Promise.resolve(new Response('', { status: code })));
    const missing = urlReader('https://developers.flp.video/', status(404) as unknown as typeof fetch);
    await expect(missing.read('docs/x.md')).rejects.toBeInstanceOf(NotFoundError);
    const broken = urlReader('https://developers.flp.video/', status(503) as unknown as typeof fetch);
    await expect(broken.read('llms.txt')).rejects.toThrow(/answered 503/);
    await expect(missing.read('../etc/passwd')).rejects.toThrow(/is not a file of the site/);
  });
});

describe('mcp input', () => {
  it('reads the route of a docs page from a URL, a path, a twin, with an anchor or a query', () => {
    const flp = site('https://developers.flp.video/');
    for (const input of [
      'https://developers.flp.video/docs/products/player/web/setup',
      'https://developers.flp.video/docs/products/player/web/setup.md',
      '/docs/products/player/web/setup/#install',
      'docs/products/player/web/setup?highlight=npm',
    ]) {
      expect(pageRoute(flp, input), input).toBe('/docs/products/player/web/setup');
    }
    expect(pageRoute(site('https://example.com/dev/'), 'https://example.com/dev/docs/api/doc1.1')).toBe(
      '/docs/api/doc1.1',
    );
    expect(() => pageRoute(flp, '/error-lookup')).toThrow(ToolInputError);
    expect(() => pageRoute(flp, '  ')).toThrow(/Give the URL or path of a docs page/);
  });

  it('maps a docs version to the search tags of that version', () => {
    expect(versionTag(undefined)).toBe('docs-default-current');
    expect(versionTag(CURRENT_VERSION)).toBe('docs-default-current');
    expect(versionTag('6.x')).toBe('docs-default-6.x');
    expect(versionTag('v6')).toBe('docs-default-6.x');
    expect(() => versionTag('5.x')).toThrow(/Unknown docs version "5.x". Versions: 7.x \(current, the default\), 6.x/);
  });

  it('knows the versions the site is built with', async () => {
    expect(OLDER_VERSIONS).toEqual(JSON.parse(readFileSync('versions.json', 'utf8')));
    const config = (await import('../../docusaurus.config')).default;
    type DocsOptions = { versions?: Record<string, { label?: string }> };
    // The docs plugin, as the build names it (its sidebar-route wrapper) or the dev server.
    const DOCS_PLUGINS = ['./plugins/docs-sidebar-routes', './plugins/dev-problems/docs-plugin.ts'];
    const docs = (config.plugins ?? []).flatMap((p) =>
      Array.isArray(p) && DOCS_PLUGINS.includes(p[0] as string) ? [p[1] as DocsOptions] : [],
    );
    const labels = docs.map((d) => d.versions?.current?.label);
    expect(labels).toEqual([CURRENT_VERSION]);
  });

  it('matches a path against an operation path template', () => {
    expect(pathMatches('/metadata/v3/items/{id}/episodes', '/metadata/v3/items/{id}/episodes')).toBe(true);
    expect(pathMatches('/metadata/v3/items/{id}/episodes', '/metadata/v3/items/mi_01J9/episodes/')).toBe(true);
    expect(pathMatches('/metadata/v3/items/{id}/episodes', '/metadata/v3/items/mi_01J9')).toBe(false);
  });

  it('collects the components an operation refers to, through other components', () => {
    const doc = {
      components: {
        schemas: { A: { properties: { b: { $ref: '#/components/schemas/B' } } }, B: { type: 'string' }, C: {} },
        parameters: { P: { name: 'p', schema: { $ref: '#/components/schemas/B' } } },
      },
    };
    const operation = {
      parameters: [{ $ref: '#/components/parameters/P' }],
      responses: { 200: { $ref: '#/components/schemas/A' } },
    };
    expect(referencedComponents(doc, operation)).toEqual({
      parameters: { P: doc.components.parameters.P },
      schemas: { A: doc.components.schemas.A, B: doc.components.schemas.B },
    });
  });
});

/** Numbers as the pages write them. */
const COUNT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

describe('the tools the docs name', () => {
  const toolsDir = new URL('../../mcp/tools/', import.meta.url);
  const registered = readdirSync(toolsDir)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [...readFileSync(new URL(file, toolsDir), 'utf8').matchAll(/registerTool\(\s*'([a-z_]+)'/g)])
    .map((match) => match[1] ?? '')
    .sort();

  it('are the tools the server registers, each in the reader page’s table, counted right', () => {
    const page = readFileSync(new URL('../../docs/support/ai-assistants.md', import.meta.url), 'utf8');
    const table = [...page.matchAll(/^\| `([a-z_]+)` \|/gm)].map((match) => match[1]).sort();
    expect(registered.length).toBeGreaterThan(0);
    expect(table).toEqual(registered);
    expect(page).toMatch(new RegExp(`\\b${COUNT_WORDS[registered.length]}\\s+tools over this portal`));
  });

  it('are each in the package README’s table and its file list', () => {
    const readme = readFileSync(new URL('../../mcp/README.md', import.meta.url), 'utf8');
    expect([...readme.matchAll(/^\| `([a-z_]+)` \| `/gm)].map((match) => match[1]).sort()).toEqual(registered);
    for (const name of registered) expect(readme).toContain(`\`${name.replaceAll('_', '-')}\``);
    expect(readme).toContain(`answering all ${COUNT_WORDS[registered.length]} tools`);
  });
});
