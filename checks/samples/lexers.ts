/**
 * Small lexers for the native sample checks: enough of Kotlin, Java, Swift,
 * Groovy, BrightScript and XML to blank out strings and comments, split the
 * rest into tokens and check that blocks are balanced. They do not parse.
 */

export interface LexError {
  /** 0-based line inside the code block. */
  line: number;
  message: string;
}

export interface Token {
  kind: 'ident' | 'number' | 'punct';
  text: string;
  /** 0-based line inside the code block. */
  line: number;
}

export type CLikeLanguage = 'kotlin' | 'java' | 'swift' | 'groovy';

interface CLikeOptions {
  /** How string templates open: Kotlin/Groovy `${`, Swift `\(`. */
  template: 'dollar' | 'backslash' | null;
  /** `'a'` is a character literal (Kotlin, Java). */
  charLiteral: boolean;
  /** `'abc'` and `'''abc'''` are strings (Groovy). */
  singleQuoteString: boolean;
  /** Block comments nest (Kotlin, Swift). */
  nestedComments: boolean;
  /** `#"raw"#` strings (Swift). */
  rawHashStrings: boolean;
}

const C_LIKE: Record<CLikeLanguage, CLikeOptions> = {
  kotlin: {
    template: 'dollar',
    charLiteral: true,
    singleQuoteString: false,
    nestedComments: true,
    rawHashStrings: false,
  },
  java: { template: null, charLiteral: true, singleQuoteString: false, nestedComments: false, rawHashStrings: false },
  swift: {
    template: 'backslash',
    charLiteral: false,
    singleQuoteString: false,
    nestedComments: true,
    rawHashStrings: true,
  },
  groovy: {
    template: 'dollar',
    charLiteral: false,
    singleQuoteString: true,
    nestedComments: false,
    rawHashStrings: false,
  },
};

export interface Blanked {
  /** The code with every string and comment replaced by spaces (newlines kept). */
  code: string;
  errors: LexError[];
}

function lineOf(src: string, index: number): number {
  let line = 0;
  for (let i = 0; i < index && i < src.length; i++) if (src[i] === '\n') line++;
  return line;
}

/** Blanks strings (template expressions included), characters and comments. */
export function blankCLike(src: string, lang: CLikeLanguage): Blanked {
  const opt = C_LIKE[lang];
  const out = src.split('');
  const errors: LexError[] = [];
  const n = src.length;
  const blank = (from: number, to: number): void => {
    for (let k = from; k < to && k < n; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  const fail = (at: number, message: string): void => {
    errors.push({ line: lineOf(src, at), message });
  };

  /** Scans code from `i` to the `closer` at depth 0 (or the end); returns its index. */
  const code = (start: number, closer: '}' | ')' | null): number => {
    let i = start;
    let depth = 0;
    const opener = closer === '}' ? '{' : '(';
    while (i < n) {
      const c = src[i]!;
      const next = src[i + 1];
      if (closer !== null) {
        if (c === opener) depth++;
        else if (c === closer) {
          if (depth === 0) return i;
          depth--;
        }
      }
      if (c === '/' && next === '/') {
        const eol = src.indexOf('\n', i);
        const end = eol === -1 ? n : eol;
        blank(i, end);
        i = end;
      } else if (c === '/' && next === '*') {
        i = comment(i);
      } else if (c === '"') {
        i = string(i, '"');
      } else if (c === "'" && opt.singleQuoteString) {
        i = string(i, "'");
      } else if (c === "'" && opt.charLiteral) {
        i = charLiteral(i);
      } else if (c === '#' && next === '"' && opt.rawHashStrings) {
        i = rawHashString(i);
      } else {
        i++;
      }
    }
    if (closer !== null) fail(start, `unterminated string template`);
    return n;
  };

  const comment = (start: number): number => {
    let i = start + 2;
    let depth = 1;
    while (i < n && depth > 0) {
      if (src.startsWith('*/', i)) {
        depth--;
        i += 2;
      } else if (opt.nestedComments && src.startsWith('/*', i)) {
        depth++;
        i += 2;
      } else i++;
    }
    if (depth > 0) fail(start, 'unterminated block comment');
    blank(start, i);
    return i;
  };

  const string = (start: number, quote: '"' | "'"): number => {
    const triple = src.startsWith(quote.repeat(3), start);
    let i = start + (triple ? 3 : 1);
    let closed = false;
    while (i < n) {
      const c = src[i]!;
      if (c === '\\') {
        if (opt.template === 'backslash' && src[i + 1] === '(') {
          i = code(i + 2, ')') + 1;
          continue;
        }
        i += 2;
        continue;
      }
      if (opt.template === 'dollar' && c === '$' && src[i + 1] === '{') {
        i = code(i + 2, '}') + 1;
        continue;
      }
      if (triple && src.startsWith(quote.repeat(3), i)) {
        i += 3;
        while (src[i] === quote) i++;
        closed = true;
        break;
      }
      if (!triple && c === quote) {
        i++;
        closed = true;
        break;
      }
      if (!triple && c === '\n') break;
      i++;
    }
    if (!closed) fail(start, 'unterminated string');
    blank(start, i);
    return i;
  };

  const charLiteral = (start: number): number => {
    let i = start + 1;
    while (i < n && src[i] !== "'" && src[i] !== '\n') i += src[i] === '\\' ? 2 : 1;
    if (src[i] !== "'") {
      fail(start, 'unterminated character literal');
      blank(start, i);
      return i;
    }
    blank(start, i + 1);
    return i + 1;
  };

  const rawHashString = (start: number): number => {
    let hashes = 0;
    while (src[start + hashes] === '#') hashes++;
    const close = '"' + '#'.repeat(hashes);
    const end = src.indexOf(close, start + hashes + 1);
    if (end === -1) {
      fail(start, 'unterminated raw string');
      blank(start, n);
      return n;
    }
    blank(start, end + close.length);
    return end + close.length;
  };

  code(0, null);
  return { code: out.join(''), errors };
}

/** Blanks BrightScript strings (`""` escapes a quote) and comments (`'` and `rem`). */
export function blankBrightScript(src: string): Blanked {
  const out = src.split('');
  const errors: LexError[] = [];
  const lines = src.split('\n');
  let offset = 0;
  lines.forEach((text, lineIndex) => {
    let i = 0;
    let statementStart = true;
    while (i < text.length) {
      const c = text[i]!;
      if (c === '"') {
        let j = i + 1;
        let closed = false;
        while (j < text.length) {
          if (text[j] === '"') {
            if (text[j + 1] === '"') {
              j += 2;
              continue;
            }
            closed = true;
            j++;
            break;
          }
          j++;
        }
        if (!closed) errors.push({ line: lineIndex, message: 'unterminated string' });
        for (let k = i; k < j; k++) out[offset + k] = ' ';
        i = j;
        statementStart = false;
        continue;
      }
      const isRem = statementStart && /^rem\b/i.test(text.slice(i));
      if (c === "'" || isRem) {
        for (let k = i; k < text.length; k++) out[offset + k] = ' ';
        break;
      }
      if (c === ':') statementStart = true;
      else if (!/\s/.test(c)) statementStart = false;
      i++;
    }
    offset += text.length + 1;
  });
  return { code: out.join(''), errors };
}

const TOKEN =
  /0[xX][0-9a-fA-F_]+[a-zA-Z]*|&[hH][0-9a-fA-F]+|\d[\d_]*(?:\.\d+)?(?:[eE][+-]?\d+)?[a-zA-Z]*|[A-Za-z_][A-Za-z0-9_]*[$%!#&]?|->|::|\.\.\.|\.\.|\?\.|\?:|[^\sA-Za-z0-9_]/g;

/** Splits blanked code into tokens. BrightScript type suffixes (`name$`) stay on the name. */
export function tokenize(blanked: string, brightscript = false): Token[] {
  const tokens: Token[] = [];
  blanked.split('\n').forEach((text, line) => {
    for (const match of text.matchAll(TOKEN)) {
      let value = match[0];
      if (/^[A-Za-z_]/.test(value)) {
        if (!brightscript && /[$%!#&]$/.test(value)) value = value.slice(0, -1);
        tokens.push({ kind: 'ident', text: value, line });
      } else if (/^[0-9&]/.test(value) && value.length > 1) tokens.push({ kind: 'number', text: value, line });
      else if (/^[0-9]/.test(value)) tokens.push({ kind: 'number', text: value, line });
      else tokens.push({ kind: 'punct', text: value, line });
    }
  });
  return tokens;
}

const PAIRS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/** Checks that (), [] and {} are balanced and properly nested. */
export function checkBrackets(tokens: readonly Token[]): LexError[] {
  const stack: Token[] = [];
  const errors: LexError[] = [];
  for (const token of tokens) {
    if (token.kind !== 'punct') continue;
    if (token.text === '(' || token.text === '[' || token.text === '{') stack.push(token);
    else if (token.text in PAIRS) {
      const open = stack.pop();
      if (!open) errors.push({ line: token.line, message: `unmatched "${token.text}"` });
      else if (open.text !== PAIRS[token.text]) {
        errors.push({
          line: token.line,
          message: `"${token.text}" closes "${open.text}" opened at block line ${open.line + 1}`,
        });
        return errors;
      }
    }
  }
  for (const open of stack) errors.push({ line: open.line, message: `"${open.text}" is never closed` });
  return errors;
}

interface OpenBlock {
  kind: string;
  line: number;
}

/**
 * BrightScript block structure, line by line: sub, function (named or
 * anonymous), block if (nothing after `then`), for / for each, while, try.
 */
export function checkBrightScriptBlocks(blanked: string): LexError[] {
  const errors: LexError[] = [];
  const stack: OpenBlock[] = [];
  const close = (kind: string, line: number, word: string): void => {
    const open = stack.pop();
    if (!open) errors.push({ line, message: `"${word}" without an open "${kind}"` });
    else if (open.kind !== kind) {
      errors.push({ line, message: `"${word}" closes "${open.kind}" opened at block line ${open.line + 1}` });
      stack.push(open);
    }
  };
  blanked.split('\n').forEach((text, line) => {
    const words = text
      .trim()
      .toLowerCase()
      .split(/[^a-z0-9_$%!#&]+/)
      .filter(Boolean);
    if (words.length === 0 || text.trim().startsWith('#')) return;
    const [first, second] = words;
    if (first === 'if') {
      const then = words.indexOf('then');
      if (then === -1 || then === words.length - 1) stack.push({ kind: 'if', line });
      return;
    }
    if (first === 'for') stack.push({ kind: 'for', line });
    else if (first === 'while') stack.push({ kind: 'while', line });
    else if (first === 'try') stack.push({ kind: 'try', line });
    else if (first === 'endif' || (first === 'end' && second === 'if')) close('if', line, 'end if');
    else if (first === 'endfor' || first === 'next' || (first === 'end' && second === 'for'))
      close('for', line, 'end for');
    else if (first === 'endwhile' || (first === 'end' && second === 'while')) close('while', line, 'end while');
    else if (first === 'endtry' || (first === 'end' && second === 'try')) close('try', line, 'end try');
    // sub and function can open anywhere on a line (anonymous functions) and close on the same line.
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      const prev = words[i - 1];
      if ((word === 'sub' || word === 'function') && prev !== 'end' && prev !== 'exit') {
        stack.push({ kind: word, line });
      } else if (word === 'endsub' || word === 'endfunction') {
        close(word.slice(3), line, `end ${word.slice(3)}`);
      } else if (prev === 'end' && (word === 'sub' || word === 'function')) {
        close(word, line, `end ${word}`);
      }
    }
  });
  for (const open of stack) errors.push({ line: open.line, message: `"${open.kind}" is never closed` });
  return errors;
}

/** Blanks XML comments, CDATA and attribute values; checks that tags are well formed and nested. */
export function checkXml(src: string): Blanked {
  const errors: LexError[] = [];
  const out = src.split('');
  const blank = (from: number, to: number): void => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  const stack: { name: string; at: number }[] = [];
  let i = 0;
  while (i < src.length) {
    const lt = src.indexOf('<', i);
    if (lt === -1) break;
    const rest = src.slice(lt);
    const special = /^(<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>)/.exec(rest);
    if (special) {
      if (rest.startsWith('<!--') || rest.startsWith('<![CDATA[')) blank(lt, lt + special[0].length);
      i = lt + special[0].length;
      continue;
    }
    const tag = /^<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/.exec(rest);
    if (!tag) {
      errors.push({ line: lineOf(src, lt), message: 'malformed tag' });
      i = lt + 1;
      continue;
    }
    const [whole, slash, name, attrs, selfClose] = tag;
    for (const value of attrs!.matchAll(/=\s*("[^"]*"|'[^']*')/g)) {
      const at = lt + 1 + slash!.length + name!.length + value.index + value[0].indexOf(value[1]!);
      blank(at, at + value[1]!.length);
    }
    if (slash && selfClose) errors.push({ line: lineOf(src, lt), message: `malformed closing tag </${name}/>` });
    else if (slash) {
      const open = stack.pop();
      if (!open) errors.push({ line: lineOf(src, lt), message: `</${name}> without an open tag` });
      else if (open.name !== name) {
        errors.push({
          line: lineOf(src, lt),
          message: `</${name}> closes <${open.name}> opened at block line ${lineOf(src, open.at) + 1}`,
        });
        stack.push(open);
      }
    } else if (!selfClose) stack.push({ name: name!, at: lt });
    i = lt + whole.length;
  }
  for (const open of stack) errors.push({ line: lineOf(src, open.at), message: `<${open.name}> is never closed` });
  return { code: out.join(''), errors };
}
