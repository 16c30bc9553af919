import type { ServerResponse } from 'node:http';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { MciMcpServer } from './create-mci-mcp-server.js';
import { guardRequests } from './guard-requests.js';
import type { AuthedRequest } from './http-sessions.js';
import { replyHttpError } from './reply-http-error.js';

/** Answers one POST on its own SDK server and transport, closed when the response ends (no sessions). */
export async function serveStateless(
  mci: MciMcpServer,
  Transport: typeof StreamableHTTPServerTransport,
  request: AuthedRequest,
  response: ServerResponse,
  body: unknown,
): Promise<void> {
  if (request.method !== 'POST') {
    return replyHttpError(response, {
      status: 405,
      message: 'Only POST is supported by this stateless server',
      headers: {
        Allow: 'POST',
      },
    });
  }
  const server = mci.createServer();
  const transport = new Transport({ sessionIdGenerator: undefined });
  response.on('close', () => {
    void server.close();
  });
  await server.connect(transport);
  guardRequests(transport);
  await transport.handleRequest(request, response, body);
}
