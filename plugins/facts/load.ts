/** Reads `catalog/facts.yaml` from a site directory. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { type FactsFile, parseFacts } from './schema';

export const FACTS_FILE = join('catalog', 'facts.yaml');

export function loadFacts(siteDir: string): FactsFile {
  return parseFacts(parse(readFileSync(join(siteDir, FACTS_FILE), 'utf8')));
}
