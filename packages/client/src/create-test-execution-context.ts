import { createPathPolicy, createRedactor } from '@mci/executor-kit';
import type { ExecutionContext, ExecutionTool, ToolAnnotations } from '@mci/schema';
import { createExecutionContext } from './create-execution-context.js';
import { readInputDefaults } from './read-input-defaults.js';

export interface TestExecutionContextOptions {
  /** The call's props (also `input`). Default `{}`. */
  props?: Readonly<Record<string, unknown>>;
  /** What `{{env.X}}` reads; every value is a secret `redact` hides. Default `{}`. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Default `test_tool`. */
  name?: string;
  /** Folder relative paths resolve against and the one allowed folder. Default `process.cwd()`. */
  baseDir?: string;
  enableAnyPaths?: boolean;
  /** More allowed folders, absolute or relative to `baseDir`. */
  directoryAllowList?: readonly string[];
  /** Properties not in `required` are optional: a placeholder of one that is absent is left out. */
  inputSchema?: Readonly<Record<string, unknown>>;
  annotations?: Readonly<ToolAnnotations>;
  /** The file that declared the tool. Default undefined. */
  sourceFile?: string;
  /** Most iterations of `@for`/`@foreach` per render, as `MCIClient.load({ maxIterations })`. */
  maxIterations?: number;
}

/**
 * The `ExecutionContext` an executor gets from `MCIClient`, built the same way for one call without
 * loading a file: for an executor's own unit tests (`executor.execute({ config, context, signal })`).
 * Templates render with the real engine, paths are checked by the real path policy, and every env value
 * is redacted. Strings are compiled per render, as the client does for strings it did not see at load.
 */
export function createTestExecutionContext(options: TestExecutionContextOptions = {}): ExecutionContext {
  const pathPolicy = createPathPolicy({
    baseDir: options.baseDir ?? process.cwd(),
    ...(options.enableAnyPaths !== undefined && { enableAnyPaths: options.enableAnyPaths }),
    ...(options.directoryAllowList !== undefined && { directoryAllowList: options.directoryAllowList }),
  });
  const env = options.env ?? {};
  const executionTool: ExecutionTool = {
    name: options.name ?? 'test_tool',
    sourceFile: options.sourceFile,
    baseDir: pathPolicy.baseDir,
    inputSchema: options.inputSchema,
    annotations: options.annotations,
  };
  return createExecutionContext(
    {
      executionTool,
      inputDefaults: readInputDefaults(options.inputSchema),
      templates: { placeholders: new Map(), templates: new Map() },
      pathPolicy,
      redactor: createRedactor(Object.values(env)),
    },
    options.props ?? {},
    env,
    options.maxIterations,
  );
}
