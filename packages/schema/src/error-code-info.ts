/**
 * Where a code comes from. `call`: an error result of a tool call can carry it. `load`: only
 * `MCIClient.load`, the creation of an executor, an app's start-up, an import or a bad `searchTools`
 * option gives it (a broken file, setting or option), never a call.
 */
export type ErrorStage = 'call' | 'load';

/** What the tool documentation knows of a tool when it asks whether a code applies to it. */
export interface DocumentedTool {
  /** The tool's `execution` object, as written. */
  readonly execution: Readonly<Record<string, unknown>>;
  readonly inputSchema: unknown;
  readonly outputSchema: unknown;
  /** The tool's `output` (how its answer is shaped), when it declares one. */
  readonly output?: unknown;
  /** Whether the tool's path policy lets it use any path. */
  readonly enableAnyPaths: boolean;
  /** The tool's `annotations` (`destructiveHint`, ...), when it declares them. */
  readonly annotations?: Readonly<Record<string, unknown>>;
}

/** One stable error code, described by the package whose errors carry it. */
export interface ErrorCodeInfo {
  readonly stage: ErrorStage;
  /** One line for people. */
  readonly meaning: string;
  /**
   * Execution types whose calls can return it, `[]` for any tool. Absent: the types of the executors that
   * declare the code in their `errorCodes`, or any tool when no executor does.
   */
  readonly executionTypes?: readonly string[];
  /** Whether a tool of those types can get it, when only tools using some feature can. Absent: all can. */
  readonly appliesTo?: (tool: DocumentedTool) => boolean;
}

/**
 * The codes a package gives its errors, keyed by code: declare one `as const satisfies ErrorCodeList`
 * next to the errors and type their `code` with its keys. The documented table is built from these lists.
 */
export type ErrorCodeList = Readonly<Record<string, ErrorCodeInfo>>;
