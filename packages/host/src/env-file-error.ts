import { MciError } from '@mci/schema';
import type { HostErrorCode } from './host-error-codes.js';

/** An `.env` file that was asked for but cannot be read. */
export class EnvFileError extends MciError<HostErrorCode> {
  readonly filePath: string;
  readonly reason: string;

  constructor(fields: { filePath: string; reason: string }, options?: { cause?: unknown }) {
    const { filePath, reason } = fields;
    super('ENV_FILE_UNREADABLE', `Cannot read env file ${filePath}: ${reason}.`, options);
    this.filePath = filePath;
    this.reason = reason;
  }
}
