import type { ExecutionContext, HttpExecutionConfig } from '@mci/schema';
import { buildMultipartBody } from './build-multipart-body.js';
import type { PreparedRequest } from './prepare-request.js';

/** The request with its `multipart` body built (files read); any other request as it is. */
export async function withMultipartBody(
  request: PreparedRequest,
  config: HttpExecutionConfig,
  context: ExecutionContext,
): Promise<PreparedRequest> {
  if (config.body?.type !== 'multipart') return request;
  const { bytes, contentType } = await buildMultipartBody(config.body, context);
  const headers = request.headers.copy();
  headers.set('Content-Type', contentType);
  return { ...request, headers, body: bytes };
}
