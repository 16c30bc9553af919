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
      .map((issue) => `${issue.path.length ? `${formatIssuePath(issue.path)}: ` : ''}${issue.message}`)
      .join('; ');
    super('CONFIG_INVALID', `Invalid "${executionType}" execution config: ${text}`, options);
    this.executionType = executionType;
    this.issues = issues;
  }
}

/** `['headers', 'X-Id']` becomes `headers.X-Id`, `['args', 2]` becomes `args[2]`. */
export function formatIssuePath(path: ReadonlyArray<string | number>): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) text += text ? `.${segment}` : segment;
    else text += `[${JSON.stringify(segment)}]`;
  }
  return text;
}
