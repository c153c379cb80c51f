/**
 * api-reference: the API reference generated from the OpenAPI documents of `api/`.
 * - When the plugin starts (before any docs are loaded) and whenever a document changes, it writes one
 *   page per operation and per schema page into docs/ as `<route>.api.mdx` (never committed), so they
 *   are ordinary docs pages: in their sidebars, tagged, server-rendered, searchable. A build renders
 *   them once; other plugins learn their routes from the docs plugin's loaded content.
 * - It publishes each bundled document for download at /api/<service>.yaml and, for the "Try it"
 *   panel, /api/<service>.json, without the extensions that only place pages on the site.
 * - It publishes the API page manifest (manifest.ts) at /api-pages.json: the route, docs id, title and
 *   sidebar place of every generated page, for readers of the built site (the docs MCP server).
 * - Once every plugin's content is loaded, it holds the doc ids the site turns into routes itself
 *   (`/docs/<id>`: the manifest's pages, `docRoute` of src/data/registry.ts) to the docs plugin's
 *   routes of those docs (shared/doc-routes.ts): one that differs fails the build, naming the doc.
 * - Its theme has the endpoint line and the "Try it" button, whose panel loads on demand.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import { stringify } from 'yaml';
import { SITE_EXTENSIONS } from '../../api/routes';
import { type Json, isObject } from './bundle';
import { type Generated, generateReference } from './generate';
import { API_PAGES_FILE, type ApiPage } from './manifest';
import { checkDocRoutes, readDocRoutesById, registryDocRoutes, type WrittenDocRoute } from '../shared/doc-routes';
import { pluginContent } from '../shared/loaded-content';
import { themeAndSources } from '../shared/theme-source';

/** The plugin's content: the bundled documents and their page manifest. */
type ApiReference = Omit<Generated, 'pages'>;

const PLUGIN_NAME = 'api-reference';

/** Public path of the published documents. */
export const PUBLIC_DIR = 'api';

/** A document without the site's extensions (SITE_EXTENSIONS): its sidebar places and overview route. */
export function withoutSiteExtensions<T extends Json>(node: T): T {
  if (Array.isArray(node)) return node.map(withoutSiteExtensions) as T;
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !SITE_EXTENSIONS.includes(key))
      .map(([key, value]) => [key, withoutSiteExtensions(value)]),
  ) as T;
}

/** The docs ids and routes of the manifest's pages, for the docs routes check. */
export function manifestDocRoutes(manifest: readonly ApiPage[]): WrittenDocRoute[] {
  return manifest.map((page) => ({
    id: page.id,
    route: page.route,
    from: `the API page manifest (api/${page.service}.yaml)`,
  }));
}

function publishedFiles({ services, manifest }: ApiReference): [string, string][] {
  return [
    ...services.flatMap(({ service, doc: bundled }): [string, string][] => {
      const doc = withoutSiteExtensions(bundled);
      return [
        [`${PUBLIC_DIR}/${service}.yaml`, stringify(doc, { lineWidth: 0, aliasDuplicateObjects: false })],
        [`${PUBLIC_DIR}/${service}.json`, JSON.stringify(doc)],
      ];
    }),
    [API_PAGES_FILE, JSON.stringify(manifest)],
  ];
}

export default function apiReferencePlugin(context: LoadContext): Plugin<ApiReference> {
  const { siteDir, siteConfig } = context;
  // The docs plugin reads docs/ in its loadContent, after every plugin has been created; the pages
  // written now are the first load's content, rendered again only when a document changes.
  let written: ApiReference | null = generateReference(siteDir);
  let publicDir: string | null = null;

  return {
    name: PLUGIN_NAME,

    ...themeAndSources(__dirname, [join(siteDir, 'api', '**', '*.yaml')]),

    async loadContent() {
      const { services, manifest } = written ?? generateReference(siteDir);
      written = null;
      return { services, manifest };
    },

    async allContentLoaded({ allContent }) {
      const { manifest } = pluginContent<ApiReference>(allContent, PLUGIN_NAME, 'the API pages');
      checkDocRoutes(readDocRoutesById(allContent, siteConfig.baseUrl), [
        ...registryDocRoutes(),
        ...manifestDocRoutes(manifest),
      ]);
    },

    async contentLoaded({ content, actions }) {
      for (const [path, text] of publishedFiles(content)) {
        const file = await actions.createData(`public/${path}`, text);
        publicDir = file.slice(0, file.length - path.length - 1);
      }
    },

    configureWebpack(_config, isServer) {
      if (isServer || !publicDir) return {};
      // Read by `docusaurus start` only: serves the published documents in development.
      const devServer = { static: [{ directory: publicDir, publicPath: siteConfig.baseUrl, watch: false }] };
      return { devServer } as Configuration;
    },

    async postBuild({ content, outDir }) {
      await mkdir(join(outDir, PUBLIC_DIR), { recursive: true });
      await Promise.all(publishedFiles(content).map(([path, text]) => writeFile(join(outDir, path), text)));
    },
  };
}
