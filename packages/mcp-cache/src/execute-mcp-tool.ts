import {
  CallCancelledError,
  CallTimeoutError,
  createRedactor,
  type Redactor,
  withSpan,
  withTraceContext,
} from '@mci/executor-kit';
import type { ExecuteCall, ExecutionResult, McpExecutionConfig, ToolAnnotations } from '@mci/schema';
import { describeFailure } from './describe-failure.js';
import { mapCallResult } from './map-call-result.js';
import { type ResolvedMcpExecutorSettings, settingsForServer } from './mcp-executor-settings.js';
import { isSdkError } from './mcp-sdk.js';
import { McpServerConfigError } from './mcp-server-config-error.js';
import type { McpSessionPool } from './mcp-session-pool.js';
import { McpToolCallError } from './mcp-tool-call-error.js';
import type { ServerDefinition } from './server-definition.js';
import { SessionOpenError } from './session-open-error.js';

/** Calls the tool over the server's pooled session, with the props as arguments. */
export async function executeMcpTool(
  pool: McpSessionPool,
  executorSettings: ResolvedMcpExecutorSettings,
  call: ExecuteCall<McpExecutionConfig>,
): Promise<ExecutionResult> {
  const { serverName, toolName } = call.config;
  if (call.signal.aborted) {
    const fields = { toolName: call.context.tool.name, executorType: 'mcp' };
    throw new CallCancelledError(fields, { cause: call.signal.reason });
  }
  const definition = pool.definition(serverName);
  if (!definition) {
    throw new McpToolCallError({
      serverName,
      toolName,
      code: 'MCP_SERVER_NOT_CONFIGURED',
      reason: 'cannot be called: no loaded file declares that server in mcp_servers',
    });
  }
  const { timeoutMs } = settingsForServer(executorSettings, definition);
  const redact = redactorOf(definition, call.context.redact).text;
  try {
    const result = await withSpan('@mci/mcp-cache', `tools/call ${toolName}`, spanOptions(toolName), () =>
      callUpstream(pool, call, timeoutMs),
    );
    return mapCallResult(result, { serverName, toolName }, redact);
  } catch (error) {
    throw callError(error, call, timeoutMs, redact);
  }
}

function spanOptions(toolName: string): Parameters<typeof withSpan>[2] {
  return {
    kind: 'client',
    attributes: {
      'mcp.method.name': 'tools/call',
      'gen_ai.tool.name': toolName,
      'gen_ai.operation.name': 'execute_tool',
    },
  };
}

/** Runs inside the client span: the trace goes on to the upstream server in `_meta` (W3C `traceparent`). */
function callUpstream(pool: McpSessionPool, call: ExecuteCall<McpExecutionConfig>, timeoutMs: number) {
  const meta = withTraceContext({});
  const params = {
    name: call.config.toolName,
    arguments: { ...call.context.props },
    ...(Object.keys(meta).length > 0 && { _meta: meta }),
  };
  return pool.run(
    call.config.serverName,
    (session) => session.client.callTool(params, { signal: call.signal, timeout: timeoutMs }),
    // A tool that may change something is never sent twice: the server may have run it before dying.
    { signal: call.signal, resend: isSafeToRepeat(call.context.tool.annotations) },
  );
}

/** The error a failed call ends with: cancelled, timed out, or failed with the cause's reason. */
function callError(
  error: unknown,
  call: ExecuteCall<McpExecutionConfig>,
  timeoutMs: number,
  redact: (text: string) => string,
): McpToolCallError | CallCancelledError | CallTimeoutError {
  const { serverName, toolName } = call.config;
  const target = `MCP tool ${JSON.stringify(toolName)} of server ${JSON.stringify(serverName)}`;
  const fields = { toolName: call.context.tool.name, executorType: 'mcp', target };
  const metadata = { serverName, toolName };
  if (call.signal.aborted) return new CallCancelledError(fields, { cause: call.signal.reason, metadata });
  if (isSdkError(error, 'REQUEST_TIMEOUT')) {
    return new CallTimeoutError({ ...fields, timeoutMs }, { cause: error, metadata });
  }
  const reason = SessionOpenError.isInstance(error)
    ? `could not be called because the server could not be reached: ${error.reason}`
    : McpServerConfigError.isInstance(error)
      ? `could not be called: ${error.reason}`
      : `failed: ${describeFailure(error, redact)}`;
  return new McpToolCallError(
    { serverName, toolName, code: 'MCP_CALL_FAILED', reason: redact(reason) },
    { cause: error },
  );
}

/** The redactor of a server's secrets after a tool's own redaction: made once per server and tool. */
const redactors = new WeakMap<ServerDefinition, WeakMap<(text: string) => string, Redactor>>();

function redactorOf(definition: ServerDefinition, redact: (text: string) => string): Redactor {
  let byTool = redactors.get(definition);
  if (!byTool) {
    byTool = new WeakMap();
    redactors.set(definition, byTool);
  }
  let redactor = byTool.get(redact);
  if (!redactor) {
    redactor = createRedactor(definition.secrets, { redact });
    byTool.set(redact, redactor);
  }
  return redactor;
}

function isSafeToRepeat(annotations: Readonly<ToolAnnotations> | undefined): boolean {
  return annotations?.readOnlyHint === true || annotations?.idempotentHint === true;
}
