import { MciError } from '@mci/schema';
import type { ClientErrorCode } from './client-error-codes.js';
import { findCloseNames } from './find-close-names.js';

const knownExecutors: Readonly<Record<string, { packageName: string; factoryName: string }>> = {
  http: { packageName: '@mci/executor-http', factoryName: 'createHttpExecutor' },
  cli: { packageName: '@mci/executor-cli', factoryName: 'createCliExecutor' },
  file: { packageName: '@mci/executor-file', factoryName: 'createFileExecutor' },
  mcp: { packageName: '@mci/mcp-cache', factoryName: 'createMcpExecutor' },
};

/** The execution types of MCI files, in the order the spec lists them. */
const builtInTypes = ['text', 'file', 'cli', 'http', 'mcp'];

/**
 * A tool's `execution.type` (or the file's `mcp_servers`) needs an executor that was not passed to
 * `MCIClient.load`. The load reports it as an `EXECUTOR_NOT_FOUND` diagnostic with this message: for a
 * type of this project, the package to install; for any other type, the valid types and the closest one.
 */
export class ExecutorNotFoundError extends MciError<Extract<ClientErrorCode, 'EXECUTOR_NOT_FOUND'>> {
  readonly executionType: string;
  /** The package that provides the executor, for the types of this project. */
  readonly packageName: string | undefined;
  /** True when the executor is needed to load `mcp_servers` (an executor with `loadMcpServers`). */
  readonly forMcpServers: boolean;
  /** The closest valid type, for an unknown type that looks like a typo (`https` -> `http`). */
  readonly suggestion: string | undefined;

  constructor(
    fields: { executionType: string; pluginTypes?: readonly string[] },
    options?: { forMcpServers?: boolean },
  ) {
    const { executionType } = fields;
    const known = knownExecutors[executionType];
    const forMcpServers = options?.forMcpServers ?? false;
    const validTypes = [...new Set([...builtInTypes, ...(fields.pluginTypes ?? [])])];
    const suggestion = known ? undefined : findCloseNames(executionType, validTypes, 1)[0];
    super('EXECUTOR_NOT_FOUND', describe(executionType, forMcpServers, validTypes, suggestion));
    this.executionType = executionType;
    this.packageName = known?.packageName;
    this.forMcpServers = forMcpServers;
    this.suggestion = suggestion;
  }
}

function describe(
  executionType: string,
  forMcpServers: boolean,
  validTypes: readonly string[],
  suggestion: string | undefined,
): string {
  const known = knownExecutors[executionType];
  if (forMcpServers) {
    return 'No executor with MCP server support was passed to MCIClient.load, so mcp_servers cannot be loaded: install @mci/mcp-cache and pass createMcpExecutor() in executors.';
  }
  if (known) {
    return `No executor for execution type "${executionType}" was passed to MCIClient.load: install ${known.packageName} and pass ${known.factoryName}() in executors.`;
  }
  const didYouMean = suggestion === undefined ? '' : `; did you mean "${suggestion}"?`;
  return `unknown execution type "${executionType}"; expected one of ${validTypes.join(', ')} (or a plugin's type)${didYouMean}`;
}
