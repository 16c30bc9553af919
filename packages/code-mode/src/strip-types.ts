import { transform } from 'sucrase';
import { CodeRunError } from './code-run-error.js';

/**
 * JavaScript from the code of a run, which may be TypeScript: sucrase removes the types and keeps every
 * line where it was, so line numbers of errors stay those of the code. `firstLine` is the line of the
 * code in `source` (the code is wrapped in a function before it runs).
 */
export function stripTypes(source: string, firstLine: number): string {
  try {
    return transform(source, { transforms: ['typescript'], disableESTransforms: true }).code;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /\((\d+):(\d+)\)/.exec(message);
    const line = position === null ? undefined : Number(position[1]) - firstLine + 1;
    const reason = message.replace(/\s*\(\d+:\d+\)\s*$/, '');
    throw new CodeRunError(
      'CODE_SYNTAX_ERROR',
      `The code does not parse${line === undefined ? '' : ` (line ${line})`}: ${reason}.`,
      line === undefined ? { cause: error } : { line, cause: error },
    );
  }
}
