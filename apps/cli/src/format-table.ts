export interface TableSettings {
  /** Terminal width: the last column is cut to fit it. No cutting when undefined. */
  width?: number;
  /** Styles the header row (bold on a colour terminal). */
  header?: (text: string) => string;
}

const maxColumnWidth = 40;
const minLastColumnWidth = 10;
const gap = '  ';

/**
 * Aligned columns of plain text; cells are flattened to one line and long cells end with "…", except in
 * the first column (names, which users copy), which is always shown whole.
 */
export function formatTable(
  headers: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
  settings: TableSettings = {},
): string {
  const cells = [headers, ...rows].map((row) => row.map((cell) => cell.replace(/\s+/g, ' ').trim()));
  const leading = headers.slice(0, -1).map((_, column) => {
    const widest = Math.max(...cells.map((row) => row[column]?.length ?? 0));
    return column === 0 ? widest : Math.min(maxColumnWidth, widest);
  });
  const used = leading.reduce((sum, width) => sum + width + gap.length, 0);
  const lastWidth =
    settings.width === undefined
      ? Number.POSITIVE_INFINITY
      : Math.max(minLastColumnWidth, settings.width - used);

  const lines = cells.map((row) => {
    const padded = leading.map((width, column) => cut(row[column] ?? '', width).padEnd(width));
    return [...padded, cut(row.at(-1) ?? '', lastWidth)].join(gap).trimEnd();
  });
  const [head = '', ...body] = lines;
  return [settings.header ? settings.header(head) : head, ...body].join('\n');
}

function cut(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, Math.max(0, width - 1))}…`;
}
