import { MciError } from '@mci/schema';
import type { McpServerErrorCode } from '../mcp-server-error-codes.js';

/** The API key file (`apiKeysFile`) cannot be used: unreadable, not YAML/JSON, or an entry is wrong. */
export class ApiKeyFileError extends MciError<McpServerErrorCode> {
  /** The file, as given. */
  readonly file: string;
  /** `line:column` of the problem, when it is in the text. */
  readonly position: string | undefined;
  /** JSON path of the wrong value, such as `keys[2].sha256`. */
  readonly jsonPath: string | undefined;
  /** What is wrong and how to fix it. */
  readonly reason: string;

  constructor(
    fields: { file: string; position?: string; jsonPath?: string; reason: string },
    options?: { cause?: unknown },
  ) {
    const { file, position, jsonPath, reason } = fields;
    const where = `${file}${position === undefined ? '' : `:${position}`}`;
    super(
      'API_KEY_FILE_INVALID',
      `${where}: ${jsonPath === undefined ? '' : `${jsonPath}: `}${reason}`,
      options,
    );
    this.file = file;
    this.position = position;
    this.jsonPath = jsonPath;
    this.reason = reason;
  }
}
