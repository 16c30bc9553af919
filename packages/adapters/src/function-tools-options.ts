import type { AdapterOptions } from './adapter-options.js';

/** Options of the adapters whose definitions can use OpenAI's strict mode. */
export interface FunctionToolsOptions extends AdapterOptions {
  /**
   * Send strict-mode schemas (default `true`): optional properties become nullable and required,
   * objects close with `additionalProperties: false`, and the nulls a model sends for them are removed
   * before MCI checks the input. A tool whose schema cannot be strict (an object open to any property)
   * is sent as it is, with `strict: false`.
   */
  readonly strict?: boolean;
}
