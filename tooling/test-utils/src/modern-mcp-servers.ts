import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import {
  type CacheHint,
  createMcpHandler,
  type McpHttpHandler,
  McpServer,
} from '@modelcontextprotocol/server';
import * as z from 'zod';

/** Which clients a fixture server of the SDK's v2 accepts. */
export type FixtureEra =
  /** Only 2026-07-28: a 2025 `initialize` gets `-32022 Unsupported protocol version`. */
  | 'modern-only'
  /** Both: 2026-07-28 requests, and 2025 clients with the `initialize` handshake. */
  | 'dual';

export interface ModernFixtureOptions {
  /** Extra tools `filler_0001`, ... (each returns its name), to make `tools/list` long. */
  fillerTools?: number;
  /** When set, `tools/list` returns pages of this many tools, with `nextCursor`. */
  pageSize?: number;
  /** The `ttlMs` of `tools/list` results (2026-07-28 clients only); by default the SDK's 0. */
  toolsTtlMs?: number;
}

/** Absolute path of the stdio script: run it with `process.execPath` (see its header for the options). */
export const modernStdioServerScript = fileURLToPath(
  new URL('../fixtures/modern-stdio-server.mjs', import.meta.url),
);

/**
 * An `McpServer` of the SDK's v2 with the tools `echo` (text, read-only), `add` (structuredContent with an
 * outputSchema), `era` (the protocol era of the request) and `pid` (the process id), plus optional filler
 * tools and pages. Create one per connection or request (the entry points' factories do).
 */
export function createModernFixtureServer(era: 'legacy' | 'modern', options: ModernFixtureOptions = {}) {
  const cacheHints: Record<string, CacheHint> =
    options.toolsTtlMs === undefined
      ? {}
      : { 'tools/list': { ttlMs: options.toolsTtlMs, cacheScope: 'public' } };
  const server = new McpServer({ name: 'mci-modern-fixture', version: '1.0.0' }, { cacheHints });
  server.registerTool(
    'echo',
    {
      description: 'Returns the message',
      inputSchema: z.object({ message: z.string() }),
      annotations: { readOnlyHint: true },
    },
    ({ message }) => ({ content: [{ type: 'text', text: `echo: ${message}` }] }),
  );
  server.registerTool(
    'add',
    {
      description: 'Adds two numbers',
      inputSchema: z.object({ a: z.number(), b: z.number() }),
      outputSchema: z.object({ sum: z.number() }),
    },
    ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }], structuredContent: { sum: a + b } }),
  );
  server.registerTool('era', { description: 'The protocol era of the request' }, () => ({
    content: [{ type: 'text', text: era }],
  }));
  server.registerTool('pid', { description: 'Process id of the server' }, () => ({
    content: [{ type: 'text', text: String(process.pid) }],
  }));
  for (let index = 1; index <= (options.fillerTools ?? 0); index++) {
    const name = `filler_${String(index).padStart(4, '0')}`;
    server.registerTool(name, { description: `Filler tool ${name}` }, () => ({
      content: [{ type: 'text', text: name }],
    }));
  }
  if (options.pageSize !== undefined) paginateTools(server, options.pageSize);
  return server;
}

/**
 * Replaces `tools/list` with pages of `pageSize` tools of the same listing, with `nextCursor` (the SDK's
 * `McpServer` lists everything at once). Reads the SDK's handler through its role accessor, so the
 * listing and its cache hints stay the SDK's.
 */
function paginateTools(server: McpServer, pageSize: number): void {
  const low = server.server;
  const listAll = (
    low as unknown as { _getRequestHandler(method: string): Handler | undefined }
  )._getRequestHandler('tools/list');
  if (!listAll) throw new Error('the SDK registered no tools/list handler to page');
  low.setRequestHandler('tools/list', async (request, context) => {
    const all = (await listAll(request, context)) as { tools: unknown[] };
    const start = Number(request.params?.cursor ?? 0);
    const end = start + pageSize;
    return {
      ...all,
      tools: all.tools.slice(start, end),
      ...(end < all.tools.length ? { nextCursor: String(end) } : {}),
    } as never;
  });
}

type Handler = (request: { params?: { cursor?: string } }, context: unknown) => Promise<unknown>;

export interface ModernHttpFixture {
  /** Endpoint URL, such as `http://127.0.0.1:PORT/mcp`. */
  readonly url: string;
  /** The JSON-RPC method of every request received, in order (`initialize`, `server/discover`, ...). */
  readonly methods: readonly string[];
  /** The HTTP status of every answer, in order. */
  readonly statuses: readonly number[];
  close(): Promise<void>;
}

/**
 * Serves the fixture over Streamable HTTP on 127.0.0.1 with a free port, with the SDK's `createMcpHandler`:
 * no sessions, one server instance per request.
 */
export async function startModernHttpServer(
  era: FixtureEra,
  options: ModernFixtureOptions = {},
): Promise<ModernHttpFixture> {
  const handler = createMcpHandler((context) => createModernFixtureServer(context.era, options), {
    legacy: era === 'modern-only' ? 'reject' : 'stateless',
  });
  const methods: string[] = [];
  const statuses: number[] = [];
  const httpServer = createServer((request, response) => {
    serveWithHandler(handler, request, response, methods, statuses).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    methods,
    statuses,
    close: async () => {
      await handler.close();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}

/** Passes a Node request to the web-standard handler and streams its answer back. */
async function serveWithHandler(
  handler: McpHttpHandler,
  request: IncomingMessage,
  response: ServerResponse,
  methods: string[],
  statuses: number[],
): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  if (request.method === 'POST') methods.push(...jsonRpcMethods(body));
  const aborted = new AbortController();
  response.on('close', () => aborted.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const answer = await handler.fetch(
    new Request(`http://127.0.0.1${request.url ?? '/'}`, {
      method: request.method ?? 'GET',
      headers,
      signal: aborted.signal,
      ...(body.length > 0 ? { body } : {}),
    }),
  );
  statuses.push(answer.status);
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  if (!answer.body) {
    response.end();
    return;
  }
  Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream).pipe(response);
}

function jsonRpcMethods(body: Buffer): string[] {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    const messages = Array.isArray(parsed) ? parsed : [parsed];
    return messages.flatMap((message) =>
      typeof (message as { method?: unknown })?.method === 'string'
        ? [(message as { method: string }).method]
        : [],
    );
  } catch {
    return [];
  }
}
