import type { ToolOutput } from '@mci/schema/internal';

/**
 * Characters of an imported tool's answer a model reads at most: about 25 000 tokens, the largest tool
 * result some hosts accept (a list call of a big API can answer half a megabyte).
 */
export const IMPORTED_MAX_CHARS = 100_000;

/** The name of the argument that lets the model project an imported tool's answer with JMESPath. */
export const SELECT_ARGUMENT = 'mci_select';

/**
 * The `output` of an imported tool: answers capped at `IMPORTED_MAX_CHARS`, and a select argument for the
 * model, named so that it is none of the tool's own properties (`mci_select`, else `mci_select_2`, ...).
 */
export function importedOutput(properties: Readonly<Record<string, unknown>>): ToolOutput {
  let selectArgument = SELECT_ARGUMENT;
  for (let index = 2; Object.hasOwn(properties, selectArgument); index += 1) {
    selectArgument = `${SELECT_ARGUMENT}_${index}`;
  }
  return { maxChars: IMPORTED_MAX_CHARS, selectArgument };
}
