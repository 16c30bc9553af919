import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import cookieParser from 'cookie-parser';
import express from 'express';
import * as OpenApiValidator from 'express-openapi-validator';

export interface ValidatingServer {
  readonly origin: string;
  /** One entry per request: accepted, or the validator's message. */
  readonly verdicts: Array<{ request: string; accepted: boolean; message?: string; sentFields?: string[] }>;
  close(): Promise<void>;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

type Scheme = { type: string; in?: string; name?: string; scheme?: string };

function hasCredentials(request: express.Request, _scopes: string[], scheme: Scheme): boolean {
  const authorization = request.headers.authorization ?? '';
  if (scheme.type === 'apiKey') {
    const name = scheme.name ?? '';
    if (scheme.in === 'header') return Boolean(request.headers[name.toLowerCase()]);
    if (scheme.in === 'query') return Boolean(request.query[name]);
    return Boolean(request.cookies?.[name]);
  }
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic')
    return /^Basic \S+/.test(authorization);
  return /^Bearer \S+/.test(authorization);
}

/**
 * A real Express server on 127.0.0.1 (free port) whose every request is checked by
 * express-openapi-validator against `document` (an OpenAPI 3 file): parameters with their styles,
 * bodies (multipart through multer), and that each security requirement's credentials are present.
 */
export async function startValidatingServer(document: string): Promise<ValidatingServer> {
  const verdicts: ValidatingServer['verdicts'] = [];
  const app = express();
  app.use(express.json({ type: ['application/json', 'application/*+json'] }));
  app.use(express.urlencoded({ extended: false }));
  app.use(express.text({ type: ['text/*', 'application/xml'] }));
  app.use(express.raw({ type: 'application/octet-stream' }));
  app.use(cookieParser());
  // The fields of a JSON body as sent, before the validator fills in defaults.
  app.use((request, response, next) => {
    response.locals.sentFields = isObject(request.body) ? Object.keys(request.body) : undefined;
    next();
  });
  app.use(
    OpenApiValidator.middleware({
      apiSpec: document,
      // A form body carries text only: its numbers are compared as numbers.
      validateRequests: { allowUnknownQueryParameters: false, coerceTypes: true },
      validateResponses: false,
      // The same check for every scheme of the document: its credentials are present and well formed.
      validateSecurity: { handlers: new Proxy({}, { get: () => hasCredentials }) },
      fileUploader: { storage: undefined },
    }),
  );
  app.use((request, response) => {
    verdicts.push({ request: `${request.method} ${request.originalUrl}`, accepted: true });
    response.json({ ok: true });
  });
  app.use(
    (
      error: { status?: number; message: string },
      request: express.Request,
      response: express.Response,
      _next: express.NextFunction,
    ) => {
      verdicts.push({
        request: `${request.method} ${request.originalUrl}`,
        accepted: false,
        message: error.message,
        sentFields: response.locals.sentFields,
      });
      response.status(error.status ?? 500).json({ message: error.message });
    },
  );
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    verdicts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
