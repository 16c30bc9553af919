import { writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fixtureScripts } from '@mci/test-utils/mcp-servers';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mciBin } from './run-mci.js';

/** The stdio entry of server-everything, a dev dependency of @mci/cli: no network needed. */
function everythingServerPath(): string {
  const requireFromCli = createRequire(new URL('../package.json', import.meta.url));
  const packageFile = requireFromCli.resolve('@modelcontextprotocol/server-everything/package.json');
  const { bin } = requireFromCli(packageFile) as { bin: string | Record<string, string> };
  return path.join(
    path.dirname(packageFile),
    typeof bin === 'string' ? bin : (bin['mcp-server-everything'] ?? ''),
  );
}

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
}

let temp: TempDir;
let collector: Server;
let upstream: Server;
const exported: { path: string; body: Record<string, unknown> }[] = [];
const upstreamHeaders: IncomingMessage['headers'][] = [];

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : 0);
    }),
  );

const read = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
};

const attributes = (span: OtlpSpan) =>
  Object.fromEntries(span.attributes.map(({ key, value }) => [key, Object.values(value)[0]]));

const hostTraceId = '4bf92f3577b34da6a3ce929d0e0e4736';
const hostSpanId = '00f067aa0ba902b7';

beforeAll(async () => {
  temp = await createTempDir();
  // A local OTLP/HTTP endpoint (JSON protocol) that keeps what it receives.
  collector = createServer(async (request, response) => {
    exported.push({ path: request.url ?? '', body: JSON.parse(await read(request)) });
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
  upstream = createServer((request, response) => {
    upstreamHeaders.push(request.headers);
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end('pong');
  });
  const [upstreamPort] = await Promise.all([listen(upstream), listen(collector)]);
  await writeFile(
    path.join(temp.path, 'mci.json'),
    JSON.stringify({
      schemaVersion: '1.0',
      tools: [
        {
          name: 'ping',
          execution: { type: 'http', method: 'GET', url: `http://127.0.0.1:${upstreamPort}/ping` },
        },
        {
          name: 'node_version',
          execution: { type: 'cli', command: process.execPath, args: ['-e', 'process.stdout.write("v")'] },
        },
        {
          name: 'fail',
          execution: { type: 'cli', command: process.execPath, args: ['-e', 'process.exit(3)'] },
        },
      ],
      mcp_servers: {
        everything: {
          command: process.execPath,
          args: [everythingServerPath(), 'stdio'],
          config: { filter: 'only', filterValue: 'echo' },
        },
        fixture: {
          command: process.execPath,
          args: [fixtureScripts.stdioServer, '--meta-tool'],
          config: { filter: 'only', filterValue: 'meta' },
        },
      },
    }),
  );
});

afterAll(async () => {
  collector.close();
  upstream.close();
  await temp.remove();
});

describe('mci run with OTEL_* variables', () => {
  it('exports tools/call spans with MCP attributes, executor child spans and the continued trace', async () => {
    const address = collector.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const client = new Client({ name: 'otel-test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [mciBin, 'run'],
        cwd: temp.path,
        env: {
          PATH: process.env.PATH ?? '',
          OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
          OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
          OTEL_TRACES_EXPORTER: 'otlp',
          OTEL_METRICS_EXPORTER: 'otlp',
          OTEL_SERVICE_NAME: 'mci-test',
        },
        stderr: 'pipe',
      }),
    );
    const traceparent = `00-${hostTraceId}-${hostSpanId}-01`;
    expect(await client.callTool({ name: 'ping', arguments: {}, _meta: { traceparent } })).toMatchObject({
      isError: false,
      content: [{ type: 'text', text: 'pong' }],
    });
    await client.callTool({ name: 'node_version', arguments: {} });
    expect((await client.callTool({ name: 'fail', arguments: {} })).isError).toBe(true);
    expect((await client.callTool({ name: 'echo', arguments: { message: 'hi' } })).isError).toBe(false);
    const metaResult = await client.callTool({ name: 'meta', arguments: {}, _meta: { traceparent } });
    const upstreamMeta = JSON.parse((metaResult.content as { text: string }[])[0]?.text ?? '{}') as {
      traceparent?: string;
    };
    // Closing stdin shuts the server down, which sends what the SDK still holds.
    await client.close();
    await expect
      .poll(() => exported.some((entry) => entry.path === '/v1/traces'), { timeout: 30_000 })
      .toBe(true);

    const spans = exported
      .filter((entry) => entry.path === '/v1/traces')
      .flatMap(({ body }) =>
        (body.resourceSpans as { scopeSpans: { spans: OtlpSpan[] }[] }[]).flatMap((resource) =>
          resource.scopeSpans.flatMap((scope) => scope.spans),
        ),
      );
    const byName = (name: string) => spans.find((span) => span.name === name) as OtlpSpan;

    const ping = byName('tools/call ping');
    expect(ping.traceId).toBe(hostTraceId);
    expect(ping.parentSpanId).toBe(hostSpanId);
    expect(ping.kind).toBe(2); // SERVER
    expect(attributes(ping)).toMatchObject({
      'mcp.method.name': 'tools/call',
      'gen_ai.tool.name': 'ping',
      'gen_ai.operation.name': 'execute_tool',
      'network.transport': 'pipe',
    });
    expect(attributes(ping)).not.toHaveProperty('error.type');

    const request = byName('GET');
    expect(request).toMatchObject({ traceId: hostTraceId, parentSpanId: ping.spanId, kind: 3 }); // CLIENT
    expect(attributes(request)).toMatchObject({
      'http.request.method': 'GET',
      'server.address': '127.0.0.1',
      'url.full': `http://${upstreamHeaders[0]?.host}/ping`,
    });
    // The trace goes on into the HTTP request the tool sends.
    expect(upstreamHeaders[0]?.traceparent).toMatch(new RegExp(`^00-${hostTraceId}-${request.spanId}-01$`));

    const version = byName('tools/call node_version');
    expect(version.traceId).not.toBe(hostTraceId);
    expect(
      spans.some((span) => span.name.startsWith('process ') && span.parentSpanId === version.spanId),
    ).toBe(true);

    expect(attributes(byName('tools/call fail'))).toMatchObject({ 'error.type': 'tool_error' });

    // The upstream MCP call is a client span inside the server span of the same name.
    const echoes = spans.filter((span) => span.name === 'tools/call echo');
    const echoServer = echoes.find((span) => span.kind === 2) as OtlpSpan;
    expect(echoes.find((span) => span.kind === 3)).toMatchObject({
      traceId: echoServer.traceId,
      parentSpanId: echoServer.spanId,
    });

    // The trace goes on into the upstream MCP server too, in the `_meta` of the call it receives.
    const metaClient = spans.find((span) => span.name === 'tools/call meta' && span.kind === 3) as OtlpSpan;
    expect(metaClient.traceId).toBe(hostTraceId);
    expect(upstreamMeta.traceparent).toBe(`00-${hostTraceId}-${metaClient.spanId}-01`);

    const metricNames = exported
      .filter((entry) => entry.path === '/v1/metrics')
      .flatMap(({ body }) =>
        (body.resourceMetrics as { scopeMetrics: { metrics: { name: string }[] }[] }[]).flatMap((resource) =>
          resource.scopeMetrics.flatMap((scope) => scope.metrics.map((metric) => metric.name)),
        ),
      );
    expect(metricNames).toContain('mcp.server.operation.duration');
  });
});
