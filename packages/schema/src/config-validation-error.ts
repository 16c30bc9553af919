import { formatJsonPath } from './format-json-path.js';
import { MciError } from './mci-error.js';
import type { SchemaErrorCode } from './schema-error-codes.js';

/** One problem in an execution config, at a path relative to the `execution` object. */
export interface ConfigIssue {
  path: ReadonlyArray<string | number>;
  message: string;
}

/**
 * Thrown by `ExecutorV1.parseConfig` when an execution config is wrong. The client adds the file, line,
 * column and the full JSON path (`tools[3].execution.url`).
 */
export class ConfigValidationError extends MciError<SchemaErrorCode> {
  readonly executionType: string;
  readonly issues: readonly ConfigIssue[];

  constructor(
    fields: { executionType: string; issues: readonly ConfigIssue[] },
    options?: { cause?: unknown },
  ) {
    const { executionType, issues } = fields;
    const text = issues
      .map((issue) => `${issue.path.length ? `${formatJsonPath(issue.path)}: ` : ''}${issue.message}`)
      .join('; ');
    super('CONFIG_INVALID', `Invalid "${executionType}" execution config: ${text}`, options);
    this.executionType = executionType;
    this.issues = issues;
  }
}
