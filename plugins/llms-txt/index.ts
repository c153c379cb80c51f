/**
 * llms-txt: the docs in a form AI assistants and scripts read.
 * - allContentLoaded takes every page the docs plugin loaded (every version, hand-written and
 *   generated) as Markdown (its twin, plugins/markdown-twin), and builds /llms.txt (llms.ts).
 * - postBuild writes each twin next to its page (`/docs/x` → `/docs/x.md`) and /llms.txt.
 * - `docusaurus start` serves the same files, each printed when a browser asks for it.
 * - Its theme has the "Copy page as Markdown" button of the docs pages.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import { isDraft } from '../../src/lib/draft';
import { type IndexSection, MCP_SETUP_PAGE, groupBySidebar, mcpServerDetail, renderLlmsTxt } from './llms';
import { docsInstances, loadTwinPages, pruneTwinCache, twinFile, twinUrl } from '../markdown-twin/api';

export interface PluginOptions {
  /** Section title of each sidebar, in the order the sections appear in /llms.txt. */
  sidebarLabels: Record<string, string>;
}

export const LLMS_TXT = 'llms.txt';

/** Path in the build directory → its content, printed when asked for (a twin is printed once). */
type Outputs = Map<string, () => string>;

/**
 * `docusaurus start`: the files of the last load, which the dev server prints when a browser asks
 * for one (serve), not all at each load. On `globalThis`, as Docusaurus may create the plugin
 * afresh while the dev server's middleware stays.
 */
const DEV_FILES_KEY = Symbol.for('flp.llms-txt.dev-files');

function devFiles(): { current: Outputs } {
  const scope = globalThis as { [DEV_FILES_KEY]?: { current: Outputs } };
  scope[DEV_FILES_KEY] ??= { current: new Map() };
  return scope[DEV_FILES_KEY];
}

/** The dev server's answer for a twin or /llms.txt, as the build's files are served (their types). */
function serve(baseUrl: string) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      return next();
    }
    const render = path.startsWith(baseUrl) ? devFiles().current.get(path.slice(baseUrl.length)) : undefined;
    if (!render) return next();
    const body = render();
    res.writeHead(200, {
      'content-type': `${path.endsWith('.md') ? 'text/markdown' : 'text/plain'}; charset=UTF-8`,
      'content-length': Buffer.byteLength(body),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

export default function llmsTxtPlugin(context: LoadContext, options: PluginOptions): Plugin<void> {
  const { siteConfig } = context;
  const { url: siteUrl, baseUrl } = siteConfig;
  let outputs: Outputs = new Map();

  return {
    name: 'llms-txt',

    getThemePath() {
      return join(__dirname, 'theme');
    },

    async allContentLoaded({ allContent }) {
      const instances = docsInstances(allContent);
      const twins = await loadTwinPages(allContent, context);
      pruneTwinCache(twins);
      const files: Outputs = new Map();
      for (const twin of twins) files.set(twinFile(twin.doc.permalink, baseUrl), twin.markdown);

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
      const llmsTxt = renderLlmsTxt({
        title: siteConfig.title,
        summary: siteConfig.tagline,
        details: [
          'Every link below is the Markdown version of a docs page; the page itself is at the same URL ' +
            'without `.md`. Links inside the Markdown point to the pages.',
          ...(olderLabels ? [`Pages of older versions (${olderLabels}) are listed under Optional.`] : []),
          mcpServerDetail(`${siteUrl}${baseUrl}${MCP_SETUP_PAGE}`),
        ],
        sections: [...sections, older],
      });
      files.set(LLMS_TXT, () => llmsTxt);
      outputs = files;
      // `docusaurus start` serves them as they are asked for (configureWebpack).
      devFiles().current = files;
    },

    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'development') return {};
      // Read by `docusaurus start` only (merged into its dev-server options). Docusaurus has a
      // setupMiddlewares of its own: webpack-merge calls both with the same list and joins what they
      // return, so this one adds to the list and returns nothing more.
      const devServer = {
        setupMiddlewares(middlewares: unknown[]) {
          middlewares.unshift({ name: 'llms-txt', middleware: serve(baseUrl) });
          return [];
        },
      };
      return { devServer } as Configuration;
    },

    async postBuild({ outDir }) {
      await Promise.all(
        [...outputs].map(async ([path, content]) => {
          const target = join(outDir, path);
          await mkdir(dirname(target), { recursive: true });
          await writeFile(target, content(), 'utf8');
        }),
      );
    },
  };
}
