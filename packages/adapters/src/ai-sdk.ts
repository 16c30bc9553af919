export type { AdapterClient, AdapterTool } from './adapter-client.js';
export type { AdapterOptions } from './adapter-options.js';
export { toAiSdkTools } from './to-ai-sdk-tools.js';
export { ToolResultError } from './tool-result-error.js';
