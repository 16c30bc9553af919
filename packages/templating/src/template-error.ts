import type { TemplateErrorCode } from './templating-error-codes.js';

/** Where in a template an error was found. `snippet` is the template text at fault (never a value). */
export interface TemplateErrorPosition {
  readonly line: number;
  readonly column: number;
  readonly snippet: string;
}

/**
 * The only error the templating engine throws. `line` and `column` are 1-based positions in the template
 * text; `snippet` is the placeholder or directive at fault as written. Messages name template text and
 * paths, never the values of the context (which may hold secrets).
 */
export class TemplateError extends Error {
  readonly code: TemplateErrorCode;
  readonly line: number;
  readonly column: number;
  readonly snippet: string;

  constructor(
    code: TemplateErrorCode,
    message: string,
    position: TemplateErrorPosition,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TemplateError';
    this.code = code;
    this.line = position.line;
    this.column = position.column;
    this.snippet = position.snippet;
  }
}
