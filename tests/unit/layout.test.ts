/**
 * Imports run one way between the project's folders (README.md, "Layout"): the site (`plugins/`,
 * `src/`) imports no script, check, bench, harness or test; generic helpers (`scripts/lib/`)
 * import none of their users; scripts, checks, benches and the serving harness import no test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..', '..');

/** Folders a file under the key may not import from. */
const FORBIDDEN: Record<string, string[]> = {
  plugins: ['scripts', 'checks', 'benches', 'serving', 'tests', 'mcp'],
  src: ['scripts', 'checks', 'benches', 'serving', 'tests', 'mcp'],
  scripts: ['tests'],
  'scripts/lib': ['scripts/test-all.ts', 'scripts/codemods', 'checks', 'benches', 'serving', 'tests', 'mcp'],
  checks: ['benches', 'serving', 'tests', 'mcp'],
  serving: ['checks', 'benches', 'tests', 'mcp'],
  benches: ['tests', 'mcp'],
  mcp: ['scripts', 'checks', 'benches', 'serving', 'tests'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mts)$/.test(e.name) && !e.parentPath.includes('node_modules'))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

/** Relative module specifiers of a file's static and dynamic imports and re-exports. */
export function relativeImports(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]*)['"]/g;
  for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** The imports of `file` (relative to the project) that land in a folder it may not import from. */
export function forbiddenImports(file: string, source: string, rules = FORBIDDEN): string[] {
  const owner = Object.keys(rules)
    .filter((dir) => file.startsWith(`${dir}/`))
    .sort((a, b) => b.length - a.length)[0];
  if (!owner) return [];
  return relativeImports(source)
    .map((spec) => relative(ROOT, resolve(ROOT, dirname(file), spec)))
    .filter((target) => rules[owner]!.some((dir) => target === dir || target.startsWith(`${dir}/`)))
    .map((target) => `${file} imports ${target}`);
}

describe('import direction', () => {
  it.each([
    ['plugins/x/index.ts', "import { a } from '../../scripts/lib/markdown';", 'scripts/lib/markdown'],
    ['scripts/lib/x.ts', "export { b } from '../../checks/budgets';", 'checks/budgets'],
    ['checks/x.ts', "const t = await import('../tests/e2e/support/env');", 'tests/e2e/support/env'],
    ['scripts/test-all.ts', "import { TEST_BUILD_ENV } from '../tests/e2e/support/env';", 'tests/e2e/support/env'],
  ])('finds an import against the direction (planted: %s)', (file, source, target) => {
    expect(forbiddenImports(file, source)).toEqual([`${file} imports ${target}`]);
  });

  it('allows a sideways import', () => {
    expect(forbiddenImports('benches/x.ts', "import { c } from '../checks/budgets';")).toEqual([]);
  });

  it('no file of the project imports against it', () => {
    const problems = Object.keys(FORBIDDEN).flatMap((dir) =>
      sourceFiles(dir).flatMap((file) => forbiddenImports(file, readFileSync(join(ROOT, file), 'utf8'))),
    );
    expect(problems).toEqual([]);
  });
});
