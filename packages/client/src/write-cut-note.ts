import type { OutputShaping } from './compile-output-shaping.js';

/** What was cut from an answer, for the note that ends it: items of a top-level array, or characters. */
export type AnswerCut =
  | {
      readonly unit: 'items';
      readonly kept: number;
      readonly total: number;
      /** Set when the items kept are the most whose JSON fits in `maxChars` characters. */
      readonly maxChars?: number;
    }
  | { readonly unit: 'characters'; readonly kept: number; readonly total: number };

/**
 * The note that ends a cut answer, for the model that reads it: what was left out, and how to get the rest
 * (the tool's paging arguments, a narrower expression in its select argument), or that this tool cannot.
 */
export function writeCutNote(cut: AnswerCut, shaping: OutputShaping): string {
  const fit = cut.unit === 'items' && cut.maxChars !== undefined;
  const what = `showing the first ${cut.kept} of ${cut.total} ${cut.unit}${fit ? `, the most that fit in ${cut.maxChars} characters` : ''}`;
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
