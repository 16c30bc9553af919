import { MciError } from '@mci/schema';

/** The flags that fix an error of the server library, which speaks in setting terms. */
const hints: Record<string, string> = {
  INSECURE_BIND:
    'Set --auth-token (or MCI_AUTH_TOKEN), --oauth-issuer or --api-keys, or pass --allow-unauthenticated-remote.',
  OAUTH_DISCOVERY_FAILED: 'The JWKS URL is given with --oauth-jwks.',
};

/** What to tell a user of `mci run` or `mci-mcp-server` after an error of starting the server, if anything. */
export function serveErrorHint(error: unknown): string | undefined {
  return MciError.isInstance(error) ? hints[error.code] : undefined;
}
