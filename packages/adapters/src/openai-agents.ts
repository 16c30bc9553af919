export type { AdapterClient, AdapterTool } from './adapter-client.js';
export type { AdapterOptions } from './adapter-options.js';
export type { FunctionToolsOptions } from './function-tools-options.js';
export { toOpenAIAgentsTools } from './to-openai-agents-tools.js';
