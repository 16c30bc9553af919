/** Stable codes of {@link TemplateError}, meant for programs. */
export type TemplateErrorCode =
  /** The template text is malformed: a placeholder or directive cannot be parsed, or blocks do not match. */
  | 'TEMPLATE_SYNTAX_ERROR'
  /** A `{!! !!}` placeholder is malformed or not the whole string (the spec's messages). */
  | 'TEMPLATE_NATIVE_PLACEHOLDER_INVALID'
  /** A path a placeholder, condition or loop reads is not in the context. */
  | 'TEMPLATE_PATH_NOT_FOUND'
  /** A value has the wrong kind for where it is used (a range bound that is not an integer, ...). */
  | 'TEMPLATE_INVALID_VALUE'
  /** One render ran more loop iterations than `maxIterations` allows. */
  | 'TEMPLATE_LOOP_LIMIT_EXCEEDED';

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
