import { MciError } from '@mci/schema';
import type { McpServerErrorCode } from '../mcp-server-error-codes.js';

/** The audit log file could not be opened for appending at start-up. */
export class AuditLogError extends MciError<McpServerErrorCode> {
  /** The audit log file, as given. */
  readonly file: string;
  /** Why, such as `permission denied`. */
  readonly reason: string;

  constructor(fields: { file: string; reason: string }, options?: { cause?: unknown }) {
    const { file, reason } = fields;
    super('AUDIT_LOG_UNWRITABLE', `Cannot write the audit log ${file}: ${reason}.`, options);
    this.file = file;
    this.reason = reason;
  }
}
