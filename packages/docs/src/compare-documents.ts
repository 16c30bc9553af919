/** How a committed document differs from the one generated now. */
export interface DocumentDifference {
  /** First differing line, 1-based, in both documents. */
  readonly firstLine: number;
  /** Lines of the committed document that the generated one replaces (`firstLine` to this, inclusive). */
  readonly committedLines: readonly string[];
  /** Lines of the generated document in their place. */
  readonly generatedLines: readonly string[];
  /** A few lines for people: where they differ, with `-` (committed) and `+` (generated) lines. */
  readonly summary: string;
}

/**
 * Compares a committed document with the one generated now, line by line (line endings ignored).
 * Undefined when they are the same; otherwise the block of lines from the first to the last difference.
 */
export function compareDocuments(
  committed: string,
  generated: string,
  options: { maxLines?: number } = {},
): DocumentDifference | undefined {
  const before = splitLines(committed);
  const after = splitLines(generated);
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  if (start === before.length && start === after.length) return undefined;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore -= 1;
    endAfter -= 1;
  }
  const committedLines = before.slice(start, endBefore);
  const generatedLines = after.slice(start, endAfter);
  const maxLines = options.maxLines ?? 10;
  const shown = [
    ...committedLines.slice(0, maxLines).map((line) => `- ${line}`.trimEnd()),
    ...more(committedLines.length - maxLines),
    ...generatedLines.slice(0, maxLines).map((line) => `+ ${line}`.trimEnd()),
    ...more(generatedLines.length - maxLines),
  ];
  const where =
    committedLines.length === 0
      ? `${lines(generatedLines.length)} missing at line ${start + 1}`
      : `${committedLines.length === 1 ? `line ${start + 1} differs` : `lines ${start + 1}-${endBefore} differ`} (${lines(committedLines.length)} now ${generatedLines.length})`;
  return { firstLine: start + 1, committedLines, generatedLines, summary: [where, ...shown].join('\n') };
}

function splitLines(text: string): string[] {
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

function more(count: number): string[] {
  return count > 0 ? [`  ... ${lines(count)} more`] : [];
}

function lines(count: number): string {
  return `${count} line${count === 1 ? '' : 's'}`;
}
