/** Writing Markdown (MDX) safely from OpenAPI text. */

/**
 * Escapes text for MDX outside code spans: braces would start expressions and angle brackets tags.
 * Inline code (`...`) is kept as it is.
 */
export function mdText(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(/[{}]/g, (c) => `\\${c}`)
            .replace(/</g, '&lt;')
            .replace(/>/g, '&gt;'),
    )
    .join('');
}

/** Text for a table cell: one line, pipes escaped. */
export function mdCell(text: string): string {
  return mdText(text.replace(/\s*\n\s*/g, ' ').trim()).replace(/\|/g, '\\|');
}

/** A Markdown table; cells are written with mdCell unless `raw` (already Markdown). */
export function mdTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  const table = [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
  // The wrapper gives reference tables their layout; every generated page imports it.
  return `<ApiTable>\n\n${table}\n\n</ApiTable>`;
}

/** A fenced code block whose fence is longer than any backtick run in the code. */
export function mdCode(code: string, language: string, title?: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const meta = title ? ` title=${JSON.stringify(title)}` : '';
  return `${fence}${language}${meta}\n${code}\n${fence}`;
}

/** A JSON string for front matter (YAML accepts JSON strings). */
export function yamlString(text: string): string {
  return JSON.stringify(text);
}

/** The first sentence of a text, for descriptions. */
export function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const match = /^(.+?[.!?])(\s|$)/.exec(flat);
  return match?.[1] ?? flat;
}

/** Paragraphs of an OpenAPI description, escaped for MDX. */
export function mdParagraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => mdText(p.replace(/\s*\n\s*/g, ' ').trim()))
    .filter(Boolean)
    .join('\n\n');
}
