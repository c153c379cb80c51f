/**
 *   npx tsx checks/samples/check-typescript.ts     report, exit 1 on findings
 *
 * Type-checks the TypeScript and JavaScript samples of the Web and Chromecast
 * player pages against the SDK declarations in sdk/ (sdk/README.md: "every code
 * sample in the player docs must use only what is declared here").
 *
 * Each fenced block is compiled as its own module, so a sample that leans on a
 * variable from an earlier block fails: samples are meant to be copy-pasted.
 * All blocks go into one TypeScript program, because creating a program (and
 * binding lib.dom) dominates the cost; one per block would take minutes. Only
 * the samples and the SDK declarations are checked in full, not the libraries.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { extractCodeBlocks, type CodeBlock } from '../../scripts/lib/markdown';
import { legacyBlocks } from './legacy';

/** Fence languages compiled, and the file extension each is compiled as. */
export const CHECKED_LANGUAGES: Readonly<Record<string, string>> = {
  ts: '.ts',
  typescript: '.ts',
  tsx: '.tsx',
  js: '.js',
  javascript: '.js',
  jsx: '.jsx',
};

/** Fence meta that opts a block out, for deliberately wrong "don't do this" snippets. */
export const OPT_OUT = /(^|\s)check=false(\s|$)/;

/** Docs folders whose samples are checked, relative to the site root. */
/** The site root, where sdk/, docs/ and node_modules/ are. */
export const SITE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const SAMPLE_ROOTS = ['docs/products/player/web', 'docs/products/player/chromecast'] as const;

export interface SampleDiagnostic {
  /** Markdown file, relative to the site root when inside it. */
  file: string;
  /** 1-based line of the opening fence of the block. */
  line: number;
  /** 1-based line in the markdown file the message points at (the fence line when unknown). */
  sourceLine: number;
  message: string;
}

export interface SampleBlockRef {
  file: string;
  line: number;
}

export interface SampleCheckResult {
  diagnostics: SampleDiagnostic[];
  /** Blocks compiled. */
  checked: number;
  /** Blocks skipped with `check=false`. */
  optedOut: SampleBlockRef[];
  /** Earlier-line code of migration guides (`legacy="6.x"`): parsed for syntax errors only. */
  legacy: SampleBlockRef[];
}

export interface SampleCheckOptions {
  /** Site root: where sdk/ and node_modules/ are. Default: {@link SITE_ROOT}. */
  root?: string;
  /** Report fenced blocks without a language tag. Default `true`. */
  requireLanguageTag?: boolean;
}

export const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  // Samples run in browsers and on receivers: no Node globals, no stray @types.
  types: [],
  allowJs: true,
  checkJs: true,
  jsx: ts.JsxEmit.ReactJSX,
  noEmit: true,
  skipLibCheck: false,
  isolatedModules: true,
  esModuleInterop: true,
};

/** Every `*.d.ts` under `<root>/sdk`: the declared SDK surfaces, loaded as ambient modules. */
export function listSdkDeclarations(root: string): string[] {
  return walk(join(root, 'sdk'), (name) => name.endsWith('.d.ts'));
}

/** Every Markdown page under the sample roots. */
export function listSamplePages(root: string): string[] {
  return SAMPLE_ROOTS.flatMap((dir) => walk(join(root, dir), (name) => /\.mdx?$/.test(name)));
}

function walk(dir: string, keep: (name: string) => boolean): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names.sort().flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return walk(full, keep);
    return keep(name) ? [full] : [];
  });
}

interface VirtualSample {
  fileName: string;
  markdown: string;
  block: CodeBlock;
}

/** Lib and SDK declaration files parse the same every run; keep them across programs. */
const sourceFileCache = new Map<string, ts.SourceFile>();

export function checkTypeScriptSamples(
  markdownFiles: readonly string[],
  options: SampleCheckOptions = {},
): SampleCheckResult {
  const root = resolve(options.root ?? SITE_ROOT);
  const requireTag = options.requireLanguageTag ?? true;
  const diagnostics: SampleDiagnostic[] = [];
  const optedOut: SampleBlockRef[] = [];
  const legacy: SampleBlockRef[] = [];
  const samples = new Map<string, VirtualSample>();

  markdownFiles.forEach((path, fileIndex) => {
    const file = displayPath(root, path);
    let blocks: CodeBlock[];
    try {
      blocks = extractCodeBlocks(readFileSync(path, 'utf8'));
    } catch (error) {
      diagnostics.push({ file, line: 1, sourceLine: 1, message: (error as Error).message });
      return;
    }
    const legacyRules = legacyBlocks(file, blocks);
    for (const problem of legacyRules.problems) {
      diagnostics.push({ file, line: problem.line, sourceLine: problem.line, message: problem.message });
    }
    blocks.forEach((block, blockIndex) => {
      if (block.lang === '') {
        if (requireTag) {
          diagnostics.push({
            file,
            line: block.line,
            sourceLine: block.line,
            message: 'Code block has no language tag',
          });
        }
        return;
      }
      const extension = CHECKED_LANGUAGES[block.lang];
      if (!extension) return;
      if (OPT_OUT.test(block.meta)) {
        optedOut.push({ file, line: block.line });
        return;
      }
      if (legacyRules.accepted.has(blockIndex)) {
        legacy.push({ file, line: block.line });
        diagnostics.push(...syntaxDiagnostics(file, block, extension));
        return;
      }
      // Inside the root, so imports like 'react' resolve from its node_modules.
      const fileName = join(root, '.samples', `${fileIndex}-${block.line}${extension}`).split(sep).join('/');
      // `export {}` makes every block a module even without imports, so blocks never share globals.
      samples.set(fileName, { fileName, markdown: file, block: { ...block, code: `${block.code}\nexport {};\n` } });
    });
  });

  if (samples.size > 0) {
    const declarations = listSdkDeclarations(root);
    const host = createHost(samples);
    const program = ts.createProgram({
      rootNames: [...declarations, ...samples.keys()],
      options: COMPILER_OPTIONS,
      host,
    });
    // The samples and the SDK declarations, not the libraries: checking lib.dom and the packages'
    // own declarations in full cost most of each program, and they are not this check's subject
    // (what a sample uses of them is checked where the sample uses it).
    const checked = [...declarations, ...samples.keys()].flatMap((name) => program.getSourceFile(name) ?? []);
    const found = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...checked.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
    ];
    for (const diagnostic of found) {
      diagnostics.push(toSampleDiagnostic(diagnostic, samples, root));
    }
  }

  diagnostics.sort((a, b) => a.file.localeCompare(b.file) || a.sourceLine - b.sourceLine);
  return { diagnostics, checked: samples.size, optedOut, legacy };
}

/** Syntax errors only, for earlier-line code that the current declarations cannot type-check. */
function syntaxDiagnostics(file: string, block: CodeBlock, extension: string): SampleDiagnostic[] {
  const output = ts.transpileModule(block.code, {
    fileName: `legacy${extension}`,
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.ReactJSX },
  });
  return (output.diagnostics ?? []).map((diagnostic) => {
    const line = diagnostic.file ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line : 0;
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    return { file, line: block.line, sourceLine: block.line + 1 + line, message: `TS${diagnostic.code}: ${message}` };
  });
}

function createHost(samples: ReadonlyMap<string, VirtualSample>): ts.CompilerHost {
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (fileName) => samples.has(fileName) || fileExists.call(host, fileName);
  host.readFile = (fileName) => samples.get(fileName)?.block.code ?? readFile.call(host, fileName);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const sample = samples.get(fileName);
    if (sample) return ts.createSourceFile(fileName, sample.block.code, languageVersion, true);
    // SDK declarations may change between runs (tests, watch use); only libraries are cached.
    const cacheable = fileName.includes('/node_modules/');
    const cached = cacheable ? sourceFileCache.get(fileName) : undefined;
    if (cached) return cached;
    const created = getSourceFile.call(host, fileName, languageVersion, onError, shouldCreate);
    if (created && cacheable) sourceFileCache.set(fileName, created);
    return created;
  };
  return host;
}

function toSampleDiagnostic(
  diagnostic: ts.Diagnostic,
  samples: ReadonlyMap<string, VirtualSample>,
  root: string,
): SampleDiagnostic {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  const sample = diagnostic.file ? samples.get(diagnostic.file.fileName) : undefined;
  if (diagnostic.file && sample) {
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    return {
      file: sample.markdown,
      line: sample.block.line,
      // The fence is line `block.line`; the block's first line (0 here) is the next one.
      sourceLine: sample.block.line + 1 + line,
      message: `TS${diagnostic.code}: ${message}`,
    };
  }
  // A problem outside the samples (an SDK declaration file, the options): report it as such.
  const file = diagnostic.file ? displayPath(root, diagnostic.file.fileName) : '(compiler)';
  const line = diagnostic.file ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1 : 0;
  return { file, line, sourceLine: line, message: `TS${diagnostic.code}: ${message}` };
}

function displayPath(root: string, path: string): string {
  const rel = relative(root, resolve(path));
  return rel.startsWith('..') ? path : rel.split(sep).join('/');
}

export function formatDiagnostic(d: SampleDiagnostic): string {
  return `${d.file}:${d.sourceLine} (code block at line ${d.line}): ${d.message}`;
}

function main(): void {
  const pages = listSamplePages(SITE_ROOT);
  const result = checkTypeScriptSamples(pages);
  for (const diagnostic of result.diagnostics) console.log(formatDiagnostic(diagnostic));
  console.log(
    `${result.checked} TypeScript/JavaScript blocks checked in ${pages.length} pages, ` +
      `${result.optedOut.length} opted out with check=false, ${result.legacy.length} earlier-line blocks ` +
      `(legacy=, syntax only), ${result.diagnostics.length} problems.`,
  );
  process.exitCode = result.diagnostics.length > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
