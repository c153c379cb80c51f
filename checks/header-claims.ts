/**
 * Request headers that prose calls required or optional, against the OpenAPI operations that take
 * them (rule `header-required`). A sentence, list item or table row of the current docs that names
 * a header parameter and says it is required (or optional) fails when none (or all) of the
 * operations it speaks of require it. The operations are the ones the sentence names (by
 * operationId in words, `get remote config`, or by summary), else every operation that takes the
 * header. A sentence that makes an exception (`but`, `except`, `unless`) is left to the reader.
 */
import type { ApiIndex } from './http-examples';
import { sentences } from './facts';
import { type Finding, type SourceFile, lineFinder } from './lib/sources';

interface HeaderUse {
  file: string;
  operation: string;
  summary: string;
  required: boolean;
}

const REQUIRED = /\b(?:required|mandatory|must (?:send|carry|include|set|have)|needs?|is needed)\b/i;
const OPTIONAL =
  /\b(?:optional|not required|may (?:be )?(?:omit\w*|left out|leave (?:it )?out)|can be (?:omitted|left out))\b/i;
const EXCEPTION = /\b(?:but|except|unless|other than|apart from)\b/i;

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[_-]+/g, ' ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The text with its fenced code blocks blanked, line for line (samples are checked as HTTP examples). */
function withoutCode(text: string): string {
  let fence: string | null = null;
  return text
    .split('\n')
    .map((line) => {
      const opens = /^[ \t]*(```+|~~~+)/.exec(line);
      if (fence !== null) {
        if (opens && opens[1]!.startsWith(fence)) fence = null;
        return '';
      }
      if (opens) {
        fence = opens[1]!;
        return '';
      }
      return line;
    })
    .join('\n');
}

/** Each header parameter of the documents with the operations that take it. */
export function headerUses(index: ApiIndex): Map<string, HeaderUse[]> {
  const uses = new Map<string, HeaderUse[]>();
  for (const op of index.operations) {
    for (const { node } of op.parameters) {
      if (node.in !== 'header' || typeof node.name !== 'string') continue;
      const list = uses.get(node.name) ?? [];
      list.push({
        file: op.file,
        operation: typeof op.node.operationId === 'string' ? op.node.operationId : `${op.method} ${op.template}`,
        summary: typeof op.node.summary === 'string' ? op.node.summary : '',
        required: node.required === true,
      });
      uses.set(node.name, list);
    }
  }
  return uses;
}

/** The current docs' claims that a header is required or optional, against the operations. */
export function checkHeaderClaims(files: readonly SourceFile[], index: ApiIndex): Finding[] {
  const uses = headerUses(index);
  const findings: Finding[] = [];
  for (const file of files) {
    if (!file.path.startsWith('docs/') || !/\.mdx?$/.test(file.path)) continue;
    const lineOf = lineFinder(file.text);
    for (const sentence of sentences(withoutCode(file.text))) {
      for (const [header, all] of uses) {
        // As headers are written in prose: `Accept`, not the verb.
        const at = sentence.text.search(new RegExp(`(?<![\\w-])${header.replace(/[-]/g, '\\-')}(?![\\w-])`));
        if (at < 0 || EXCEPTION.test(sentence.text)) continue;
        const says = OPTIONAL.test(sentence.text) ? 'optional' : REQUIRED.test(sentence.text) ? 'required' : null;
        if (!says) continue;
        const text = ` ${words(sentence.text)} `;
        const named = all.filter(
          (u) => text.includes(` ${words(u.operation)} `) || (u.summary && text.includes(` ${words(u.summary)} `)),
        );
        const scope = named.length > 0 ? named : all;
        const required = scope.filter((u) => u.required);
        const wrong = says === 'optional' ? required.length === scope.length : required.length === 0;
        if (!wrong) continue;
        findings.push({
          file: file.path,
          line: lineOf(sentence.offset + at),
          rule: 'header-required',
          found: `"${sentence.text.replace(/\s+/g, ' ').trim().slice(0, 140)}" calls ${header} ${says}`,
          expected: `${named.length > 0 ? named.map((u) => u.operation).join(', ') : 'every operation that takes it'} ${
            says === 'optional' ? 'requires' : 'leaves it optional'
          } (${[...new Set(scope.map((u) => u.file))].join(', ')}, parameter ${header})`,
        });
      }
    }
  }
  return findings;
}
