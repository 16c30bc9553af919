export type { AdapterClient, AdapterTool } from './adapter-client.js';
export type { AdapterOptions } from './adapter-options.js';
export { toLangChainTools } from './to-lang-chain-tools.js';
export { ToolResultError } from './tool-result-error.js';
