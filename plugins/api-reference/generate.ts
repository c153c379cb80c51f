/**
 * Writes the generated API reference pages into docs/ (as `<route>.api.mdx`, ignored by git) and
 * removes the ones no document produces any more. A hand-written page at a generated route is an error.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { type ServiceDocument, loadServiceDocuments } from './bundle';
import { type ApiPage, apiPages } from './manifest';
import { GENERATED_SUFFIX, type GeneratedPage, renderPages } from './render';
import { CATALOG_DIR, loadCatalog } from '../error-catalog/api';

export const DOCS_DIR = 'docs';

function listGenerated(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(GENERATED_SUFFIX))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Whether a hand-written docs page (`.md` or `.mdx`) exists at a route. */
export function handWrittenPage(siteDir: string, route: string): string | undefined {
  const base = join(siteDir, DOCS_DIR, route.replace(/^\/docs\//, ''));
  return ['.md', '.mdx', '/index.md', '/index.mdx'].map((ext) => `${base}${ext}`).find((file) => existsSync(file));
}

export interface Generated {
  services: ServiceDocument[];
  /** The page manifest of the documents (manifest.ts). */
  manifest: ApiPage[];
  pages: GeneratedPage[];
}

/** Renders every page without writing anything. */
export function renderReference(siteDir: string): Generated {
  const services = loadServiceDocuments(siteDir);
  const manifest = apiPages(services);
  // The codes the SDKs report API codes as, from the error catalogue (a site without one has none).
  const entries = existsSync(join(siteDir, CATALOG_DIR)) ? loadCatalog(siteDir).entries : [];
  const sdkCodes = new Map(entries.flatMap((entry) => (entry.sdkCode ? [[entry.code, entry.sdkCode] as const] : [])));
  const pages = renderPages(
    services,
    { hasPage: (route) => handWrittenPage(siteDir, route) !== undefined, sdkCodes },
    manifest,
  );
  return { services, manifest, pages };
}

/** Renders and writes the pages; files whose content is unchanged are not touched (no rebuild loop in dev). */
export function generateReference(siteDir: string): Generated {
  const generated = renderReference(siteDir);
  const docsDir = join(siteDir, DOCS_DIR);
  const wanted = new Set<string>();
  for (const page of generated.pages) {
    const clash = handWrittenPage(siteDir, page.route);
    if (clash) {
      throw new Error(
        `api-reference: ${relative(siteDir, clash)} is at the route of a generated page (${page.route}); remove it and document the operation in api/`,
      );
    }
    const file = join(docsDir, page.file);
    wanted.add(file);
    const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (current === page.content) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page.content);
  }
  for (const file of listGenerated(docsDir)) if (!wanted.has(file)) rmSync(file);
  return generated;
}
