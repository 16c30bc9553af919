import { MciError } from '@mci/schema';
import type { ClientErrorCode } from './client-error-codes.js';

/** `searchTools`: `limit` is not a whole number of at least 1. */
export class InvalidSearchLimitError extends MciError<ClientErrorCode> {
  readonly limit: unknown;

  constructor(fields: { limit: unknown }) {
    super('INVALID_SEARCH_LIMIT', `limit must be a whole number of at least 1, not ${String(fields.limit)}.`);
    this.limit = fields.limit;
  }
}
