/** `text` as inline code, with a longer fence when it holds backticks. */
export function inlineCode(text: string): string {
  const flat = flatten(text);
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** Text for a table cell: one line, pipes escaped. */
export function tableCell(text: string): string {
  return flatten(text).replaceAll('|', '\\|');
}

/** One line: every run of whitespace (line breaks, tabs) becomes one space. */
export function flatten(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A paragraph of free text: tabs as spaces, no trailing spaces, at most one blank line in a row. */
export function paragraph(text: string): string {
  return text
    .replaceAll('\t', '    ')
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** `a`, `a and b`, `a, b and c`. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}
