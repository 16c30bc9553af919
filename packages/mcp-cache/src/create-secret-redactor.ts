import { createRedactor, type Redactor } from '@mci/schema';

/**
 * The redactor for an MCP server's secrets (rendered env and header values), also in their
 * percent-encoded forms, since a secret inside a URL appears encoded in the messages that show it.
 */
export function createSecretRedactor(secrets: Iterable<string | undefined>): Redactor {
  const values = [...secrets].filter((secret): secret is string => secret !== undefined);
  return createRedactor([...values, ...values.flatMap(encodedForms)]);
}

function encodedForms(secret: string): string[] {
  try {
    return [encodeURI(secret), encodeURIComponent(secret)];
  } catch {
    return []; // a lone surrogate cannot be encoded, so it cannot appear encoded either
  }
}
