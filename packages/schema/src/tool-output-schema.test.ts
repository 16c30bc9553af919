import { describe, expect, it } from 'vitest';
import { MciFileError } from './mci-file-error.js';
import { parseMainFile } from './parse-main-file.js';

const fileWith = (output: string) =>
  `schemaVersion: "1.0"\ntools:\n  - name: list\n    execution: { type: text, text: "[]" }\n    output: ${output}\n`;

function diagnosticsOf(text: string) {
  try {
    parseMainFile(text, { filePath: 'mci.yaml' });
  } catch (error) {
    if (MciFileError.isInstance(error)) return error.diagnostics;
    throw error;
  }
  return [];
}

describe('output of a tool', () => {
  it('is read with its four fields', () => {
    const parsed = parseMainFile(
      fileWith('{ select: "[].id", maxItems: 10, maxChars: 1000, selectArgument: mci_select }'),
      { filePath: 'mci.yaml' },
    );
    expect(parsed.value.tools[0]?.output).toEqual({
      select: '[].id',
      maxItems: 10,
      maxChars: 1000,
      selectArgument: 'mci_select',
    });
  });

  it('refuses counts below 1 and argument names a model or a template cannot use, with positions', () => {
    const diagnostics = diagnosticsOf(
      fileWith('{ maxItems: 0, maxChars: 2.5, selectArgument: "my select" }'),
    );
    expect(diagnostics.map(({ path, line, column }) => ({ path, line, column }))).toEqual([
      { path: 'tools[0].output.maxItems', line: 5, column: 25 },
      { path: 'tools[0].output.maxChars', line: 5, column: 38 },
      { path: 'tools[0].output.selectArgument', line: 5, column: 59 },
    ]);
    expect(diagnostics[2]?.message).toBe(
      'expected a name of letters, digits and "_", not starting with a digit',
    );
  });

  it('warns about an unknown field of output, suggesting the known one', () => {
    const parsed = parseMainFile(fileWith('{ maxItem: 3 }'), { filePath: 'mci.yaml' });
    expect(parsed.warnings.map((warning) => warning.message)).toEqual([
      'unknown field "maxItem" is ignored; did you mean "maxItems"?',
    ]);
  });
});
