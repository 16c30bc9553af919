import { createRedactor, createToolPathPolicy, type Redactor } from '@mci/executor-kit';
import {
  ConfigValidationError,
  type ExecutionTool,
  type ExecutorV1,
  type MciDiagnostic,
  type PathPolicy,
} from '@mci/schema';
import type { CompiledTemplate } from '@mci/templating';
import { compileConfigTemplates, type LoadTemplates } from './compile-config-templates.js';
import { createDiagnostic, diagnosticFromError } from './create-diagnostic.js';
import type { InputValidator, SchemaTarget } from './create-input-validator-compiler.js';
import { createLazyValidator, type LazyValidator } from './create-lazy-validator.js';
import { deepFreeze } from './deep-freeze.js';
import type { EnvVariableUse } from './env-variable-not-set-error.js';
import { ExecutorNotFoundError } from './executor-not-found-error.js';
import { type InputDefaults, readInputDefaults } from './read-input-defaults.js';
import type { Tool } from './tool.js';
import type { ToolCandidate } from './tool-candidate.js';

/** Everything a call needs that can be worked out once, at load. */
export interface PreparedTool {
  /** The tool's definition, not frozen yet: `MCIClient` freezes it before anyone else can reach it. */
  readonly tool: Tool;
  readonly executor: ExecutorV1;
  /** The executor's parsed config, never rendered in place. */
  readonly config: { type: string };
  readonly executionTool: ExecutionTool;
  readonly pathPolicy: PathPolicy;
  readonly validate: InputValidator | undefined;
  /**
   * Compiles a lazily checked `outputSchema` (throwing `InvalidOutputSchemaError`) before the tool runs,
   * so a broken one is reported before the tool acts, not after.
   */
  readonly checkOutputSchema: (() => void) | undefined;
  /** Checks the structured content of a tool with an `outputSchema`. */
  readonly validateOutput: InputValidator | undefined;
  readonly inputDefaults: InputDefaults;
  /** Hides the values of the env variables the tool references. */
  readonly redactor: Redactor;
  /**
   * Config strings compiled at load with placeholders only (`renderValue`, `renderString`): this tool's,
   * among those of every tool of the load.
   */
  readonly placeholderCache: ReadonlyMap<string, CompiledTemplate>;
  /** Config strings compiled at load as full templates (`renderTemplate`), shared the same way. */
  readonly templateCache: ReadonlyMap<string, CompiledTemplate>;
  /** The field that first reads env variable `variable`, with its position (worked out when asked). */
  readonly locateEnvUse: (variable: string) => EnvVariableUse | undefined;
}

export interface PrepareSettings {
  readonly executors: ReadonlyMap<string, ExecutorV1>;
  readonly compileValidator: (
    schema: Readonly<Record<string, unknown>>,
    toolName: string,
    target?: SchemaTarget,
  ) => InputValidator;
  /** When each schema is checked against its meta-schema: see `MCIClientOptions.checkSchemas`. */
  readonly checkSchemas: 'first-call' | 'load';
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Folder of the main file (or the `baseDir` given with a schema object). */
  readonly mainBaseDir: string;
  readonly enableAnyPaths: boolean;
  readonly directoryAllowList: readonly string[];
  /** The templates of this load, shared by its tools. */
  readonly templates: LoadTemplates;
  /** Path policies of this load, shared by tools with the same path settings. */
  readonly pathPolicies: Map<string, PathPolicy>;
  /** Redactors of this load, shared by tools that reference the same env variables. */
  readonly redactors: Map<string, Redactor>;
}

/**
 * Parses the tool's execution with its executor, builds its path policy and its validators (checking their
 * schemas now with `checkSchemas: 'load'`, at the first call otherwise).
 */
export function prepareTool(
  candidate: ToolCandidate,
  settings: PrepareSettings,
): { prepared?: PreparedTool; diagnostics: MciDiagnostic[] } {
  const { definition, locator } = candidate;
  const executionPath = [...candidate.path, 'execution'];
  const diagnostics: MciDiagnostic[] = [];
  const executor = settings.executors.get(definition.execution.type);
  if (!executor) {
    const error = new ExecutorNotFoundError({
      executionType: definition.execution.type,
      pluginTypes: [...settings.executors.keys()],
    });
    return { diagnostics: [diagnosticFromError(locator, [...executionPath, 'type'], error)] };
  }
  let config: { type: string } | undefined;
  try {
    config = executor.parseConfig(definition.execution);
  } catch (error) {
    diagnostics.push(...configDiagnostics(candidate, executionPath, error));
  }
  const compile = (target: SchemaTarget): InputValidator | LazyValidator | undefined => {
    const schema = definition[target];
    if (!schema) return undefined;
    if (settings.checkSchemas === 'first-call') {
      return createLazyValidator(settings.compileValidator, schema, definition.name, target);
    }
    try {
      return settings.compileValidator(schema, definition.name, target);
    } catch (error) {
      const message = `invalid ${target}: ${error instanceof Error ? error.message : String(error)}`;
      const code = target === 'inputSchema' ? 'invalid-input-schema' : 'invalid-output-schema';
      diagnostics.push(createDiagnostic(locator, [...candidate.path, target], code, message));
      return undefined;
    }
  };
  const validate = compile('inputSchema');
  const validateOutput = compile('outputSchema');
  if (!config) return { diagnostics };
  const scan = compileConfigTemplates(config, settings.templates);
  for (const problem of scan.errors) {
    const message = `template error: ${problem.message}`;
    diagnostics.push(
      createDiagnostic(locator, [...executionPath, ...problem.path], 'template-syntax', message),
    );
  }
  if (diagnostics.length) return { diagnostics };

  const pathPolicy = sharedPathPolicy(candidate, settings);
  const envKey = scan.envNames.join('\n');
  let redactor = settings.redactors.get(envKey);
  if (redactor === undefined) {
    redactor = createRedactor(scan.envNames.map((name) => settings.env[name]));
    settings.redactors.set(envKey, redactor);
  }
  // Frozen (deeply) by the client when it first hands the tool out. Not an object spread: a spread site
  // that sees definitions of several shapes gives every copy a hidden class of its own, while
  // `Object.assign` onto `{}` shares one per shape (the memory it saves: BENCHMARKS.md).
  const tool: Tool = Object.assign({}, definition, { source: candidate.source });
  return {
    diagnostics,
    prepared: {
      tool,
      executor,
      config,
      executionTool: {
        name: definition.name,
        sourceFile: candidate.source.file,
        baseDir: pathPolicy.baseDir,
        inputSchema: tool.inputSchema,
        annotations: tool.annotations,
      },
      pathPolicy,
      validate,
      validateOutput,
      checkOutputSchema: validateOutput && 'check' in validateOutput ? validateOutput.check : undefined,
      inputDefaults: readInputDefaults(definition.inputSchema),
      redactor,
      placeholderCache: settings.templates.placeholders,
      templateCache: settings.templates.templates,
      locateEnvUse: (variable) => {
        const field = scan.envFields.get(variable);
        if (field === undefined) return undefined;
        const { path, filePath, line, column } = createDiagnostic(
          locator,
          [...executionPath, ...field],
          '',
          '',
        );
        return { field: path ?? '', ...(filePath && { filePath }), ...(line && { line, column }) };
      },
    },
  };
}

/** The path policy of tools with the same folder and path settings is built once per load. */
function sharedPathPolicy(candidate: ToolCandidate, settings: PrepareSettings): PathPolicy {
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

function configDiagnostics(
  candidate: ToolCandidate,
  executionPath: Array<string | number>,
  error: unknown,
): MciDiagnostic[] {
  const type = candidate.definition.execution.type;
  if (ConfigValidationError.isInstance(error) || isConfigValidationErrorShape(error)) {
    return error.issues.map((issue) =>
      createDiagnostic(
        candidate.locator,
        [
          ...executionPath,
          ...issue.path.map((segment) => (typeof segment === 'number' ? segment : String(segment))),
        ],
        'invalid-execution-config',
        `invalid "${type}" execution config: ${issue.message}`,
      ),
    );
  }
  const message = `invalid "${type}" execution config: ${error instanceof Error ? error.message : String(error)}`;
  return [createDiagnostic(candidate.locator, executionPath, 'invalid-execution-config', message)];
}

/** A `ConfigValidationError` from another copy of `@mci/schema`. */
function isConfigValidationErrorShape(error: unknown): error is ConfigValidationError {
  return error instanceof Error && Array.isArray((error as Partial<ConfigValidationError>).issues);
}
