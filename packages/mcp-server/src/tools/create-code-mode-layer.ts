import type { MCIClient, Tool } from '@mci/client';
import { answerSearchTools, searchToolDefinitions, searchToolsName } from '@mci/client/internal';
import type { ExecutionResult } from '@mci/schema';
import {
  ProtocolErrorCode as ErrorCode,
  ProtocolError as McpError,
  type Tool as McpTool,
} from '@modelcontextprotocol/server';
import { authorizeToolCall } from '../auth/authorize-tool-call.js';
import type { ToolCall, ToolCallHandler, ToolCallResult } from '../calls/tool-call.js';
import { toolErrorResult } from '../calls/tool-error-result.js';
import { importOptionalPackage } from '../import-optional-package.js';
import type { ToolSearchLayer, ToolSearchSettings } from './create-tool-search-layer.js';
import { toMcpTool } from './to-mcp-tool.js';
import type { ToolRegistry } from './tool-registry.js';

/** Code mode's settings: the limits of one `execute` run, and whether destructive tools need a person. */
export interface CodeModeSettings {
  /** Wall time of a run, its tool calls included. Default 30 000 ms. */
  timeoutMs?: number;
  /** Memory of the sandbox. Default 64 MiB. */
  memoryBytes?: number;
  /** Tool calls per run. Default 100. */
  maxToolCalls?: number;
  /** Characters printed and returned per run. Default 40 000. */
  maxOutputChars?: number;
  /**
   * Refuse calls of tools annotated `destructiveHint` from code (the code gets an error it can catch,
   * `CONFIRMATION_REQUIRED`): they stay callable directly, where the client can ask the user. Default false.
   */
  confirmDestructive?: boolean;
}

/** The tool that runs code in code mode. */
export const executeToolName = 'execute';

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
        const tools = [...pinned.map(toMcpTool), ...codeModeDefinitions(code)] as McpTool[];
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
  const { toolDeclarations } = await loadCodeMode();
  const visible = (tool: Tool) =>
    registry.serves(tool) && (call.identity === undefined || authorizeToolCall(call.identity, tool).allowed);
  const found = await answerSearchTools(registry.client, call.arguments, {
    filter: visible,
    describe: (tool) => ({ name: tool.name, description: '', inputSchema: {} }),
  });
  if (found.isError) return found;
  const names = ((found.structuredContent?.tools ?? []) as { name: string }[]).map((tool) => tool.name);
  const tools = names.map((name) => registry.tool(name)).filter((tool) => tool !== undefined);
  const text =
    tools.length === 0
      ? 'No tool matches. Try other words.'
      : `// Call these from ${executeToolName} as \`await namespace.function(args)\`.\n${toolDeclarations(tools.map(toDeclaredTool))}`;
  return { isError: false, content: [{ type: 'text', text }], structuredContent: { tools: names } };
}

/** Runs the code of an `execute` call; each tool call it makes goes through `callPath`. */
async function execute(
  registry: ToolRegistry,
  settings: CodeModeSettings,
  call: ToolCall,
  callPath: ToolCallHandler,
): Promise<ToolCallResult> {
  const { runCode, CodeRunError } = await loadCodeMode();
  const source = call.arguments.code;
  if (typeof source !== 'string' || source.trim() === '')
    return toolErrorResult('INVALID_INPUT', `${executeToolName}: code must be a non-empty string.`);
  let count = 0;
  try {
    const result = await runCode({
      code: source,
      tools: registry.tools().map(toDeclaredTool),
      limits: settings,
      signal: call.signal,
      parentCallId: String(call.requestId),
      callTool: async (name, args, { signal }) => {
        count += 1;
        const tool = registry.tool(name);
        if (settings.confirmDestructive === true && tool?.annotations?.destructiveHint === true) {
          throw Object.assign(
            new Error(
              `${name} is destructive: call it directly (not from code) so that it can be confirmed.`,
            ),
            { code: 'CONFIRMATION_REQUIRED' },
          );
        }
        const inner = { ...call, tool: name, arguments: args, signal, parentCallId: call.requestId };
        const result = await callPath({ ...inner, requestId: `${call.requestId}.${count}` }).catch(
          toCodeError,
        );
        return toCodeValue(result);
      },
    });
    const text = [result.printed, result.returned ?? ''].filter((part) => part !== '').join('\n');
    return {
      isError: false,
      content: [{ type: 'text', text: text === '' ? '(the code printed and returned nothing)' : text }],
      structuredContent: {
        printed: result.printed,
        returned: result.returned ?? null,
        toolCalls: result.toolCalls,
      },
    };
  } catch (error) {
    if (!CodeRunError.isInstance(error)) throw error;
    return toolErrorResult(error.code, error.message);
  }
}

/** A JSON-RPC error of the call path (a forbidden or unknown tool) as an error the code can catch. */
function toCodeError(error: unknown): never {
  if (!(error instanceof McpError)) throw error;
  const code = error.code === ErrorCode.InvalidRequest ? 'TOOL_FORBIDDEN' : 'TOOL_NOT_FOUND';
  throw Object.assign(new Error(error.message), { code });
}

/** A tool result as the code sees it: the structured content, else the text read as JSON, else the text. */
function toCodeValue(result: ExecutionResult): unknown {
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
  if (result.isError) {
    throw Object.assign(new Error(result.error ?? text), { code: result.errorCode ?? 'TOOL_ERROR' });
  }
  if (result.structuredContent !== undefined) return result.structuredContent;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toDeclaredTool(tool: Tool) {
  return {
    name: tool.name,
    toolset: tool.source.toolset ?? tool.source.mcpServer,
    description: tool.description || tool.title || tool.annotations?.title,
    inputSchema: tool.inputSchema,
    outputSchema: tool.outputSchema,
  };
}

/** `search_tools` and `execute` as `tools/list` shows them in code mode. */
function codeModeDefinitions(settings: CodeModeSettings): McpTool[] {
  const search = searchToolDefinitions.find((definition) => definition.name === searchToolsName);
  const calls = settings.maxToolCalls ?? 100;
  return [
    {
      ...(search as McpTool),
      description:
        'Find tools by what they do. Returns their TypeScript declarations (one namespace per toolset, ' +
        `async functions with typed arguments and results) to call from ${executeToolName}. Search again with other words if nothing fits.`,
    },
    {
      name: executeToolName,
      title: 'Run code that calls tools',
      description:
        'Run JavaScript or TypeScript (the body of an async function) that calls the tools found with ' +
        `${searchToolsName} as \`await namespace.tool(args)\`; a failed call throws an Error with a code. ` +
        'Filter and combine results in the code and print (console.log) or return only what you need. ' +
        `No files, network or timers; at most ${calls} tool calls per run.`,
      inputSchema: {
        type: 'object',
        properties: { code: { type: 'string', description: 'The code to run' } },
        required: ['code'],
      },
    },
  ];
}
