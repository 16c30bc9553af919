import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';

/** A 1x1 PNG, base64. */
export const FIXTURE_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A WAV file of four silent 8-bit mono samples at 8 kHz, base64. */
export const FIXTURE_WAV_BASE64 = createTinyWav().toString('base64');

/** Absolute paths of the runnable fixture scripts (run them with `process.execPath`). */
export const fixtureScripts = {
  /**
   * Stdio MCP server with the fixture tools. Arguments: `--starts-log <file>` appends `start <pid>` each
   * time it starts; `--events-log <file>` appends `started slow` and `cancelled slow` lines;
   * `--filler-tools <n>` and `--page-size <n>` add tools and paginate `tools/list`;
   * `--fail-start <message>` writes the message (with `$NAME` replaced by that env value) to stderr and
   * exits 3 before speaking MCP; `--exit-tool` and `--meta-tool` add the tools `exit` and `meta`.
   */
  stdioServer: fileURLToPath(new URL('../fixtures/stdio-server.mjs', import.meta.url)),
} as const;

export interface FixtureMcpServerOptions {
  /** Extra tools `filler_0001`, ... (each echoes its name), to make `tools/list` long. */
  fillerTools?: number;
  /** When set, `tools/list` returns pages of this many tools, with `nextCursor`. */
  pageSize?: number;
  /** Called with `started slow` when a call to `slow` begins and `cancelled slow` when it is cancelled. */
  onEvent?: (event: string) => void;
  /** Server name in `initialize` (default `mci-fixture`). */
  name?: string;
  /** Adds a tool `exit` that ends the process in the middle of its call (for stdio servers only). */
  exitTool?: boolean;
  /** Adds a tool `meta` that returns the `params._meta` of its call as JSON (trace context among others). */
  metaTool?: boolean;
}

const echoInput = { message: z.string().describe('Text to echo') };
const addInput = { a: z.number(), b: z.number() };
const addOutput = { sum: z.number() };
const failInput = {
  reason: z.string().optional(),
  env: z.string().optional().describe('Name of an env variable whose value the message shows'),
};
const slowInput = { ms: z.number().describe('How long to wait, in milliseconds') };
const envInput = { name: z.string() };

/**
 * An SDK `McpServer` with one tool per MCP feature: `echo` (text, read-only hints), `add` (structuredContent
 * with outputSchema), `image`, `audio`, `link` (resource_link), `embedded` (text and blob resources),
 * `fail` (isError, optionally showing an env variable of the server process), `slow` (waits `ms`, honours cancellation), `env` (value of an env variable of the
 * server process), `pid`, plus optional filler tools and pagination. Create one per connection.
 */
export function createFixtureMcpServer(options: FixtureMcpServerOptions = {}): McpServer {
  const server = new McpServer({ name: options.name ?? 'mci-fixture', version: '1.0.0' });
  registerTextTools(server);
  registerContentTools(server);
  registerProcessTools(server, options);
  registerOptionalTools(server, options);
  const fillerNames = registerFillerTools(server, options.fillerTools ?? 0);
  if (options.pageSize !== undefined) paginateToolList(server, options.pageSize, fillerNames);
  return server;
}

/** `echo` and `add`. */
function registerTextTools(server: McpServer): void {
  server.registerTool(
    'echo',
    {
      title: 'Echo',
      description: 'Returns the message',
      inputSchema: echoInput,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ message }) => ({ content: [{ type: 'text', text: `echo: ${message}` }] }),
  );
  server.registerTool(
    'add',
    { description: 'Adds two numbers', inputSchema: addInput, outputSchema: addOutput },
    ({ a, b }) => ({
      content: [{ type: 'text', text: JSON.stringify({ sum: a + b }) }],
      structuredContent: { sum: a + b },
    }),
  );
}

/** `image`, `audio`, `link` and `embedded`: one tool per kind of content. */
function registerContentTools(server: McpServer): void {
  server.registerTool('image', { description: 'Returns a PNG' }, () => ({
    content: [
      {
        type: 'image',
        data: FIXTURE_PNG_BASE64,
        mimeType: 'image/png',
        annotations: { audience: ['user'], priority: 0.5 },
      },
    ],
  }));
  server.registerTool('audio', { description: 'Returns a WAV' }, () => ({
    content: [{ type: 'audio', data: FIXTURE_WAV_BASE64, mimeType: 'audio/wav' }],
  }));
  server.registerTool('link', { description: 'Returns a resource link' }, () => ({
    content: [
      {
        type: 'resource_link',
        uri: 'file:///project/readme.md',
        name: 'readme.md',
        title: 'Read me',
        description: 'The project readme',
        mimeType: 'text/markdown',
      },
    ],
  }));
  server.registerTool('embedded', { description: 'Returns embedded resources' }, () => ({
    content: [
      { type: 'resource', resource: { uri: 'memo://one', mimeType: 'text/plain', text: 'first memo' } },
      {
        type: 'resource',
        resource: { uri: 'memo://two', mimeType: 'application/octet-stream', blob: 'AAEC' },
      },
    ],
  }));
}

/** `fail`, `slow`, `env` and `pid`. */
function registerProcessTools(server: McpServer, options: FixtureMcpServerOptions): void {
  server.registerTool(
    'fail',
    {
      description: 'Always fails with isError',
      inputSchema: failInput,
      annotations: { destructiveHint: true, openWorldHint: true },
    },
    ({ reason, env }) => ({
      isError: true,
      content: [
        {
          type: 'text',
          text: `failed: ${reason ?? 'no reason'}${env === undefined ? '' : ` (${env}=${process.env[env]})`}`,
        },
      ],
    }),
  );
  server.registerTool(
    'slow',
    { description: 'Waits, then answers; stops when cancelled', inputSchema: slowInput },
    ({ ms }, extra) =>
      new Promise((resolve) => {
        options.onEvent?.('started slow');
        const timer = setTimeout(() => resolve({ content: [{ type: 'text', text: `waited ${ms} ms` }] }), ms);
        extra.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          options.onEvent?.('cancelled slow');
          resolve({ isError: true, content: [{ type: 'text', text: 'cancelled' }] });
        });
      }),
  );
  server.registerTool(
    'env',
    { description: 'Value of an env variable', inputSchema: envInput },
    ({ name }) => ({
      content: [{ type: 'text', text: process.env[name] ?? '(unset)' }],
    }),
  );
  server.registerTool(
    'pid',
    { description: 'Process id of the server', annotations: { readOnlyHint: true } },
    () => ({ content: [{ type: 'text', text: String(process.pid) }] }),
  );
}

/** `meta` and `exit`, when asked for. */
function registerOptionalTools(server: McpServer, options: FixtureMcpServerOptions): void {
  if (options.metaTool) {
    server.registerTool('meta', { description: 'The _meta of the call, as JSON' }, (extra) => ({
      content: [{ type: 'text', text: JSON.stringify(extra._meta ?? {}) }],
    }));
  }
  if (options.exitTool) {
    server.registerTool('exit', { description: 'Ends the server process in the middle of the call' }, () => {
      options.onEvent?.('started exit');
      process.exit(1);
    });
  }
}

/** `filler_0001`, ...: returns their names. */
function registerFillerTools(server: McpServer, count: number): string[] {
  const fillerNames = Array.from(
    { length: count },
    (_, index) => `filler_${String(index + 1).padStart(4, '0')}`,
  );
  for (const name of fillerNames) {
    server.registerTool(name, { description: `Filler tool ${name}` }, () => ({
      content: [{ type: 'text', text: name }],
    }));
  }
  return fillerNames;
}

/** Replaces `tools/list` with a paged listing of the same tools (the SDK's own handler has no pages). */
function paginateToolList(server: McpServer, pageSize: number, fillerNames: readonly string[]): void {
  const described = (name: string, description: string, shape?: z.ZodRawShape): Tool => ({
    name,
    description,
    inputSchema: z.toJSONSchema(z.object(shape ?? {})) as Tool['inputSchema'],
  });
  const tools: Tool[] = [
    { ...described('echo', 'Returns the message', echoInput), title: 'Echo' },
    {
      ...described('add', 'Adds two numbers', addInput),
      outputSchema: z.toJSONSchema(z.object(addOutput)) as Tool['outputSchema'],
    },
    described('image', 'Returns a PNG'),
    described('audio', 'Returns a WAV'),
    described('link', 'Returns a resource link'),
    described('embedded', 'Returns embedded resources'),
    described('fail', 'Always fails with isError', failInput),
    described('slow', 'Waits, then answers; stops when cancelled', slowInput),
    described('env', 'Value of an env variable', envInput),
    described('pid', 'Process id of the server'),
    ...fillerNames.map((name) => described(name, `Filler tool ${name}`)),
  ];
  server.server.setRequestHandler(ListToolsRequestSchema, (request) => {
    const start = Number(request.params?.cursor ?? 0);
    const end = start + pageSize;
    return {
      tools: tools.slice(start, end),
      ...(end < tools.length ? { nextCursor: String(end) } : {}),
    };
  });
}

/** Connects `server` (high- or low-level SDK server) to a new in-memory transport pair; returns the client end. */
export async function connectInMemory(server: McpServer | Server): Promise<Transport> {
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  return clientTransport;
}

/** Lines of a log file written by the stdio fixture (empty when the file does not exist yet). */
export async function readLogLines(file: string): Promise<string[]> {
  try {
    return (await readFile(file, 'utf8')).split('\n').filter((line) => line !== '');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Appends one line to a log file, synchronously (the fixture script's logger). */
export function appendLogLine(file: string, line: string): void {
  appendFileSync(file, `${line}\n`);
}

export interface McpHttpFixture {
  /** Endpoint URL, such as `http://127.0.0.1:PORT/mcp`. */
  readonly url: string;
  /** Method, path and headers of every request received, in order. */
  readonly requests: ReadonlyArray<{ method: string; path: string; headers: IncomingHttpHeaders }>;
  /**
   * How many MCP sessions were opened (an `initialize` answered with a session id, or an SSE stream);
   * a request refused before a session began (a `server/discover` probe) opens none.
   */
  sessionCount(): number;
  /** Ends every session on the server side, as a restart would: old session ids then get 404. */
  dropSessions(): Promise<void>;
  /** Ends every session and the HTTP server. */
  close(): Promise<void>;
}

/**
 * Starts an SDK Streamable HTTP MCP server on 127.0.0.1 with a free port, one `McpServer` from
 * `createMcpServer` per session (stateful, `mcp-session-id`). Endpoint path `/mcp`.
 */
export async function startStreamableHttpServer(createMcpServer: () => McpServer): Promise<McpHttpFixture> {
  const transports = new Map<string, StreamableHTTPServerTransport>();
  const servers: McpServer[] = [];
  let sessions = 0;
  return listen(
    '/mcp',
    servers,
    () => sessions,
    async (request, response) => {
      const sessionId = request.headers['mcp-session-id'];
      const existing = typeof sessionId === 'string' ? transports.get(sessionId) : undefined;
      if (existing) return existing.handleRequest(request, response);
      if (request.method !== 'POST' || sessionId !== undefined) {
        response.writeHead(404).end('unknown session');
        return;
      }
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: randomUUID,
        onsessioninitialized: (id) => {
          sessions++;
          transports.set(id, transport);
        },
      });
      transport.onclose = () => {
        if (transport.sessionId) transports.delete(transport.sessionId);
      };
      const server = createMcpServer();
      servers.push(server);
      await server.connect(transport);
      await transport.handleRequest(request, response);
    },
  );
}

/**
 * Starts an old-style HTTP+SSE MCP server (protocol 2024-11-05) on 127.0.0.1: `GET /sse` opens the
 * stream, `POST /messages` carries requests, and `POST /sse` answers 405 like servers without
 * Streamable HTTP. The endpoint URL is the `/sse` one.
 */
export async function startSseServer(createMcpServer: () => McpServer): Promise<McpHttpFixture> {
  const transports = new Map<string, SSEServerTransport>();
  const servers: McpServer[] = [];
  return listen(
    '/sse',
    servers,
    () => servers.length,
    async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (request.method === 'GET' && url.pathname === '/sse') {
        const transport = new SSEServerTransport('/messages', response);
        transports.set(transport.sessionId, transport);
        transport.onclose = () => transports.delete(transport.sessionId);
        const server = createMcpServer();
        servers.push(server);
        await server.connect(transport);
        return;
      }
      const transport = transports.get(url.searchParams.get('sessionId') ?? '');
      if (request.method === 'POST' && url.pathname === '/messages' && transport) {
        await transport.handlePostMessage(request, response);
        return;
      }
      response.writeHead(405, { allow: 'GET' }).end('method not allowed');
    },
  );
}

async function listen(
  path: string,
  servers: McpServer[],
  sessionCount: () => number,
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
): Promise<McpHttpFixture> {
  const requests: Array<{ method: string; path: string; headers: IncomingHttpHeaders }> = [];
  const httpServer = createServer((request, response) => {
    requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers });
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    requests,
    sessionCount,
    dropSessions: async () => {
      await Promise.allSettled(servers.map((server) => server.close()));
    },
    close: async () => {
      await Promise.allSettled(servers.map((server) => server.close()));
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}

function createTinyWav(): Buffer {
  const samples = Buffer.from([128, 128, 128, 128]);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}
