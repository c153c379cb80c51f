/**
 * The doc ids the site turns into routes itself (`docRoute` of src/data/registry.ts, the API page
 * manifest) are held to the docs plugin's routes of those docs by the build (plugins/shared/doc-routes.ts,
 * run by the api-reference plugin once all content is loaded).
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { SECTIONS, docRoute } from '../../src/data/registry';
import {
  type WrittenDocRoute,
  checkDocRoutes,
  docRouteProblems,
  readDocRoutesById,
  registryDocRoutes,
} from '../../plugins/shared/doc-routes';
import apiReferencePlugin, { manifestDocRoutes } from '../../plugins/api-reference';
import { readApiPages } from '../../plugins/api-reference/manifest';
import { type LoadedPage, loadedContent } from './support/loaded-content';
import { ROOT } from './support/root';

/** The current docs as the docs plugin loads them when every doc is at `/docs/<id>`, under `baseUrl`. */
function docsAtTheirIds(written: readonly WrittenDocRoute[], baseUrl = '/'): LoadedPage[] {
  return [...new Set(written.map((w) => w.id))].map((id) => ({
    id,
    title: id,
    permalink: `${baseUrl}docs/${id}`,
  }));
}

describe('docs routes the site writes as /docs/<id>', () => {
  const registry = registryDocRoutes();
  const api = manifestDocRoutes(readApiPages(ROOT));

  it('covers the sections, the platform pages the code links by name and the product flows', () => {
    const ids = registry.map((w) => w.id);
    for (const section of SECTIONS) expect(ids).toContain(section.landingDocId);
    expect(ids).toContain('products/player/roku/error-codes');
    expect(ids).toContain('products/player/web/releasenotes');
    expect(registry.some((w) => w.from.startsWith('src/data/productPages.ts'))).toBe(true);
    for (const w of registry) expect(w.route).toBe(docRoute(w.id));
    // Every one is a hand-written doc of the current version (the API pages are generated).
    const missing = registry.filter(
      (w) =>
        !['.md', '.mdx'].some((ext) => existsSync(join(ROOT, 'docs', `${w.id}${ext}`))) &&
        !api.some((a) => a.id === w.id),
    );
    expect(missing).toEqual([]);
  });

  it('passes when every doc is at /docs/<id>, under any base URL', () => {
    const written = [...registry, ...api];
    for (const baseUrl of ['/', '/portal/']) {
      const docs = readDocRoutesById(loadedContent({ docs: docsAtTheirIds(written, baseUrl) }), baseUrl);
      expect(docRouteProblems(docs, written)).toEqual([]);
    }
  });

  it('fails naming the doc whose slug moves it, and where its id is written', () => {
    const docs = docsAtTheirIds(registry).map((doc) =>
      doc.id === 'products/player/web/releasenotes'
        ? { ...doc, permalink: '/docs/products/player/web/changelog' }
        : doc,
    );
    const byId = readDocRoutesById(loadedContent({ docs }), '/');
    expect(() => checkDocRoutes(byId, registry)).toThrow(
      'src/data/registry.ts platformDocRoute(web, releasenotes): the doc "products/player/web/releasenotes" is at /docs/products/player/web/changelog, not /docs/products/player/web/releasenotes',
    );
  });

  it('fails on an id that is no doc, and on an API page whose docs id is not its route', () => {
    const landing = registry.find((w) => w.from === 'src/data/registry.ts SECTIONS live')!;
    const docs = docsAtTheirIds([...registry, ...api]).filter((doc) => doc.id !== landing.id);
    const page = api[0]!;
    const moved = docs.map((doc) => (doc.id === page.id ? { ...doc, permalink: `/docs/${page.id}-moved` } : doc));
    const problems = docRouteProblems(readDocRoutesById(loadedContent({ docs: moved }), '/'), [...registry, ...api]);
    // The live landing is also a step of product flows: each place that writes it is named.
    expect(problems).toContain(
      `src/data/registry.ts SECTIONS live: "${landing.id}" is no doc of the current docs version (for /docs/${landing.id})`,
    );
    expect(problems.filter((problem) => problem.includes(`"${landing.id}"`))).toHaveLength(
      registry.filter((w) => w.id === landing.id).length,
    );
    expect(problems).toContain(
      `${page.from}: the doc "${page.id}" is at /docs/${page.id}-moved, not ${page.route}: give it no slug, or link it by its route`,
    );
    expect(page.from).toMatch(/^the API page manifest \(api\/[a-z-]+\.yaml\)$/);
  });

  it('fails the build: the api-reference plugin checks them once all content is loaded', async () => {
    // A site of the API documents alone: the plugin writes its pages into its docs/.
    const site = mkdtempSync(join(tmpdir(), 'doc-routes-'));
    try {
      cpSync(join(ROOT, 'api'), join(site, 'api'), { recursive: true });
      const plugin = apiReferencePlugin({ siteDir: site, siteConfig: { baseUrl: '/' } } as LoadContext);
      const content = await plugin.loadContent!();
      const pages = manifestDocRoutes(content.manifest);
      const allContent = (docs: LoadedPage[]) => ({
        ...loadedContent({ docs }),
        'api-reference': { default: content },
      });
      const docs = docsAtTheirIds([...registry, ...pages]);
      const run = (loaded: LoadedPage[]) =>
        plugin.allContentLoaded!({ allContent: allContent(loaded), actions: {} as never });
      await expect(run(docs)).resolves.toBeUndefined();
      const slugged = docs.map((doc) =>
        doc.id === 'products/player/ios/overview' ? { ...doc, permalink: '/docs/products/player/ios/' } : doc,
      );
      await expect(run(slugged)).rejects.toThrow(
        'src/data/registry.ts SECTIONS ios: the doc "products/player/ios/overview" is at /docs/products/player/ios, not /docs/products/player/ios/overview',
      );
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
