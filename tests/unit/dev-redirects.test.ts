import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import devRedirectsPlugin from '../../plugins/dev-redirects';

const REDIRECTS = [
  { from: '/docs', to: '/docs/products/player/ios/overview' },
  { from: '/docs/6.x', to: '/docs/6.x/products/player/ios/overview' },
];

/** Runs the plugin's contentLoaded with recording actions. */
async function routesAdded(): Promise<{ path: string; to: string }[]> {
  const data = new Map<string, string>();
  const routes: { path: string; modules: { target: string } }[] = [];
  const actions = {
    createData: async (name: string, content: string) => {
      data.set(`/generated/${name}`, content);
      return `/generated/${name}`;
    },
    addRoute: (route: { path: string; modules: { target: string } }) => routes.push(route),
  };
  const plugin = devRedirectsPlugin({}, { redirects: REDIRECTS });
  await plugin.contentLoaded?.({ content: undefined, actions, allContent: {} } as never);
  return routes.map((route) => ({
    path: route.path,
    to: (JSON.parse(data.get(route.modules.target) ?? '{}') as { to: string }).to,
  }));
}

describe('the build redirects under docusaurus start', () => {
  const saved = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = saved;
  });

  it('are routes of the development server', async () => {
    process.env.NODE_ENV = 'development';
    expect(await routesAdded()).toEqual(REDIRECTS.map(({ from, to }) => ({ path: from, to })));
  });

  it('add no route to a production build, where they are pages', async () => {
    process.env.NODE_ENV = 'production';
    expect(await routesAdded()).toEqual([]);
  });
});

describe('the redirect pages of a build', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  async function postBuild(routesPaths: string[], baseUrl = '/'): Promise<string> {
    const outDir = mkdtempSync(join(tmpdir(), 'redirects-'));
    dirs.push(outDir);
    const plugin = devRedirectsPlugin({}, { redirects: REDIRECTS });
    await plugin.postBuild?.({ outDir, baseUrl, routesPaths, siteConfig: { title: 'FLP Developer Portal' } } as never);
    return outDir;
  }

  it('are written at <from>/index.html and lead to the target with its base, keeping query and fragment', async () => {
    const outDir = await postBuild(
      ['/base/docs/products/player/ios/overview', '/base/docs/6.x/products/player/ios/overview'],
      '/base/',
    );
    const page = readFileSync(join(outDir, 'docs/index.html'), 'utf8');
    expect(page).toContain('<title>Redirecting | FLP Developer Portal</title>');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/base/docs/products/player/ios/overview">');
    expect(page).toContain(
      'window.location.replace("/base/docs/products/player/ios/overview" + window.location.search + window.location.hash)',
    );
    expect(page).toContain('<a href="/base/docs/products/player/ios/overview">');
    // The script is inside head, and the document has a body.
    expect(page.indexOf('<script>')).toBeLessThan(page.indexOf('</head>'));
    expect(page).toMatch(/<body>[\s\S]+<\/body>/);
    expect(readFileSync(join(outDir, 'docs/6.x/index.html'), 'utf8')).toContain(
      'url=/base/docs/6.x/products/player/ios/overview',
    );
  });

  it('fail the build when a target is not a page', async () => {
    await expect(postBuild(['/docs/products/player/ios/overview'])).rejects.toThrow(
      /\/docs\/6\.x leads to \/docs\/6\.x\/products\/player\/ios\/overview, which is not a page/,
    );
  });
});
