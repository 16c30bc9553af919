import {
  ConfigValidationError,
  type ExecutorV1,
  parseExecutionConfig,
  type TextExecutionConfig,
  textExecutionSchema,
} from '@mci/schema';
import { compileTemplate, TemplateError } from '@mci/templating';

/**
 * The executor of `"text"` tools, built into the client: renders `text` with the full template engine
 * (placeholders, `@for`, `@foreach`, `@if`) and returns it as one text content item. A template that does
 * not parse is refused at load.
 */
export function createTextExecutor(): ExecutorV1<TextExecutionConfig> {
  return {
    specificationVersion: 'v1',
    type: 'text',
    parseConfig(execution) {
      const config = parseExecutionConfig(textExecutionSchema, 'text', execution);
      try {
        compileTemplate(config.text);
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
    execute: async ({ config, context }) => ({
      isError: false,
      content: [{ type: 'text', text: context.renderTemplate(config.text) }],
    }),
  };
}
