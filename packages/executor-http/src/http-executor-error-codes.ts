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

/** A multipart body, or a raw body of base64 bytes. */
function sendsBytes(tool: { readonly execution: Execution }): boolean {
  const body = bodyOf(tool.execution);
  return body?.type === 'multipart' || (body?.type === 'raw' && body.encoding === 'base64');
}

/** Only multipart file parts read files (by path, inside the allowed folders). */
export function readsFiles(tool: {
  readonly execution: Execution;
  readonly enableAnyPaths: boolean;
}): boolean {
  const body = bodyOf(tool.execution);
  return !tool.enableAnyPaths && body?.type === 'multipart' && body.files !== undefined;
}

function bodyOf(execution: Execution): Execution | undefined {
  const body = execution.body;
  return typeof body === 'object' && body !== null ? (body as Execution) : undefined;
}

/** The codes of the errors of the http executor: what each means and when it comes. */
export const httpExecutorErrorCodes = {
  HTTP_INVALID_BODY: {
    stage: 'call',
    meaning: 'A multipart file part or base64 body cannot be sent (unreadable file, invalid base64)',
    appliesTo: sendsBytes,
  },
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
  OAUTH2_TOKEN_FAILED: {
    stage: 'call',
    meaning: 'The OAuth2 token endpoint did not give a token',
    appliesTo: usesOAuth2,
  },
} as const satisfies ErrorCodeList;

export type HttpExecutorErrorCode = keyof typeof httpExecutorErrorCodes;
