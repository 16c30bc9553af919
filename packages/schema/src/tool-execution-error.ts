import { MciError } from './mci-error.js';

/** Marks every `ToolExecutionError`, of whichever copy of `@mci/schema` made it. */
const toolExecutionErrorBrand: unique symbol = Symbol.for('mci.tool-execution-error') as never;

/**
 * Thrown by an executor when a tool call fails (non-zero exit, HTTP status >= 400, timeout, ...). The
 * client turns it into an `isError` result carrying `metadata`; executors never build error results
 * themselves. Subclasses set a more precise `code`.
 */
export class ToolExecutionError extends MciError {
  readonly metadata: Readonly<Record<string, unknown>> | undefined;

  constructor(
    message: string,
    options?: { code?: string; metadata?: Record<string, unknown>; cause?: unknown },
  ) {
    super(options?.code ?? 'TOOL_EXECUTION_FAILED', message, { cause: options?.cause });
    this.metadata = options?.metadata;
  }

  get [toolExecutionErrorBrand](): true {
    return true;
  }

  /** Whether `value` is a `ToolExecutionError` of any copy of `@mci/schema`. */
  static override isInstance(value: unknown): value is ToolExecutionError {
    return (
      MciError.isInstance(value) &&
      (value as Partial<Record<typeof toolExecutionErrorBrand, unknown>>)[toolExecutionErrorBrand] === true
    );
  }
}
