/**
 * The portal's couplings to upstream packages (Docusaurus above all), declared in
 * `vendor/upstream/manifest.json` with a pristine copy of each upstream file under
 * `vendor/upstream/<package>@<version>/<file>` (vendor/upstream/README.md):
 *
 * - copy: a file copied from upstream and changed (the ejected theme components, the page template);
 * - replacement: a copy that replaces the upstream module in the browser bundle (client-startup,
 *   route-prefetch);
 * - shadow: a theme component of `src/theme/` written anew in place of upstream's;
 * - wrapper: a theme component of `src/theme/` that renders upstream's (`@theme-original/`);
 * - deep-import: an import of a module upstream does not publish (`@docusaurus/x/internal`,
 *   `@docusaurus/x/lib/...`, its CSS modules), with the names (or CSS classes) read from it.
 *
 * `upstreamChanges` compares each pristine copy with the installed package's file and gives
 * upstream's change as a unified diff; `upstreamProblems` holds the manifest to the code (every
 * deep import, record line and shadowed theme file listed, every imported name still exported);
 * `acceptUpstream` takes the installed file as the new pristine copy. `npm run upstream:diff`
 * (scripts/upstream-diff.ts) and tests/unit/upgrade-fences.test.ts run them.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const KINDS = ['copy', 'replacement', 'shadow', 'wrapper', 'deep-import'] as const;
export type UpstreamKind = (typeof KINDS)[number];

export interface UpstreamEntry {
  /** The portal's file, from the project root. */
  portal: string;
  kind: UpstreamKind;
  package: string;
  version: string;
  /** The upstream file, inside its package. */
  file: string;
  /** deep-import: the specifier as the portal writes it. */
  import?: string;
  /** deep-import: the names read from it (`default` for a default import), or a CSS module's classes. */
  names?: string[];
  /** Why the portal keeps this coupling (copies, replacements, shadows). */
  why?: string;
}

export interface UpstreamManifest {
  $comment?: string;
  entries: UpstreamEntry[];
}

/** Where the project and its installed packages are (a test points both at a scratch folder). */
export interface UpstreamPaths {
  root: string;
  modules: string;
}

export const MANIFEST = 'vendor/upstream/manifest.json';
/** The folders whose files may couple to upstream. */
export const SOURCE_DIRS = ['src', 'plugins'];
/** Where a theme's components live, by package: a file of `src/theme/` at the same place shadows one. */
export const THEME_DIRS: readonly { package: string; dir: string }[] = [
  { package: '@docusaurus/theme-classic', dir: 'lib/theme' },
  { package: '@docusaurus/theme-mermaid', dir: 'lib/theme' },
  { package: '@docusaurus/core', dir: 'lib/client/theme-fallback' },
];

/** ` * Upstream: <package>@<version> <file>` in a copy's header. */
const RECORD = /^ \* Upstream: (@?[\w./-]+)@(\d[\w.-]*) (\S+)/m;
/** A module of a Docusaurus package that the package does not publish. */
const DEEP_SPECIFIER = /^@docusaurus\/[\w-]+\/(?:internal|lib\/.+)$/;

export function readManifest(root: string): UpstreamManifest {
  return JSON.parse(readFileSync(join(root, MANIFEST), 'utf8')) as UpstreamManifest;
}

export function writeManifest(root: string, manifest: UpstreamManifest): void {
  writeFileSync(join(root, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

export const pristinePath = (root: string, e: Pick<UpstreamEntry, 'package' | 'version' | 'file'>): string =>
  join(root, 'vendor', 'upstream', `${e.package}@${e.version}`, e.file);

export const installedPath = (modules: string, e: Pick<UpstreamEntry, 'package' | 'file'>): string =>
  join(modules, e.package, e.file);

export function installedVersion(modules: string, pkg: string): string | undefined {
  const manifest = join(modules, pkg, 'package.json');
  if (!existsSync(manifest)) return undefined;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

// ---------------------------------------------------------------------------------------------
// Upstream's changes

/** Upstream's change to one file since its pristine copy, and the portal files to review. */
export interface UpstreamChange {
  package: string;
  file: string;
  from: string;
  to: string;
  /** Unified diff, pristine → installed; empty when only the version changed. */
  diff: string;
  portals: string[];
}

export interface DiffResult {
  changes: UpstreamChange[];
  /** What keeps a comparison from being made (a file gone, a pristine copy missing). */
  problems: string[];
  /** Distinct upstream files compared. */
  files: number;
}

/** A unified diff of two files with the given labels (git's, outside any repository). */
export function unifiedDiff(before: string, after: string, labelBefore: string, labelAfter: string): string {
  const run = spawnSync('git', ['diff', '--no-index', '--no-color', '--no-ext-diff', '--', before, after], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0 && run.status !== 1) throw new Error(`git diff failed: ${run.stderr || run.error?.message}`);
  const strip = (path: string) => path.replace(/^\//, '');
  return run.stdout
    .split('\n')
    .filter((line) => !line.startsWith('diff --git ') && !line.startsWith('index '))
    .map((line) =>
      line
        .replace(`--- a/${strip(before)}`, `--- a/${labelBefore}`)
        .replace(`+++ b/${strip(after)}`, `+++ b/${labelAfter}`),
    )
    .join('\n');
}

/** Every pristine copy against the installed package's file. */
export function upstreamChanges(paths: UpstreamPaths, manifest = readManifest(paths.root)): DiffResult {
  const problems: string[] = [];
  const changes = new Map<string, UpstreamChange>();
  const compared = new Set<string>();
  for (const entry of manifest.entries) {
    const key = `${entry.package}@${entry.version} ${entry.file}`;
    compared.add(key);
    const pristine = pristinePath(paths.root, entry);
    const installed = installedPath(paths.modules, entry);
    const version = installedVersion(paths.modules, entry.package);
    if (version === undefined) {
      problems.push(`${entry.portal}: ${entry.package} is not installed`);
      continue;
    }
    if (!existsSync(installed)) {
      problems.push(
        `${entry.portal}: ${entry.package}@${version} has no ${entry.file} any more (copied from ${entry.version}): re-check the portal file and update vendor/upstream/manifest.json`,
      );
      continue;
    }
    if (!existsSync(pristine)) {
      problems.push(
        `${entry.portal}: no pristine copy ${relative(paths.root, pristine)}: run npm run upstream:diff -- --accept ${entry.portal}`,
      );
      continue;
    }
    const same = readFileSync(pristine).equals(readFileSync(installed));
    if (same && version === entry.version) continue;
    const change = changes.get(`${key} ${version}`) ?? {
      package: entry.package,
      file: entry.file,
      from: entry.version,
      to: version,
      diff: same
        ? ''
        : unifiedDiff(
            pristine,
            installed,
            `${entry.package}@${entry.version}/${entry.file}`,
            `${entry.package}@${version}/${entry.file}`,
          ),
      portals: [],
    };
    if (!change.portals.includes(entry.portal)) change.portals.push(entry.portal);
    changes.set(`${key} ${version}`, change);
  }
  return { changes: [...changes.values()], problems, files: compared.size };
}

/** The report `npm run upstream:diff` prints. */
export function formatChanges(result: DiffResult): string {
  const lines: string[] = [];
  for (const change of result.changes) {
    lines.push(
      `── ${change.package} ${change.file}: ${change.from} → ${change.to}${change.diff ? '' : ' (file unchanged)'}`,
    );
    if (change.diff) lines.push(change.diff.trimEnd());
    lines.push(`   review: ${change.portals.join(', ')}`, '');
  }
  lines.push(...result.problems);
  return lines.join('\n');
}

/**
 * Takes the installed files as the pristine copies of the portal file's entries (all stale entries
 * with `portal` undefined): copies them, moves the entries and the file's record line to the
 * installed version, and removes pristine copies no entry names any more. Returns the entries moved.
 */
export function acceptUpstream(
  paths: UpstreamPaths,
  portal?: string,
  note: (line: string) => void = () => {},
): UpstreamEntry[] {
  const manifest = readManifest(paths.root);
  const accepted: UpstreamEntry[] = [];
  syncDeepImports(paths, manifest, portal, note);
  if (portal !== undefined && !manifest.entries.some((e) => e.portal === portal))
    throw new Error(`${MANIFEST} lists no entry for ${portal}`);
  for (const entry of manifest.entries) {
    if (portal !== undefined && entry.portal !== portal) continue;
    const version = installedVersion(paths.modules, entry.package);
    const installed = installedPath(paths.modules, entry);
    if (version === undefined || !existsSync(installed))
      throw new Error(`${entry.portal}: ${entry.package}/${entry.file} is not installed: update ${MANIFEST} first`);
    const pristine = pristinePath(paths.root, entry);
    if (version === entry.version && existsSync(pristine) && readFileSync(pristine).equals(readFileSync(installed)))
      continue;
    const next = pristinePath(paths.root, { ...entry, version });
    mkdirSync(dirname(next), { recursive: true });
    copyFileSync(installed, next);
    const previous = entry.version;
    entry.version = version;
    if (entry.kind === 'copy' || entry.kind === 'replacement') updateRecord(paths.root, entry, previous);
    accepted.push(entry);
  }
  writeManifest(paths.root, manifest);
  removeUnlisted(paths.root, manifest);
  return accepted;
}

/**
 * The deep-import entries of `portal` (of every file when undefined) made to list what the code
 * imports now: new imports added at the installed version, names brought up to date, entries of
 * imports that are gone removed. An import whose module or names upstream no longer has is left
 * as it is (upstreamProblems reports it).
 */
function syncDeepImports(
  paths: UpstreamPaths,
  manifest: UpstreamManifest,
  portal: string | undefined,
  note: (line: string) => void,
): void {
  const { found, missing } = projectDeepUses(paths);
  const mine = (p: string) => portal === undefined || p === portal;
  const broken = (e: { portal: string; import?: string }) =>
    [...missing].some((m) => m.startsWith(`${e.portal} ${e.import} `));
  const kept = manifest.entries.filter(
    (e) =>
      e.kind !== 'deep-import' ||
      !mine(e.portal) ||
      broken(e) ||
      found.some((u) => u.portal === e.portal && u.import === e.import && u.file === e.file && u.package === e.package),
  );
  for (const gone of manifest.entries.filter((e) => !kept.includes(e)))
    note(`removed ${gone.portal}'s deep import of ${gone.import} (${gone.package} ${gone.file}): no longer imported`);
  for (const use of found.filter((u) => mine(u.portal) && !broken(u))) {
    const entry = kept.find(
      (e) =>
        e.kind === 'deep-import' &&
        e.portal === use.portal &&
        e.import === use.import &&
        e.file === use.file &&
        e.package === use.package,
    );
    const names = use.names.length ? { names: [...use.names].sort() } : {};
    if (entry) {
      if (use.names.length && (entry.names ?? []).join() !== names.names?.join()) {
        note(`${use.portal} reads ${names.names?.join(', ')} from ${use.import} now`);
        entry.names = names.names;
      }
      continue;
    }
    note(`listed ${use.portal}'s deep import of ${use.import} (${use.package} ${use.file})`);
    const version = installedVersion(paths.modules, use.package) ?? '';
    kept.push({
      portal: use.portal,
      kind: 'deep-import',
      package: use.package,
      version,
      file: use.file,
      import: use.import,
      ...names,
    });
  }
  manifest.entries = kept;
}

function updateRecord(root: string, entry: UpstreamEntry, previous: string): void {
  const file = join(root, entry.portal);
  const source = readFileSync(file, 'utf8');
  const before = ` * Upstream: ${entry.package}@${previous} ${entry.file}`;
  if (source.includes(before))
    writeFileSync(file, source.replace(before, ` * Upstream: ${entry.package}@${entry.version} ${entry.file}`));
}

/** Deletes the pristine copies (and emptied folders) that no entry names. */
function removeUnlisted(root: string, manifest: UpstreamManifest): void {
  const listed = new Set(manifest.entries.map((e) => pristinePath(root, e)));
  const base = join(root, 'vendor', 'upstream');
  for (const path of pristineFiles(root)) if (!listed.has(join(base, path))) unlinkSync(join(base, path));
  const dirs = readdirSync(base, { recursive: true, withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => join(e.parentPath, e.name))
    .sort((a, b) => b.length - a.length);
  for (const dir of dirs) if (readdirSync(dir).length === 0) rmdirSync(dir);
}

/** The pristine copies held, relative to `vendor/upstream/`. */
export function pristineFiles(root: string): string[] {
  const base = join(root, 'vendor', 'upstream');
  return readdirSync(base, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.parentPath !== base)
    .map((e) => relative(base, join(e.parentPath, e.name)));
}

// ---------------------------------------------------------------------------------------------
// The manifest against the code

export interface DeepImport {
  portal: string;
  import: string;
  names: string[];
}

function sourceFiles(root: string, dir: string, extension = /\.(ts|tsx|mts)$/): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && extension.test(e.name) && !e.name.endsWith('.d.ts'))
    .filter((e) => !e.parentPath.includes('node_modules'))
    .map((e) => relative(root, join(e.parentPath, e.name)).split('\\').join('/'))
    .sort();
}

/** The deep imports of a source file: imports, re-exports and `require`/`require.resolve` calls. */
export function deepImportsOf(portal: string, source: string): DeepImport[] {
  // Parsing is the cost: only files that name such a module are parsed.
  if (!/@docusaurus\/[\w-]+\/(?:internal|lib\/)/.test(source)) return [];
  const sf = ts.createSourceFile(portal, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = new Map<string, Set<string>>();
  const add = (spec: string, names: string[]) => {
    if (!DEEP_SPECIFIER.test(spec)) return;
    const set = found.get(spec) ?? new Set<string>();
    names.forEach((n) => set.add(n));
    found.set(spec, set);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const spec = node.moduleSpecifier.text;
      const clause = node.importClause;
      const names: string[] = [];
      if (clause?.name) {
        names.push('default');
        if (spec.endsWith('.module.css')) names.push(...cssClassesUsed(source, clause.name.text));
      }
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        names.push(...bindings.elements.map((el) => (el.propertyName ?? el.name).text));
      add(spec, names);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      add(
        node.moduleSpecifier.text,
        clause && ts.isNamedExports(clause) ? clause.elements.map((el) => (el.propertyName ?? el.name).text) : [],
      );
    } else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteral(node.arguments[0]!)) {
      const callee = node.expression.getText(sf);
      if (callee === 'require' || callee === 'require.resolve' || node.expression.kind === ts.SyntaxKind.ImportKeyword)
        add((node.arguments[0] as ts.StringLiteral).text, []);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return [...found].map(([spec, names]) => ({ portal, import: spec, names: [...names].sort() }));
}

/** The classes a file reads from a CSS module imported as `local` (`styles.codeBlock`, `styles['x']`). */
function cssClassesUsed(source: string, local: string): string[] {
  const pattern = new RegExp(`(?<![\\w$./])${local}(?:\\.([A-Za-z_$][\\w$]*)|\\[['"]([^'"]+)['"]\\])`, 'g');
  return [...new Set([...source.matchAll(pattern)].map((m) => 'class:' + (m[1] ?? m[2])))];
}

/** The deep imports of the project's source files. */
export function projectDeepImports(root: string): DeepImport[] {
  return SOURCE_DIRS.flatMap((dir) =>
    sourceFiles(root, dir).flatMap((file) => deepImportsOf(file, readFileSync(join(root, file), 'utf8'))),
  );
}

/** The installed file a package specifier resolves to (`exports`, then the file, `.js`, `/index.js`). */
export function resolveSpecifier(modules: string, spec: string): { package: string; file: string } | undefined {
  const parts = spec.split('/');
  const pkg = parts.slice(0, spec.startsWith('@') ? 2 : 1).join('/');
  const sub = parts.slice(spec.startsWith('@') ? 2 : 1).join('/');
  const manifestFile = join(modules, pkg, 'package.json');
  if (!existsSync(manifestFile)) return undefined;
  const exports = (JSON.parse(readFileSync(manifestFile, 'utf8')) as { exports?: unknown }).exports;
  const candidates: string[] = [];
  if (exports && typeof exports === 'object') {
    const target = (exports as Record<string, unknown>)[`./${sub}`];
    if (typeof target === 'string') candidates.push(target.replace(/^\.\//, ''));
  }
  candidates.push(sub, `${sub}.js`, `${sub}/index.js`);
  const file = candidates.find((c) => isFile(join(modules, pkg, c)));
  return file === undefined ? undefined : { package: pkg, file };
}

const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile();

/** Parsed modules' exports (by path, time and size: a scratch test changes files in place). */
const exportsCache = new Map<string, Map<string, string>>();

/**
 * The names an ES module exports, each with the file (in its package) that defines it, following
 * `export … from` and `export * from`. Only what upstream's compiled `lib/` files use.
 */
export function exportedNames(
  modules: string,
  pkg: string,
  file: string,
  seen = new Set<string>(),
): Map<string, string> {
  const names = new Map<string, string>();
  const path = join(modules, pkg, file);
  if (seen.has(path) || !isFile(path)) return names;
  seen.add(path);
  const stat = statSync(path);
  const key = `${path} ${stat.mtimeMs} ${stat.size}`;
  const cached = exportsCache.get(key);
  if (cached) return cached;
  exportsCache.set(key, names);
  const sf = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const local = (spec: string) => {
    const target = relative(join(modules, pkg), resolve(dirname(path), spec))
      .split('\\')
      .join('/');
    return [target, `${target}.js`, `${target}/index.js`].find((c) => isFile(join(modules, pkg, c))) ?? target;
  };
  for (const statement of sf.statements) {
    if (ts.isExportDeclaration(statement)) {
      const from =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? local(statement.moduleSpecifier.text)
          : undefined;
      const clause = statement.exportClause;
      if (!clause && from) {
        for (const [name, where] of exportedNames(modules, pkg, from, seen))
          if (name !== 'default') names.set(name, where);
      } else if (clause && ts.isNamedExports(clause)) {
        for (const el of clause.elements) {
          const original = (el.propertyName ?? el.name).text;
          const where = from ? exportedNames(modules, pkg, from, new Set(seen)).get(original) : file;
          if (where) names.set(el.name.text, where);
        }
      }
    } else if (ts.isExportAssignment(statement)) {
      names.set('default', file);
    } else if (ts.isExpressionStatement(statement)) {
      // CommonJS, as TypeScript compiles it: `exports.name = name;` (`exports.default` too).
      for (const assigned of commonJsExports(statement.expression)) names.set(assigned, file);
    } else {
      const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
      if (!modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      if (modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) names.set('default', file);
      else if (ts.isVariableStatement(statement))
        for (const d of statement.declarationList.declarations) {
          if (ts.isIdentifier(d.name)) names.set(d.name.text, file);
        }
      else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
        names.set(statement.name.text, file);
    }
  }
  return names;
}

/** The names `exports.name = …` assigns, each of a chain (`exports.a = exports.b = void 0`). */
function commonJsExports(expression: ts.Expression): string[] {
  const names: string[] = [];
  let current = expression;
  while (ts.isBinaryExpression(current) && current.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
    const target = current.left;
    if (!ts.isPropertyAccessExpression(target) || !ts.isIdentifier(target.expression)) break;
    if (target.expression.text !== 'exports') break;
    names.push(target.name.text);
    current = current.right;
  }
  return names;
}

/** The classes a CSS module defines. */
function cssClasses(path: string): Set<string> {
  return new Set([...readFileSync(path, 'utf8').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
}

/** The deep imports of the code, each with the upstream file its names come from. */
export function resolveDeepImport(
  modules: string,
  deep: DeepImport,
): { byFile: Map<string, string[]>; package: string; problems: string[] } {
  const target = resolveSpecifier(modules, deep.import);
  const byFile = new Map<string, string[]>();
  if (!target)
    return { byFile, package: '', problems: [`${deep.portal}: ${deep.import} resolves to no installed file`] };
  const problems: string[] = [];
  const add = (file: string, name?: string) => {
    const names = byFile.get(file) ?? [];
    if (name) names.push(name);
    byFile.set(file, names);
  };
  if (/\.js$/.test(target.file)) {
    const exported = exportedNames(modules, target.package, target.file);
    for (const name of deep.names) {
      const where = exported.get(name);
      if (where) add(where, name);
      else problems.push(`${deep.portal}: ${deep.import} no longer exports ${name}`);
    }
    if (deep.names.length === 0) add(target.file);
  } else {
    const classes = target.file.endsWith('.css') ? cssClasses(join(modules, target.package, target.file)) : new Set();
    for (const name of deep.names) {
      if (name.startsWith('class:') && !classes.has(name.slice('class:'.length)))
        problems.push(`${deep.portal}: ${deep.import} no longer has the class ${name.slice('class:'.length)}`);
    }
    add(target.file);
    byFile.set(target.file, deep.names);
  }
  return { byFile, package: target.package, problems };
}

/** The theme folders of the project: `src/theme/` and each plugin's `theme/`, whose components are swizzled alike. */
function themeFolders(root: string): string[] {
  const plugins = join(root, 'plugins');
  const own = existsSync(plugins)
    ? readdirSync(plugins, { withFileTypes: true })
        .filter((e) => e.isDirectory() && existsSync(join(plugins, e.name, 'theme')))
        .map((e) => `plugins/${e.name}/theme`)
    : [];
  return ['src/theme', ...own.sort()];
}

/** The files of the project's theme folders that stand where an upstream theme component is. */
export function themeShadows(paths: UpstreamPaths): { portal: string; package: string; file: string }[] {
  return themeFolders(paths.root).flatMap((folder) => themeShadowsIn(paths, folder));
}

function themeShadowsIn(paths: UpstreamPaths, folder: string): { portal: string; package: string; file: string }[] {
  if (!existsSync(join(paths.root, folder))) return [];
  return sourceFiles(paths.root, folder, /\.(tsx?|css)$/).flatMap((portal) => {
    const name = portal.slice(`${folder}/`.length);
    for (const theme of THEME_DIRS) {
      // A component stands in for upstream's module of its name; a style sheet for the same file.
      const base = `${theme.dir}/${name.replace(/\.tsx?$/, '')}`.replace(/\/index$/, '');
      const candidates = name.endsWith('.css') ? [`${theme.dir}/${name}`] : [`${base}/index.js`, `${base}.js`];
      const file = candidates.find((f) => existsSync(join(paths.modules, theme.package, f)));
      if (file) return [{ portal, package: theme.package, file }];
    }
    return [];
  });
}

/** A deep import of the code, resolved: the upstream file its names (or classes) come from. */
export interface DeepUse extends DeepImport {
  package: string;
  file: string;
}

/** The project's deep imports resolved in the installed packages; `missing` holds `portal import name` of each name not found. */
export function projectDeepUses(paths: UpstreamPaths): { found: DeepUse[]; missing: Set<string>; problems: string[] } {
  const found: DeepUse[] = [];
  const missing = new Set<string>();
  const problems: string[] = [];
  for (const deep of projectDeepImports(paths.root)) {
    const resolved = resolveDeepImport(paths.modules, deep);
    problems.push(...resolved.problems);
    for (const name of deep.names)
      if (![...resolved.byFile.values()].some((n) => n.includes(name)))
        missing.add(`${deep.portal} ${deep.import} ${name}`);
    if (resolved.byFile.size === 0) missing.add(`${deep.portal} ${deep.import} `);
    for (const [file, names] of resolved.byFile) found.push({ ...deep, package: resolved.package, file, names });
  }
  return { found, missing, problems };
}

/**
 * Where the manifest and the code disagree: a deep import, record line or shadowed theme file not
 * listed (or listed and gone), an imported name or class upstream no longer has, a record line
 * that names another version than the manifest.
 */
export function upstreamProblems(paths: UpstreamPaths, manifest = readManifest(paths.root)): string[] {
  const problems: string[] = [];
  const listed = (e: UpstreamEntry) => `${e.portal} ${e.kind} ${e.package} ${e.file}`;
  for (const entry of manifest.entries) {
    if (!KINDS.includes(entry.kind)) problems.push(`${entry.portal}: unknown kind ${entry.kind}`);
    if (!existsSync(join(paths.root, entry.portal))) problems.push(`${entry.portal}: listed in ${MANIFEST} but gone`);
  }

  // Deep imports: the code's, resolved in the installed packages, against the manifest's.
  const deepEntries = manifest.entries.filter((e) => e.kind === 'deep-import');
  const { found, missing, problems: unresolved } = projectDeepUses(paths);
  problems.push(...unresolved);
  const same = (a: { portal: string; import?: string }, b: { portal: string; import?: string }) =>
    a.portal === b.portal && a.import === b.import;
  for (const use of found) {
    const entry = deepEntries.find((e) => same(e, use) && e.file === use.file && e.package === use.package);
    const unlisted: string[] = [];
    for (const name of use.names.length ? use.names : ['']) {
      if (entry && (name === '' || (entry.names ?? []).includes(name))) continue;
      const elsewhere = deepEntries.find((e) => same(e, use) && (e.names ?? []).includes(name) && name !== '');
      if (elsewhere)
        problems.push(
          `${use.portal}: ${name} of ${use.import} now comes from ${use.package} ${use.file}, not ${elsewhere.file}: update ${MANIFEST}`,
        );
      else unlisted.push(name);
    }
    if (unlisted.length)
      problems.push(
        `${use.portal} imports ${unlisted
          .filter(Boolean)
          .map((n) => `${n} `)
          .join(
            '',
          )}${unlisted.some(Boolean) ? 'from ' : ''}${use.import} (${use.package} ${use.file}), which ${MANIFEST} does not list: review it, then npm run upstream:diff -- --accept ${use.portal}`,
      );
  }
  for (const entry of deepEntries) {
    const uses = found.filter((u) => same(u, entry) && u.file === entry.file && u.package === entry.package);
    const names = entry.names ?? [];
    const gone = names.filter(
      (n) =>
        !uses.some((u) => u.names.includes(n)) &&
        !missing.has(`${entry.portal} ${entry.import} ${n}`) &&
        !found.some((u) => same(u, entry) && u.names.includes(n)),
    );
    const importGone =
      !found.some((u) => same(u, entry)) &&
      !missing.has(`${entry.portal} ${entry.import} `) &&
      !names.some((n) => missing.has(`${entry.portal} ${entry.import} ${n}`));
    if (importGone)
      problems.push(`${entry.portal} no longer imports ${entry.import}: remove its entry from ${MANIFEST}`);
    else if (gone.length)
      problems.push(
        `${entry.portal} no longer reads ${gone.join(', ')} from ${entry.import}: remove them from ${MANIFEST}`,
      );
  }

  // Record lines of copies and replacements.
  const recordKinds = new Set<UpstreamKind>(['copy', 'replacement']);
  for (const dir of SOURCE_DIRS)
    for (const portal of sourceFiles(paths.root, dir)) {
      const match = RECORD.exec(readFileSync(join(paths.root, portal), 'utf8'));
      const entry = manifest.entries.find((e) => e.portal === portal && recordKinds.has(e.kind));
      if (match && !entry) problems.push(`${portal} records an upstream copy that ${MANIFEST} does not list`);
      if (!match && entry)
        problems.push(`${portal}: no record line \` * Upstream: ${entry.package}@${entry.version} ${entry.file}\``);
      if (match && entry && `${match[1]}@${match[2]} ${match[3]}` !== `${entry.package}@${entry.version} ${entry.file}`)
        problems.push(
          `${portal}: its record names ${match[1]}@${match[2]} ${match[3]}, ${MANIFEST} ${entry.package}@${entry.version} ${entry.file}`,
        );
    }

  // Theme components standing where upstream's are.
  for (const shadow of themeShadows(paths)) {
    const entry = manifest.entries.find(
      (e) => e.portal === shadow.portal && ['copy', 'shadow', 'wrapper'].includes(e.kind),
    );
    const kind = /@theme-original\//.test(readFileSync(join(paths.root, shadow.portal), 'utf8')) ? 'wrapper' : 'shadow';
    if (!entry)
      problems.push(
        `${shadow.portal} shadows ${shadow.package} ${shadow.file}, which ${MANIFEST} does not list (kind ${kind === 'wrapper' ? 'wrapper' : 'copy or shadow'})`,
      );
    else if (entry.file !== shadow.file || entry.package !== shadow.package)
      problems.push(
        `${shadow.portal} shadows ${shadow.package} ${shadow.file}, ${MANIFEST} says ${entry.package} ${entry.file}`,
      );
    else if (kind === 'wrapper' && entry.kind !== 'wrapper')
      problems.push(`${shadow.portal} renders @theme-original: kind wrapper, not ${entry.kind}`);
    else if (kind !== 'wrapper' && entry.kind === 'wrapper')
      problems.push(`${shadow.portal} no longer renders @theme-original: not a wrapper`);
  }

  // No entry twice, no pristine copy unlisted.
  const keys = manifest.entries.map(listed);
  for (const key of new Set(keys.filter((k, i) => keys.indexOf(k) !== i)))
    problems.push(`${MANIFEST} lists twice: ${key}`);
  const wanted = new Set(
    manifest.entries.map((e) => relative(join(paths.root, 'vendor', 'upstream'), pristinePath(paths.root, e))),
  );
  for (const file of pristineFiles(paths.root))
    if (!wanted.has(file)) problems.push(`vendor/upstream/${file} is no entry's pristine copy: delete it`);
  return problems;
}
