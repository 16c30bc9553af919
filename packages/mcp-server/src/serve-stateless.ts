import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { MciMcpServer } from './create-mci-mcp-server.js';
import { replyHttpError } from './reply-http-error.js';

/** Answers one POST on its own SDK server and transport, closed when the response ends (no sessions). */
export async function serveStateless(
  mci: MciMcpServer,
  Transport: typeof StreamableHTTPServerTransport,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (request.method !== 'POST') {
    return replyHttpError(response, 405, 'Only POST is supported by this stateless server', {
      Allow: 'POST',
    });
  }
  const server = mci.createServer();
  const transport = new Transport({ sessionIdGenerator: undefined });
  response.on('close', () => {
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request, response);
}
