import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FixtureTool, fixtureTools } from '@mci/test-utils/serve-fixture';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { metrics } from '@opentelemetry/api';
import { AggregationTemporality, MeterProvider, MetricReader } from '@opentelemetry/sdk-metrics';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ToolSearchSettings } from '../src/index.js';
import { startTestServer, type TestServer } from './start-test-server.js';

let dir: TempDir;
let running: TestServer | undefined;
const clients: Client[] = [];
/** The text tools of the fixture: they need no executor. */
const textTools = () => fixtureTools().filter((tool) => (tool.execution as { type: string }).type === 'text');

beforeEach(async () => {
  dir = await createTempDir();
  await writeTools(textTools());
});

afterEach(async () => {
  await Promise.allSettled(clients.splice(0).map((client) => client.close()));
  await running?.close();
  running = undefined;
  metrics.disable();
  await dir.remove();
});

function writeTools(tools: FixtureTool[]): Promise<void> {
  return writeFile(path.join(dir.path, 'mci.json'), JSON.stringify({ schemaVersion: '1.0', tools }));
}

/** The library over Streamable HTTP, with a real MCP client. */
async function connectHttp(toolSearch: ToolSearchSettings): Promise<Client> {
  running = await startTestServer({ schemaFilePath: path.join(dir.path, 'mci.json'), toolSearch });
  const client = new Client({ name: 'search-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(running.url)));
  clients.push(client);
  return client;
}

const listedNames = async (client: Client) => (await client.listTools()).tools.map((tool) => tool.name);

describe('search mode over HTTP', () => {
  it('lists the pinned and search tools, finds and runs a tool with the real tool name in telemetry', async () => {
    const reader = new CollectingReader();
    metrics.setGlobalMeterProvider(new MeterProvider({ readers: [reader] }));
    const client = await connectHttp({ mode: 'search', pin: (tool) => tool.name === 'internal_secret' });
    expect(await listedNames(client)).toEqual(['internal_secret', 'search_tools', 'call_tool']);
    const found = await client.callTool({ name: 'search_tools', arguments: { query: 'greets', limit: 1 } });
    expect((found.structuredContent as { tools: { name: string }[] }).tools.map((tool) => tool.name)).toEqual(
      ['greet'],
    );
    const routed = await client.callTool({
      name: 'call_tool',
      arguments: { name: 'greet', arguments: { name: 'Bo' } },
    });
    expect(routed.content).toEqual([{ type: 'text', text: 'Hello Bo!' }]);
    const { resourceMetrics } = await reader.collect();
    const names = resourceMetrics.scopeMetrics
      .flatMap((scope) => scope.metrics)
      .filter((metric) => metric.descriptor.name === 'mcp.server.operation.duration')
      .flatMap((metric) => metric.dataPoints.map((point) => point.attributes['gen_ai.tool.name']));
    expect(names.sort()).toEqual(['greet', 'search_tools']);
  });

  it('auto lists every tool of a small file and searches a large one', async () => {
    const small = await connectHttp({ mode: 'auto' });
    expect(await listedNames(small)).toEqual(textTools().map((tool) => tool.name));
    await running?.close();
    const many: FixtureTool[] = Array.from({ length: 200 }, (_, index) => ({
      name: `report_${index}`,
      description: `Builds report number ${index} of the quarter, with totals per region and per product line.`,
      inputSchema: {
        type: 'object',
        properties: { region: { type: 'string', description: 'A sales region' } },
      },
      execution: { type: 'text', text: 'report' },
    }));
    // 200 such definitions are about 12 000 tokens, over the documented 10 000.
    expect(JSON.stringify(many).length / 4).toBeGreaterThan(10_000);
    await writeTools([...textTools(), ...many]);
    const large = await connectHttp({ mode: 'auto', pin: (tool) => tool.name === 'greet' });
    expect(await listedNames(large)).toEqual(['greet', 'search_tools', 'call_tool']);
  });
});

/** A metric reader that only collects when asked. */
class CollectingReader extends MetricReader {
  constructor() {
    super({ aggregationTemporalitySelector: () => AggregationTemporality.CUMULATIVE });
  }
  protected async onForceFlush(): Promise<void> {}
  protected async onShutdown(): Promise<void> {}
}
