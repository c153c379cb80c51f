/**
 * The highlighted lines of a fenced code block (`{16-32,51-55}` after its language) against the
 * block's code. A sample rewritten without its ranges highlights the wrong lines, and nothing else
 * reads them: each range must lie inside the block, open and close on a line with code, and be a
 * whole piece of code (every bracket it opens it closes, and it closes none it did not open).
 */
import { lineFinder, type Finding, type SourceFile } from './lib/sources';

/** A fenced block: its indentation, fence, info string and code (CommonMark: the same fence closes it). */
const FENCED_BLOCK = /^([ \t]*)(`{3,}|~{3,})([^\n]*)\n([\s\S]*?)^\1\2[ \t]*$/gm;
/** The ranges of an info string: `{1,4-6}`. */
const RANGES = /\{([\d,\s-]+)\}/;
/** String literals and line comments, whose brackets are not code. */
const NOT_CODE = /(["'`])(?:\\.|(?!\1)[^\\\n])*\1|\/\/.*$|(?:^|\s)#\s.*$/gm;

/** Why a range of `lines` is not a whole piece of highlighted code, or null. */
export function rangeProblem(lines: readonly string[], from: number, to: number): string | null {
  if (!(from >= 1 && to >= from)) return `the range ${from}-${to} is not a range of lines`;
  if (to > lines.length) return `the block has ${lines.length} lines`;
  const range = lines.slice(from - 1, to);
  if (!range[0]!.trim() || !range[range.length - 1]!.trim()) return 'the range opens or closes on a blank line';
  let depth = 0;
  for (const char of range.join('\n').replace(NOT_CODE, '')) {
    if ('{[('.includes(char)) depth += 1;
    else if ('}])'.includes(char)) depth -= 1;
    if (depth < 0) return 'the range closes a bracket it did not open';
  }
  return depth === 0 ? null : `the range leaves ${depth} bracket(s) open`;
}

/** Every highlighted range of the Markdown files that does not fit its block. */
export function highlightRangeFindings(files: readonly SourceFile[]): Finding[] {
  const findings: Finding[] = [];
  for (const file of files.filter((f) => /\.mdx?$/.test(f.path))) {
    const lineOf = lineFinder(file.text);
    for (const match of file.text.matchAll(FENCED_BLOCK)) {
      const [, , , info = '', code = ''] = match;
      const ranges = RANGES.exec(info)?.[1];
      if (!ranges) continue;
      const lines = code.replace(/\n$/, '').split('\n');
      for (const part of ranges.split(',').map((p) => p.trim())) {
        const [from, to = from] = part.split('-').map(Number) as [number, number?];
        const problem = rangeProblem(lines, from, to);
        if (!problem) continue;
        findings.push({
          file: file.path,
          line: lineOf(match.index),
          rule: 'highlight-range',
          found: `the highlighted lines {${part}}: ${problem}`,
          expected: 'a highlighted range is a whole piece of the block’s code (move the ranges with the code)',
        });
      }
    }
  }
  return findings;
}
