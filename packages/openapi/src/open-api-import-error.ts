import { MciError } from '@mci/schema';
import type { OpenApiErrorCode } from './open-api-error-codes.js';

/** The document cannot be imported: it cannot be read or parsed, a `$ref` was refused, or it has no server URL. */
export class OpenApiImportError extends MciError<OpenApiErrorCode> {
  /** The document, as given (path or URL). */
  readonly source: string;
  /** Why, in a sentence. */
  readonly reason: string;

  constructor(fields: { source: string; reason: string }, options?: { cause?: unknown }) {
    super('OPENAPI_IMPORT_FAILED', `Cannot import ${fields.source}: ${fields.reason}`, options);
    this.source = fields.source;
    this.reason = fields.reason;
  }
}
