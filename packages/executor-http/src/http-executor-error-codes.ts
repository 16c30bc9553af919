import type { ErrorCodeList } from '@mci/schema';

type Execution = Readonly<Record<string, unknown>>;

function authOf(execution: Execution): Execution | undefined {
  const auth = execution.auth;
  return typeof auth === 'object' && auth !== null ? (auth as Execution) : undefined;
}

/** The token of `oauth2` auth can fail. */
function usesOAuth2(tool: { readonly execution: Execution }): boolean {
  return authOf(tool.execution)?.type === 'oauth2';
}

/** Headers that are not the executor's own (Basic credentials are base64 and cannot hold CR, LF or NUL). */
function sendsRenderedHeaders(tool: { readonly execution: Execution }): boolean {
  const auth = authOf(tool.execution);
  const authHeader =
    auth?.type === 'bearer' || auth?.type === 'oauth2' || (auth?.type === 'apiKey' && auth.in === 'header');
  return tool.execution.headers !== undefined || authHeader;
}

/** The codes of the errors of the http executor: what each means and when it comes. */
export const httpExecutorErrorCodes = {
  HTTP_ABORTED: { stage: 'call', meaning: 'The request was cancelled by the caller' },
  HTTP_INVALID_HEADER: {
    stage: 'call',
    meaning: 'A rendered header name or value is not valid',
    appliesTo: sendsRenderedHeaders,
  },
  HTTP_INVALID_PATH_PARAM: {
    stage: 'call',
    meaning: "A pathParams value is missing, empty, '.' or '..'",
    appliesTo: (tool) => tool.execution.pathParams !== undefined,
  },
  HTTP_REDIRECT: { stage: 'call', meaning: 'A redirect cannot be followed (too many, or not http(s))' },
  HTTP_REQUEST_FAILED: {
    stage: 'call',
    meaning: 'The request failed before an answer (DNS, refused, reset, bad URL)',
  },
  HTTP_RESPONSE_TOO_LARGE: { stage: 'call', meaning: 'The response body is larger than the size limit' },
  HTTP_STATUS: { stage: 'call', meaning: 'The server answered with a status of 400 or more' },
  HTTP_TIMEOUT: { stage: 'call', meaning: 'No complete answer within timeout_ms' },
  OAUTH2_TOKEN_FAILED: {
    stage: 'call',
    meaning: 'The OAuth2 token endpoint did not give a token',
    appliesTo: usesOAuth2,
  },
} as const satisfies ErrorCodeList;

export type HttpExecutorErrorCode = keyof typeof httpExecutorErrorCodes;
