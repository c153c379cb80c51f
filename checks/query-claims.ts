/**
 * Filter parameters the docs name, against the OpenAPI operations (rule `filter-parameter`). A
 * `filter[…]` written in a page, a catalogue or a spec's description (`filter[updatedAt][gte]`,
 * `filter[deliveries.status]`) must be a query parameter of at least one operation: an example of
 * the syntax that no operation takes is copied as written and answered `400` `E-9102`. The generic
 * forms (`filter[field]`, `filter[...]`) are the syntax itself, and a problem's pointer
 * (`#/query/filter[genre]`) names what a refused request sent.
 */
import type { ApiIndex } from './http-examples';
import { type Finding, type SourceFile, lineFinder } from './lib/sources';

const FILTER = /(#\/query\/)?\bfilter\[([^\]\s]*)\](?:\[([a-z]+)\])?/g;
const GENERIC = new Set(['field', '...', '…', '']);

/** The query parameters of every operation whose name starts with `filter[`. */
export function filterParameters(index: ApiIndex): Set<string> {
  return new Set(
    index.operations.flatMap((op) =>
      op.parameters
        .map(({ node }) => node)
        .filter((p) => p.in === 'query' && typeof p.name === 'string' && p.name.startsWith('filter['))
        .map((p) => p.name as string),
    ),
  );
}

export function checkFilterClaims(files: readonly SourceFile[], index: ApiIndex): Finding[] {
  const known = filterParameters(index);
  const findings: Finding[] = [];
  for (const file of files) {
    if (!/^(docs|versioned_docs|catalog|sdk|api)\//.test(file.path)) continue;
    const lineOf = lineFinder(file.text);
    for (const match of file.text.matchAll(FILTER)) {
      const [name, pointer, field] = match;
      if (pointer || GENERIC.has(field!)) continue;
      const parameter = name.slice(pointer?.length ?? 0);
      if (known.has(parameter)) continue;
      findings.push({
        file: file.path,
        line: lineOf(match.index),
        rule: 'filter-parameter',
        found: `the query parameter ${parameter}`,
        expected:
          'no operation takes it (a filter no operation declares is 400 E-9102): name one an operation declares',
      });
    }
  }
  return findings;
}
