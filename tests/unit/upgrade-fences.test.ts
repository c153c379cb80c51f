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
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  replacementProblems,
  VerifyReplacements,
  type ModuleReplacement,
} from '../../plugins/shared/module-replacements';
import {
  exportedNames,
  readManifest,
  upstreamChanges,
  upstreamProblems,
  writeManifest,
  type UpstreamEntry,
  type UpstreamPaths,
} from '../../scripts/upstream';
import { main } from '../../scripts/upstream-diff';
import { ROOT } from './support/root';

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

describe('upstream files: pristine copies and the manifest (vendor/upstream/README.md)', () => {
  const project: UpstreamPaths = { root: ROOT, modules: join(ROOT, 'node_modules') };
  const manifest = readManifest(ROOT);

  it('every pristine copy equals the installed file, at the installed version', () => {
    const result = upstreamChanges(project, manifest);
    expect(result.problems).toEqual([]);
    expect(result.changes.map((c) => `${c.package} ${c.file} ${c.from} → ${c.to}: ${c.portals.join(', ')}`)).toEqual(
      [],
    );
  });

  it('the manifest lists every deep import, record line and shadowed theme file, and nothing else', () => {
    expect(upstreamProblems(project, manifest)).toEqual([]);
  });

  it("the README's counts of copies, shadows, wrappers and deep imports are the manifest's", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    const count = (kind: string, under?: string) =>
      manifest.entries.filter((entry) => entry.kind === kind && (!under || entry.portal.startsWith(under))).length;
    const copies = count('copy');
    const replacements = count('replacement');
    const stated = `The portal keeps ${copies + replacements} copies of upstream files: ${count('copy', 'src/')} in \`src/\``;
    expect(readme).toContain(stated);
    expect(readme).toContain(`and ${replacements} replacements of browser modules`);
    expect(readme).toContain(
      `${count('shadow')} theme files written anew where upstream has one (${count('shadow', 'src/theme/')} in`,
    );
    expect(readme).toContain(`${count('wrapper')} wrappers and ${count('deep-import')} deep imports`);
  });

  it('every replacement of client-startup and route-prefetch is listed as one, with its reason', () => {
    const replacements = ['plugins/client-startup/client', 'plugins/route-prefetch/client'].flatMap((dir) =>
      readdirSync(join(ROOT, dir)).map((file) => `${dir}/${file}`),
    );
    const listed = manifest.entries.filter((e) => e.kind === 'replacement');
    expect(listed.map((e) => e.portal).sort()).toEqual(replacements.sort());
    const unexplained = manifest.entries.filter((e) => e.kind !== 'deep-import' && !e.why);
    expect(unexplained.map((e) => e.portal)).toEqual([]);
  });
});

describe('a scratch upgrade (planted)', () => {
  const TABS = 'src/theme/Tabs/index.tsx';
  const TABS_JS = 'lib/theme/Tabs/index.js';
  let scratch: string;
  let at: UpstreamPaths;

  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), text);
  };
  const run = (...args: string[]) => {
    const out: string[] = [];
    const code = main(args, at, (line: string) => out.push(line));
    return { code, out: out.join('\n') };
  };
  const pristineTabs = readFileSync(join(ROOT, 'vendor/upstream/@docusaurus/theme-classic@3.10.2', TABS_JS), 'utf8');

  beforeEach(() => {
    scratch = mkdtempSync(join(tmpdir(), 'flp-upstream-'));
    at = { root: join(scratch, 'project'), modules: join(scratch, 'node_modules') };
    // The installed packages: theme-classic's Tabs, theme-common's internal entry and tabs utilities.
    write(
      'node_modules/@docusaurus/theme-classic/package.json',
      '{"name":"@docusaurus/theme-classic","version":"3.10.2"}',
    );
    write(`node_modules/@docusaurus/theme-classic/${TABS_JS}`, pristineTabs);
    write(
      'node_modules/@docusaurus/theme-common/package.json',
      '{"name":"@docusaurus/theme-common","version":"3.10.2","exports":{".":"./lib/index.js","./internal":"./lib/internal.js"}}',
    );
    write(
      'node_modules/@docusaurus/theme-common/lib/index.js',
      "export { useThemeConfig } from './utils/useThemeConfig';\n",
    );
    write('node_modules/@docusaurus/theme-common/lib/utils/useThemeConfig.js', 'export function useThemeConfig() {}\n');
    write(
      'node_modules/@docusaurus/theme-common/lib/internal.js',
      "export * from './index';\nexport { useTabs, TabsProvider } from './utils/tabsUtils';\n",
    );
    write(
      'node_modules/@docusaurus/theme-common/lib/utils/tabsUtils.js',
      'export function useTabs() {}\nexport const TabsProvider = () => null;\n',
    );
    // The project: an ejected Tabs that deep-imports useTabs, its manifest and pristine copies.
    write(
      `project/${TABS}`,
      `/*\n * Ejected.\n *\n * Upstream: @docusaurus/theme-classic@3.10.2 ${TABS_JS}\n */\nimport { useTabs } from '@docusaurus/theme-common/internal';\nexport default useTabs;\n`,
    );
    write(`project/vendor/upstream/@docusaurus/theme-classic@3.10.2/${TABS_JS}`, pristineTabs);
    write(
      'project/vendor/upstream/@docusaurus/theme-common@3.10.2/lib/utils/tabsUtils.js',
      readFileSync(join(scratch, 'node_modules/@docusaurus/theme-common/lib/utils/tabsUtils.js'), 'utf8'),
    );
    const entries: UpstreamEntry[] = [
      { portal: TABS, kind: 'copy', package: '@docusaurus/theme-classic', version: '3.10.2', file: TABS_JS, why: 'x' },
      {
        portal: TABS,
        kind: 'deep-import',
        package: '@docusaurus/theme-common',
        version: '3.10.2',
        file: 'lib/utils/tabsUtils.js',
        import: '@docusaurus/theme-common/internal',
        names: ['useTabs'],
      },
    ];
    mkdirSync(join(at.root, 'vendor/upstream'), { recursive: true });
    writeManifest(at.root, { entries });
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  const bump = () => {
    write(
      'node_modules/@docusaurus/theme-classic/package.json',
      '{"name":"@docusaurus/theme-classic","version":"3.11.0"}',
    );
    expect(pristineTabs).toContain('const tabRefs = [];');
    write(
      `node_modules/@docusaurus/theme-classic/${TABS_JS}`,
      pristineTabs.replace('const tabRefs = [];', 'const tabRefs = new Map();'),
    );
  };

  it('passes with nothing changed, in one line', () => {
    expect(run()).toEqual({ code: 0, out: 'upstream: 2 couplings to 2 upstream files, all current' });
  });

  it("prints upstream's change to a copied file as a diff, names the file to review, and fails", () => {
    bump();
    const { code, out } = run();
    expect(code).toBe(1);
    expect(out).toContain(`── @docusaurus/theme-classic ${TABS_JS}: 3.10.2 → 3.11.0`);
    expect(out).toContain(`--- a/@docusaurus/theme-classic@3.10.2/${TABS_JS}`);
    expect(out).toContain(`+++ b/@docusaurus/theme-classic@3.11.0/${TABS_JS}`);
    expect(out).toMatch(/^-\s*const tabRefs = \[\];$/m);
    expect(out).toMatch(/^\+\s*const tabRefs = new Map\(\);$/m);
    expect(out).toContain(`review: ${TABS}`);
  });

  it('fails on a version bump that left the file as it was', () => {
    write(
      'node_modules/@docusaurus/theme-classic/package.json',
      '{"name":"@docusaurus/theme-classic","version":"3.11.0"}',
    );
    const { code, out } = run();
    expect(code).toBe(1);
    expect(out).toContain(`${TABS_JS}: 3.10.2 → 3.11.0 (file unchanged)`);
  });

  it('--accept takes the installed file as the pristine copy and the new version as the record', () => {
    bump();
    const accepted = run('--accept', TABS);
    expect(accepted.code).toBe(0);
    expect(accepted.out).toContain(`accepted @docusaurus/theme-classic@3.11.0 ${TABS_JS} for ${TABS}`);
    expect(readFileSync(join(at.root, 'vendor/upstream/@docusaurus/theme-classic@3.11.0', TABS_JS), 'utf8')).toContain(
      'const tabRefs = new Map();',
    );
    expect(existsSync(join(at.root, 'vendor/upstream/@docusaurus/theme-classic@3.10.2'))).toBe(false);
    expect(readManifest(at.root).entries[0]!.version).toBe('3.11.0');
    expect(readFileSync(join(at.root, TABS), 'utf8')).toContain(
      ` * Upstream: @docusaurus/theme-classic@3.11.0 ${TABS_JS}`,
    );
    expect(run()).toEqual({ code: 0, out: 'upstream: 2 couplings to 2 upstream files, all current' });
  });

  it('--accept-all accepts every changed entry', () => {
    bump();
    expect(run('--accept-all').code).toBe(0);
  });

  it('a deep import whose exported name disappears fails, naming the importing file', () => {
    write('node_modules/@docusaurus/theme-common/lib/utils/tabsUtils.js', 'export const TabsProvider = () => null;\n');
    const { code, out } = run();
    expect(code).toBe(1);
    expect(out).toContain(`${TABS}: @docusaurus/theme-common/internal no longer exports useTabs`);
  });

  it('a deep import whose target file disappears fails, naming the importing file', () => {
    rmSync(join(scratch, 'node_modules/@docusaurus/theme-common/lib/internal.js'));
    expect(upstreamProblems(at)).toContain(`${TABS}: @docusaurus/theme-common/internal resolves to no installed file`);
  });

  it('a name that moved to another upstream file fails, saying where it is now', () => {
    write('node_modules/@docusaurus/theme-common/lib/utils/tabsUtils.js', "export { useTabs } from './tabs';\n");
    write('node_modules/@docusaurus/theme-common/lib/utils/tabs.js', 'export function useTabs() {}\n');
    expect(upstreamProblems(at)).toContain(
      `${TABS}: useTabs of @docusaurus/theme-common/internal now comes from @docusaurus/theme-common lib/utils/tabs.js, not lib/utils/tabsUtils.js: update vendor/upstream/manifest.json`,
    );
  });

  it('an unlisted deep import fails, naming the importing file; --accept lists it', () => {
    write(
      'project/src/theme/Other.tsx',
      "import { TabsProvider } from '@docusaurus/theme-common/internal';\nimport styles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css';\nexport default [TabsProvider, styles.tabList];\n",
    );
    write('node_modules/@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css', '.tabList { margin: 0; }\n');
    const { code, out } = run();
    expect(code).toBe(1);
    expect(out.split('\n')).toEqual([
      'src/theme/Other.tsx imports TabsProvider from @docusaurus/theme-common/internal (@docusaurus/theme-common lib/utils/tabsUtils.js), which vendor/upstream/manifest.json does not list: review it, then npm run upstream:diff -- --accept src/theme/Other.tsx',
      'src/theme/Other.tsx imports class:tabList default from @docusaurus/theme-classic/lib/theme/Tabs/styles.module.css (@docusaurus/theme-classic lib/theme/Tabs/styles.module.css), which vendor/upstream/manifest.json does not list: review it, then npm run upstream:diff -- --accept src/theme/Other.tsx',
    ]);
    const accepted = run('--accept', 'src/theme/Other.tsx');
    expect(accepted.code).toBe(0);
    expect(accepted.out.split('\n').at(-1)).toBe('upstream: 4 couplings to 3 upstream files, all current');
    expect(readManifest(at.root).entries.slice(2)).toEqual([
      {
        portal: 'src/theme/Other.tsx',
        kind: 'deep-import',
        package: '@docusaurus/theme-common',
        version: '3.10.2',
        file: 'lib/utils/tabsUtils.js',
        import: '@docusaurus/theme-common/internal',
        names: ['TabsProvider'],
      },
      {
        portal: 'src/theme/Other.tsx',
        kind: 'deep-import',
        package: '@docusaurus/theme-classic',
        version: '3.10.2',
        file: 'lib/theme/Tabs/styles.module.css',
        import: '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css',
        names: ['class:tabList', 'default'],
      },
    ]);
    expect(
      existsSync(join(at.root, 'vendor/upstream/@docusaurus/theme-classic@3.10.2/lib/theme/Tabs/styles.module.css')),
    ).toBe(true);
  });

  it('a class of an internal CSS module that disappears fails', () => {
    write(
      `project/${TABS}`,
      readFileSync(join(at.root, TABS), 'utf8') +
        "import styles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css';\nexport const c = styles.tabList;\n",
    );
    write('node_modules/@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css', '.tabs { margin: 0; }\n');
    expect(upstreamProblems(at)).toContain(
      `${TABS}: @docusaurus/theme-classic/lib/theme/Tabs/styles.module.css no longer has the class tabList`,
    );
  });

  it('an entry whose import is gone fails', () => {
    write(`project/${TABS}`, readFileSync(join(at.root, TABS), 'utf8').replace(/^import .*\n/m, ''));
    expect(upstreamProblems(at)).toContain(
      `${TABS} no longer imports @docusaurus/theme-common/internal: remove its entry from vendor/upstream/manifest.json`,
    );
  });

  it.each([
    ['src/theme/SkipToContent/index.tsx', 'lib/theme/SkipToContent/index.js'],
    // A plugin's theme folder swizzles alike: the search plugin's SearchBar.
    ['plugins/search/theme/SearchBar/index.tsx', 'lib/theme/SearchBar.js'],
  ])('an unlisted theme component that stands where upstream has one fails (planted: %s)', (portal, file) => {
    write(`node_modules/@docusaurus/theme-classic/${file}`, 'export default function S() {}\n');
    write(`project/${portal}`, 'export default function Component() { return null; }\n');
    expect(upstreamProblems(at)).toContain(
      `${portal} shadows @docusaurus/theme-classic ${file}, which vendor/upstream/manifest.json does not list (kind copy or shadow)`,
    );
  });

  it('an unlisted style sheet that stands where upstream has one fails', () => {
    write('node_modules/@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css', '.tabList { margin: 0; }\n');
    write('project/src/theme/Tabs/styles.module.css', '.tabList { margin: 0; }\n');
    expect(upstreamProblems(at)).toEqual([
      'src/theme/Tabs/styles.module.css shadows @docusaurus/theme-classic lib/theme/Tabs/styles.module.css, which vendor/upstream/manifest.json does not list (kind copy or shadow)',
    ]);
  });

  it("a record line that disagrees with the manifest fails, and so does a copy's missing pristine file", () => {
    write(`project/${TABS}`, readFileSync(join(at.root, TABS), 'utf8').replace('@3.10.2', '@3.9.0'));
    rmSync(join(at.root, 'vendor/upstream/@docusaurus/theme-classic@3.10.2', TABS_JS));
    expect(upstreamProblems(at)).toContain(
      `${TABS}: its record names @docusaurus/theme-classic@3.9.0 ${TABS_JS}, vendor/upstream/manifest.json @docusaurus/theme-classic@3.10.2 ${TABS_JS}`,
    );
    expect(upstreamChanges(at).problems).toEqual([
      `${TABS}: no pristine copy vendor/upstream/@docusaurus/theme-classic@3.10.2/${TABS_JS}: run npm run upstream:diff -- --accept ${TABS}`,
    ]);
  });
});

/** Where the project's copy of a package is installed (some export no `package.json`). */
const packageDir = (pkg: string) => join(ROOT, 'node_modules', pkg);

describe('exported names of an upstream file', () => {
  it('reads CommonJS as TypeScript compiles it: single assignments and chains, not other objects', () => {
    const modules = mkdtempSync(join(tmpdir(), 'flp-exports-'));
    try {
      mkdirSync(join(modules, 'pkg', 'lib'), { recursive: true });
      writeFileSync(
        join(modules, 'pkg', 'lib', 'index.js'),
        [
          '"use strict";',
          'Object.defineProperty(exports, "__esModule", { value: true });',
          'exports.b = exports.a = void 0;',
          'exports.default = main;',
          'module.exports.notRead = 1;',
          'other.c = 2;',
          'function main() {}',
        ].join('\n'),
      );
      expect([...exportedNames(modules, 'pkg', 'lib/index.js').keys()].sort()).toEqual(['a', 'b', 'default']);
    } finally {
      rmSync(modules, { recursive: true, force: true });
    }
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
