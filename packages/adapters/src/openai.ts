export type { AdapterClient, AdapterTool } from './adapter-client.js';
export type { AdapterOptions } from './adapter-options.js';
export type { FunctionDefinition } from './create-function-toolkit.js';
export type { FunctionToolsOptions } from './function-tools-options.js';
export {
  type OpenAIChatTool,
  type OpenAIChatToolCall,
  type OpenAIChatToolMessage,
  type OpenAIChatTools,
  toOpenAIChatTools,
} from './to-openai-chat-tools.js';
export {
  type OpenAIFunctionCall,
  type OpenAIFunctionCallOutput,
  type OpenAIResponsesTool,
  type OpenAIResponsesTools,
  toOpenAIResponsesTools,
} from './to-openai-responses-tools.js';
