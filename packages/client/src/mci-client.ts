import { CallCancelledError, neverAbortedSignal } from '@mci/executor-kit';
import {
  type ExecutionResult,
  type ExecutorV1,
  type MciDiagnostic,
  MciError,
  matchesToolFilter,
  type ToolFilter,
} from '@mci/schema';
import { applyDefaults } from './apply-defaults.js';
import { checkResult } from './check-result.js';
import { ClientClosedError } from './client-closed-error.js';
import { createExecutionContext } from './create-execution-context.js';
import { createLexicalRanker } from './create-lexical-ranker.js';
import { createToolSearch } from './create-tool-search.js';
import { deepFreeze } from './deep-freeze.js';
import { explainMissingEnv } from './explain-missing-env.js';
import { findCloseNames } from './find-close-names.js';
import { InvalidInputError } from './invalid-input-error.js';
import { loadTools } from './load-tools.js';
import type { MCIClientOptions } from './mci-client-options.js';
import type { PreparedTool } from './prepare-tool.js';
import { shapeAnswer } from './shape-answer.js';
import { takeSelectArgument } from './take-select-argument.js';
import { toErrorResult } from './to-error-result.js';
import type { Tool } from './tool.js';
import { ToolNotFoundError } from './tool-not-found-error.js';
import type { SearchToolsOptions, ToolMatch } from './tool-ranker.js';

/** Loads an MCI file with its toolsets and MCP servers, lists and filters its tools, and runs them. */
export class MCIClient {
  /** Warnings of every file read (unknown fields, MCP servers served from a stale cache, ...). */
  readonly warnings: readonly MciDiagnostic[];
  /** Every file read: main file, toolset files, MCP cache files. */
  readonly files: readonly string[];
  readonly #tools: ReadonlyMap<string, PreparedTool>;
  readonly #executors: readonly ExecutorV1[];
  readonly #env: Readonly<Record<string, string | undefined>>;
  readonly #maxIterations: number | undefined;
  readonly #search: (query: string, options?: SearchToolsOptions) => Promise<ToolMatch[]>;
  #closing: Promise<void> | undefined;

  private constructor(
    tools: readonly PreparedTool[],
    warnings: readonly MciDiagnostic[],
    files: readonly string[],
    options: MCIClientOptions,
  ) {
    this.#tools = new Map(tools.map((prepared) => [prepared.tool.name, prepared]));
    this.warnings = Object.freeze([...warnings]);
    this.files = Object.freeze([...files]);
    this.#executors = [...new Set(options.executors ?? [])];
    this.#env = options.env ?? {};
    this.#maxIterations = options.maxIterations;
    this.#search = createToolSearch(options.ranker ?? createLexicalRanker(), () => this.tools());
  }

  /**
   * Reads and checks everything up front; throws one `MciFileError` listing every problem found. When
   * loading fails, the executors that were passed are closed.
   */
  static async load(options: MCIClientOptions): Promise<MCIClient> {
    const executors = options.executors ?? [];
    try {
      const loaded = await loadTools(options, executors);
      return new MCIClient(loaded.tools, loaded.warnings, loaded.files, options);
    } catch (error) {
      // `?.`: an executor refused for having no close() may be among them.
      await Promise.allSettled([...new Set(executors)].map((executor) => executor.close?.()));
      throw error;
    }
  }

  /** Names of the enabled tools, in file order. */
  listTools(): string[] {
    return [...this.#tools.keys()];
  }

  tools(): Tool[] {
    return [...this.#tools.values()].map((prepared) => deepFreeze(prepared.tool));
  }

  /** Tools with one of these names. */
  only(names: readonly string[]): Tool[] {
    return this.#filter('only', names);
  }

  /** Tools without these names. */
  without(names: readonly string[]): Tool[] {
    return this.#filter('except', names);
  }

  /** Tools with at least one of these tags. */
  tags(tags: readonly string[]): Tool[] {
    return this.#filter('tags', tags);
  }

  /** Tools with none of these tags. */
  withoutTags(tags: readonly string[]): Tool[] {
    return this.#filter('withoutTags', tags);
  }

  /** Tools loaded by these toolsets, or from these MCP servers. */
  toolsets(names: readonly string[]): Tool[] {
    return this.#filter('toolsets', names);
  }

  /**
   * The tools that best match `query`, best first (equal scores in file order), at most `limit` (default
   * 10); an empty query matches none. The ranker (default `createLexicalRanker()`) indexes the tools at
   * the first search of this load. `filter` keeps only some tools before ranking. Throws
   * `InvalidSearchLimitError` for a `limit` that is not a whole number of at least 1.
   */
  searchTools(query: string, options: SearchToolsOptions = {}): Promise<ToolMatch[]> {
    return this.#search(query, options);
  }

  getTool(name: string): Tool | undefined {
    const prepared = this.#tools.get(name);
    return prepared && deepFreeze(prepared.tool);
  }

  /** A copy of the tool's inputSchema (`{ type: 'object' }` when it has none). */
  getToolSchema(name: string): Record<string, unknown> {
    const schema = this.#lookup(name).tool.inputSchema;
    return schema ? structuredClone(schema) : { type: 'object' };
  }

  /**
   * Runs a tool. Throws `ToolNotFoundError` for an unknown or disabled tool; every other failure (invalid
   * props, templates, the executor, output that does not match the tool's `outputSchema`, a client
   * already closed) comes back as an `isError` result with secrets redacted and a stable `errorCode`. A
   * tool with an `outputSchema` gets `structuredContent`. A tool with `output` gets its answer shaped
   * (projected, cut, with a note saying what was left out).
   */
  async execute(
    name: string,
    props: Record<string, unknown> = {},
    options: { signal?: AbortSignal } = {},
  ): Promise<ExecutionResult> {
    const prepared = this.#lookup(name);
    // A call without a signal shares one that never aborts: it makes no `AbortController` of its own.
    const signal = options.signal ?? neverAbortedSignal;
    try {
      if (signal.aborted)
        throw new CallCancelledError(
          { toolName: name, executorType: prepared.executor.type },
          { cause: signal.reason },
        );
      if (this.#closing) throw new ClientClosedError({ toolName: name });
      if (props === null || typeof props !== 'object' || Array.isArray(props)) {
        throw new InvalidInputError({ toolName: name, problems: ['the arguments must be an object'] });
      }
      const problems = prepared.input?.validate(props) ?? [];
      if (problems.length) throw new InvalidInputError({ toolName: name, problems });
      prepared.output?.check();
      const { shaping } = prepared;
      const taken =
        shaping?.selectArgument === undefined ? undefined : takeSelectArgument(props, shaping, name);
      const input = applyDefaults(taken?.props ?? props, prepared.scope.inputDefaults.defaults);
      // The executor sees the tool's schema and annotations: frozen, like every tool handed out.
      deepFreeze(prepared.tool);
      const context = createExecutionContext(prepared.scope, input, this.#env, this.#maxIterations);
      const { executor, config } = prepared;
      const result = await executor.execute({ config, context, signal });
      const checked = checkResult(result, name, prepared.output);
      return shaping ? shapeAnswer(checked, shaping, taken?.select, name) : checked;
    } catch (error) {
      // An executor that stops on the signal with its reason (not an error of its own) was cancelled.
      const cancelled = signal.aborted && !MciError.isInstance(error);
      return toErrorResult(
        cancelled
          ? new CallCancelledError(
              { toolName: name, executorType: prepared.executor.type },
              { cause: signal.reason },
            )
          : explainMissingEnv(
              error,
              { name, locateEnvUse: (variable) => prepared.envUses.locate(variable) },
              this.#env,
            ),
        prepared.scope.redactor,
      );
    }
  }

  /** Closes every executor that has `close` (pooled connections, child processes, MCP sessions), once. */
  close(): Promise<void> {
    this.#closing ??= Promise.all(this.#executors.map((executor) => executor.close())).then(() => undefined);
    return this.#closing;
  }

  #filter(kind: ToolFilter['kind'], values: readonly string[]): Tool[] {
    const filter = { kind, values: new Set(values) };
    return this.tools().filter((tool) => matchesToolFilter(tool, filter));
  }

  #lookup(name: string): PreparedTool {
    const prepared = this.#tools.get(name);
    if (!prepared)
      throw new ToolNotFoundError({ toolName: name, suggestions: findCloseNames(name, this.listTools()) });
    return prepared;
  }
}
