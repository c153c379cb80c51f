/**
 * llms-txt: the docs in a form AI assistants and scripts read.
 * - allContentLoaded takes every page the docs plugin loaded (every version, hand-written and
 *   generated) and turns its source into Markdown (markdown.ts), and builds /llms.txt (llms.ts).
 * - postBuild writes each twin next to its page (`/docs/x` → `/docs/x.md`) and /llms.txt.
 * - `docusaurus start` serves the same files from the generated folder.
 * - Its theme has the "Copy page as Markdown" button of the docs pages.
 */
import { createHash } from 'node:crypto';
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { DocMetadata, LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { Configuration } from 'webpack';
import { isDraft } from '../../src/lib/draft';
import type { Catalog } from '../error-catalog/schema';
import type { ReleaseCatalog } from '../release-notes/lib/types';
import { errorCodeTable, legacyErrorNames, migrationChecklist, releaseNotes } from './catalogs';
import { type IndexSection, groupBySidebar, renderLlmsTxt } from './llms';
import { type ComponentRenderer, toMarkdownTwin } from './markdown';
import { twinFile, twinUrl } from './twin';
import type { FeatureMatrix } from '../feature-matrix/lib/types';
import type { KnownIssueCatalog } from '../known-issues/lib';
import { featureMatrix, knownIssues, platformFeatures, withKnownIssues } from './player-catalogs';
import { loadFacts } from '../facts/load';
import { factRenderer } from './facts';

export interface PluginOptions {
  /** Section title of each sidebar, in the order the sections appear in /llms.txt. */
  sidebarLabels: Record<string, string>;
}

export const LLMS_TXT = 'llms.txt';
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

interface Outputs {
  /** Path in the build directory → content. */
  files: Map<string, string>;
}

export default function llmsTxtPlugin(context: LoadContext, options: PluginOptions): Plugin<void> {
  const { siteDir, siteConfig } = context;
  const { url: siteUrl, baseUrl } = siteConfig;
  // Twins already made, by page and source, so `docusaurus start` converts only what changed.
  const cache = new Map<string, string>();
  let outputs: Outputs = { files: new Map() };
  let publicDir: string | null = null;

  function sourcePath(doc: DocMetadata): string {
    return resolve(siteDir, doc.source.replace(/^@site\//, ''));
  }

  return {
    name: 'llms-txt',

    getThemePath() {
      return join(__dirname, 'theme');
    },

    async allContentLoaded({ allContent, actions }) {
      const instances = Object.values(allContent[DOCS_PLUGIN] ?? {}) as DocsContent[];
      const errorCatalog = allContent['error-catalog']?.default as Catalog | undefined;
      const releases = allContent['flp-release-notes']?.default as ReleaseCatalog | undefined;
      const components: Record<string, ComponentRenderer> = {};
      if (errorCatalog) components.ErrorCodeTable = errorCodeTable(errorCatalog);
      if (errorCatalog) components.LegacyErrorNames = legacyErrorNames(errorCatalog);
      if (releases) components.ReleaseNotes = releaseNotes(releases);
      if (releases) components.MigrationChecklist = migrationChecklist(releases);
      const matrix = allContent['flp-feature-matrix']?.default as FeatureMatrix | undefined;
      const issues = allContent['flp-known-issues']?.default as KnownIssueCatalog | undefined;
      if (matrix) components.FeatureMatrix = featureMatrix(matrix);
      if (matrix) components.PlatformFeatures = platformFeatures(matrix);
      if (issues) components.KnownIssues = knownIssues(issues);
      if (issues && components.ReleaseNotes) components.ReleaseNotes = withKnownIssues(components.ReleaseNotes, issues);
      // Facts read as the page shows them (plugins/facts/remark.ts renders the same text).
      const facts = loadFacts(siteDir);
      components.Fact = factRenderer(facts);
      const dataKey = createHash('sha256')
        .update(JSON.stringify([errorCatalog ?? null, releases ?? null, matrix ?? null, issues ?? null, facts]))
        .digest('hex');

      const docs = instances.flatMap((instance) => instance.loadedVersions.flatMap((version) => version.docs));
      const pageOfFile = new Map(docs.map((doc) => [sourcePath(doc), doc.permalink]));
      const files = new Map<string, string>();
      const used = new Set<string>();
      const sections: IndexSection[] = [];
      const older: IndexSection = { title: 'Optional', docs: [] };

      for (const instance of instances) {
        for (const version of instance.loadedVersions) {
          const current = version.isLast;
          const notices = (doc: DocMetadata): string[] => [
            ...(current
              ? []
              : [
                  `This is documentation for ${siteConfig.title} ${version.label}` +
                    (version.banner === 'unmaintained' ? ', which is no longer actively maintained.' : '.'),
                ]),
            ...(isDraft(doc.frontMatter) ? ['Draft page: the full content is still being written.'] : []),
          ];
          for (const doc of version.docs) {
            const path = sourcePath(doc);
            const source = await readFile(path, 'utf8');
            const key = createHash('sha256')
              .update([doc.permalink, doc.title, ...notices(doc), dataKey, source].join('\0'))
              .digest('hex');
            let twin = cache.get(key);
            if (twin === undefined) {
              try {
                twin = toMarkdownTwin(source, {
                  title: doc.title,
                  siteUrl,
                  baseUrl,
                  sourcePath: path,
                  resolveDocFile: (file) => pageOfFile.get(file),
                  notices: notices(doc),
                  components,
                });
              } catch (error) {
                throw new Error(
                  `llms-txt: cannot make the Markdown version of ${doc.source}: ${(error as Error).message}`,
                  {
                    cause: error,
                  },
                );
              }
              cache.set(key, twin);
            }
            used.add(key);
            files.set(twinFile(doc.permalink, baseUrl), twin);
          }

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
      for (const key of cache.keys()) if (!used.has(key)) cache.delete(key);

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
