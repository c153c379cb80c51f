import type { RouteConfig } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { folderOf, prefixMatches, sidebarFolders, splitVersionRoute } from '../../plugins/docs-sidebar-routes/split';

const COMPONENTS = { versionRoot: '@theme/DocVersionRoot', docRoot: '@theme/DocRoot' };

function leaf(path: string, sidebar?: string): RouteConfig {
  return { path, component: '@theme/DocItem', exact: true, ...(sidebar ? { sidebar } : {}) };
}

/** A version route as the docs plugin makes it: every sidebar and doc in its props. */
function versionRoute(leaves: RouteConfig[], sidebars: Record<string, unknown[]>): RouteConfig {
  const docs = Object.fromEntries(
    leaves.map((page) => {
      const id = page.path.replace('/docs/', '');
      return [id, { id, title: id, description: `about ${id}`, sidebar: page.sidebar as string | undefined }];
    }),
  );
  return {
    path: '/docs',
    exact: false,
    component: COMPONENTS.versionRoot,
    props: { version: { version: 'current', label: '7.x', docsSidebars: sidebars, docs } },
    routes: [
      { path: '/docs', exact: false, component: COMPONENTS.docRoot, routes: leaves },
      { path: '/docs/tags/live', exact: true, component: '@theme/DocTagDocListPage' },
    ],
  };
}

const link = (docId: string) => ({ type: 'link', href: `/docs/${docId}`, label: docId, docId });

/** The version route the router takes for a path: the first that matches, as Switch and matchRoutes do. */
function routeFor(split: RouteConfig[], path: string): RouteConfig | undefined {
  return split.find((route) => prefixMatches(route.path, path));
}

function pagesOf(route: RouteConfig): string[] {
  return (route.routes ?? []).flatMap((child) => (child.routes ? child.routes : [child])).map((page) => page.path);
}

describe('docs routes split by sidebar', () => {
  const leaves = [
    leaf('/docs/player/web/overview', 'web'),
    leaf('/docs/player/web/setup', 'web'),
    leaf('/docs/player/web/metrics'), // in no sidebar, under the web folder
    leaf('/docs/player/ios/overview', 'ios'),
    leaf('/docs/player/ios/drm/fairplay', 'ios'),
    leaf('/docs/cms/metadata/get_items', 'cms'),
    leaf('/docs/edge/cms/get_items', 'cms'),
    leaf('/docs/edge/live/channels', 'live'),
    leaf('/docs/edge/live/epg', 'live'),
    leaf('/docs/edge/live/shared', 'support'), // a support page inside the live folder
    leaf('/docs/support/faq', 'support'),
    leaf('/docs/orphan'),
  ];
  const sidebars = {
    web: [link('player/web/overview'), link('player/web/setup')],
    ios: [
      link('player/ios/overview'),
      { type: 'category', label: 'DRM', href: '/docs/player/ios/drm', items: [link('player/ios/drm/fairplay')] },
    ],
    cms: [link('cms/metadata/get_items'), link('edge/cms/get_items'), link('support/faq')],
    live: [link('edge/live/channels'), link('edge/live/epg')],
    support: [link('support/faq'), link('edge/live/shared')],
  };
  const split = splitVersionRoute(versionRoute(leaves, sidebars), COMPONENTS);

  it('gives each sidebar with folders of its own version routes there, and keeps the rest under the version path, last', () => {
    expect(split.map((route) => route.path)).toEqual([
      '/docs/player/web',
      '/docs/player/ios',
      '/docs/cms',
      '/docs/edge/cms',
      '/docs',
    ]);
    expect(split.at(-1)?.props?.version).toMatchObject({
      docsSidebars: { live: sidebars.live, support: sidebars.support },
    });
  });

  it('routes every page, and every tag page, to the version route that holds it', () => {
    for (const page of [...leaves.map((l) => l.path), '/docs/tags/live']) {
      expect(pagesOf(routeFor(split, page)!), page).toContain(page);
    }
    expect(pagesOf(split[0]!)).toEqual([
      '/docs/player/web/overview',
      '/docs/player/web/setup',
      '/docs/player/web/metrics',
    ]);
  });

  it('puts one sidebar in each route, with the docs a doc card of its categories can show', () => {
    const cms = split[2]!.props!.version as { docsSidebars: object; docs: object };
    expect(Object.keys(cms.docsSidebars)).toEqual(['cms']);
    expect(cms.docs).toEqual({});
    expect(split[3]!.props).toEqual(split[2]!.props);
    // The DRM category has a page of its own (a generated index): its items' docs are kept, with
    // their descriptions, for the cards; the overview is on no card.
    const ios = split[1]!.props!.version as { docs: Record<string, { description: string }> };
    expect(Object.keys(ios.docs)).toEqual(['player/ios/drm/fairplay']);
    expect(ios.docs['player/ios/drm/fairplay']?.description).toBe('about player/ios/drm/fairplay');
  });

  it('keeps a sidebar whose folder holds a page of another sidebar under the version path', () => {
    expect(split.some((route) => route.path.startsWith('/docs/edge/live'))).toBe(false);
    expect(pagesOf(split.at(-1)!)).toEqual(
      expect.arrayContaining(['/docs/edge/live/channels', '/docs/edge/live/shared', '/docs/orphan', '/docs/tags/live']),
    );
  });

  it('returns a route of another shape as it is', () => {
    const route: RouteConfig = { path: '/docs', component: '@theme/DocsRoot', routes: [] };
    expect(splitVersionRoute(route, COMPONENTS)).toEqual([route]);
  });
});

describe('folders', () => {
  it('matches as react-router does: a prefix at a slash, in any case', () => {
    expect(prefixMatches('/docs/web', '/docs/web/setup')).toBe(true);
    expect(prefixMatches('/docs/web', '/docs/Web')).toBe(true);
    expect(prefixMatches('/docs/web', '/docs/webhooks')).toBe(false);
  });

  it('widens a sidebar’s folders while no foreign page is inside', () => {
    expect(folderOf('/docs/a/b/')).toBe('/docs/a');
    expect(sidebarFolders(['/docs/p/web/a', '/docs/p/web/drm/b'], ['/docs/p/ios/a'], '/docs')).toEqual(['/docs/p/web']);
    expect(sidebarFolders(['/docs/p/web/a'], ['/docs/p/web/b'], '/docs')).toEqual([]);
    expect(sidebarFolders(['/docs/a/x', '/docs/b/y'], [], '/docs')).toEqual(['/docs/a', '/docs/b']);
  });
});
