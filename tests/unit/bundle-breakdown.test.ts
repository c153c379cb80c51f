import { describe, expect, it } from 'vitest';
import { breakdown, groupOf, grown, gzipByGroup } from '../../checks/bundle-breakdown';
import type { Asset } from '../../checks/page-weight';
import { bundleModules } from '../../plugins/bundle-report';

describe('bundle breakdown', () => {
  it('groups a module by package, generated file, plugin data, page content or project folder', () => {
    expect(groupOf('node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(groupOf('node_modules/@docusaurus/theme-classic/lib/theme/Navbar/index.js')).toBe(
      '@docusaurus/theme-classic',
    );
    expect(groupOf('.docusaurus/routes.js + 4 modules')).toBe('.docusaurus/routes.js');
    expect(groupOf('.docusaurus/docusaurus-plugin-content-docs/default/p/docs-175.json')).toBe(
      'docusaurus-plugin-content-docs data',
    );
    expect(groupOf('docs/products/player/web/basic-playback.md')).toBe('page content (Markdown)');
    expect(groupOf('plugins/search/client/SearchBar.tsx')).toBe('plugins/search');
    expect(groupOf('src/auth/state.ts')).toBe('src/auth');
  });

  it('reads the bundler’s stats: loaders and the site folder left out, concatenated modules by their root', () => {
    const bundle = bundleModules(
      {
        chunks: [{ id: 1, files: ['assets/js/main.1.js', 'assets/css/styles.css'], names: ['main'] }],
        modules: [
          { name: 'builtin:swc-loader??x!/site/src/auth/state.ts', size: 10, chunks: [1] },
          { name: './.docusaurus/routes.js + 4 modules', size: 30, chunks: [1] },
          { name: 'inner', size: 5, chunks: [1], modules: [{ name: './src/a.ts', size: 2 }, { size: 3 }] },
        ],
      },
      '/site',
    );
    expect(bundle.chunks).toEqual([{ id: '1', files: ['assets/js/main.1.js'], names: ['main'] }]);
    expect(bundle.modules).toEqual([
      { name: 'src/auth/state.ts', size: 10, chunks: ['1'] },
      { name: '.docusaurus/routes.js + 4 modules', size: 30, chunks: ['1'] },
      { name: 'src/a.ts', size: 2, chunks: ['1'] },
    ]);
  });

  it('shares each file’s gzip size out among its modules by source size, entry files apart from route chunks', () => {
    const bundle = {
      chunks: [
        { id: 'main', files: ['assets/js/main.aaaaaaaa.js'], names: ['main'] },
        { id: '7', files: ['assets/js/7.bbbbbbbb.js'], names: [] },
      ],
      modules: [
        { name: 'node_modules/react-dom/index.js', size: 300, chunks: ['main'] },
        { name: 'src/auth/state.ts', size: 100, chunks: ['main'] },
        { name: 'docs/a.md', size: 50, chunks: ['7'] },
      ],
    };
    const asset = (file: string, from: Asset['from'], gzip: number): Asset => ({
      kind: 'js',
      url: `/${file}`,
      file,
      from,
      bytes: gzip * 3,
      gzip,
    });
    const parts = breakdown(bundle, [
      asset('assets/js/runtime~main.cccccccc.js', 'html', 40),
      asset('assets/js/main.aaaaaaaa.js', 'html', 400),
      asset('assets/js/7.bbbbbbbb.js', 'route', 20),
    ]);
    expect(gzipByGroup(parts.entry)).toEqual({ 'runtime~main': 40, 'react-dom': 300, 'src/auth': 100 });
    expect(gzipByGroup(parts.route)).toEqual({ 'page content (Markdown)': 20 });
  });

  it('names what grew since the previous build, largest growth first, and nothing without one', () => {
    const now = { a: 1000, b: 3000, c: 500 };
    expect(grown(now, { a: 1000, b: 2000 }, 256)).toEqual([
      { group: 'b', now: 3000, before: 2000 },
      { group: 'c', now: 500, before: 0 },
    ]);
    expect(grown(now, undefined, 256)).toEqual([]);
  });
});
