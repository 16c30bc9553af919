import type { ServerResponse } from 'node:http';
import type { Logger } from '@mci/schema';
import type { MciMcpServer } from '../create-mci-mcp-server.js';
import type { ClientAddressOf } from './client-address.js';
import type { AuthedRequest, HttpSessions } from './http-sessions.js';
import { clientGoneSignal, sendWebResponse, toWebRequest } from './web-exchange.js';

type ServerSdk = typeof import('@modelcontextprotocol/server');

export interface ProtocolEraRouterSettings {
  /** 2025-era requests are answered one by one, without sessions. */
  readonly stateless: boolean;
  /** The tools listed depend on the caller's identity (OAuth, API keys). */
  readonly perCaller: boolean;
  /** The address a request is keyed by when it has no identity or token. */
  readonly clientAddressOf: ClientAddressOf;
  readonly logger: Logger;
}

export interface ProtocolEraRouter {
  /** Answers a request to the MCP endpoint, its JSON body already read. */
  serve(request: AuthedRequest, response: ServerResponse, body: unknown): Promise<void>;
  /** Ends open `subscriptions/listen` streams and the requests in progress of the 2026-07-28 era. */
  close(): Promise<void>;
}

/**
 * The MCP endpoint for both protocol eras: a 2026-07-28 request is answered on its own by the SDK's
 * handler (no handshake, no session; reloads reach `subscriptions/listen` streams), a 2025-era request
 * goes to its session in `sessions`, or is answered on its own when the server is stateless.
 */
export function routeProtocolEras(
  mci: MciMcpServer,
  sdk: ServerSdk,
  sessions: HttpSessions,
  settings: ProtocolEraRouterSettings,
): ProtocolEraRouter {
  const { stateless, perCaller, logger, clientAddressOf } = settings;
  const handler = sdk.createMcpHandler(({ era }) => mci.createServer({ era, perRequest: true, perCaller }), {
    legacy: stateless ? 'stateless' : 'reject',
    onerror: (error) => logger.debug(`MCP request: ${error.message}`),
  });
  const stopListening = mci.onToolsChanged(() => handler.notify.toolsChanged());
  return {
    async serve(request, response, body) {
      const web = toWebRequest(request, body, clientGoneSignal(response), clientAddressOf(request));
      const parsed = body === undefined ? {} : { parsedBody: body };
      if (!stateless && (await sdk.isLegacyRequest(web, body)))
        return sessions.handle(request, response, body);
      const answer = await handler.fetch(web, {
        ...parsed,
        ...(request.auth !== undefined && { authInfo: request.auth }),
      });
      await sendWebResponse(response, answer);
    },
    async close() {
      stopListening();
      await handler.close();
    },
  };
}
