/**
 * Reads the error catalogue from catalog/errors and validates it (schema.ts); its links are
 * checked against the site's routes by the plugin, once the docs are loaded. Used by the plugin,
 * the checks and the tests.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { type Catalog, type RawFile, validateCatalog } from './schema';

export const CATALOG_DIR = join('catalog', 'errors');
const CATEGORIES_FILE = 'categories.yaml';

function readYaml(file: string): unknown {
  if (!existsSync(file)) throw new Error(`Error catalogue: ${file} is missing`);
  try {
    return parseYaml(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Error catalogue: ${file} is not valid YAML: ${(error as Error).message}`, { cause: error });
  }
}

/** The plugin's name: its loaded content (a LoadedCatalog) is under it in the site's content. */
export const ERROR_CATALOG_PLUGIN = 'error-catalog';

export interface LoadedCatalog extends Catalog {
  /** The YAML files read, for getPathsToWatch and error messages. */
  files: string[];
}

export function loadCatalog(siteDir: string): LoadedCatalog {
  const dir = join(siteDir, CATALOG_DIR);
  if (!existsSync(dir)) throw new Error(`Error catalogue: ${dir} is missing`);
  const names = readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name) && name !== CATEGORIES_FILE)
    .sort();
  const files: RawFile[] = names.map((name) => ({ id: name.replace(/\.ya?ml$/, ''), data: readYaml(join(dir, name)) }));
  const catalog = validateCatalog(readYaml(join(dir, CATEGORIES_FILE)), files);
  return { ...catalog, files: [CATEGORIES_FILE, ...names].map((name) => join(dir, name)) };
}
