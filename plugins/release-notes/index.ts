/**
 * The release notes of the FLP player SDKs, from one catalogue
 * (`catalog/releases/<platform>.yaml`): read when the plugin loads, validated and resolved against
 * the site's routes once every plugin has loaded (allContentLoaded), rendered by the theme
 * components of this folder, and published as feeds and as /release-notes.json (publish.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import { CATALOG_DIR, PLUGIN_NAME, type ReleaseFiles, readReleaseFiles, releaseCatalogOf } from './catalog';
import { buildFeeds } from './feeds';
import { RELEASES_JSON_PATH, publicReleaseCatalog } from './publish';
import type { ReleaseCatalog } from './lib/types';
import { outlineOf } from './lib/timeline';
import { themeAndSources } from '../shared/theme-source';

/** The module the timeline reads the whole catalogue from on the server (configureWebpack resolves it). */
const SERVER_CATALOG_MODULE = '@flp/release-catalog-on-server';
const SERVER_CARD_MODULE = '@flp/release-card-on-server';

export default function releaseNotesPlugin(context: LoadContext): Plugin<ReleaseFiles> {
  const { siteConfig } = context;
  /** The feeds as `docusaurus start` serves them (the build writes its own in postBuild). */
  let publicDir: string | undefined;
  /** The catalogue resolved against the site's routes (allContentLoaded), for postBuild. */
  let catalog: ReleaseCatalog | undefined;
  /** The catalogue's data file, which the server build of the timeline imports. */
  let catalogFile: string | undefined;
  return {
    name: PLUGIN_NAME,

    ...themeAndSources(__dirname, [join(context.siteDir, CATALOG_DIR, '*.yaml')]),

    async loadContent() {
      return readReleaseFiles(context.siteDir);
    },

    async allContentLoaded({ allContent, actions }) {
      const content = releaseCatalogOf(allContent, siteConfig.baseUrl);
      catalog = content;
      // A data file, not global data: only the pages that show release notes
      // load it (theme/useReleaseCatalog.ts imports it), not every page of the site.
      catalogFile = await actions.createData('catalog.json', JSON.stringify(content));
      // What the timeline needs in the browser: each release's version, date and change types. The
      // releases themselves are in its HTML (theme/ReleaseTimeline).
      await actions.createData('timeline.json', JSON.stringify(outlineOf(content)));
      // The feeds, for the development server: the links of the pages work under `npm start` too.
      const files = buildFeeds(content, { url: siteConfig.url, baseUrl: siteConfig.baseUrl, title: siteConfig.title });
      const written = await Promise.all(files.map((file) => actions.createData(`public/${file.path}`, file.content)));
      const first = written[0];
      const firstPath = files[0]?.path;
      if (first && firstPath) publicDir = first.slice(0, first.length - firstPath.length - 1);
    },

    configureWebpack(_config, isServer) {
      // The timeline's releases on the server: the whole catalogue and the card that renders a release,
      // so its HTML holds every release; in the browser, neither (the page keeps that HTML, or loads
      // both after a move to it).
      const timeline = join(__dirname, 'theme', 'ReleaseTimeline');
      const alias = {
        [SERVER_CATALOG_MODULE]: isServer && catalogFile ? catalogFile : join(timeline, 'noServerCatalog.ts'),
        [SERVER_CARD_MODULE]: join(timeline, isServer && catalogFile ? 'TimelineCard.tsx' : 'noServerCard.ts'),
      };
      if (isServer || !publicDir) return { resolve: { alias } };
      // Read by `docusaurus start` only (merged into its dev-server options); webpack's
      // Configuration type does not declare devServer.
      const devServer = { static: [{ directory: publicDir, publicPath: siteConfig.baseUrl, watch: false }] };
      return { devServer, resolve: { alias } } as Configuration;
    },

    async postBuild({ outDir, siteConfig }) {
      const content = catalog;
      if (!content) throw new Error('Release notes: the catalogue was not resolved before postBuild');
      const files = [
        ...buildFeeds(content, { url: siteConfig.url, baseUrl: siteConfig.baseUrl, title: siteConfig.title }),
        { path: RELEASES_JSON_PATH, content: JSON.stringify(publicReleaseCatalog(content)) },
      ];
      await Promise.all(
        files.map(async (file) => {
          const target = join(outDir, file.path);
          await mkdir(dirname(target), { recursive: true });
          await writeFile(target, file.content, 'utf8');
        }),
      );
    },
  };
}
