import type { Content } from '@mci/schema';
import type { AdapterClient } from './adapter-client.js';
import type { AdapterOptions } from './adapter-options.js';
import { callSelectedTool } from './call-selected-tool.js';
import { contentToText } from './content-to-text.js';
import { selectTools } from './select-tools.js';

/** A tool definition of the Anthropic Messages API (`tools` of a request). */
export interface AnthropicTool {
  name: string;
  description: string;
  input_schema: { type: 'object'; [keyword: string]: unknown };
}

/** A `tool_use` block of an assistant message. */
export interface AnthropicToolUseBlock {
  type: 'tool_use';
  id: string;
  name: string;
  input: unknown;
}

/** A content item of a `tool_result` block. */
export type AnthropicToolResultContent =
  | { type: 'text'; text: string }
  | { type: 'image'; source: { type: 'base64'; media_type: string; data: string } };

/** The `tool_result` block answering a `tool_use` block, for the next user message. */
export interface AnthropicToolResultBlock {
  type: 'tool_result';
  tool_use_id: string;
  content: AnthropicToolResultContent[];
  is_error?: boolean;
}

/** The definitions to send and the helper that runs the model's `tool_use` blocks. */
export interface AnthropicTools {
  readonly tools: AnthropicTool[];
  runToolUse(
    block: AnthropicToolUseBlock,
    options?: { signal?: AbortSignal },
  ): Promise<AnthropicToolResultBlock>;
}

/**
 * The client's tools for the Anthropic Messages API, with portable names, and `runToolUse`, which runs a
 * `tool_use` block through MCI and returns the matching `tool_result` block: text and images as content,
 * failures (bad input, unknown name, the tool's own errors) with `is_error: true` and MCI's message.
 */
export function toAnthropicTools(client: AdapterClient, options: AdapterOptions = {}): AnthropicTools {
  const selection = selectTools(client, options);
  return {
    tools: selection.tools.map((tool) => ({
      name: tool.name,
      description: tool.description,
      input_schema: { ...tool.inputSchema, type: 'object' },
    })),
    runToolUse: async (block, runOptions = {}) => {
      const call = { name: block.name, input: block.input, signal: runOptions.signal };
      const result = await callSelectedTool(client, selection, call);
      const content = result.content.map(toResultContent);
      return {
        type: 'tool_result',
        tool_use_id: block.id,
        content: content.length ? content : [{ type: 'text', text: contentToText(result) }],
        ...(result.isError ? { is_error: true } : {}),
      };
    },
  };
}

function toResultContent(item: Content): AnthropicToolResultContent {
  if (item.type === 'image') {
    return { type: 'image', source: { type: 'base64', media_type: item.mimeType, data: item.data } };
  }
  return { type: 'text', text: contentToText({ isError: false, content: [item] }) };
}
