/**
 * Imports run one way between the project's folders (README.md, "Layout"): the site (`plugins/`,
 * `src/`) imports no script, check, bench, harness, test or the local identity server; generic
 * helpers (`scripts/lib/`) import none of their users; scripts, checks, benches and the serving
 * harness import no test; `api/` imports only `plugins/shared/`, `identity/` no part of the site.
 *
 * And plugins have a public face (plugins/README.md, "Public faces"): outside a plugin's own folder,
 * code reaches it only through its `api.ts` (`plugins/shared/` is the layer under every plugin: any
 * of its modules, which import no plugin). So no one outside a plugin imports its `theme/`. Tests may
 * reach inside a plugin (they test its parts); `@site/...` specifiers count as the paths they name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..', '..');

/** Every plugin folder but the shared layer, as import targets (`plugins/<name>`). */
const PLUGINS_ABOVE_SHARED = readdirSync(join(ROOT, 'plugins'), { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name !== 'shared')
  .map((e) => `plugins/${e.name}`);

/** Folders a file under the key may not import from. */
const FORBIDDEN: Record<string, string[]> = {
  plugins: ['scripts', 'checks', 'benches', 'serving', 'tests', 'mcp', 'identity'],
  src: ['scripts', 'checks', 'benches', 'serving', 'tests', 'mcp', 'identity'],
  scripts: ['tests'],
  'scripts/lib': ['scripts/test-all.ts', 'scripts/codemods', 'checks', 'benches', 'serving', 'tests', 'mcp'],
  checks: ['benches', 'serving', 'tests', 'mcp'],
  serving: ['checks', 'benches', 'tests', 'mcp'],
  benches: ['tests', 'mcp'],
  mcp: ['scripts', 'checks', 'benches', 'serving', 'tests', 'identity'],
  // The API reference plugin reads api/: api/ may lean on the shared layer only.
  api: ['src', 'scripts', 'checks', 'benches', 'serving', 'tests', 'mcp', 'identity', ...PLUGINS_ABOVE_SHARED],
  // The local OpenID provider stands in for Keycloak: it shares the tenants' vocabulary of src/, nothing more.
  identity: ['plugins', 'scripts', 'checks', 'benches', 'serving', 'tests', 'mcp', 'api'],
};

/** Folders whose files reach plugins only through their faces (tests may reach inside). */
const FACE_USERS = ['plugins', 'src', 'scripts', 'checks', 'serving', 'benches', 'mcp', 'api', 'identity'];

/** The file of a plugin that is its public face. */
export const FACE = 'api';

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mts)$/.test(e.name) && !e.parentPath.includes('node_modules'))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

/** Relative and `@site/` module specifiers of a file's static and dynamic imports and re-exports. */
export function moduleImports(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]((?:\.{1,2}|@site)\/[^'"]*)['"]/g;
  for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** The project path a specifier of `file` names, without its extension or a final `/index`. */
export function importTarget(file: string, spec: string): string {
  const path = spec.startsWith('@site/')
    ? relative(ROOT, resolve(ROOT, spec.slice('@site/'.length)))
    : relative(ROOT, resolve(ROOT, dirname(file), spec));
  return path.replace(/\.(ts|tsx|mts|js|mjs)$/, '').replace(/\/index$/, '');
}

/** The imports of `file` (relative to the project) that land in a folder it may not import from. */
export function forbiddenImports(file: string, source: string, rules = FORBIDDEN): string[] {
  const owner = Object.keys(rules)
    .filter((dir) => file.startsWith(`${dir}/`))
    .sort((a, b) => b.length - a.length)[0];
  if (!owner) return [];
  return moduleImports(source)
    .map((spec) => importTarget(file, spec))
    .filter((target) =>
      rules[owner]!.some((dir) => target === dir.replace(/\.ts$/, '') || target.startsWith(`${dir}/`)),
    )
    .map((target) => `${file} imports ${target}`);
}

/** `plugins/<name>/…` → `name`; null outside plugins/. */
function pluginOf(path: string): string | null {
  const match = /^plugins\/([^/]+)\//.exec(path);
  return match ? match[1]! : null;
}

/**
 * The imports of `file` that reach into another plugin instead of through its face: anything of
 * plugin P but `plugins/P/api.ts` from outside P (a module directly under `plugins/shared/` is a face
 * of its own), and any plugin from `plugins/shared/`.
 */
export function faceViolations(file: string, source: string): string[] {
  if (!FACE_USERS.some((dir) => file.startsWith(`${dir}/`))) return [];
  const from = pluginOf(file);
  const problems: string[] = [];
  for (const target of moduleImports(source).map((spec) => importTarget(file, spec))) {
    const to = pluginOf(target);
    if (to === null || to === from) continue;
    if (from === 'shared') {
      problems.push(`${file} imports ${target}: plugins/shared imports no plugin (it is the layer under them)`);
    } else if (/^plugins\/[^/]+\/theme\//.test(target)) {
      problems.push(`${file} imports ${target}: a plugin's theme is its own (use plugins/${to}/${FACE}.ts)`);
    } else if (to === 'shared') {
      if (target.split('/').length !== 3)
        problems.push(`${file} imports ${target}: plugins/shared has no inside folders`);
    } else if (target !== `plugins/${to}/${FACE}`) {
      problems.push(`${file} imports ${target}: another plugin's inside (use plugins/${to}/${FACE}.ts)`);
    }
  }
  return problems;
}

describe('import direction', () => {
  it.each([
    ['plugins/x/index.ts', "import { a } from '../../scripts/lib/markdown';", 'scripts/lib/markdown'],
    ['scripts/lib/x.ts', "export { b } from '../../checks/budgets';", 'checks/budgets'],
    ['checks/x.ts', "const t = await import('../tests/e2e/support/env');", 'tests/e2e/support/env'],
    ['scripts/test-all.ts', "import { TEST_BUILD_ENV } from '../tests/e2e/support/env';", 'tests/e2e/support/env'],
    ['src/components/X/index.tsx', "import { e } from '@site/checks/budgets';", 'checks/budgets'],
    ['api/x.ts', "import { f } from '../plugins/api-reference/api';", 'plugins/api-reference/api'],
    ['api/x.ts', "import { g } from '../src/data/registry';", 'src/data/registry'],
    ['identity/x.ts', "import { h } from '../plugins/shared/versions';", 'plugins/shared/versions'],
    ['mcp/tools/x.ts', "import { i } from '../../identity/users';", 'identity/users'],
    ['plugins/x/index.ts', "import { j } from '../../identity/config';", 'identity/config'],
  ])('finds an import against the direction (planted: %s, %s)', (file, source, target) => {
    expect(forbiddenImports(file, source)).toEqual([`${file} imports ${target}`]);
  });

  it('allows a sideways import', () => {
    expect(forbiddenImports('benches/x.ts', "import { c } from '../checks/budgets';")).toEqual([]);
    expect(forbiddenImports('api/x.ts', "import { d } from '../plugins/shared/route-manifest';")).toEqual([]);
  });

  it('no file of the project imports against it', () => {
    const problems = Object.keys(FORBIDDEN).flatMap((dir) =>
      sourceFiles(dir).flatMap((file) => forbiddenImports(file, readFileSync(join(ROOT, file), 'utf8'))),
    );
    expect(problems).toEqual([]);
  });
});

describe('plugins are reached through their faces', () => {
  it.each([
    // Another plugin's inside, from a plugin.
    [
      'plugins/search/dev.ts',
      "import { loadTwinPages } from '../markdown-twin/twins';",
      'plugins/markdown-twin/twins',
      "another plugin's inside (use plugins/markdown-twin/api.ts)",
    ],
    // plugins/shared imports no sibling, not even its face.
    [
      'plugins/shared/releases.ts',
      "import { compareVersions } from '../release-notes/api';",
      'plugins/release-notes/api',
      'plugins/shared imports no plugin (it is the layer under them)',
    ],
    // Nothing outside a plugin imports its theme.
    [
      'plugins/llms-txt/catalogs.ts',
      "import { legacyNameRows } from '../error-catalog/theme/LegacyErrorNames/legacy';",
      'plugins/error-catalog/theme/LegacyErrorNames/legacy',
      "a plugin's theme is its own (use plugins/error-catalog/api.ts)",
    ],
    // mcp/: faces only.
    [
      'mcp/tools/lookup-error.ts',
      "import { searchCatalog } from '../../plugins/error-catalog/lib/lookup';",
      'plugins/error-catalog/lib/lookup',
      "another plugin's inside (use plugins/error-catalog/api.ts)",
    ],
    // src/ -> plugins: faces only, `@site/` resolved.
    [
      'src/components/ReaderHome/index.tsx',
      "import { versionAnchor } from '@site/plugins/release-notes/lib/versions';",
      'plugins/release-notes/lib/versions',
      "another plugin's inside (use plugins/release-notes/api.ts)",
    ],
    // checks/, scripts/, api/, identity/: faces only.
    [
      'checks/x.ts',
      "import { loadCatalog } from '../plugins/error-catalog/load';",
      'plugins/error-catalog/load',
      "another plugin's inside (use plugins/error-catalog/api.ts)",
    ],
    [
      'api/routes.ts',
      "import { x } from '../plugins/shared/sub/module';",
      'plugins/shared/sub/module',
      'plugins/shared has no inside folders',
    ],
  ])('finds an import past a face (planted: %s, %s)', (file, source, target, why) => {
    expect(faceViolations(file, source)).toEqual([`${file} imports ${target}: ${why}`]);
  });

  it('allows a face, a shared module and a plugin’s own files', () => {
    expect(faceViolations('mcp/tools/x.ts', "import { a } from '../../plugins/search/api';")).toEqual([]);
    expect(faceViolations('src/components/X/index.tsx', "import { b } from '@site/plugins/shared/versions';")).toEqual(
      [],
    );
    expect(faceViolations('plugins/error-catalog/twin.ts', "import { c } from './lib/format';")).toEqual([]);
    expect(faceViolations('tests/unit/x.test.ts', "import { d } from '../../plugins/search/engine';")).toEqual([]);
  });

  it('no file of the project reaches past a face', () => {
    const problems = FACE_USERS.flatMap((dir) =>
      sourceFiles(dir).flatMap((file) => faceViolations(file, readFileSync(join(ROOT, file), 'utf8'))),
    );
    expect(problems).toEqual([]);
  });
});
