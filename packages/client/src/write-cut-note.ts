import type { OutputShaping } from './compile-output-shaping.js';
import type { AnswerCut } from './shape-answer.js';

/**
 * The note that ends a cut answer, for the model that reads it: what was left out, and how to get the rest
 * (the tool's paging arguments, a narrower expression in its select argument), or that this tool cannot.
 */
export function writeCutNote(cut: AnswerCut, shaping: OutputShaping): string {
  const parts: string[] = [];
  if (cut.items) parts.push(`showing the first ${cut.items.kept} of ${cut.items.total} items`);
  if (cut.chars) parts.push(`${cut.chars.kept} of ${cut.chars.total} characters`);
  const what = cut.items && cut.chars ? `${parts[0]} (${parts[1]})` : parts[0] === undefined ? '' : parts[0];
  const ways: string[] = [];
  if (shaping.pageArguments.length > 0) {
    ways.push(`call the tool again with ${quoteList(shaping.pageArguments)} to page through the rest`);
  }
  if (shaping.selectArgument !== undefined) {
    ways.push(
      `pass a narrower JMESPath expression in "${shaping.selectArgument}" to keep only the items and fields you need`,
    );
  }
  const how =
    ways.length > 0
      ? `To get the rest, ${ways.join(', or ')}.`
      : 'This tool has no argument to get the rest.';
  return `[Answer cut: ${what}. ${how}]`;
}

function quoteList(names: readonly string[]): string {
  const quoted = names.map((name) => `"${name}"`);
  return quoted.length === 1 ? `its ${quoted[0]} argument` : `its ${quoted.join(', ')} arguments`;
}
