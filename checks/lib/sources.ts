/**
 * The files the content checks read, from the repository: docs (current and 6.x) with their code
 * samples, the SDK declarations, the OpenAPI documents and the catalogues. Paths are relative to
 * the repository root with forward slashes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  path: string;
  text: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** The glossary is the source of the terms check and holds the retired terms on purpose. */
const GLOSSARY = 'catalog/glossary.yaml';

export function contentFiles(root: string): SourceFile[] {
  const pick = (dir: string, test: (path: string) => boolean) =>
    walk(join(root, dir))
      .map((full) => relative(root, full).split(sep).join('/'))
      .filter((path) => !path.endsWith('/README.md') && test(path));
  const paths = [
    // Generated API pages (*.api.mdx) come from api/, which is checked itself.
    ...pick('docs', (p) => /\.mdx?$/.test(p) && !p.endsWith('.api.mdx')),
    ...pick('versioned_docs', (p) => /\.mdx?$/.test(p)),
    ...pick('sdk', () => true),
    ...pick('api', (p) => /\.ya?ml$/.test(p) && p !== 'api/redocly.yaml'),
    ...pick('catalog', (p) => /\.ya?ml$/.test(p) && p !== GLOSSARY),
  ];
  return paths.map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

/** The line number of an offset in a text. */
export function lineFinder(text: string): (offset: number) => number {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') lineStarts.push(i + 1);
  return (offset: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

/** A finding of any content check: where, what the file says and what the source says. */
export interface Finding {
  file: string;
  line: number;
  rule: string;
  /** What the file says. */
  found: string;
  /** What the catalogue says. */
  expected: string;
}

export function formatFinding(f: Finding): string {
  return `${f.file}:${f.line}: [${f.rule}] found ${f.found}; ${f.expected}`;
}

/**
 * The end of a check's command: prints each finding and a summary line (`ok` when there is none,
 * else the count and `noun`), then exits 1 when there is a finding.
 */
export function exitWithFindings(check: string, findings: readonly Finding[], ok: string, noun: string): never {
  for (const f of findings) console.log(formatFinding(f));
  console.log(findings.length === 0 ? `${check}: ${ok}` : `${check}: ${findings.length} ${noun}`);
  process.exit(findings.length === 0 ? 0 : 1);
}
