import type { ToolAnnotations } from './annotations-schema.js';
import type { ErrorCodeList } from './error-code-info.js';
import type { ExecutionResult } from './execution-result.js';
import type { MciDiagnostic } from './mci-diagnostic.js';
import type { PathPolicy } from './path-policy.js';

/** The tool a call is for, as the executor sees it. */
export interface ExecutionTool {
  readonly name: string;
  /** Absolute path of the file that declared the tool (undefined for a main file given as an object). */
  readonly sourceFile: string | undefined;
  /** Folder relative paths of this tool resolve against. */
  readonly baseDir: string;
  readonly inputSchema: Readonly<Record<string, unknown>> | undefined;
  /** The tool's behaviour hints (`readOnlyHint`, `idempotentHint`, ...), as declared. */
  readonly annotations: Readonly<ToolAnnotations> | undefined;
}

/**
 * Everything an executor gets for one call, built fresh by the client per call. The render helpers are
 * bound to this call's props and env; they never mutate what they are given.
 */
export interface ExecutionContext {
  readonly tool: ExecutionTool;
  /** Validated props with defaults applied; optional props without a default are absent. */
  readonly props: Readonly<Record<string, unknown>>;
  /** Alias of `props`, as in the spec. */
  readonly input: Readonly<Record<string, unknown>>;
  readonly env: Readonly<Record<string, string | undefined>>;
  /**
   * Placeholders only (`{{ }}` with fallbacks, whole-string `{!! !!}` as native values), deep through
   * objects and arrays. An object entry or array item that is exactly one placeholder of an optional
   * property that was not given is left out. Template strings are compiled once per tool.
   */
  renderValue(value: unknown): unknown;
  /** Placeholders only, for one string; always returns a string. */
  renderString(text: string): string;
  /** The full engine: placeholders plus `@for`, `@foreach` and `@if` directives (text tools, file contents). */
  renderTemplate(text: string): string;
  readonly pathPolicy: PathPolicy;
  /** Replaces every secret of this call (values of env variables the tool uses) with `***`. */
  redact(text: string): string;
}

export interface ExecuteCall<Config> {
  /** The tool's parsed config, NOT yet rendered: render what you use through the context. */
  readonly config: Config;
  readonly context: ExecutionContext;
  /** Aborted when the caller cancels the call. Timeouts are the executor's own. */
  readonly signal: AbortSignal;
}

/**
 * The contract every executor implements. Executors are values made by factories
 * (`createHttpExecutor(settings)`); the contract is structural, so two copies of this package still work.
 */
export interface ExecutorV1<Config extends { type: string } = { type: string }> {
  readonly specificationVersion: 'v1';
  /** Equals `execution.type` in the file. */
  readonly type: Config['type'];
  /**
   * The codes of the errors its calls can throw: its own, and the shared ones of `@mci/executor-kit` it
   * gives (`CALL_CANCELLED` and `EXECUTOR_CLOSED` always, `CALL_TIMEOUT` when calls time out), so the tool
   * documentation and the error table can list them. The codes of the context's render helpers
   * (`TEMPLATE_*`) are listed by the client that makes the context.
   */
  readonly errorCodes: ErrorCodeList;
  /** Validates an `execution` object at load time; throws `ConfigValidationError`. */
  parseConfig(execution: unknown): Config;
  /**
   * Runs one call. Throws (preferably a `ToolExecutionError`) on failure, with a code it declares in
   * `errorCodes`; the client makes the error result. A call stopped by its signal throws with the code
   * `CALL_CANCELLED`, one that ran longer than its timeout with `CALL_TIMEOUT`.
   */
  execute(call: ExecuteCall<Config>): Promise<ExecutionResult>;
  /**
   * Ends the running calls with the code `EXECUTOR_CLOSED`, ends sockets, child processes and sessions,
   * resolves once the calls have ended, and refuses later calls with `EXECUTOR_CLOSED`. Closing twice is
   * harmless. `describeExecutorV1` of `@mci/executor-kit/test` checks all of this.
   */
  close(): Promise<void>;
}

/** The tools of one MCP server, as a toolset read from its cache file. */
export interface McpServerToolset {
  readonly serverName: string;
  /** The cache file, `{libraryDir}/mcp/{serverName}.mci.json`. */
  readonly filePath: string;
  /** Tool definitions as in the cache file, after the server's `config.filter`. */
  readonly tools: readonly unknown[];
}

export interface LoadMcpServersRequest {
  /** The `mcp_servers` object of the main file, as written (templates not rendered). */
  readonly servers: Readonly<Record<string, unknown>>;
  /** Absolute library folder; caches live in `{libraryDir}/mcp/`. */
  readonly libraryDir: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Folder of the main file: stdio servers start there. Default: the process's working folder. */
  readonly baseDir?: string;
  /** Read caches only and never connect (for `mci validate`); a missing cache becomes a warning. */
  readonly offline?: boolean;
  /**
   * List the servers that cannot be loaded (unreachable without a cache, a template of their config that
   * cannot be rendered) in `unavailable` and load the others, instead of rejecting. Default false.
   */
  readonly partial?: boolean;
  readonly signal?: AbortSignal;
}

/** A server left out of a `partial` load, and why. */
export interface UnavailableMcpServer {
  readonly serverName: string;
  readonly error: Error;
}

export interface LoadMcpServersResult {
  readonly toolsets: readonly McpServerToolset[];
  readonly warnings: readonly MciDiagnostic[];
  /** The servers a `partial` load left out. */
  readonly unavailable?: readonly UnavailableMcpServer[];
}

/**
 * An executor of `"mcp"` tools that also loads a file's `mcp_servers` (the object `createMcpExecutor`
 * returns). The client recognises it by `loadMcpServers`.
 */
export interface McpServerSupport<Config extends { type: string } = { type: string }>
  extends ExecutorV1<Config> {
  /**
   * Rejects when a server cannot be loaded (when several cannot, with an `AggregateError` of them all),
   * unless the request is `partial`; an invalid `mcp_servers` entry always rejects.
   */
  loadMcpServers(request: LoadMcpServersRequest): Promise<LoadMcpServersResult>;
}

export function isMcpServerSupport(executor: ExecutorV1): executor is McpServerSupport {
  return typeof (executor as Partial<McpServerSupport>).loadMcpServers === 'function';
}
