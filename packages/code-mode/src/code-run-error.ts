import { MciError } from '@mci/schema';
import type { CodeModeErrorCode } from './code-mode-error-codes.js';

/**
 * Why a code run ended without an answer: a limit of the sandbox (time, memory, tool calls, output), a
 * cancellation, code that does not parse, an uncaught throw, or a wait nothing can end. The message is
 * meant for the model that wrote the code; it holds what the code printed or threw, never host data.
 */
export class CodeRunError extends MciError<CodeModeErrorCode> {
  /** The 1-based line of the code at fault, when known (syntax errors, uncaught errors). */
  readonly line: number | undefined;

  constructor(code: CodeModeErrorCode, message: string, options?: { line?: number; cause?: unknown }) {
    super(code, message, options);
    this.line = options?.line;
  }
}
