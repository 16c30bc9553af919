import { MciError } from '@mci/schema';
import type { ClientErrorCode } from './client-error-codes.js';

const knownExecutors: Readonly<Record<string, { packageName: string; factoryName: string }>> = {
  http: { packageName: '@mci/executor-http', factoryName: 'createHttpExecutor' },
  cli: { packageName: '@mci/executor-cli', factoryName: 'createCliExecutor' },
  file: { packageName: '@mci/executor-file', factoryName: 'createFileExecutor' },
  mcp: { packageName: '@mci/mcp-cache', factoryName: 'createMcpExecutor' },
};

/**
 * A tool's `execution.type` (or the file's `mcp_servers`) needs an executor that was not passed to
 * `MCIClient.load`. The load reports it as an `executor-not-found` diagnostic with this message.
 */
export class ExecutorNotFoundError extends MciError<ClientErrorCode> {
  readonly executionType: string;
  /** The package that provides the executor, for the types of this project. */
  readonly packageName: string | undefined;
  /** True when the executor is needed to load `mcp_servers` (an executor with `loadMcpServers`). */
  readonly forMcpServers: boolean;

  constructor(fields: { executionType: string }, options?: { forMcpServers?: boolean }) {
    const { executionType } = fields;
    const known = knownExecutors[executionType];
    const forMcpServers = options?.forMcpServers ?? false;
    const subject = forMcpServers
      ? 'No executor with MCP server support was passed to MCIClient.load, so mcp_servers cannot be loaded'
      : `No executor for execution type "${executionType}" was passed to MCIClient.load`;
    const remedy = known
      ? `install ${known.packageName} and pass ${known.factoryName}() in executors`
      : 'pass an executor for this type in executors';
    super('EXECUTOR_NOT_FOUND', `${subject}: ${remedy}.`);
    this.executionType = executionType;
    this.packageName = known?.packageName;
    this.forMcpServers = forMcpServers;
  }
}
