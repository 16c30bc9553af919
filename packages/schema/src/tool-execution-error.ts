import { MciError } from './mci-error.js';

/**
 * Thrown by an executor when a tool call fails (non-zero exit, HTTP status >= 400, timeout, ...). The
 * client turns it into an `isError` result carrying `metadata`; executors never build error results
 * themselves. Subclasses set a more precise `code`.
 */
export class ToolExecutionError<Code extends string = string> extends MciError<Code> {
  readonly metadata: Readonly<Record<string, unknown>> | undefined;

  constructor(
    message: string,
    options?: { code?: Code; metadata?: Record<string, unknown>; cause?: unknown },
  ) {
    super(options?.code ?? ('TOOL_EXECUTION_FAILED' as Code), message, { cause: options?.cause });
    this.metadata = options?.metadata;
  }
}
