/**
 * Fences for upgrading Docusaurus: the upstream modules the portal replaces or copies
 * (plugins/client-startup, plugins/route-prefetch, the ejected theme components, the page
 * template) must be re-checked when upstream changes.
 *
 * - A production build fails when a replacement did not take effect (shared/module-replacements.ts;
 *   its logic is planted here, the build runs it on the real module graph).
 * - Each copied file records the upstream package, version and file it was copied from
 *   (` * Upstream: <package>@<version> <file>`); this test fails when the installed version
 *   differs, naming the files to re-check, or when the upstream file is gone.
 * - path-to-regexp, which the route matcher replacement wraps, is declared at react-router's range
 *   and resolves to the copy react-router uses.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  replacementProblems,
  VerifyReplacements,
  type ModuleReplacement,
} from '../../plugins/shared/module-replacements';

const ROOT = join(__dirname, '..', '..');
const rootRequire = createRequire(join(ROOT, 'package.json'));

describe('module replacements took effect', () => {
  const replacements: ModuleReplacement[] = [
    { name: 'reactUtils', upstream: /theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/, local: '/p/reactUtils.tsx' },
    { name: 'ComponentCreator', upstream: /^@docusaurus\/ComponentCreator$/, local: '/p/ComponentCreator.tsx' },
  ];
  const upstreamFile = '/n/@docusaurus/theme-common/lib/utils/reactUtils.js';

  it('passes when every portal module is built and no replaced upstream file is', () => {
    expect(replacementProblems(['/p/reactUtils.tsx', '/p/ComponentCreator.tsx', '/n/x.js'], replacements)).toEqual([]);
  });

  it('fails when an upstream file was renamed (planted: the pattern matched nothing)', () => {
    const problems = replacementProblems(
      ['/p/ComponentCreator.tsx', '/n/@docusaurus/theme-common/lib/utils/react.js'],
      replacements,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^reactUtils: the portal's module \(\/p\/reactUtils\.tsx\) is not in the browser bundle/,
    );
  });

  it("fails when upstream's module is still built beside the portal's (planted)", () => {
    const problems = replacementProblems(['/p/reactUtils.tsx', '/p/ComponentCreator.tsx', upstreamFile], replacements);
    expect(problems).toEqual([`reactUtils: upstream's module is still in the browser bundle (${upstreamFile})`]);
  });

  it('fails the compilation from the bundler hook', () => {
    let finishModules: ((modules: Iterable<{ nameForCondition?: () => string }>) => void) | undefined;
    const compiler = {
      hooks: {
        compilation: {
          tap: (
            _: string,
            fn: (c: { hooks: { finishModules: { tap: (n: string, f: typeof finishModules) => void } } }) => void,
          ) => fn({ hooks: { finishModules: { tap: (_n, f) => (finishModules = f) } } }),
        },
      },
    };
    new VerifyReplacements('client-startup', replacements).apply(compiler as never);
    const built = (files: string[]) => files.map((file) => ({ nameForCondition: () => file }));
    expect(() => finishModules?.(built(['/p/reactUtils.tsx', '/p/ComponentCreator.tsx']))).not.toThrow();
    expect(() => finishModules?.(built(['/p/reactUtils.tsx']))).toThrow(
      /client-startup: upstream modules not replaced:\n {2}ComponentCreator/,
    );
  });
});

interface UpstreamRecord {
  file: string;
  pkg: string;
  version: string;
  upstreamFile: string;
}

const RECORD = /^ \* Upstream: (@?[\w./-]+)@(\d[\w.-]*) (\S+)$/m;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

function upstreamRecords(): UpstreamRecord[] {
  return [...sourceFiles('src'), ...sourceFiles('plugins')].flatMap((file) => {
    const match = RECORD.exec(readFileSync(join(ROOT, file), 'utf8'));
    return match ? [{ file, pkg: match[1]!, version: match[2]!, upstreamFile: match[3]! }] : [];
  });
}

/** Where the project's copy of a package is installed (some export no `package.json`). */
const packageDir = (pkg: string) => join(ROOT, 'node_modules', pkg);

function installedVersion(pkg: string): string {
  return (JSON.parse(readFileSync(join(packageDir(pkg), 'package.json'), 'utf8')) as { version: string }).version;
}

/** The copies whose record names another version than the one installed, as a line each. */
export function staleCopies(records: UpstreamRecord[], installed: (pkg: string) => string): string[] {
  return records
    .filter((r) => installed(r.pkg) !== r.version)
    .map(
      (r) =>
        `${r.file}: copied from ${r.pkg}@${r.version} ${r.upstreamFile}, installed ${installed(r.pkg)}: re-check it`,
    );
}

describe('copied upstream files record their upstream version', () => {
  const records = upstreamRecords();

  it('every copy and replacement has a record', () => {
    const recorded = new Set(records.map((r) => r.file));
    const ejected = sourceFiles('src/theme').filter((file) =>
      /Ejected from/.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    const replacements = [
      ...sourceFiles('plugins/client-startup/client'),
      ...sourceFiles('plugins/route-prefetch/client'),
    ];
    expect(ejected.length).toBeGreaterThanOrEqual(6);
    expect([...ejected, ...replacements, 'src/config/ssrTemplate.ts'].filter((file) => !recorded.has(file))).toEqual(
      [],
    );
  });

  it('names the files to re-check when the installed version differs (planted)', () => {
    const planted = [
      {
        file: 'src/theme/Tabs/index.tsx',
        pkg: '@docusaurus/theme-classic',
        version: '3.9.0',
        upstreamFile: 'lib/theme/Tabs/index.js',
      },
    ];
    expect(staleCopies(planted, () => '3.10.2')).toEqual([
      'src/theme/Tabs/index.tsx: copied from @docusaurus/theme-classic@3.9.0 lib/theme/Tabs/index.js, installed 3.10.2: re-check it',
    ]);
  });

  it('every copy was made from the installed version', () => {
    expect(staleCopies(records, installedVersion)).toEqual([]);
  });

  it('every upstream file a copy names still exists', () => {
    const missing = records.filter((r) => !existsSync(join(packageDir(r.pkg), r.upstreamFile)));
    expect(missing.map((r) => `${r.file}: ${r.pkg}/${r.upstreamFile} is gone`)).toEqual([]);
  });
});

describe('path-to-regexp', () => {
  const routerDir = packageDir('react-router');
  const routerRequire = createRequire(join(routerDir, 'package.json'));
  const manifest = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, string>>;

  it("is declared at react-router's range", () => {
    const routerRange = manifest(join(routerDir, 'package.json')).dependencies?.['path-to-regexp'];
    expect(routerRange).toBeDefined();
    expect(manifest(join(ROOT, 'package.json')).dependencies?.['path-to-regexp']).toBe(routerRange);
  });

  it('the copy the project and its tests import is the one react-router uses', () => {
    expect(rootRequire.resolve('path-to-regexp')).toBe(routerRequire.resolve('path-to-regexp'));
  });
});
