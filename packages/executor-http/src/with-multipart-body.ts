import type { ExecutionContext } from '@mci/schema';
import type { HttpMultipartBody } from '@mci/schema/internal';
import { buildMultipartBody } from './build-multipart-body.js';
import type { PreparedRequest } from './prepare-request.js';

/** The request with its `multipart` body built (files read). */
export async function withMultipartBody(
  request: PreparedRequest,
  body: HttpMultipartBody,
  context: ExecutionContext,
): Promise<PreparedRequest> {
  const { bytes, contentType } = await buildMultipartBody(body, context);
  const headers = request.headers.copy();
  headers.set('Content-Type', contentType);
  return { ...request, headers, body: bytes };
}
