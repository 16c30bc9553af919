import { MciError } from '@mci/schema';

/** The audit log file could not be opened for appending at start-up. */
export class AuditLogError extends MciError {
  readonly file: string;

  constructor(file: string, reason: string, options?: { cause?: unknown }) {
    super('MCI_AUDIT_LOG_UNWRITABLE', `Cannot write the audit log ${file}: ${reason}.`, options);
    this.file = file;
  }
}
