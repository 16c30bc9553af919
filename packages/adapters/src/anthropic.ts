export type { AdapterClient, AdapterTool } from './adapter-client.js';
export type { AdapterOptions } from './adapter-options.js';
export {
  type AnthropicTool,
  type AnthropicToolResultBlock,
  type AnthropicToolResultContent,
  type AnthropicTools,
  type AnthropicToolUseBlock,
  toAnthropicTools,
} from './to-anthropic-tools.js';
