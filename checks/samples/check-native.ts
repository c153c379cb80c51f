/**
 * Checks the code samples of the native player docs (Android, iOS, Roku)
 * against each platform's declared public surface.
 *
 *   npx tsx checks/samples/check-native.ts            report, exit 1 on findings
 *   npx tsx checks/samples/check-native.ts --json     machine-readable
 *
 * What each rule proves, and what it does not, is in checks/samples/README.md.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type CodeBlock, extractCodeBlocks } from '../../scripts/lib/markdown';
import {
  type CLikeLanguage,
  type LexError,
  type Token,
  blankBrightScript,
  blankCLike,
  checkBrackets,
  checkBrightScriptBlocks,
  checkXml,
  tokenize,
} from './lexers';
import { KEYWORDS } from './keywords';
import { legacyBlocks } from './legacy';

export const NATIVE_PLATFORMS = ['android', 'ios', 'roku'] as const;
export type NativePlatform = (typeof NATIVE_PLATFORMS)[number];

export type Rule = 'untagged' | 'syntax' | 'placeholder' | 'name' | 'legacy';

export interface Diagnostic {
  /** Path relative to the site root, with forward slashes. */
  file: string;
  /** 1-based line in the file. */
  line: number;
  rule: Rule;
  message: string;
  /** The unknown identifier, for rule "name". */
  name?: string;
}

/** The names a platform's samples may use besides their own declarations. */
export interface PlatformNames {
  /** Every identifier of the platform's `reference` blocks (and XML field ids / names). */
  reference: Set<string>;
  /** sdk/<platform>/allowed-names.txt. */
  allowed: Set<string>;
}

const C_LIKE = new Set<string>(['kotlin', 'java', 'swift', 'groovy']);
/** Languages whose identifiers are checked against the declared names. */
const NAME_CHECKED = new Set<string>(['kotlin', 'java', 'swift', 'brightscript']);
/** Languages with lexical checks (and the `...` / `<your-...>` placeholder rules). */
const LEXED = new Set<string>([...C_LIKE, 'brightscript', 'xml']);

export function isReferenceBlock(block: Pick<CodeBlock, 'meta'>): boolean {
  return block.meta.split(/\s+/).includes('reference');
}

/* ------------------------------------------------------------------ lexing */

interface Lexed {
  /** Strings and comments blanked. */
  blanked: string;
  tokens: Token[];
  errors: LexError[];
}

function lex(lang: string, code: string, reference: boolean): Lexed | null {
  if (C_LIKE.has(lang)) {
    const { code: blanked, errors } = blankCLike(code, lang as CLikeLanguage);
    const tokens = tokenize(blanked);
    return { blanked, tokens, errors: [...errors, ...checkBrackets(tokens)] };
  }
  if (lang === 'brightscript') {
    const { code: blanked, errors } = blankBrightScript(code);
    const tokens = tokenize(blanked, true);
    // Reference blocks hold signatures only: no `end sub` / `end function` to pair.
    const structure = reference ? [] : checkBrightScriptBlocks(blanked);
    return { blanked, tokens, errors: [...errors, ...checkBrackets(tokens), ...structure] };
  }
  if (lang === 'xml') {
    const { code: blanked, errors } = checkXml(code);
    return { blanked, tokens: [], errors };
  }
  return null;
}

/* ------------------------------------------------------------ placeholders */

const PLACEHOLDER_WORD = /\b(TODO|FIXME|XXX)\b|\blorem\b/i;
const ANGLE_PLACEHOLDER = /<(?:your|my|insert|enter|replace)[-_ ][^<>\n]*>|<[A-Z][A-Z0-9]*(?:[-_][A-Z0-9]+)+>/i;

function placeholderDiagnostics(lang: string, code: string, lexed: Lexed | null): { line: number; message: string }[] {
  const found: { line: number; message: string }[] = [];
  code.split('\n').forEach((text, line) => {
    const word = PLACEHOLDER_WORD.exec(text);
    // TODO and friends are case-sensitive; lorem is not.
    if (word && (word[0] === word[0].toUpperCase() || word[0].toLowerCase() === 'lorem')) {
      found.push({ line, message: `placeholder "${word[0]}"` });
    }
  });
  if (!lexed) return found;
  lexed.blanked.split('\n').forEach((text, line) => {
    const angle = lang === 'xml' ? null : ANGLE_PLACEHOLDER.exec(text);
    if (angle) found.push({ line, message: `placeholder "${angle[0]}"` });
    if (hasEllipsisPlaceholder(lang, text)) found.push({ line, message: 'placeholder "..." in code' });
  });
  if (lang === 'xml') {
    // In XML a placeholder looks like a tag or sits in text; attribute values are blanked already.
    lexed.blanked.split('\n').forEach((text, line) => {
      const angle = /<(?:your|my|insert|enter|replace)[-_][^<>\n]*>/i.exec(text);
      if (angle) found.push({ line, message: `placeholder "${angle[0]}"` });
    });
  }
  return found;
}

function hasEllipsisPlaceholder(lang: string, text: string): boolean {
  if (!text.includes('...')) return false;
  if (lang === 'swift') {
    // `...` is Swift's closed-range operator; only flag it standing alone or between brackets.
    return /^\s*\.\.\.\s*$|[([{,]\s*\.\.\.\s*[)\]},]/.test(text);
  }
  if (lang === 'java') {
    // Varargs: `String... names`.
    return /\.\.\./.test(text.replace(/[\w>\]]\.\.\.\s+[A-Za-z_]/g, ''));
  }
  return true;
}

/* ------------------------------------------------------------------- names */

function isIdent(token: Token | undefined, text?: string): token is Token {
  return token !== undefined && token.kind === 'ident' && (text === undefined || token.text === text);
}

function isPunct(token: Token | undefined, text: string): boolean {
  return token !== undefined && token.kind === 'punct' && token.text === text;
}

/** Index of the token closing the bracket opened at `open`, or -1. */
function matching(tokens: readonly Token[], open: number): number {
  const opener = tokens[open]!.text;
  const closer = opener === '(' ? ')' : opener === '[' ? ']' : '}';
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'punct') continue;
    if (t.text === opener) depth++;
    else if (t.text === closer && --depth === 0) return i;
  }
  return -1;
}

/** Index of the token opening the bracket closed at `close`, or -1. */
function matchingBack(tokens: readonly Token[], close: number): number {
  const closer = tokens[close]!.text;
  const opener = closer === ')' ? '(' : closer === ']' ? '[' : '{';
  let depth = 0;
  for (let i = close; i >= 0; i--) {
    const t = tokens[i]!;
    if (t.kind !== 'punct') continue;
    if (t.text === closer) depth++;
    else if (t.text === opener && --depth === 0) return i;
  }
  return -1;
}

/** Lambda / closure parameters in `(a, b)` or `(a: T, b: U)` or `(T a, U b)`. */
function markGroupParameters(tokens: readonly Token[], open: number, close: number, declared: Set<string>): void {
  for (let i = open + 1; i < close; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    if (t.kind === 'ident' && (isPunct(next, ',') || isPunct(next, ')') || isPunct(next, ':'))) declared.add(t.text);
  }
}

/** Identifiers the sample declares itself. */
function declaredNames(lang: string, tokens: readonly Token[]): Set<string> {
  const declared = new Set<string>();
  const keywords = KEYWORDS[lang] ?? new Set<string>();
  const add = (t: Token | undefined): void => {
    if (isIdent(t) && !keywords.has(t.text)) declared.add(lang === 'brightscript' ? t.text.toLowerCase() : t.text);
  };
  tokens.forEach((t, i) => {
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (lang === 'kotlin') {
      if (isIdent(t, 'val') || isIdent(t, 'var')) {
        if (isPunct(next, '(')) markGroupParameters(tokens, i + 1, matching(tokens, i + 1), declared);
        else add(next);
      }
      if (['class', 'object', 'interface', 'typealias'].some((k) => isIdent(t, k))) add(next);
      if (isIdent(t, 'fun')) {
        // The name is the identifier right before the parameter list (extensions: `fun Type.name(`).
        let j = i + 1;
        while (j < tokens.length && !isPunct(tokens[j], '(')) j++;
        add(tokens[j - 1]);
      }
      // Parameters, properties and lambda parameters with a type: `name: Type`.
      if (t.kind === 'ident' && isPunct(next, ':') && !isPunct(prev, '@') && !isPunct(prev, '?')) add(t);
      if (isPunct(t, '->')) markLambda(tokens, i, declared, keywords, ['{']);
      if (isIdent(t, 'in')) markForVariable(tokens, i, declared);
      if (isIdent(t, 'import') && isIdent(tokens[i + 1])) markImportAlias(tokens, i, declared);
    } else if (lang === 'java') {
      if (['class', 'interface', 'enum', 'record'].some((k) => isIdent(t, k))) add(next);
      // `Type name =`, `Type name;`, `(Type name)`, `for (Type name : xs)`, `Type method(`.
      const typeBefore =
        (isIdent(prev) && (!keywords.has(prev.text) || JAVA_TYPE_KEYWORDS.has(prev.text))) ||
        isPunct(prev, '>') ||
        isPunct(prev, ']');
      const endsDeclaration = ['=', ';', ',', ')', ':', '('].some((p) => isPunct(next, p));
      if (t.kind === 'ident' && typeBefore && endsDeclaration) add(t);
      if (isPunct(t, '->')) markLambda(tokens, i, declared, keywords, ['(', ',', '=']);
    } else if (lang === 'swift') {
      if (
        ['let', 'var', 'class', 'struct', 'enum', 'protocol', 'actor', 'typealias', 'associatedtype', 'case'].some(
          (k) => isIdent(t, k),
        )
      ) {
        if (isPunct(next, '(')) markGroupParameters(tokens, i + 1, matching(tokens, i + 1), declared);
        else add(next);
      }
      if (isIdent(t, 'func') || isIdent(t, 'init') || isIdent(t, 'subscript')) {
        if (isIdent(t, 'func')) add(next);
        let j = i + 1;
        while (j < tokens.length && !isPunct(tokens[j], '(') && !isPunct(tokens[j], '{')) j++;
        if (isPunct(tokens[j], '(')) {
          const close = matching(tokens, j);
          for (let k = j + 1; k < close; k++) {
            const p = tokens[k]!;
            // `label name: Type` and `name: Type`.
            if (
              p.kind === 'ident' &&
              (isPunct(tokens[k + 1], ':') || (isIdent(tokens[k + 1]) && isPunct(tokens[k + 2], ':')))
            )
              add(p);
          }
        }
      }
      if (isIdent(t, 'in')) markSwiftIn(tokens, i, declared, keywords);
    } else if (lang === 'brightscript') {
      const lower = t.text.toLowerCase();
      if ((lower === 'sub' || lower === 'function') && !isIdent(prev, 'end') && !isIdent(prev, 'End')) {
        let j = i + 1;
        if (isIdent(tokens[j])) add(tokens[j++]);
        if (isPunct(tokens[j], '(')) {
          const close = matching(tokens, j);
          for (let k = j + 1; k < close; k++) {
            const p = tokens[k]!;
            if (p.kind === 'ident' && (isPunct(tokens[k - 1], '(') || isPunct(tokens[k - 1], ','))) add(p);
          }
        }
      }
      if (lower === 'for') {
        if (isIdent(next) && next.text.toLowerCase() === 'each') add(tokens[i + 2]);
        else add(next);
      }
      // Statement-start assignment: `name = value` (first token of its line).
      if (t.kind === 'ident' && (prev === undefined || prev.line !== t.line) && isPunct(next, '=')) add(t);
      // `m.name = value` sets a field on the component's `m`.
      if (lower === 'm' && isPunct(next, '.') && isIdent(tokens[i + 2])) {
        const after = tokens[i + 3];
        if (
          isPunct(after, '=') ||
          (after?.kind === 'punct' && /^[+\-*/]$/.test(after.text) && isPunct(tokens[i + 4], '='))
        ) {
          add(tokens[i + 2]);
        }
      }
    }
  });
  return declared;
}

const JAVA_TYPE_KEYWORDS = new Set([
  'void',
  'int',
  'long',
  'double',
  'float',
  'boolean',
  'char',
  'byte',
  'short',
  'var',
]);

/** `{ a, b -> }`, `(a, b) ->`, `e ->`: marks lambda parameters before an arrow. */
function markLambda(
  tokens: readonly Token[],
  arrow: number,
  declared: Set<string>,
  keywords: Set<string>,
  starts: string[],
): void {
  const prev = tokens[arrow - 1];
  if (isPunct(prev, ')')) {
    const open = matchingBack(tokens, arrow - 1);
    // `val f: (Event) -> Unit` is a function type, not a lambda.
    if (open > 0 && !isPunct(tokens[open - 1], ':') && !isPunct(tokens[open - 1], '->')) {
      markGroupParameters(tokens, open, arrow - 1, declared);
    }
    return;
  }
  const { run, j } = identifiersBefore(tokens, arrow, keywords);
  if (run.length > 0 && j >= 0 && starts.some((s) => isPunct(tokens[j], s))) {
    for (const t of run) declared.add(t.text);
  }
}

/** The comma-separated identifiers right before `index` (lambda or closure parameters), and where they start. */
function identifiersBefore(
  tokens: readonly Token[],
  index: number,
  keywords: Set<string>,
): { run: Token[]; j: number } {
  const run: Token[] = [];
  let j = index - 1;
  while (j >= 0) {
    const t = tokens[j]!;
    if (t.kind === 'ident' && !keywords.has(t.text)) run.push(t);
    else if (!isPunct(t, ',')) break;
    j--;
  }
  return { run, j };
}

/** Kotlin `for (x in xs)` and `for ((a, b) in pairs)`. */
function markForVariable(tokens: readonly Token[], inIndex: number, declared: Set<string>): void {
  const prev = tokens[inIndex - 1];
  if (isIdent(prev) && isPunct(tokens[inIndex - 2], '(') && isIdent(tokens[inIndex - 3], 'for'))
    declared.add(prev.text);
  if (isPunct(prev, ')')) {
    const open = matchingBack(tokens, inIndex - 1);
    if (open > 1 && isPunct(tokens[open - 1], '(') && isIdent(tokens[open - 2], 'for')) {
      markGroupParameters(tokens, open, inIndex - 1, declared);
    }
  }
}

/** Swift `{ event in`, `{ [weak self] a, b in`, `{ (a: T) in`, `for x in`, `for try await x in`. */
function markSwiftIn(tokens: readonly Token[], inIndex: number, declared: Set<string>, keywords: Set<string>): void {
  const prev = tokens[inIndex - 1];
  if (isPunct(prev, ')')) {
    const open = matchingBack(tokens, inIndex - 1);
    if (open >= 0) markGroupParameters(tokens, open, inIndex - 1, declared);
    return;
  }
  const { run, j } = identifiersBefore(tokens, inIndex, keywords);
  const before = tokens[j];
  if (
    run.length > 0 &&
    (isPunct(before, '{') ||
      isPunct(before, ']') ||
      ['for', 'await', 'try', 'let', 'var'].some((k) => isIdent(before, k)))
  ) {
    for (const t of run) declared.add(t.text);
  }
}

/** Kotlin `import a.b.C as D` declares D. */
function markImportAlias(tokens: readonly Token[], importIndex: number, declared: Set<string>): void {
  const line = tokens[importIndex]!.line;
  for (let j = importIndex + 1; j < tokens.length && tokens[j]!.line === line; j++) {
    if (isIdent(tokens[j], 'as') && isIdent(tokens[j + 1])) declared.add(tokens[j + 1]!.text);
  }
}

/**
 * Token indexes not to check: package lines, and every segment of an import
 * path except the imported name (`import android.os.Bundle` checks `Bundle`).
 */
function skippedIndexes(tokens: readonly Token[]): Set<number> {
  const skipped = new Set<number>();
  tokens.forEach((t, i) => {
    const startsLine = i === 0 || tokens[i - 1]!.line !== t.line;
    if (!startsLine || !(isIdent(t, 'import') || isIdent(t, 'package'))) return;
    const onLine: number[] = [];
    for (let j = i; j < tokens.length && tokens[j]!.line === t.line; j++) onLine.push(j);
    for (const j of onLine) skipped.add(j);
    if (t.text === 'import') {
      const asAt = onLine.findIndex((j) => isIdent(tokens[j], 'as'));
      const path = asAt === -1 ? onLine : onLine.slice(0, asAt);
      const last = [...path].reverse().find((j) => isIdent(tokens[j]));
      if (last !== undefined && last !== i && !isPunct(tokens[last + 1], '*')) skipped.delete(last);
    }
  });
  return skipped;
}

/** Java sees Kotlin properties as getters and setters: `state` → `getState()`. */
function javaAccessorTarget(name: string): string[] {
  const m = /^(get|set|is)([A-Z]\w*)$/.exec(name);
  if (!m) return [];
  const base = m[2]!;
  return [base[0]!.toLowerCase() + base.slice(1), m[1] === 'is' ? name : base];
}

function unknownNames(lang: string, tokens: readonly Token[], names: PlatformNames): { line: number; name: string }[] {
  const keywords = KEYWORDS[lang] ?? new Set<string>();
  const fold = lang === 'brightscript' ? (s: string) => s.toLowerCase() : (s: string) => s;
  const declared = declaredNames(lang, tokens);
  const skipped = skippedIndexes(tokens);
  const reference = lang === 'brightscript' ? new Set([...names.reference].map(fold)) : names.reference;
  const allowed = lang === 'brightscript' ? new Set([...names.allowed].map(fold)) : names.allowed;
  const known = (name: string): boolean => {
    const key = fold(name);
    if (declared.has(key) || reference.has(key) || allowed.has(key)) return true;
    return lang === 'java' && javaAccessorTarget(name).some((n) => names.reference.has(n) || declared.has(n));
  };
  const found: { line: number; name: string }[] = [];
  const seen = new Set<string>();
  tokens.forEach((t, i) => {
    if (t.kind !== 'ident' || skipped.has(i) || keywords.has(fold(t.text))) return;
    // Annotations and attributes (`@Composable`, `@MainActor`) and labels (`return@launch`).
    if (isPunct(tokens[i - 1], '@')) return;
    // BrightScript associative-array keys (`{ url: "…" }`) are data, not names.
    if (lang === 'brightscript' && isPunct(tokens[i + 1], ':')) return;
    if (known(t.text)) return;
    const key = `${t.line}:${t.text}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ line: t.line, name: t.text });
  });
  return found;
}

/* -------------------------------------------------------------- reference */

/** Every identifier of the reference blocks, plus XML `id` / `name` attribute values. */
export function referenceNames(markdown: string): Set<string> {
  const names = new Set<string>();
  for (const block of extractCodeBlocks(markdown)) {
    if (!isReferenceBlock(block)) continue;
    if (block.lang === 'xml') {
      for (const m of block.code.matchAll(/\b(?:id|name)\s*=\s*"([A-Za-z_]\w*)"/g)) {
        names.add(m[1]!);
        names.add(m[1]!.toLowerCase());
      }
      continue;
    }
    const lexed = lex(block.lang, block.code, true);
    if (!lexed) continue;
    const keywords = KEYWORDS[block.lang] ?? new Set<string>();
    for (const t of lexed.tokens) {
      if (t.kind !== 'ident' || keywords.has(t.text)) continue;
      names.add(t.text);
      if (block.lang === 'brightscript') names.add(t.text.toLowerCase());
    }
  }
  return names;
}

export function parseAllowedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (line) names.add(line);
  }
  return names;
}

export function loadPlatformNames(siteRoot: string, platform: NativePlatform): PlatformNames {
  const reference = new Set<string>();
  for (const name of ['references.md', 'references.mdx']) {
    const file = join(siteRoot, 'docs/products/player', platform, name);
    if (existsSync(file)) for (const n of referenceNames(readFileSync(file, 'utf8'))) reference.add(n);
  }
  const allowedFile = join(siteRoot, 'sdk', platform, 'allowed-names.txt');
  const allowed = existsSync(allowedFile) ? parseAllowedNames(readFileSync(allowedFile, 'utf8')) : new Set<string>();
  return { reference, allowed };
}

/* ----------------------------------------------------------------- checks */

/** Checks one code block; lines in the result are 0-based inside the block. */
export function checkBlock(
  block: Pick<CodeBlock, 'lang' | 'meta' | 'code'>,
  names: PlatformNames,
  /** Earlier-line code of a migration guide (`legacy="6.x"`): every rule but the names. */
  options: { legacy?: boolean } = {},
): { line: number; rule: Rule; message: string; name?: string }[] {
  const lang = block.lang;
  if (!lang) return [{ line: -1, rule: 'untagged', message: 'code block without a language tag' }];
  const reference = isReferenceBlock(block);
  const lexed = LEXED.has(lang) ? lex(lang, block.code, reference) : null;
  const results: { line: number; rule: Rule; message: string; name?: string }[] = [];
  for (const e of lexed?.errors ?? []) results.push({ line: e.line, rule: 'syntax', message: `${lang}: ${e.message}` });
  for (const p of placeholderDiagnostics(lang, block.code, LEXED.has(lang) ? lexed : null)) {
    results.push({ line: p.line, rule: 'placeholder', message: p.message });
  }
  if (lexed && NAME_CHECKED.has(lang) && !reference && !options.legacy) {
    for (const u of unknownNames(lang, lexed.tokens, names)) {
      results.push({
        line: u.line,
        rule: 'name',
        name: u.name,
        message: `"${u.name}" is not declared in the sample, the platform reference or the allowed names`,
      });
    }
  }
  return results;
}

/** Checks every code block of one page. */
export function checkMarkdown(markdown: string, file: string, names: PlatformNames): Diagnostic[] {
  let blocks: CodeBlock[];
  try {
    blocks = extractCodeBlocks(markdown);
  } catch (error) {
    return [{ file, line: 1, rule: 'syntax', message: (error as Error).message }];
  }
  const diagnostics: Diagnostic[] = [];
  const legacy = legacyBlocks(file, blocks);
  for (const problem of legacy.problems) diagnostics.push({ file, rule: 'legacy', ...problem });
  for (const [index, block] of blocks.entries()) {
    for (const d of checkBlock(block, names, { legacy: legacy.accepted.has(index) })) {
      // Block lines are 0-based from the line after the opening fence.
      const line = d.line < 0 ? block.line : block.line + 1 + d.line;
      diagnostics.push({ file, line, rule: d.rule, message: d.message, ...(d.name ? { name: d.name } : {}) });
    }
  }
  return diagnostics;
}

function listPages(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) files.push(...listPages(full));
    else if (/\.mdx?$/.test(name)) files.push(full);
  }
  return files;
}

export const SITE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Checks every page under docs/products/player/{android,ios,roku}/. */
export function checkNativeSamples(
  siteRoot: string = SITE_ROOT,
  platforms: readonly NativePlatform[] = NATIVE_PLATFORMS,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const platform of platforms) {
    const names = loadPlatformNames(siteRoot, platform);
    for (const full of listPages(join(siteRoot, 'docs/products/player', platform))) {
      const file = relative(siteRoot, full).split(sep).join('/');
      diagnostics.push(...checkMarkdown(readFileSync(full, 'utf8'), file, names));
    }
  }
  return diagnostics;
}

export function formatDiagnostics(diagnostics: readonly Diagnostic[]): string {
  if (diagnostics.length === 0) return 'Native samples: no findings.';
  const lines = diagnostics.map((d) => `${d.file}:${d.line}  [${d.rule}]  ${d.message}`);
  return [...lines, '', `${diagnostics.length} finding(s).`].join('\n');
}

function main(): void {
  const diagnostics = checkNativeSamples();
  console.log(process.argv.includes('--json') ? JSON.stringify(diagnostics, null, 2) : formatDiagnostics(diagnostics));
  if (diagnostics.length > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
