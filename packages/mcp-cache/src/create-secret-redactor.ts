import { createRedactor, type Redactor } from '@mci/schema';

/**
 * Secrets shorter than this are not replaced: server env values such as `DEBUG=1` would otherwise mangle
 * every cached description and error text.
 */
const MIN_SECRET_LENGTH = 4;

/** The redactor for an MCP server's secrets (rendered env and header values). */
export function createSecretRedactor(secrets: Iterable<string | undefined>): Redactor {
  return createRedactor(secrets, { minLength: MIN_SECRET_LENGTH });
}
