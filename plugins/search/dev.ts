/**
 * The search index under `docusaurus start`, which renders no HTML to read: each docs page's
 * sections are taken from its Markdown twin (plugins/markdown-twin/twins.ts, the page's source parsed as
 * the build parses it, with the catalogue components rendered from their data), split as the
 * build splits the HTML (extract.ts): a section per h1–h3 with the page's anchor (the docs'
 * slugger, or the id a component gives), an error code's entry as a section of its own. The
 * documents, fields, engine and ranking are the build's; only the text differs where a component
 * has no Markdown form. Site pages (React pages under src/pages) have no twin and are not in it.
 */
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { AllContent, LoadContext } from '@docusaurus/types';
import { createSlugger } from '@docusaurus/utils';
import { type MdNode, SEARCH_SUBSECTION, TWIN_ONLY, loadTwinPages, plainText } from '../markdown-twin/api';
import { DOCS_PLUGIN } from '../shared/site-routes';
import { docsToIndex, indexPages, type CollectOptions, type PageToIndex } from './collect';
import type { ExtractedPage, ExtractedSection } from './extract';
import { manifestPath, publishIndex } from './publish';

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The text a block shows, words of separate blocks and cells kept apart. */
function blockText(node: MdNode): string {
  if (node.type === 'code') return node.value ?? '';
  if (node.type === 'heading' || node.type === 'paragraph') return plainText(node);
  if (node.children) return node.children.map(blockText).join('\n');
  return plainText(node);
}

/** The sections of a page from its twin's tree (`description`: the page's front-matter description). */
export function twinSections(tree: MdNode, description: string): ExtractedPage {
  const nodes = tree.children ?? [];
  const first = nodes[0];
  const pageTitle = squash(first?.type === 'heading' && first.depth === 1 ? plainText(first) : '');
  const slugger = createSlugger();
  const sections: ExtractedSection[] = [];
  let current: { section: ExtractedSection; parts: string[] } = {
    section: { title: pageTitle, anchor: null, text: '' },
    parts: [],
  };
  const flush = (): void => {
    sections.push({ ...current.section, text: squash(current.parts.join('\n')) });
  };
  for (const node of nodes.slice(first?.type === 'heading' && first.depth === 1 ? 1 : 0)) {
    const data = node.data ?? {};
    if (node.type !== 'heading' || data[TWIN_ONLY] === true) {
      current.parts.push(blockText(node));
      continue;
    }
    const title = squash(plainText(node));
    const given = (data.hProperties as { id?: unknown } | undefined)?.id;
    // Every heading of the source takes a slug, as on the page; a component's heading has its own id.
    const anchor = typeof given === 'string' ? given : slugger.slug(title);
    const depth = node.depth ?? 1;
    if (data[SEARCH_SUBSECTION] === true) {
      flush();
      current = { section: { title, anchor, text: '', subsection: true }, parts: [] };
    } else if (depth >= 2 && depth <= 3) {
      flush();
      current = { section: { title, anchor, text: '' }, parts: [] };
    } else {
      current.parts.push(title);
    }
  }
  flush();
  return { pageTitle, description: squash(description), sections };
}

/**
 * Writes the development index of every docs version to `dir` when the content changes: only
 * the indexes whose sections changed are rebuilt, each manifest last (so a reader never gets a
 * manifest naming files not written yet), and files no manifest names any more are removed.
 * Rebuilds run one after the other; a failure is logged with its cause and the last index stays.
 */
export class DevIndexWriter {
  private queue: Promise<void> = Promise.resolve();
  private readonly sectionsKey = new Map<string, string>();
  private readonly filesOf = new Map<string, string[]>();

  constructor(
    private readonly dir: string,
    private readonly collect: CollectOptions,
  ) {}

  update(allContent: AllContent, context: Pick<LoadContext, 'siteDir' | 'siteConfig'>): Promise<void> {
    this.queue = this.queue
      .then(() => this.write(allContent, context))
      .catch((error: unknown) => {
        console.error(`[search] the development index could not be built: ${(error as Error).stack ?? String(error)}`);
      });
    return this.queue;
  }

  private async write(allContent: AllContent, context: Pick<LoadContext, 'siteDir' | 'siteConfig'>): Promise<void> {
    const started = performance.now();
    const twins = new Map((await loadTwinPages(allContent, context)).map((twin) => [twin.doc.permalink, twin]));
    const pages = Object.entries(allContent[DOCS_PLUGIN] ?? {}).flatMap(([pluginId, content]) =>
      docsToIndex(pluginId, content as DocsContent, this.collect),
    );
    const byTag = new Map<string, [PageToIndex, ExtractedPage][]>();
    for (const page of pages) {
      const twin = twins.get(page.route);
      if (!twin) continue;
      const list = byTag.get(page.tag) ?? [];
      list.push([page, twinSections(twin.tree, twin.doc.description)]);
      byTag.set(page.tag, list);
    }
    const rebuilt: string[] = [];
    for (const [tag, extracted] of byTag) {
      const key = createHash('sha256').update(JSON.stringify(extracted)).digest('hex');
      if (this.sectionsKey.get(tag) === key) continue;
      const file = indexPages(extracted).get(tag);
      if (!file) continue;
      const files = publishIndex(tag, file);
      const manifest = manifestPath(tag);
      const others = [...files].filter(([path]) => path !== manifest);
      await Promise.all(
        [...new Set(others.map(([path]) => dirname(join(this.dir, path))))].map((folder) =>
          mkdir(folder, { recursive: true }),
        ),
      );
      await Promise.all(others.map(([path, json]) => writeFile(join(this.dir, path), json)));
      await writeFile(join(this.dir, manifest), files.get(manifest) ?? '');
      const stale = (this.filesOf.get(tag) ?? []).filter((path) => !files.has(path));
      await Promise.all(stale.map((path) => rm(join(this.dir, path), { force: true })));
      this.filesOf.set(tag, [...files.keys()]);
      this.sectionsKey.set(tag, key);
      rebuilt.push(`${tag} (${file.documents.length} sections)`);
    }
    if (rebuilt.length > 0) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `[search] development index of the docs written in ${seconds} s: ${rebuilt.join(', ')}. Site pages are searched in the production build only.`,
      );
    }
  }
}
