export { InvalidServeOptionError } from './invalid-serve-option-error.js';
export { serveErrorHint } from './serve-error-hint.js';
export { type ServeOptionErrorCode, serveOptionErrorCodes } from './serve-option-error-codes.js';
export {
  addServeOptions,
  type ServeCommandOptions,
  type ServeSettingsContext,
  serveSettingsFromOptions,
} from './serve-options.js';
