import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { routeChunkNames, tableOf, withBootScript, withRouteChunks } from '../../plugins/client-startup/boot-tables';

type Parts = Parameters<typeof tableOf>[0];
interface RouteTables {
  split(routes: string, registry: string, chunkNames: string): Parts;
  render(kind: 'routes' | 'registry' | 'chunkNames', parts: Parts, table?: number): string;
}
const { split, render } = createRequire(import.meta.url)(
  '../../plugins/client-startup/route-tables.cjs',
) as RouteTables;

interface Route {
  path: string;
  component: { cc: [string, string | undefined] };
  exact?: boolean;
  sidebar?: string;
  routes?: Route[];
  loadRoutes?: unknown;
}

/** Generated files of a small site, in the shape Docusaurus 3.10 writes them. */
const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/error-lookup',
    component: ComponentCreator('/error-lookup', 'b9e'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', '543'),
    routes: [
      {
        path: '/docs/web',
        component: ComponentCreator('/docs/web', 'a01'),
        routes: [
          {
            path: '/docs/web',
            component: ComponentCreator('/docs/web', 'a02'),
            routes: [
              {
                path: '/docs/web/setup',
                component: ComponentCreator('/docs/web/setup', 'a03'),
                exact: true,
                sidebar: "web"
              }
            ]
          }
        ]
      },
      {
        path: '/docs/roku',
        component: ComponentCreator('/docs/roku', 'b01'),
        routes: [
          {
            path: '/docs/roku',
            component: ComponentCreator('/docs/roku', 'b02'),
            routes: [
              {
                path: '/docs/roku/setup',
                component: ComponentCreator('/docs/roku/setup', 'b03'),
                exact: true,
                sidebar: "roku"
              }
            ]
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const entry = (name: string, module: string): string =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;

const REGISTRY = [
  'export default {',
  entry('c0', '@site/src/pages/error-lookup.tsx'),
  entry('c1', '@theme/DocVersionRoot'),
  entry('c2', '@theme/DocRoot'),
  entry('c3', '@theme/DocItem'),
  entry('w1', '@site/docs/web/setup.md'),
  entry('w2', '@generated/p/docs-web.json'),
  entry('r1', '@site/docs/roku/setup.md').replace(/,$/, '};'),
  '',
].join('\n');

const CHUNK_NAMES = JSON.stringify({
  '/error-lookup-b9e': { __comp: 'c0' },
  '/docs-543': { __comp: 'c1' },
  '/docs/web-a01': { __comp: 'c1', __props: 'w2' },
  '/docs/web-a02': { __comp: 'c2' },
  '/docs/web/setup-a03': { __comp: 'c3', content: 'w1' },
  '/docs/roku-b01': { __comp: 'c1' },
  '/docs/roku-b02': { __comp: 'c2' },
  '/docs/roku/setup-b03': { __comp: 'c3', content: 'r1' },
});

/** Runs a rendered module with its imports given: what it exports, and what it added to them. */
function run(code: string, registry: Record<string, unknown> = {}, chunkNames: Record<string, unknown> = {}) {
  const body = code
    .replace(/^import .*$/gm, '')
    .replace(/\bimport\((\/\*[^*]*\*\/ )?("[^"]*")\)/g, 'load($2)')
    .replace(/require\.resolveWeak\(("[^"]*")\)/g, 'weak($1)')
    .replace(/^export default /m, 'return ');
  const exported: unknown = new Function('ComponentCreator', 'registry', 'routesChunkNames', 'load', 'weak', body)(
    (path: string, hash?: string) => ({ cc: [path, hash] }),
    registry,
    chunkNames,
    (request: string) => request,
    (request: string) => `weak:${request}`,
  );
  return exported;
}

describe('route tables of the browser build', () => {
  const parts = split(ROUTES, REGISTRY, CHUNK_NAMES);

  it('makes a table of each section’s routes', () => {
    expect(parts.tables.map((t) => t.section.path)).toEqual(['/docs/web', '/docs/roku']);
  });

  it('keeps top-level and section routes in the main table, each section loading its own', () => {
    const main = run(render('routes', parts)) as Route[];
    expect(main.map((r) => r.path)).toEqual(['/error-lookup', '/docs', '*']);
    const sections = main[1]?.routes ?? [];
    expect(sections.map((r) => [r.path, r.component.cc, r.routes])).toEqual([
      ['/docs/web', ['/docs/web', 'a01'], []],
      ['/docs/roku', ['/docs/roku', 'b01'], []],
    ]);
    expect(sections.map((r) => (r.loadRoutes as () => string)())).toEqual([
      '@generated/routes?table=0',
      '@generated/routes?table=1',
    ]);
  });

  it('gives the main registry and chunk names what top-level routes or several sections use', () => {
    const registry = run(render('registry', parts)) as Record<string, unknown[]>;
    // w2 is the web section route's own props: the section route is in the main table.
    expect(Object.keys(registry).sort()).toEqual(['c0', 'c1', 'c2', 'c3', 'w2']);
    expect(registry.c3?.slice(1)).toEqual(['@theme/DocItem', 'weak:@theme/DocItem']);
    const chunkNames = run(render('chunkNames', parts)) as Record<string, unknown>;
    expect(Object.keys(chunkNames)).toEqual(['/error-lookup-b9e', '/docs-543', '/docs/web-a01', '/docs/roku-b01']);
  });

  it('adds a table’s own entries to the main ones and exports its routes', () => {
    const registry: Record<string, unknown> = {};
    const chunkNames: Record<string, unknown> = {};
    const routes = run(render('routes', parts, 0), registry, chunkNames) as Route[];
    expect(Object.keys(registry)).toEqual(['w1']);
    expect(chunkNames).toEqual({
      '/docs/web-a02': { __comp: 'c2' },
      '/docs/web/setup-a03': { __comp: 'c3', content: 'w1' },
    });
    expect(routes).toEqual([
      {
        path: '/docs/web',
        component: { cc: ['/docs/web', 'a02'] },
        routes: [
          { path: '/docs/web/setup', component: { cc: ['/docs/web/setup', 'a03'] }, exact: true, sidebar: 'web' },
        ],
      },
    ]);
  });

  it('loses no route, registry entry or chunk name', () => {
    const registry = run(render('registry', parts)) as Record<string, unknown>;
    const chunkNames = run(render('chunkNames', parts)) as Record<string, unknown>;
    const main = run(render('routes', parts)) as Route[];
    for (const [n, section] of (main[1]?.routes ?? []).entries())
      section.routes = run(render('routes', parts, n), registry, chunkNames) as Route[];
    const paths = (routes: Route[]): string[] => routes.flatMap((r) => [r.path, ...paths(r.routes ?? [])]);
    expect(paths(main)).toHaveLength(9);
    expect(Object.keys(registry).sort()).toEqual(['c0', 'c1', 'c2', 'c3', 'r1', 'w1', 'w2']);
    expect(Object.keys(chunkNames).sort()).toEqual(Object.keys(JSON.parse(CHUNK_NAMES) as object).sort());
  });

  it.each([
    [
      'routes.js with another import',
      ROUTES.replace("import React from 'react';", "import x from 'x';"),
      REGISTRY,
      CHUNK_NAMES,
      /routes\.js imports/,
    ],
    [
      'routes.js that is no array',
      ROUTES.replace('export default [', 'export default ({').replace(/\];\n$/, '});\n'),
      REGISTRY,
      CHUNK_NAMES,
      /not `export default \[/,
    ],
    [
      'a registry entry of another shape',
      ROUTES,
      REGISTRY.replace('require.resolveWeak("@theme/DocRoot")', '0'),
      CHUNK_NAMES,
      /registry\.js line 4/,
    ],
    [
      'a chunk name of no route',
      ROUTES,
      REGISTRY,
      CHUNK_NAMES.replace('/docs-543', '/gone-543'),
      /"\/gone-543", which is no route/,
    ],
    [
      'a chunk the registry lacks',
      ROUTES,
      REGISTRY,
      CHUNK_NAMES.replace('"w1"', '"zz"'),
      /chunk "zz", which registry\.js lacks/,
    ],
  ])('fails the build on %s', (_what, routes, registry, chunkNames, error) => {
    expect(() => split(routes, registry, chunkNames)).toThrow(error);
  });

  it('fails on a table that does not exist', () => {
    expect(() => render('routes', parts, 2)).toThrow(/no route table 2/);
  });
});

describe('the route table a built page boots with', () => {
  const parts = split(ROUTES, REGISTRY, CHUNK_NAMES);

  it('is the table of the section the page is in, as the browser matches it', () => {
    expect(tableOf(parts, '/docs/web/setup')).toBe(0);
    expect(tableOf(parts, '/docs/roku/setup')).toBe(1);
    expect(tableOf(parts, '/docs/roku')).toBe(1);
    // A section path is a path prefix, not a string prefix; top-level pages have no table.
    expect(tableOf(parts, '/docs/webhooks')).toBeUndefined();
    expect(tableOf(parts, '/error-lookup')).toBeUndefined();
  });

  it('comes with the chunks of every route the page matches, as the route preload loads them', () => {
    expect(routeChunkNames(parts, '/docs/web/setup')).toEqual(['c1', 'w2', 'c2', 'c3', 'w1']);
    expect(routeChunkNames(parts, '/docs/roku/setup/')).toEqual(['c1', 'c2', 'c3', 'r1']);
    expect(routeChunkNames(parts, '/error-lookup')).toEqual(['c0']);
    // The 404 route (`*`) and a path no route has: nothing to preload, the runtime decides.
    expect(routeChunkNames(parts, '/nowhere')).toEqual([]);
    // An exact route does not match a longer path.
    expect(routeChunkNames(parts, '/error-lookup/more')).toEqual([]);
  });

  it('is preloaded after the page’s last boot script, and a page without one fails', () => {
    const html =
      '<head><link rel=preload as=script href=/a.js data-boot-script/><link rel=preload as=script href=/b.js data-boot-script/></head>';
    expect(withBootScript(html, '/t.js')).toBe(
      '<head><link rel=preload as=script href=/a.js data-boot-script/><link rel=preload as=script href=/b.js data-boot-script/><link href="/t.js" rel="preload" as="script" media="not all" data-boot-script /></head>',
    );
    expect(() => withBootScript('<head></head>', '/t.js')).toThrow(/no data-boot-script preload/);
  });

  it('lists the route’s chunks for the boot script after the last boot preload, once', () => {
    // The boot script's own selector names the attribute.
    const html =
      '<head><link rel=preload as=script href=/a.js data-boot-script/><title>x</title></head><script>q("script[data-route-chunks]")</script>';
    const listed = withRouteChunks(html, ['/c1.js', '/c2.js']);
    expect(listed).toBe(
      '<head><link rel=preload as=script href=/a.js data-boot-script/><script type="application/json" data-route-chunks>["/c1.js","/c2.js"]</script><title>x</title></head><script>q("script[data-route-chunks]")</script>',
    );
    expect(withRouteChunks(html, [])).toBe(html);
    expect(() => withRouteChunks(listed, ['/c3.js'])).toThrow(/lists its route chunks twice/);
  });
});
