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

  it('add nothing to a production build, where plugin-client-redirects writes them', async () => {
    process.env.NODE_ENV = 'production';
    expect(await routesAdded()).toEqual([]);
  });
});
