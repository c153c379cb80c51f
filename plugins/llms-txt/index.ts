/**
 * llms-txt: the docs in a form AI assistants and scripts read.
 * - allContentLoaded takes every page the docs plugin loaded (every version, hand-written and
 *   generated) and turns its source into Markdown (markdown.ts), and builds /llms.txt (llms.ts).
 * - postBuild writes each twin next to its page (`/docs/x` → `/docs/x.md`) and /llms.txt.
 * - `docusaurus start` serves the same files from the generated folder.
 * - Its theme has the "Copy page as Markdown" button of the docs pages.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import { isDraft } from '../../src/lib/draft';
import { type IndexSection, MCP_SETUP_PAGE, groupBySidebar, mcpServerDetail, renderLlmsTxt } from './llms';
import { twinFile, twinUrl } from './twin';
import { docsInstances, loadTwinPages, pruneTwinCache } from './twins';

export interface PluginOptions {
  /** Section title of each sidebar, in the order the sections appear in /llms.txt. */
  sidebarLabels: Record<string, string>;
}

export const LLMS_TXT = 'llms.txt';

interface Outputs {
  /** Path in the build directory → content. */
  files: Map<string, string>;
}

export default function llmsTxtPlugin(context: LoadContext, options: PluginOptions): Plugin<void> {
  const { siteConfig } = context;
  const { url: siteUrl, baseUrl } = siteConfig;
  let outputs: Outputs = { files: new Map() };
  let publicDir: string | null = null;

  return {
    name: 'llms-txt',

    getThemePath() {
      return join(__dirname, 'theme');
    },

    async allContentLoaded({ allContent, actions }) {
      const instances = docsInstances(allContent);
      const twins = await loadTwinPages(allContent, context);
      pruneTwinCache(twins);
      const files = new Map<string, string>();
      for (const twin of twins) files.set(twinFile(twin.doc.permalink, baseUrl), twin.markdown());

      const sections: IndexSection[] = [];
      const older: IndexSection = { title: 'Optional', docs: [] };
      for (const instance of instances) {
        for (const version of instance.loadedVersions) {
          const current = version.isLast;
          const indexed = version.docs.filter((doc) => !doc.unlisted);
          for (const group of groupBySidebar(
            { docs: indexed, sidebars: version.sidebars },
            options.sidebarLabels,
            'Other pages',
          )) {
            const entries = group.docs.map((doc) => ({
              title: current ? doc.title : `${version.label}: ${doc.title}`,
              url: `${siteUrl}${twinUrl(doc.permalink, baseUrl)}`,
              description: doc.description,
              draft: isDraft(doc.frontMatter),
            }));
            if (current) sections.push({ title: group.title, docs: entries });
            else older.docs.push(...entries);
          }
        }
      }

      const olderLabels = instances
        .flatMap((instance) => instance.loadedVersions.filter((v) => !v.isLast).map((v) => v.label))
        .join(', ');
      files.set(
        LLMS_TXT,
        renderLlmsTxt({
          title: siteConfig.title,
          summary: siteConfig.tagline,
          details: [
            'Every link below is the Markdown version of a docs page; the page itself is at the same URL ' +
              'without `.md`. Links inside the Markdown point to the pages.',
            ...(olderLabels ? [`Pages of older versions (${olderLabels}) are listed under Optional.`] : []),
            mcpServerDetail(`${siteUrl}${baseUrl}${MCP_SETUP_PAGE}`),
          ],
          sections: [...sections, older],
        }),
      );
      outputs = { files };

      if (process.env.NODE_ENV !== 'production') {
        // `docusaurus start`: the dev server serves the files from the generated folder (configureWebpack).
        for (const [path, content] of files) {
          const file = await actions.createData(`public/${path}`, content);
          publicDir ??= file.slice(0, file.length - path.length);
        }
      }
    },

    configureWebpack(_config, isServer) {
      if (isServer || !publicDir) return {};
      // Read by `docusaurus start` only (merged into its dev-server options).
      const devServer = { static: [{ directory: publicDir, publicPath: baseUrl, watch: false }] };
      return { devServer } as Configuration;
    },

    async postBuild({ outDir }) {
      await Promise.all(
        [...outputs.files].map(async ([path, content]) => {
          const target = join(outDir, path);
          await mkdir(dirname(target), { recursive: true });
          await writeFile(target, content, 'utf8');
        }),
      );
    },
  };
}
