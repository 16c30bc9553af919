import {
  ConfigValidationError,
  type ExecutorV1,
  parseExecutionConfig,
  type TextExecutionConfig,
  textExecutionSchema,
} from '@mci/schema';
import { compileTemplate, TemplateError, templatingErrorCodes } from '@mci/templating';

/**
 * The executor of `"text"` tools, built into the client: renders `text` with the full template engine
 * (placeholders, `@for`, `@foreach`, `@if`) and returns it as one text content item. A template that does
 * not parse is refused at load.
 */
export function createTextExecutor(): ExecutorV1<TextExecutionConfig> {
  // Texts already checked: tools of a large toolset often share one text, which is then compiled once.
  const valid = new Set<string>();
  return {
    specificationVersion: 'v1',
    type: 'text',
    errorCodes: templatingErrorCodes,
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
    execute: async ({ config, context }) => ({
      isError: false,
      content: [{ type: 'text', text: context.renderTemplate(config.text) }],
    }),
  };
}
