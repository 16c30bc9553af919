import type { MCIClient, Tool } from '@mci/client';
import {
  answerSearchTools,
  codeModeToolDefinitions,
  executeToolName,
  importOptionalPackage,
  searchToolsName,
} from '@mci/client/internal';
import {
  ProtocolErrorCode as ErrorCode,
  ProtocolError as McpError,
  type Tool as McpTool,
} from '@modelcontextprotocol/server';
import { authorizeToolCall } from '../auth/authorize-tool-call.js';
import type { ToolCall, ToolCallHandler, ToolCallResult } from '../calls/tool-call.js';
import type { ToolSearchLayer, ToolSearchSettings } from './create-tool-search-layer.js';
import { toMcpTool } from './to-mcp-tool.js';
import type { ToolRegistry } from './tool-registry.js';

/** Code mode's settings: the limits of one `execute` run. */
export interface CodeModeSettings {
  /** Wall time of a run, its tool calls included. Default 30 000 ms. */
  timeoutMs?: number;
  /** The longest a run may compute at a stretch, holding up the server's other requests. Default 1 000 ms. */
  computeMs?: number;
  /** Memory of the sandbox. Default 64 MiB. */
  memoryBytes?: number;
  /** Tool calls per run. Default 100. */
  maxToolCalls?: number;
  /** Characters printed and returned per run. Default 40 000. */
  maxOutputChars?: number;
}

type CodeMode = typeof import('@mci/code-mode');
let loaded: CodeMode | undefined;

/**
 * Loads the optional package `@mci/code-mode`; when it is not installed, the error names it and says
 * that `neededFor` (default: code mode) needs it.
 */
export async function loadCodeMode(neededFor = 'Code mode (the tools mode code)'): Promise<CodeMode> {
  loaded ??= await importOptionalPackage(() => import('@mci/code-mode'), {
    packages: ['@mci/code-mode'],
    neededFor,
  });
  return loaded;
}

/**
 * Code mode: `tools/list` shows the pinned tools, `search_tools` (which answers the TypeScript
 * declarations of the matching tools) and `execute` (which runs the model's code in the sandbox of
 * `@mci/code-mode`). Each tool call the code makes is a new call through the whole call path (`route`
 * keeps it): scopes, audit line with the `execute` call as parent, rate limits, span, validation and
 * cancellation, exactly as if the client had called the tool itself.
 */
export function createCodeModeLayer(settings: ToolSearchSettings, registry: ToolRegistry): ToolSearchLayer {
  const pin = settings.pin ?? (() => false);
  const code = settings.codeMode ?? {};
  let listed: { client: MCIClient; tools: McpTool[] } | undefined;
  let callPath: ToolCallHandler | undefined;
  const answer = (next: ToolCallHandler) => async (call: ToolCall) => {
    if (call.tool === searchToolsName) return declareMatches(registry, call);
    if (call.tool !== executeToolName || callPath === undefined) return next(call);
    return execute(registry, code, call, callPath);
  };
  return {
    listed: () => {
      if (listed?.client !== registry.client) {
        const names = new Set([searchToolsName, executeToolName]);
        const pinned = registry.tools().filter((tool) => pin(tool) && !names.has(tool.name));
        const definitions = codeModeToolDefinitions(code.maxToolCalls ?? 100) as McpTool[];
        const tools = [...pinned.map(toMcpTool), ...definitions];
        listed = { client: registry.client, tools: Object.freeze(tools) as McpTool[] };
      }
      return listed.tools;
    },
    answer,
    route: (next) => {
      callPath = next;
      return next;
    },
  };
}

/** `search_tools` of code mode: the matches the caller may call, as TypeScript declarations. */
async function declareMatches(registry: ToolRegistry, call: ToolCall): Promise<ToolCallResult> {
  const { declareTools } = await loadCodeMode();
  const visible = (tool: Tool) =>
    registry.serves(tool) && (call.identity === undefined || authorizeToolCall(call.identity, tool).allowed);
  return answerSearchTools(registry.client, call.arguments, { filter: visible, declare: declareTools });
}

/** Runs the code of an `execute` call; each tool call it makes goes through `callPath`. */
async function execute(
  registry: ToolRegistry,
  settings: CodeModeSettings,
  call: ToolCall,
  callPath: ToolCallHandler,
): Promise<ToolCallResult> {
  const { executeCode } = await loadCodeMode();
  let count = 0;
  return executeCode({
    arguments: call.arguments,
    tools: registry.tools(),
    limits: settings,
    signal: call.signal,
    parentCallId: String(call.requestId),
    callTool: async (name, args, { signal }) => {
      count += 1;
      const inner = { ...call, tool: name, arguments: args, signal, parentCallId: call.requestId };
      return callPath({ ...inner, requestId: `${call.requestId}.${count}` }).catch(toCodeError);
    },
  });
}

/** A JSON-RPC error of the call path (a forbidden or unknown tool) as an error the code can catch. */
function toCodeError(error: unknown): never {
  if (!(error instanceof McpError)) throw error;
  const code = error.code === ErrorCode.InvalidRequest ? 'TOOL_FORBIDDEN' : 'TOOL_NOT_FOUND';
  throw Object.assign(new Error(error.message), { code });
}
