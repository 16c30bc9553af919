export { ClientClosedError } from './client-closed-error.js';
export { type ClientErrorCode, clientErrorCodes } from './client-error-codes.js';
export { createTextExecutor } from './create-text-executor.js';
export { ExecutorNotFoundError } from './executor-not-found-error.js';
export { MCIClient } from './mci-client.js';
export type { MCIClientOptions } from './mci-client-options.js';
export type { Tool, ToolSource } from './tool.js';
export { ToolNotFoundError } from './tool-not-found-error.js';
