/**
 * Codemod: admonition titles from the MDX 1 syntax to the one Docusaurus 3 reads with
 * `future.v4` (`:::warning Title` -> `:::warning[Title]`). The old syntax is not an error for
 * the build: the whole directive prints as a paragraph. Code blocks are left as they are.
 *
 *   npx tsx scripts/codemods/admonition-titles.ts [folder ...]   (default: docs versioned_docs)
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LEGACY = /^(\s*)(:{3,})([a-z]+)[ \t]+(\S.*?)\s*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

/** The source with every legacy admonition title moved into brackets, and how many were. */
export function migrateAdmonitionTitles(source: string): { text: string; changed: number } {
  let fence: string | null = null;
  let changed = 0;
  const lines = source.split('\n').map((line) => {
    const opens = FENCE.exec(line)?.[1];
    if (opens) {
      if (fence === null) fence = opens;
      else if (opens.startsWith(fence)) fence = null;
      return line;
    }
    if (fence !== null) return line;
    const match = LEGACY.exec(line);
    if (!match) return line;
    const [, indent = '', colons = '', kind = '', title = ''] = match;
    changed += 1;
    return `${indent}${colons}${kind}[${title.replace(/[[\]]/g, '\\$&')}]`;
  });
  return { text: lines.join('\n'), changed };
}

function* markdownFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) yield* markdownFiles(path);
    else if (/\.mdx?$/.test(entry) && !entry.endsWith('.api.mdx')) yield path;
  }
}

if (process.argv[1]?.endsWith('admonition-titles.ts')) {
  const folders = process.argv.slice(2);
  let total = 0;
  let files = 0;
  for (const folder of folders.length > 0 ? folders : ['docs', 'versioned_docs']) {
    for (const file of markdownFiles(folder)) {
      const { text, changed } = migrateAdmonitionTitles(readFileSync(file, 'utf8'));
      if (changed === 0) continue;
      writeFileSync(file, text);
      total += changed;
      files += 1;
    }
  }
  console.log(`${total} admonition titles moved into brackets in ${files} files`);
}
