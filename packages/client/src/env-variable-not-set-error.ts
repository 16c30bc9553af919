import path from 'node:path';
import { MciError } from '@mci/schema';
import type { ClientErrorCode } from './client-error-codes.js';

/** Where a tool reads an env variable: the field (JSON path) and its position in the file. */
export interface EnvVariableUse {
  readonly field: string;
  readonly filePath?: string;
  readonly line?: number;
  readonly column?: number;
}

/** A tool's placeholder reads an env variable that is not set, at call time. */
export class EnvVariableNotSetError extends MciError<ClientErrorCode> {
  /** The env variable, such as `WEATHER_TOKEN`. */
  readonly variable: string;
  readonly toolName: string;
  /** The field that reads it and where it is, when known. */
  readonly use: EnvVariableUse | undefined;

  constructor(
    fields: { variable: string; toolName: string; use?: EnvVariableUse },
    options?: { cause?: unknown },
  ) {
    const { variable, toolName, use } = fields;
    const position = use?.filePath
      ? ` (${use.filePath}${use.line === undefined ? '' : `:${use.line}:${use.column ?? 1}`})`
      : '';
    const field = use ? ` in ${use.field}${position}` : '';
    const envFile = use?.filePath ? `a .env file next to ${path.basename(use.filePath)}` : 'a .env file';
    super(
      'ENV_VARIABLE_NOT_SET',
      `env variable ${variable} is not set; tool "${toolName}" reads it${field}. Set it in ${envFile}, in the "env" of the server entry of your MCP host's config, or in the environment.`,
      options,
    );
    this.variable = variable;
    this.toolName = toolName;
    this.use = use;
  }
}
