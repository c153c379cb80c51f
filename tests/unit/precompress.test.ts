import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { afterOtherPostBuilds, type PostBuildPlugin } from '../../plugins/precompress/after-post-build';
import {
  formatResult,
  isPrecompressible,
  listPrecompressible,
  precompressDir,
  pruneCache,
} from '../../plugins/precompress/precompress';

describe('which files are precompressed', () => {
  it('takes the text files nginx serves, by extension', () => {
    for (const name of [
      'index.html',
      'silent-check-sso.xhtml',
      'main.3f2a.js',
      'styles.1c.css',
      'search-index-default.json',
      'rss.xml',
      'basic-playback.md',
      'llms.txt',
      'logo.svg',
      'metadata-service.yaml',
      'UPPER.HTML',
    ]) {
      expect(isPrecompressible(name), name).toBe(true);
    }
    for (const name of [
      'favicon.ico',
      'hero.png',
      'font.woff2',
      'index.html.gz',
      'index.html.br',
      'LICENSE',
      'a.map',
    ]) {
      expect(isPrecompressible(name), name).toBe(false);
    }
  });
});

describe('precompressing a build folder', () => {
  let dir: string;
  const page = `<!doctype html><html><body>${'<p>Playback starts when the player is attached.</p>'.repeat(200)}</body></html>`;
  const script = `export const events = [${Array.from({ length: 300 }, (_, i) => `"event-${i}"`).join(',')}];`;
  const markdown = '# Basic playback\n\n' + 'Attach the player, then load the source.\n'.repeat(100);
  const feed = `<?xml version="1.0"?><rss>${'<item><title>7.4.0</title></item>'.repeat(50)}</rss>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(40)}</svg>`;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'flp-precompress-test-'));
    mkdirSync(join(dir, 'docs', 'web'), { recursive: true });
    mkdirSync(join(dir, 'assets', 'js'), { recursive: true });
    mkdirSync(join(dir, 'img'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'assets', 'js', 'main.abc123.js'), script);
    writeFileSync(join(dir, 'docs', 'web', 'basic-playback.md'), markdown);
    writeFileSync(join(dir, 'rss.xml'), feed);
    writeFileSync(join(dir, 'img', 'logo.svg'), svg);
    // Too small to shrink: neither copy is written, and a stale one from an earlier pass goes.
    writeFileSync(join(dir, 'llms.txt'), 'a');
    writeFileSync(join(dir, 'llms.txt.gz'), 'stale');
    // Not text: left alone.
    writeFileSync(join(dir, 'img', 'hero.png'), Buffer.alloc(4096));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists the text files, largest first, with paths relative to the build', () => {
    const files = listPrecompressible(dir);
    expect(files.map((f) => f.path).sort()).toEqual(
      [
        'assets/js/main.abc123.js',
        'docs/web/basic-playback.md',
        'img/logo.svg',
        'index.html',
        'llms.txt',
        'rss.xml',
      ].sort(),
    );
    expect(files[0]).toEqual({ path: 'index.html', size: Buffer.byteLength(page) });
    expect(files.at(-1)).toEqual({ path: 'llms.txt', size: 1 });
    const sizes = files.map((f) => f.size);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('writes .gz and .br copies that decode to the original, only when smaller', async () => {
    const result = await precompressDir(dir, { workers: 2 });
    for (const [path, original] of [
      ['index.html', page],
      ['assets/js/main.abc123.js', script],
      ['docs/web/basic-playback.md', markdown],
      ['rss.xml', feed],
      ['img/logo.svg', svg],
    ] as const) {
      const gz = readFileSync(join(dir, `${path}.gz`));
      const br = readFileSync(join(dir, `${path}.br`));
      expect(gunzipSync(gz).toString(), path).toBe(original);
      expect(brotliDecompressSync(br).toString(), path).toBe(original);
      expect(gz.length, path).toBeLessThan(Buffer.byteLength(original));
      expect(br.length, path).toBeLessThan(Buffer.byteLength(original));
      // gzip header: magic bytes, deflate, and the maximum-compression flag of level 9.
      expect([gz[0], gz[1], gz[2], gz[8]], path).toEqual([0x1f, 0x8b, 8, 2]);
    }
    expect(existsSync(join(dir, 'llms.txt.gz'))).toBe(false);
    expect(existsSync(join(dir, 'llms.txt.br'))).toBe(false);
    expect(existsSync(join(dir, 'img', 'hero.png.gz'))).toBe(false);
    expect(existsSync(join(dir, 'img', 'hero.png.br'))).toBe(false);

    expect(result).toMatchObject({ files: 6, workers: 2, gzip: { files: 5 }, brotli: { files: 5 } });
    expect(result.brotli.bytes).toBeLessThan(result.gzip.bytes);
    expect(formatResult(result)).toMatch(
      /^6 text files \(0\.0 MB\) precompressed: brotli 5 \(0\.0 MB\), gzip 5 \(0\.0 MB\); 0 from the cache; \d+\.\d s added to the build, 2 worker thread\(s\)$/,
    );

    // A second pass compresses the originals only, never the copies.
    expect((await precompressDir(dir, { workers: 1 })).files).toBe(6);
    expect(existsSync(join(dir, 'index.html.gz.gz'))).toBe(false);
  });

  it('at the fast level, writes copies that decode to the original at gzip level 6', async () => {
    await precompressDir(dir, { workers: 1, level: 'fast' });
    const gz = readFileSync(join(dir, 'index.html.gz'));
    expect(gunzipSync(gz).toString()).toBe(page);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toBe(page);
    // gzip header: no maximum- or fastest-compression flag below level 9.
    expect([gz[0], gz[1], gz[2], gz[8]]).toEqual([0x1f, 0x8b, 8, 0]);
  });

  it('reuses the copies of unchanged files from the cache, and recompresses changed ones', async () => {
    const cacheDir = join(dir, '..', `${dir.split(/[\\/]/).at(-1)}-cache`);
    try {
      const first = await precompressDir(dir, { workers: 2, cacheDir });
      expect(first.cached).toBe(0);
      const pageCopy = readFileSync(join(dir, 'index.html.br'));
      // Same content again, copies removed: taken from the cache, byte for byte.
      rmSync(join(dir, 'index.html.br'));
      rmSync(join(dir, 'index.html.gz'));
      writeFileSync(join(dir, 'rss.xml'), feed.replace('7.4.0', '7.4.1'));
      const second = await precompressDir(dir, { workers: 2, cacheDir });
      expect(second.cached).toBe(5);
      expect(readFileSync(join(dir, 'index.html.br')).equals(pageCopy)).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(page);
      expect(brotliDecompressSync(readFileSync(join(dir, 'rss.xml.br'))).toString()).toContain('7.4.1');
      // "Not smaller" is cached too: the one-byte file gets no copy.
      expect(existsSync(join(dir, 'llms.txt.gz'))).toBe(false);
      // Entries unused for 30 days go.
      const later = Date.now() + 31 * 86_400_000;
      expect(pruneCache(cacheDir, 30, Date.now())).toBe(0);
      expect(pruneCache(cacheDir, 30, later)).toBeGreaterThanOrEqual(12);
      expect(readdirSync(cacheDir)).toEqual([]);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it('does nothing in a folder without text files', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'flp-precompress-empty-'));
    try {
      writeFileSync(join(empty, 'favicon.ico'), Buffer.alloc(512));
      expect(await precompressDir(empty)).toMatchObject({ files: 0, workers: 0, gzip: { files: 0 } });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('running after the other plugins', () => {
  function plugin(name: string, postBuild?: () => Promise<void>): PostBuildPlugin {
    return { name, options: { id: 'default' }, ...(postBuild ? { postBuild } : {}) };
  }

  /** Calls the hooks the way Docusaurus does: all started in list order, then awaited together. */
  function runPostBuilds(plugins: PostBuildPlugin[]): Promise<unknown> {
    return Promise.all(plugins.map(async (p) => (p.postBuild ? p.postBuild(undefined as never) : undefined)));
  }

  it('resolves after every later plugin has finished its postBuild', async () => {
    const events: string[] = [];
    const slow = (name: string, ms: number) => () =>
      new Promise<void>((done) =>
        setTimeout(() => {
          events.push(name);
          done();
        }, ms),
      );
    let waited: Promise<boolean> | undefined;
    const self: PostBuildPlugin = {
      name: 'flp-precompress',
      postBuild: () => {
        waited = afterOtherPostBuilds(plugins, 'flp-precompress');
        return waited.then((ok) => void events.push(`compress ${ok}`));
      },
    };
    const plugins = [
      self,
      plugin('sitemap', slow('sitemap', 30)),
      plugin('theme'),
      plugin('search', slow('search', 60)),
    ];
    await runPostBuilds(plugins);
    expect(events).toEqual(['sitemap', 'search', 'compress true']);
  });

  it('resolves false when another postBuild fails, which Docusaurus reports', async () => {
    let outcome: boolean | undefined;
    const plugins: PostBuildPlugin[] = [
      {
        name: 'flp-precompress',
        postBuild: () => afterOtherPostBuilds(plugins, 'flp-precompress').then((ok) => void (outcome = ok)),
      },
      plugin('search', () => Promise.reject(new Error('no HTML to index'))),
    ];
    await expect(runPostBuilds(plugins)).rejects.toThrow('no HTML to index');
    await new Promise((done) => setTimeout(done, 10));
    expect(outcome).toBe(false);
  });

  it('refuses to run when a plugin with a postBuild comes before it', async () => {
    const plugins = [plugin('docusaurus-plugin-sitemap', async () => {}), plugin('flp-precompress')];
    await expect(afterOtherPostBuilds(plugins, 'flp-precompress')).rejects.toThrow(
      'flp-precompress must be the first plugin of docusaurus.config.ts: docusaurus-plugin-sitemap write files',
    );
  });

  it('refuses to run when a later postBuild is not started with its own', async () => {
    const plugins = [plugin('flp-precompress'), plugin('llms-txt', async () => {})];
    await expect(afterOtherPostBuilds(plugins, 'flp-precompress')).rejects.toThrow(
      'Docusaurus did not start the postBuild of llms-txt together with',
    );
  });
});
