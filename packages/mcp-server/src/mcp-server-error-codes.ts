import type { DocumentedTool, ErrorCodeList } from '@mci/schema';

/** The codes of the errors of the MCP server: what each means and when it comes. */
export const mcpServerErrorCodes = {
  CONFIRMATION_DECLINED: {
    stage: 'call',
    meaning:
      'A destructive tool was not confirmed: the person declined or dismissed the question, or it went unanswered; the tool did not run',
    appliesTo: isDestructive,
  },
  CONFIRMATION_REQUIRED: {
    stage: 'call',
    meaning:
      'A destructive tool needs a confirmation the client cannot be asked for (no MCP elicitation, stateless HTTP, or a call from code on 2026-07-28); the tool did not run',
    appliesTo: isDestructive,
  },
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
  RATE_LIMITED: {
    stage: 'call',
    meaning: 'A rate limit of the MCP server was exceeded; the call did not run (retry later)',
  },
} as const satisfies ErrorCodeList;

export type McpServerErrorCode = keyof typeof mcpServerErrorCodes;

/** Only tools annotated `destructiveHint: true` can need a confirmation (with `confirmDestructive`). */
function isDestructive(tool: DocumentedTool): boolean {
  return tool.annotations?.destructiveHint === true;
}
