/**
 * Rows of cells as a plain-text table for a terminal: columns padded to their widest cell, the
 * first row and the first two columns left-aligned, the other cells (figures) right-aligned.
 */
export function textTable(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, col) => Math.max(...rows.map((row) => (row[col] ?? '').length))) ?? [];
  return rows
    .map((row, r) =>
      row
        .map((cell, col) => (r > 0 && col >= 2 ? cell.padStart(widths[col] ?? 0) : cell.padEnd(widths[col] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
