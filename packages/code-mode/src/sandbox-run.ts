import { setMaxListeners } from 'node:events';
import type {
  QuickJSContext,
  QuickJSDeferredPromise,
  QuickJSHandle,
  QuickJSRuntime,
  QuickJSWASMModule,
} from 'quickjs-emscripten-core';
import type { ToolBinding } from './bind-tools.js';
import { CodeRunError } from './code-run-error.js';
import type { CodeRunLimits } from './code-run-limits.js';
import type { CodeRunResult, HostCallTool } from './run-code.js';
import { sandboxPrelude } from './sandbox-prelude.js';

/**
 * The sandbox's stack: recursion a thousand calls deep fits; deeper is a stack overflow the code can
 * catch. It lives on the host's own stack, so it stays well below Node's.
 */
const maxStackBytes = 256 * 1024;

/**
 * One run of code in its own QuickJS runtime: the interrupt handler ends it at the deadline or once a
 * limit was reached (QuickJS interrupts cannot be caught by the code), the host functions count tool calls
 * and printed characters, and `run` pumps the sandbox's promise jobs each time a tool call settles.
 */
export class SandboxRun {
  readonly #runtime: QuickJSRuntime;
  readonly #context: QuickJSContext;
  readonly #limits: CodeRunLimits;
  readonly #callTool: HostCallTool;
  readonly #parentCallId: string | undefined;
  readonly #calls = new AbortController();
  readonly #deadline: number;
  /** When the sandbox last started computing: the code, or jobs after a tool call settled. */
  #computing: number;
  readonly #pending = new Set<QuickJSDeferredPromise>();
  readonly #inflight = new Set<Promise<void>>();
  #stopped: CodeRunError | undefined;
  #wake: (() => void) | undefined;
  #printed: string[] = [];
  #printedChars = 0;
  #toolCalls = 0;

  constructor(
    quickjs: QuickJSWASMModule,
    limits: CodeRunLimits,
    host: { callTool: HostCallTool; parentCallId?: string | undefined },
  ) {
    this.#limits = limits;
    this.#callTool = host.callTool;
    this.#parentCallId = host.parentCallId;
    this.#deadline = performance.now() + limits.timeoutMs;
    this.#computing = performance.now();
    // Every running tool call listens to this signal: as many as the code may start at once.
    setMaxListeners(limits.maxToolCalls + 10, this.#calls.signal);
    this.#runtime = quickjs.newRuntime();
    this.#runtime.setMemoryLimit(limits.memoryBytes);
    this.#runtime.setMaxStackSize(maxStackBytes);
    this.#runtime.setInterruptHandler(() => this.#shouldInterrupt());
    this.#context = this.#runtime.newContext();
  }

  /** Ends the run with `error` (the first reason wins): the code is interrupted, its tool calls aborted. */
  stop(error: CodeRunError): void {
    this.#stopped ??= error;
    this.#calls.abort(error);
    this.#wake?.();
  }

  async run(js: string, bindings: readonly ToolBinding[]): Promise<CodeRunResult> {
    const format = this.#installPrelude(bindings);
    const timer = setTimeout(() => this.stop(timeoutError(this.#limits)), this.#limits.timeoutMs);
    try {
      const promise = this.#evaluate(js);
      const value = await this.#wait(promise);
      this.#computing = performance.now();
      const text = this.#settle(this.#context.callFunction(format, this.#context.undefined, value));
      value.dispose();
      const returned = this.#context.typeof(text) === 'string' ? this.#context.getString(text) : undefined;
      text.dispose();
      this.#throwIfStopped();
      return this.#result(returned);
    } finally {
      clearTimeout(timer);
      format.dispose();
    }
  }

  dispose(): void {
    this.#calls.abort();
    for (const deferred of this.#pending) deferred.dispose();
    this.#pending.clear();
    this.#context.dispose();
    this.#runtime.dispose();
  }

  /** Pumps jobs until the code's promise settles; waits for a tool call when none is left to run. */
  async #wait(promise: QuickJSHandle): Promise<QuickJSHandle> {
    try {
      for (;;) {
        this.#pumpJobs();
        const state = this.#context.getPromiseState(promise);
        if (state.type === 'fulfilled') return state.value;
        if (state.type === 'rejected') throw this.#uncaught(state.error);
        if (this.#inflight.size === 0) {
          throw new CodeRunError(
            'CODE_NEVER_SETTLED',
            'The code waits on a promise that nothing settles: no tool call is running, and there are no timers in the sandbox.',
          );
        }
        await new Promise<void>((resolve) => {
          this.#wake = resolve;
          for (const call of this.#inflight) void call.then(resolve);
        });
        this.#throwIfStopped();
      }
    } finally {
      promise.dispose();
    }
  }

  #pumpJobs(): void {
    this.#computing = performance.now();
    const result = this.#runtime.executePendingJobs();
    if (result.error !== undefined) {
      const error = this.#uncaught(result.error);
      throw this.#stopped ?? error;
    }
    this.#throwIfStopped();
  }

  #shouldInterrupt(): boolean {
    if (this.#stopped !== undefined) return true;
    const now = performance.now();
    if (now >= this.#deadline) this.stop(timeoutError(this.#limits));
    else if (now - this.#computing > this.#limits.computeMs) this.stop(computeError(this.#limits));
    return this.#stopped !== undefined;
  }

  #throwIfStopped(): void {
    if (this.#stopped !== undefined) throw this.#stopped;
  }

  /** The value of a finished evaluation; a thrown value becomes the run's error. */
  #settle(result: ReturnType<QuickJSContext['evalCode']>): QuickJSHandle {
    if (result.error === undefined) return result.value;
    throw this.#uncaught(result.error);
  }

  /** Starts the code; a syntax error QuickJS finds (a static `import`) is the code's syntax error. */
  #evaluate(js: string): QuickJSHandle {
    this.#computing = performance.now();
    const result = this.#context.evalCode(js, 'code.ts');
    if (result.error === undefined) return result.value;
    const error = this.#uncaught(result.error);
    if (!/^The code threw SyntaxError: /.test(error.message)) throw error;
    const reason = error.message.replace(/^The code threw SyntaxError: /, '');
    throw new CodeRunError('CODE_SYNTAX_ERROR', `The code does not parse: ${reason}.`, {
      ...(error.line !== undefined && { line: error.line }),
    });
  }

  #installPrelude(bindings: readonly ToolBinding[]): QuickJSHandle {
    const context = this.#context;
    const prelude = this.#settle(context.evalCode(sandboxPrelude, 'prelude.js'));
    const call = context.newFunction('call', (name, args) => this.#startCall(name, args));
    const print = context.newFunction('print', (line) => {
      this.#print(context.getString(line));
    });
    const list = context.newString(JSON.stringify(bindings.map((b) => [b.name, b.namespace, b.identifier])));
    try {
      return this.#settle(context.callFunction(prelude, context.undefined, call, print, list));
    } finally {
      for (const handle of [prelude, call, print, list]) handle.dispose();
    }
  }

  #print(line: string): void {
    this.#printedChars += line.length + 1;
    if (this.#printedChars > this.#limits.maxOutputChars) {
      this.stop(outputError(this.#limits));
      return;
    }
    this.#printed.push(line);
  }

  /** `call(name, argsJson)` inside the sandbox: a promise of the result's JSON text, settled by the host. */
  #startCall(nameHandle: QuickJSHandle, argsHandle: QuickJSHandle): QuickJSHandle {
    const context = this.#context;
    const name = context.getString(nameHandle);
    const args: unknown = JSON.parse(context.getString(argsHandle));
    this.#toolCalls += 1;
    if (this.#toolCalls > this.#limits.maxToolCalls) {
      const error = new CodeRunError(
        'CODE_TOOL_CALL_LIMIT',
        `The code made more than ${this.#limits.maxToolCalls} tool calls, the most one run may make.`,
      );
      this.stop(error);
      throw error;
    }
    const deferred = context.newPromise();
    this.#pending.add(deferred);
    const options = {
      signal: this.#calls.signal,
      ...(this.#parentCallId !== undefined && { parentCallId: this.#parentCallId }),
    };
    const running = Promise.resolve()
      .then(() => {
        if (args === null || typeof args !== 'object' || Array.isArray(args))
          throw new TypeError(`The arguments of ${name} must be an object.`);
        return this.#callTool(name, args as Record<string, unknown>, options);
      })
      .then(
        (value) => this.#resolve(deferred, value),
        (error: unknown) => this.#reject(deferred, error),
      )
      .finally(() => this.#inflight.delete(running));
    this.#inflight.add(running);
    return deferred.handle;
  }

  #resolve(deferred: QuickJSDeferredPromise, value: unknown): void {
    if (!this.#pending.delete(deferred) || this.#stopped !== undefined) return;
    const text = this.#context.newString(JSON.stringify(value ?? null));
    deferred.resolve(text);
    text.dispose();
  }

  /** A failed tool call is an `Error` the code can catch, with the failure's `code` when it has one. */
  #reject(deferred: QuickJSDeferredPromise, error: unknown): void {
    if (!this.#pending.delete(deferred) || this.#stopped !== undefined) return;
    const context = this.#context;
    const message = error instanceof Error ? error.message : String(error);
    const handle = context.newError({ name: 'ToolError', message });
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' || typeof code === 'number') {
      context.setProp(
        handle,
        'code',
        typeof code === 'string' ? context.newString(code) : context.newNumber(code),
      );
    }
    deferred.reject(handle);
    handle.dispose();
  }

  /** The run's error for a value the code threw and did not catch (or QuickJS threw for a limit). */
  #uncaught(handle: QuickJSHandle): CodeRunError {
    if (this.#stopped !== undefined) {
      handle.dispose();
      return this.#stopped;
    }
    const thrown: unknown = this.#context.dump(handle);
    handle.dispose();
    return uncaughtError(thrown, this.#limits);
  }

  #result(returned: string | undefined): CodeRunResult {
    const printed = this.#printed.join('\n');
    if (printed.length + (returned?.length ?? 0) > this.#limits.maxOutputChars)
      throw outputError(this.#limits);
    return { printed, returned, toolCalls: this.#toolCalls };
  }
}

function timeoutError(limits: CodeRunLimits): CodeRunError {
  return new CodeRunError('CODE_TIMEOUT', `The code ran longer than its limit of ${limits.timeoutMs} ms.`);
}

function computeError(limits: CodeRunLimits): CodeRunError {
  return new CodeRunError(
    'CODE_COMPUTE_LIMIT',
    `The code computed for more than ${limits.computeMs} ms without waiting for a tool call; compute less in one stretch (filter fewer items, or let a tool do the work).`,
  );
}

function outputError(limits: CodeRunLimits): CodeRunError {
  return new CodeRunError(
    'CODE_OUTPUT_LIMIT',
    `The code printed and returned more than ${limits.maxOutputChars} characters; print or return less (filter or summarize first).`,
  );
}

/** What QuickJS threw, as the error of the run: out of memory is the memory limit, the rest a throw. */
function uncaughtError(thrown: unknown, limits: CodeRunLimits): CodeRunError {
  const error = thrown as { name?: unknown; message?: unknown; stack?: unknown } | null;
  const isError = typeof error === 'object' && error !== null && typeof error.message === 'string';
  if (isError && /out of memory/i.test(String(error.message))) {
    const mib = Math.round(limits.memoryBytes / 1024 / 1024);
    return new CodeRunError('CODE_MEMORY_LIMIT', `The code used more than its memory limit of ${mib} MiB.`);
  }
  const text = isError ? `${String(error.name ?? 'Error')}: ${String(error.message)}` : describeValue(thrown);
  const line = isError ? lineOf(error.stack) : undefined;
  return new CodeRunError(
    'CODE_THREW',
    `The code threw ${text}${line === undefined ? '' : ` (line ${line})`}`,
    line === undefined ? {} : { line },
  );
}

function describeValue(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(JSON.stringify(value) ?? value);
  return `a value that is not an Error: ${text.length > 200 ? `${text.slice(0, 200)}...` : text}`;
}

/** The line in the code of the first frame of a QuickJS stack (`at ... (code.ts:3:5)`); line 1 is the wrapper. */
function lineOf(stack: unknown): number | undefined {
  const match = typeof stack === 'string' ? /code\.ts:(\d+)/.exec(stack) : null;
  return match === null ? undefined : Math.max(1, Number(match[1]) - 1);
}
