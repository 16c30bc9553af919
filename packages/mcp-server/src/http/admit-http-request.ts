import type { ServerResponse } from 'node:http';
import type { Logger } from '@mci/schema';
import type { HttpAuthLayer } from '../auth/create-http-auth-layer.js';
import type { AuthedRequest } from './http-sessions.js';
import { readJsonBody } from './read-json-body.js';
import { replyHttpError } from './reply-http-error.js';

/** The steps of an HTTP request that deal with who calls and what it sends. */
export interface HttpAdmission {
  /** Answers the OAuth metadata paths (503 if the auth layer could not be made); true when it answered. */
  answerMetadata(pathname: string, response: ServerResponse): boolean;
  /**
   * Authenticates a request to the endpoint (when tokens are checked) and reads its JSON body; undefined
   * when the request was refused and answered here.
   */
  admit(request: AuthedRequest, response: ServerResponse): Promise<{ body: unknown } | undefined>;
}

/**
 * The admission of `serveHttp`: `layer()` is the auth layer once it is made (just after listening), or
 * undefined when no tokens are checked (`required` false).
 */
export function createHttpAdmission(
  required: boolean,
  layer: () => HttpAuthLayer | undefined,
  endpoint: string,
  logger: Logger,
): HttpAdmission {
  return {
    answerMetadata(pathname, response) {
      const auth = layer();
      // Until the auth layer is ready, nothing passes without it.
      if (required && auth === undefined) {
        replyHttpError(response, { status: 503, message: 'Not ready' });
        return true;
      }
      return auth?.serveMetadata(pathname, response) === true;
    },
    async admit(request, response) {
      const admitted = await layer()?.admit(request);
      if (admitted !== undefined && 'refusal' in admitted) {
        const { status, message, headers, code } = admitted.refusal;
        logger.info(`refused ${request.method} ${endpoint}: ${message}`);
        replyHttpError(response, { status, message, headers, code });
        return undefined;
      }
      const read =
        admitted !== undefined
          ? { ok: true as const, value: admitted.parsedBody }
          : request.method !== 'POST'
            ? { ok: true as const, value: undefined }
            : await readJsonBody(request);
      if (!read.ok) {
        replyHttpError(response, { status: read.status, message: read.message, code: read.code });
        return undefined;
      }
      if (Array.isArray(read.value) && read.value.length === 0) {
        const message = 'Invalid Request: an empty batch; send at least one message';
        replyHttpError(response, { status: 400, message, code: -32600 });
        return undefined;
      }
      return { body: read.value };
    },
  };
}
