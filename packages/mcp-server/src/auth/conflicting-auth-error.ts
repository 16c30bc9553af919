import { MciError } from '@mci/schema';
import type { McpServerErrorCode } from '../mcp-server-error-codes.js';

/** `authToken` given together with OAuth or token verifiers (API keys): one server takes one kind. */
export class ConflictingAuthError extends MciError<McpServerErrorCode> {
  constructor() {
    super(
      'CONFLICTING_AUTH',
      'authToken cannot be combined with OAuth or API keys; give that client an API key instead.',
    );
  }
}
