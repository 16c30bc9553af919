import { InvalidInputError } from '@mci/client';
import { executeToolName, toErrorResult } from '@mci/client/internal';
import type { ExecutionResult } from '@mci/schema';
import { CodeRunError } from './code-run-error.js';
import type { CodeRunLimits } from './code-run-limits.js';
import { runCode } from './run-code.js';
import { type HostTool, toDeclaredTool } from './to-declared-tool.js';

export interface ExecuteCodeOptions {
  /** The arguments of the `execute` call: `{ code }`. */
  readonly arguments: Readonly<Record<string, unknown>>;
  /** The tools the code may call (the served ones, those the filters keep). */
  readonly tools: readonly HostTool[];
  /**
   * Runs one call of the code through the host's whole call path (validation, scopes, rate limits,
   * audit, redaction) and resolves to its result; a rejection with a `code` reaches the code as is.
   */
  readonly callTool: (
    name: string,
    args: Record<string, unknown>,
    options: { readonly signal: AbortSignal },
  ) => Promise<ExecutionResult>;
  readonly limits?: Partial<CodeRunLimits> | undefined;
  /** Cancels the run and the calls it waits on. */
  readonly signal?: AbortSignal | undefined;
  /** The id of the `execute` call, for the audit log and traces. */
  readonly parentCallId?: string | undefined;
}

/**
 * The answer of code mode's `execute`: runs the code in the sandbox, each tool call through `callTool`.
 * The code sees a call's structured content (else its text read as JSON, else the text); a failed call
 * throws an `Error` with the result's `errorCode`. The answer is what the code printed and returned (as
 * text, and as `structuredContent` with the number of tool calls); a limit reached, a throw or code that
 * does not parse is an `isError` result with its `CodeRunError` code, `code` that is not a non-empty
 * string an `INVALID_INPUT` one.
 */
export async function executeCode(options: ExecuteCodeOptions): Promise<ExecutionResult> {
  const code = options.arguments.code;
  if (typeof code !== 'string' || code.trim() === '') {
    const problems = ['code must be a non-empty string'];
    return toErrorResult(new InvalidInputError({ toolName: executeToolName, problems }));
  }
  try {
    const result = await runCode({
      code,
      tools: options.tools.map(toDeclaredTool),
      limits: options.limits ?? {},
      ...(options.signal !== undefined && { signal: options.signal }),
      ...(options.parentCallId !== undefined && { parentCallId: options.parentCallId }),
      callTool: async (name, args, { signal }) => toCodeValue(await options.callTool(name, args, { signal })),
    });
    const text = [result.printed, result.returned ?? ''].filter((part) => part !== '').join('\n');
    return {
      isError: false,
      content: [{ type: 'text', text: text === '' ? '(the code printed and returned nothing)' : text }],
      structuredContent: {
        printed: result.printed,
        returned: result.returned ?? null,
        toolCalls: result.toolCalls,
      },
    };
  } catch (error) {
    if (!CodeRunError.isInstance(error)) throw error;
    return toErrorResult(error);
  }
}

/** A tool result as the code sees it: the structured content, else the text read as JSON, else the text. */
function toCodeValue(result: ExecutionResult): unknown {
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
  if (result.isError) {
    throw Object.assign(new Error(result.error ?? text), { code: result.errorCode ?? 'TOOL_ERROR' });
  }
  if (result.structuredContent !== undefined) return result.structuredContent;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
