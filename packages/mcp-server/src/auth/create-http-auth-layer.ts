import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@mci/schema';
import type { AuthInfo } from '@modelcontextprotocol/server';
import { deniedAuditEntry } from '../calls/denied-audit-entry.js';
import type { AuditLog } from '../calls/open-audit-log.js';
import type { MciMcpServer } from '../create-mci-mcp-server.js';
import { readJsonBody } from '../http/read-json-body.js';
import type { CallerIdentity } from './caller-identity.js';
import {
  createHttpAuthenticator,
  type HttpAuthenticator,
  type HttpRefusal,
} from './create-http-authenticator.js';
import type { JwtVerifierSettings } from './create-jwt-verifier.js';
import { findForbiddenCall } from './find-forbidden-call.js';
import type { TokenVerifier } from './token-verifier.js';

/** JWT access tokens of an identity provider; `audiences` defaults to the public URL of the endpoint. */
export type HttpOAuthSettings = Omit<JwtVerifierSettings, 'audiences'> & { audiences?: readonly string[] };

export interface HttpAuthLayerSettings {
  /** The MCP endpoint as clients reach it. */
  resource: string;
  endpointPath: string;
  oauth?: HttpOAuthSettings;
  tokenVerifiers?: readonly TokenVerifier[];
  auditLog?: AuditLog;
  logger: Logger;
}

export interface HttpAuthLayer {
  serveMetadata(pathname: string, response: ServerResponse): boolean;
  /**
   * Authenticates a request to the MCP endpoint and, for a POST, refuses with 403 a `tools/call` of a tool
   * the caller may not call. Admitted requests carry the identity as `request.auth` (never the token) and
   * come back with the body already read.
   */
  admit(
    request: IncomingMessage & { auth?: AuthInfo },
  ): Promise<{ refusal: HttpRefusal } | { identity: CallerIdentity; parsedBody: unknown }>;
}

/**
 * Token verification, resource metadata and per-tool scope checks in front of the MCP transport. The JWT
 * verifier (and `jose`) is loaded only when OAuth is configured.
 */
export async function createHttpAuthLayer(
  mci: MciMcpServer,
  settings: HttpAuthLayerSettings,
): Promise<HttpAuthLayer> {
  const { oauth } = settings;
  const verifiers = [
    ...(oauth === undefined
      ? []
      : [
          (await import('./create-jwt-verifier.js')).createJwtVerifier({
            ...oauth,
            audiences: oauth.audiences ?? [settings.resource],
          }),
        ]),
    ...(settings.tokenVerifiers ?? []),
  ];
  const authenticator = createHttpAuthenticator({
    verifiers,
    resource: settings.resource,
    endpointPath: settings.endpointPath,
    authorizationServers: oauth?.issuers ?? [],
    scopesSupported: () => [...new Set(mci.tools().flatMap((tool) => tool.requiredScopes ?? []))].sort(),
    logger: settings.logger,
  });
  return {
    serveMetadata: authenticator.serveMetadata,
    async admit(request) {
      const verdict = await authenticator.authenticate(request);
      if ('refusal' in verdict) return verdict;
      const { identity } = verdict;
      // The token stays here: handlers get the identity only.
      request.auth = {
        token: '',
        clientId: identity.clientId ?? identity.key,
        scopes: [...identity.scopes],
        extra: { identity },
      };
      if (request.method !== 'POST') return { identity, parsedBody: undefined };
      // A 2026-07-28 call names its tool in a header: a forbidden one is refused before the body is read.
      const named = namedCall(request);
      const early =
        named === undefined
          ? undefined
          : refuseForbiddenCall(mci, authenticator, settings.auditLog, request, identity, named);
      if (early !== undefined) return early;
      const body = await readJsonBody(request);
      if (!body.ok) {
        return { refusal: { status: body.status, message: body.message, headers: {}, code: body.code } };
      }
      const refusal = refuseForbiddenCall(
        mci,
        authenticator,
        settings.auditLog,
        request,
        identity,
        body.value,
      );
      return refusal ?? { identity, parsedBody: body.value };
    },
  };
}

/** The `tools/call` the `Mcp-Method` and `Mcp-Name` headers announce, as a message without arguments. */
function namedCall(request: IncomingMessage): { method: string; params: { name: string } } | undefined {
  const method = request.headers['mcp-method'];
  const name = request.headers['mcp-name'];
  if (method !== 'tools/call' || typeof name !== 'string' || name === '') return undefined;
  return { method, params: { name } };
}

/** The 403 answer (and audit line) for a `tools/call` in the body that the caller's scopes do not allow. */
function refuseForbiddenCall(
  mci: MciMcpServer,
  authenticator: HttpAuthenticator,
  auditLog: AuditLog | undefined,
  request: IncomingMessage,
  identity: CallerIdentity,
  body: unknown,
): { refusal: HttpRefusal } | undefined {
  const forbidden = findForbiddenCall(body, identity, (name) =>
    mci.tools().find((tool) => tool.name === name),
  );
  if (forbidden === undefined) return undefined;
  const sessionId = request.headers['mcp-session-id'];
  auditLog?.write(
    deniedAuditEntry({
      tool: forbidden.tool,
      identity,
      reason: forbidden.authorization.reason,
      ...(typeof sessionId === 'string' && { sessionId }),
    }),
  );
  return { refusal: authenticator.insufficientScope(forbidden.tool, forbidden.authorization.requiredScopes) };
}
