import {
  type CliExecutionConfig,
  type ConfigIssue,
  ConfigValidationError,
  cliExecutionSchema,
  parseExecutionConfig,
} from '@mci/schema';
import { compilePathExpression, TemplateError } from '@mci/templating';

/**
 * Checks a `"cli"` execution against its schema, and that every flag's `from` is a path expression as
 * written inside `{{ }}` (`props.x | env.Y | 'default'`). Throws `ConfigValidationError` naming each
 * field at fault.
 */
export function parseCliConfig(execution: unknown): CliExecutionConfig {
  const config = parseExecutionConfig(cliExecutionSchema, 'cli', execution);
  const issues: ConfigIssue[] = [];
  for (const [flag, { from }] of Object.entries(config.flags ?? {})) {
    try {
      compilePathExpression(from);
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
      issues.push({ path: ['flags', flag, 'from'], message: error.message });
    }
  }
  if (issues.length) throw new ConfigValidationError({ executionType: 'cli', issues });
  return config;
}
