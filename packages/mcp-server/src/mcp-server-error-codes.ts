import type { ErrorCodeList } from '@mci/schema';

/** The codes of the errors of the MCP server: what each means and when it comes. */
export const mcpServerErrorCodes = {
  API_KEY_FILE_INVALID: {
    stage: 'load',
    meaning: 'The API key file cannot be read or an entry is wrong; the message names file, line and field',
  },
  AUDIT_LOG_UNWRITABLE: { stage: 'load', meaning: 'The audit log file cannot be opened for writing' },
  CONFLICTING_AUTH: {
    stage: 'load',
    meaning: 'A static token was given together with OAuth or API keys; one server takes one kind',
  },
  HTTP_LISTEN_FAILED: { stage: 'load', meaning: 'The HTTP server could not listen on the host and port' },
  INSECURE_BIND: {
    stage: 'load',
    meaning: 'The HTTP server was asked to listen beyond localhost without a token',
  },
  INVALID_TOKEN: {
    stage: 'load',
    meaning: 'An HTTP request had a bearer token that was refused (answered 401); no tool ran',
  },
  INVALID_TRUST_PROXY: {
    stage: 'load',
    meaning: 'The trust-proxy setting is neither a number of hops nor a list of addresses and CIDR ranges',
  },
  OAUTH_DISCOVERY_FAILED: {
    stage: 'load',
    meaning: 'The signing keys of the OAuth issuer cannot be found (its metadata or JWKS did not answer)',
  },
  OPTIONAL_PACKAGE_MISSING: {
    stage: 'load',
    meaning:
      'A setting needs an optional package that is not installed (such as ioredis for rate limits in Redis)',
  },
  RATE_LIMITED: {
    stage: 'call',
    meaning: 'A rate limit of the MCP server was exceeded; the call did not run (retry later)',
  },
} as const satisfies ErrorCodeList;

export type McpServerErrorCode = keyof typeof mcpServerErrorCodes;
