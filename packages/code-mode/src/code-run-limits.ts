/** The limits of one code run. Each one, when reached, ends the run with its own `CodeRunError` code. */
export interface CodeRunLimits {
  /** Wall time of the whole run, tool calls included (`CODE_TIMEOUT`). Default 30 000 ms. */
  readonly timeoutMs: number;
  /**
   * The longest the code may compute at a stretch, without waiting for a tool call
   * (`CODE_COMPUTE_LIMIT`). The sandbox runs on the host's thread, so this bounds how long one run can
   * hold up the host's other work (an MCP server's other requests). Default 1 000 ms.
   */
  readonly computeMs: number;
  /** Memory of the sandbox's JavaScript heap (`CODE_MEMORY_LIMIT`). Default 64 MiB. */
  readonly memoryBytes: number;
  /** Tool calls one run may make (`CODE_TOOL_CALL_LIMIT`). Default 100. */
  readonly maxToolCalls: number;
  /** Characters printed and returned together (`CODE_OUTPUT_LIMIT`). Default 40 000. */
  readonly maxOutputChars: number;
}

export const defaultCodeRunLimits: CodeRunLimits = Object.freeze({
  timeoutMs: 30_000,
  computeMs: 1_000,
  memoryBytes: 64 * 1024 * 1024,
  maxToolCalls: 100,
  maxOutputChars: 40_000,
});
