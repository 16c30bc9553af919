import type { BindableTool } from './bind-tools.js';
import { bindTools } from './bind-tools.js';
import { CodeRunError } from './code-run-error.js';
import { type CodeRunLimits, defaultCodeRunLimits } from './code-run-limits.js';
import { forgetQuickJs, loadQuickJs } from './load-quickjs.js';
import { SandboxRun } from './sandbox-run.js';
import { stripTypes } from './strip-types.js';

/**
 * The host's side of every tool call the code makes: it runs the tool (with its own checks, secrets and
 * I/O) and resolves to the result, a JSON value, or rejects with an error the code can catch (its
 * `message`, and its `code` when it has one). `signal` aborts when the run ends or is cancelled;
 * `parentCallId` is the run's own id, for the audit log and traces.
 */
export type HostCallTool = (
  name: string,
  args: Record<string, unknown>,
  options: { readonly signal: AbortSignal; readonly parentCallId?: string },
) => Promise<unknown>;

export interface RunCodeOptions {
  /** JavaScript or TypeScript: the body of an async function (`await` and `return` work at the top). */
  readonly code: string;
  /** The tools the code can call, as `namespace.identifier(args)` (see `toolDeclarations`). */
  readonly tools: readonly BindableTool[];
  readonly callTool: HostCallTool;
  readonly limits?: Partial<CodeRunLimits>;
  /** Cancels the run and the tool calls it is waiting on. */
  readonly signal?: AbortSignal;
  /** Passed to `callTool` as `parentCallId`. */
  readonly parentCallId?: string;
}

export interface CodeRunResult {
  /** What the code printed with `console.log` (or `info`, `warn`, `error`, `debug`), one line per call. */
  readonly printed: string;
  /** What the code returned, as text (a string as is, anything else as JSON); undefined for nothing. */
  readonly returned: string | undefined;
  /** How many tool calls the code made. */
  readonly toolCalls: number;
}

/**
 * Runs model-written code in a fresh QuickJS sandbox (WebAssembly): no file system, network, process,
 * modules, timers or host objects; only `console` and the tool functions, whose calls go to `callTool`.
 * Resolves to what the code printed and returned; rejects with a `CodeRunError` whose code says which
 * limit ended it, or that the code threw, does not parse, waits forever or was cancelled.
 */
export async function runCode(options: RunCodeOptions): Promise<CodeRunResult> {
  const limits = { ...defaultCodeRunLimits, ...options.limits };
  const js = stripTypes(`(async () => {\n${options.code}\n})()`, 2);
  const cancelled = () => new CodeRunError('CODE_CANCELLED', 'The code run was cancelled.');
  if (options.signal?.aborted === true) throw cancelled();
  const quickjs = await loadQuickJs();
  const run = new SandboxRun(quickjs, limits, options);
  const onAbort = () => run.stop(cancelled());
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await run.run(js, bindTools(options.tools));
  } catch (error) {
    if (CodeRunError.isInstance(error)) throw error;
    // Not the code's failure but the module's (a WebAssembly trap): the next run loads a new one.
    forgetQuickJs();
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    disposeQuietly(run);
  }
}

function disposeQuietly(run: SandboxRun): void {
  try {
    run.dispose();
  } catch {
    forgetQuickJs();
  }
}
