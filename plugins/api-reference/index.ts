/**
 * api-reference: the API reference generated from the OpenAPI documents of `api/`.
 * - When the plugin starts (before any docs are loaded) and whenever a document changes, it writes one
 *   page per operation and per schema page into docs/ as `<route>.api.mdx` (never committed), so they
 *   are ordinary docs pages: in their sidebars, tagged, server-rendered, searchable. A build renders
 *   them once; other plugins learn their routes from the docs plugin's loaded content.
 * - It publishes each bundled document for download at /api/<service>.yaml and, for the "Try it"
 *   panel, /api/<service>.json.
 * - Its theme has the endpoint line and the "Try it" button, whose panel loads on demand.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import { stringify } from 'yaml';
import type { ServiceDocument } from './bundle';
import { generateReference } from './generate';

/** Public path of the published documents. */
export const PUBLIC_DIR = 'api';

function publishedFiles(services: readonly ServiceDocument[]): [string, string][] {
  return services.flatMap(({ service, doc }): [string, string][] => [
    [`${PUBLIC_DIR}/${service}.yaml`, stringify(doc, { lineWidth: 0, aliasDuplicateObjects: false })],
    [`${PUBLIC_DIR}/${service}.json`, JSON.stringify(doc)],
  ]);
}

export default function apiReferencePlugin(context: LoadContext): Plugin<ServiceDocument[]> {
  const { siteDir, siteConfig } = context;
  // The docs plugin reads docs/ in its loadContent, after every plugin has been created; the pages
  // written now are the first load's content, rendered again only when a document changes.
  let written: ServiceDocument[] | null = generateReference(siteDir).services;
  let publicDir: string | null = null;

  return {
    name: 'api-reference',

    getThemePath() {
      return join(__dirname, 'theme');
    },

    getPathsToWatch() {
      return [join(siteDir, 'api', '**', '*.yaml')];
    },

    async loadContent() {
      const services = written ?? generateReference(siteDir).services;
      written = null;
      return services;
    },

    async contentLoaded({ content, actions }) {
      for (const [path, text] of publishedFiles(content)) {
        const file = await actions.createData(`public/${path}`, text);
        publicDir = dirname(dirname(file));
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
