import { createRedactor, createToolPathPolicy, type Redactor } from '@mci/executor-kit';
import type { ExecutionTool, PathPolicy } from '@mci/schema';
import type { CompiledTemplate } from '@mci/templating';
import { deepFreeze } from './deep-freeze.js';
import { type InputDefaults, readInputDefaults } from './read-input-defaults.js';
import type { Tool } from './tool.js';
import type { ToolCandidate } from './tool-candidate.js';

/** What every call's `ExecutionContext` is built from, worked out once at load. */
export interface CallScope {
  readonly executionTool: ExecutionTool;
  readonly inputDefaults: InputDefaults;
  /**
   * Config strings compiled at load, shared by every tool of the load: with placeholders only
   * (`renderValue`, `renderString`) and as full templates (`renderTemplate`).
   */
  readonly templates: {
    readonly placeholders: ReadonlyMap<string, CompiledTemplate>;
    readonly templates: ReadonlyMap<string, CompiledTemplate>;
  };
  readonly pathPolicy: PathPolicy;
  /** Hides the values of the env variables the tool references. */
  readonly redactor: Redactor;
}

export interface CallScopeSettings {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Folder of the main file (or the `baseDir` given with a schema object). */
  readonly mainBaseDir: string;
  readonly enableAnyPaths: boolean;
  readonly directoryAllowList: readonly string[];
  /** The templates of this load, shared by its tools. */
  readonly templates: CallScope['templates'];
  /** Path policies of this load, shared by tools with the same path settings. */
  readonly pathPolicies: Map<string, PathPolicy>;
  /** Redactors of this load, shared by tools that reference the same env variables. */
  readonly redactors: Map<string, Redactor>;
}

/**
 * The call scope of a tool that reads the env variables `envNames` (sorted). Its tool description and
 * input defaults are worked out at the tool's first call, from the tool: a load keeps one small object
 * per tool until then.
 */
export function createCallScope(
  candidate: ToolCandidate,
  tool: Tool,
  envNames: readonly string[],
  settings: CallScopeSettings,
): CallScope {
  return new ToolCallScope(
    tool,
    sharedPathPolicy(candidate, settings),
    settings.templates,
    sharedRedactor(envNames, settings),
  );
}

class ToolCallScope implements CallScope {
  readonly #tool: Tool;
  readonly pathPolicy: PathPolicy;
  readonly templates: CallScope['templates'];
  readonly redactor: Redactor;
  #executionTool: ExecutionTool | undefined;
  #inputDefaults: InputDefaults | undefined;

  constructor(tool: Tool, pathPolicy: PathPolicy, templates: CallScope['templates'], redactor: Redactor) {
    this.#tool = tool;
    this.pathPolicy = pathPolicy;
    this.templates = templates;
    this.redactor = redactor;
  }

  get executionTool(): ExecutionTool {
    const tool = this.#tool;
    this.#executionTool ??= {
      name: tool.name,
      sourceFile: tool.source.file,
      baseDir: this.pathPolicy.baseDir,
      inputSchema: tool.inputSchema,
      annotations: tool.annotations,
    };
    return this.#executionTool;
  }

  get inputDefaults(): InputDefaults {
    this.#inputDefaults ??= readInputDefaults(this.#tool.inputSchema);
    return this.#inputDefaults;
  }
}

/** The path policy of tools with the same folder and path settings is built once per load. */
function sharedPathPolicy(candidate: ToolCandidate, settings: CallScopeSettings): PathPolicy {
  const { definition } = candidate;
  const key = JSON.stringify([candidate.baseDir, definition.enableAnyPaths, definition.directoryAllowList]);
  let policy = settings.pathPolicies.get(key);
  if (policy === undefined) {
    policy = deepFreeze(
      createToolPathPolicy({
        baseDir: candidate.baseDir,
        tool: definition,
        main: {
          baseDir: settings.mainBaseDir,
          enableAnyPaths: settings.enableAnyPaths,
          directoryAllowList: settings.directoryAllowList,
        },
      }),
    );
    settings.pathPolicies.set(key, policy);
  }
  return policy;
}

/** The redactor of tools that read the same env variables is built once per load. */
function sharedRedactor(envNames: readonly string[], settings: CallScopeSettings): Redactor {
  const key = envNames.join('\n');
  let redactor = settings.redactors.get(key);
  if (redactor === undefined) {
    redactor = createRedactor(envNames.map((name) => settings.env[name]));
    settings.redactors.set(key, redactor);
  }
  return redactor;
}
