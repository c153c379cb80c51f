/**
 * Reads the error catalogue from catalog/errors and the routes a link may
 * point to, then validates it (schema.ts). Used by the plugin and the tests.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { splitFrontMatter } from '../../scripts/lib/markdown';
import { type Catalog, type RawFile, validateCatalog } from './schema';

export const CATALOG_DIR = join('catalog', 'errors');
const CATEGORIES_FILE = 'categories.yaml';

function readYaml(file: string): unknown {
  try {
    return parseYaml(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Error catalogue: ${file} is not valid YAML: ${(error as Error).message}`, { cause: error });
  }
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/**
 * Routes of the current docs version (from the files and their `slug` front
 * matter) and of the route manifest tests/routes.txt.
 */
export function collectRoutes(siteDir: string): Set<string> {
  const routes = new Set<string>();
  const manifest = join(siteDir, 'tests', 'routes.txt');
  if (existsSync(manifest)) {
    for (const line of readFileSync(manifest, 'utf8').split('\n')) if (line.trim()) routes.add(line.trim());
  }
  const docsDir = join(siteDir, 'docs');
  for (const file of walk(docsDir)) {
    if (!/\.mdx?$/.test(file) || /(^|[/\\])_/.test(relative(docsDir, file))) continue;
    const rel = relative(docsDir, file)
      .split(sep)
      .join('/')
      .replace(/\.mdx?$/, '');
    const { data } = splitFrontMatter(readFileSync(file, 'utf8'));
    const slug = typeof data.slug === 'string' ? data.slug : null;
    if (slug?.startsWith('/')) routes.add(`/docs${slug === '/' ? '' : slug}`);
    else routes.add(`/docs/${rel.replace(/(^|\/)index$/, '')}`.replace(/\/$/, ''));
  }
  return routes;
}

export interface LoadedCatalog extends Catalog {
  /** The YAML files read, for getPathsToWatch and error messages. */
  files: string[];
}

export function loadCatalog(siteDir: string, knownRoutes: ReadonlySet<string> = collectRoutes(siteDir)): LoadedCatalog {
  const dir = join(siteDir, CATALOG_DIR);
  const names = readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name) && name !== CATEGORIES_FILE)
    .sort();
  const files: RawFile[] = names.map((name) => ({ id: name.replace(/\.ya?ml$/, ''), data: readYaml(join(dir, name)) }));
  const catalog = validateCatalog(readYaml(join(dir, CATEGORIES_FILE)), files, knownRoutes);
  return { ...catalog, files: [CATEGORIES_FILE, ...names].map((name) => join(dir, name)) };
}
