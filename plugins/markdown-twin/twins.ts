/**
 * The Markdown twin of every page the docs plugin loaded (every version, hand-written and
 * generated), from `allContentLoaded`'s content: used by `plugins/llms-txt` (the twins and
 * /llms.txt) and by the search's development index (plugins/search/dev.ts), which reads the twins'
 * trees. The catalogue components are rendered by their own plugins' Markdown forms (each `twin.ts`).
 *
 * Conversions are cached by page, source and catalogue data, so `docusaurus start` converts only
 * what changed. The cache lives on `globalThis`: Docusaurus loads each plugin's modules afresh
 * (jiti, no require cache), and the two plugins would otherwise each convert every page.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { AllContent, LoadContext } from '@docusaurus/types';
import type { DocMetadata, LoadedContent as DocsContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import { isDraft } from '../../src/lib/draft';
import { loadServiceDocuments, retryTableNodes, webhookDelivery } from '../api-reference/api';
import { type Catalog, errorCodeTable, legacyErrorNames } from '../error-catalog/api';
import { factRenderer, loadFacts } from '../facts/api';
import { featureCatalogue, featureMatrix, platformFeatures } from '../feature-matrix/api';
import { knownIssueCatalogue, knownIssues, withKnownIssues } from '../known-issues/api';
import { migrationChecklist, releaseCatalogOf, releaseNotes } from '../release-notes/api';
import { oncePerLoad, pluginContent } from '../shared/loaded-content';
import type { ComponentRenderer, MdNode } from '../shared/mdast';
import { DOCS_PLUGIN } from '../shared/site-routes';
import { TwinSyntaxError, printTwin, toTwinTree } from './markdown';

export interface TwinPage {
  doc: DocMetadata;
  version: LoadedVersion;
  /** The twin as a Markdown tree (headings carry their page anchors where a component sets them). */
  tree: MdNode;
  /** The twin printed (printed once, on first use). */
  markdown: () => string;
}

interface Cached {
  tree: MdNode;
  printed?: string;
}

const CACHE_KEY = Symbol.for('flp.markdown-twins');
type Cache = Map<string, Cached>;

function sharedCache(): Cache {
  const scope = globalThis as { [CACHE_KEY]?: Cache };
  scope[CACHE_KEY] ??= new Map();
  return scope[CACHE_KEY];
}

/**
 * The Markdown forms of the catalogue components (and `<Fact>`), and a hash of the data they render:
 * the catalogues as their plugins resolved them against the site's routes (computed once per load).
 */
export function catalogComponents(
  allContent: AllContent,
  { siteDir, siteConfig }: Pick<LoadContext, 'siteDir' | 'siteConfig'>,
): {
  components: Record<string, ComponentRenderer>;
  dataKey: string;
} {
  const { baseUrl } = siteConfig;
  const errorCatalog = pluginContent<Catalog>(
    allContent,
    'error-catalog',
    'the error-code tables and the 6.x-name tables',
  );
  const releases = releaseCatalogOf(allContent, baseUrl);
  const matrix = featureCatalogue.fromLoadedContent(allContent, baseUrl);
  const issues = knownIssueCatalogue.fromLoadedContent(allContent, baseUrl);
  const components: Record<string, ComponentRenderer> = {
    ErrorCodeTable: errorCodeTable(errorCatalog),
    LegacyErrorNames: legacyErrorNames(errorCatalog),
    ReleaseNotes: withKnownIssues(releaseNotes(releases), issues),
    MigrationChecklist: migrationChecklist(releases),
    FeatureMatrix: featureMatrix(matrix),
    PlatformFeatures: platformFeatures(matrix),
    KnownIssues: knownIssues(issues),
  };
  // Facts read as the page shows them (plugins/facts/remark.ts renders the same text).
  const facts = loadFacts(siteDir);
  components.Fact = factRenderer(facts);
  // Example webhook deliveries read as the page shows them (plugins/api-reference/remark-webhook-delivery.ts).
  const services = loadServiceDocuments(siteDir);
  components.WebhookDelivery = webhookDelivery(services);
  components.RetryTable = () => retryTableNodes(services);
  const dataKey = createHash('sha256')
    .update(JSON.stringify([errorCatalog, releases, matrix, issues, facts, services]))
    .digest('hex');
  return { components, dataKey };
}

/** Every docs plugin instance's loaded content. */
export function docsInstances(allContent: AllContent): DocsContent[] {
  return Object.values(allContent[DOCS_PLUGIN] ?? {}) as DocsContent[];
}

/** Notes under a twin's title: an older version, a draft page. */
function noticesOf(doc: DocMetadata, version: LoadedVersion, siteTitle: string): string[] {
  return [
    ...(version.isLast
      ? []
      : [
          `This is documentation for ${siteTitle} ${version.label}` +
            (version.banner === 'unmaintained' ? ', which is no longer actively maintained.' : '.'),
        ]),
    ...(isDraft(doc.frontMatter) ? ['Draft page: the full content is still being written.'] : []),
  ];
}

/**
 * The twins of every docs page, in the docs plugin's order: converted once per load of the site,
 * however many plugins ask (this plugin and the search's development index ask at the same time).
 */
export function loadTwinPages(
  allContent: AllContent,
  context: Pick<LoadContext, 'siteDir' | 'siteConfig'>,
): Promise<TwinPage[]> {
  return oncePerLoad(allContent, 'markdown-twins', () => convertTwinPages(allContent, context));
}

async function convertTwinPages(
  allContent: AllContent,
  context: Pick<LoadContext, 'siteDir' | 'siteConfig'>,
): Promise<TwinPage[]> {
  const { siteDir, siteConfig } = context;
  const { components, dataKey } = catalogComponents(allContent, context);
  const instances = docsInstances(allContent);
  const sourcePath = (doc: DocMetadata): string => resolve(siteDir, doc.source.replace(/^@site\//, ''));
  const docs = instances.flatMap((instance) => instance.loadedVersions.flatMap((version) => version.docs));
  const pageOfFile = new Map(docs.map((doc) => [sourcePath(doc), doc.permalink]));
  const cache = sharedCache();
  const pages: TwinPage[] = [];
  for (const instance of instances) {
    for (const version of instance.loadedVersions) {
      for (const doc of version.docs) {
        const path = sourcePath(doc);
        const source = await readFile(path, 'utf8');
        const notices = noticesOf(doc, version, siteConfig.title);
        const key = createHash('sha256')
          .update([doc.permalink, doc.title, ...notices, dataKey, source].join('\0'))
          .digest('hex');
        let cached = cache.get(key);
        if (cached === undefined) {
          try {
            cached = {
              tree: toTwinTree(source, {
                title: doc.title,
                siteUrl: siteConfig.url,
                baseUrl: siteConfig.baseUrl,
                sourcePath: path,
                resolveDocFile: (file) => pageOfFile.get(file),
                notices,
                components,
              }),
            };
          } catch (error) {
            // `docusaurus start`: the MDX compiler reports the page's syntax error, in the browser and
            // the terminal; the page has no twin until it compiles.
            if (error instanceof TwinSyntaxError && process.env.NODE_ENV === 'development') continue;
            const at = error instanceof TwinSyntaxError ? ':' : ': ';
            throw new Error(
              `Markdown twins: cannot make the Markdown version of ${doc.source}${at}${(error as Error).message}`,
              {
                cause: error,
              },
            );
          }
          cache.set(key, cached);
        }
        const entry = cached;
        pages.push({ doc, version, tree: entry.tree, markdown: () => (entry.printed ??= printTwin(entry.tree)) });
      }
    }
  }
  return pages;
}

/** Drops cached twins of sources no longer loaded (called once all pages are converted). */
export function pruneTwinCache(keep: readonly TwinPage[]): void {
  const cache = sharedCache();
  const kept = new Set(keep.map((page) => page.tree));
  for (const [key, cached] of cache) if (!kept.has(cached.tree)) cache.delete(key);
}
