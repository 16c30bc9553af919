import { CallCancelledError, ExecutorClosedError, executorKitErrorCodes } from '@mci/executor-kit';
import {
  ConfigValidationError,
  type ExecutorV1,
  parseExecutionConfig,
  type TextExecutionConfig,
  textExecutionSchema,
} from '@mci/schema';
import { compileTemplate, TemplateError } from '@mci/templating';
import { renderErrorCodes } from './client-error-codes.js';

/** The codes a text tool's call can give: the engine's, and the shared ones (it never times out). */
const errorCodes = {
  ...renderErrorCodes,
  CALL_CANCELLED: executorKitErrorCodes.CALL_CANCELLED,
  EXECUTOR_CLOSED: executorKitErrorCodes.EXECUTOR_CLOSED,
};

/**
 * The executor of `"text"` tools, built into the client: renders `text` with the full template engine
 * (placeholders, `@for`, `@foreach`, `@if`) and returns it as one text content item. A template that does
 * not parse is refused at load. A call renders at once, so none is ever running when `close()` runs: the
 * executor needs no running-calls registry and makes no signal of its own.
 */
export function createTextExecutor(): ExecutorV1<TextExecutionConfig> {
  // Texts already checked: tools of a large toolset often share one text, which is then compiled once.
  const valid = new Set<string>();
  let closed = false;
  return {
    specificationVersion: 'v1',
    type: 'text',
    errorCodes,
    parseConfig(execution) {
      const config = parseExecutionConfig(textExecutionSchema, 'text', execution);
      if (valid.has(config.text)) return config;
      try {
        compileTemplate(config.text);
        valid.add(config.text);
      } catch (error) {
        if (!(error instanceof TemplateError)) throw error;
        throw new ConfigValidationError(
          { executionType: 'text', issues: [{ path: ['text'], message: error.message }] },
          {
            cause: error,
          },
        );
      }
      return config;
    },
    async execute({ config, context, signal }) {
      if (closed) throw new ExecutorClosedError({ executorType: 'text' });
      if (signal.aborted) {
        const fields = { toolName: context.tool.name, executorType: 'text' };
        throw new CallCancelledError(fields, { cause: signal.reason });
      }
      return { isError: false, content: [{ type: 'text', text: context.renderTemplate(config.text) }] };
    },
    async close() {
      closed = true;
    },
  };
}
