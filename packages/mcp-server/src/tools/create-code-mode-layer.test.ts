import { MCIClient } from '@mci/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { afterEach, describe, expect, it } from 'vitest';
import { createGateExecutor } from '../__fixtures__/create-gate-executor.js';
import { createMciMcpServer, type MciMcpServer } from '../create-mci-mcp-server.js';

const tools = [
  { name: 'greet', execution: { type: 'text', text: 'Hello {{props.name}}!' } },
  { name: 'wait', execution: { type: 'gate', key: 'w' } },
];

const open: Array<{ client: Client; mci: MciMcpServer }> = [];

afterEach(async () => {
  for (const { client, mci } of open.splice(0)) {
    await client.close();
    await mci.close({ timeoutMs: 100 });
  }
});

async function serve() {
  const gate = createGateExecutor();
  const mciClient = await MCIClient.load({
    schema: { schemaVersion: '1.0', tools },
    baseDir: process.cwd(),
    executors: [gate.executor],
  });
  const mci = createMciMcpServer(mciClient, {
    toolSearch: { mode: 'code' },
  });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await mci.server.connect(serverTransport);
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(clientTransport);
  open.push({ client, mci });
  return { client, gate };
}

const execute = (client: Client, code: string, options?: { signal?: AbortSignal }) =>
  client.callTool({ name: 'execute', arguments: { code } }, undefined, options);

describe('code mode', () => {
  it('makes each call of the code a child span of the execute span', async () => {
    const spans: { name: string; spanId: string; parentId: string | undefined }[] = [];
    const sdk = new NodeSDK({
      traceExporter: {
        export: (batch, done) => {
          for (const span of batch) {
            const parent = (span as { parentSpanContext?: { spanId: string } }).parentSpanContext?.spanId;
            spans.push({ name: span.name, spanId: span.spanContext().spanId, parentId: parent });
          }
          done({ code: 0 });
        },
        shutdown: async () => {},
      },
      instrumentations: [],
    });
    sdk.start();
    try {
      const { client } = await serve();
      const result = await execute(
        client,
        "await tools.greet({ name: 'a' }); return await tools.greet({ name: 'b' });",
      );
      expect((result.structuredContent as { returned: string }).returned).toBe('Hello b!');
    } finally {
      await sdk.shutdown();
    }
    const parent = spans.find((span) => span.name === 'tools/call execute');
    const children = spans.filter((span) => span.name === 'tools/call greet');
    expect(parent).toBeDefined();
    expect(children.map((span) => span.parentId)).toEqual([parent?.spanId, parent?.spanId]);
  });

  it('cancels the running calls of the code when the execute call is cancelled', async () => {
    const { client, gate } = await serve();
    const abort = new AbortController();
    const running = execute(client, 'await tools.wait({}); return "finished";', { signal: abort.signal });
    await gate.reached('w');
    abort.abort();
    await expect(running).rejects.toThrow();
    await expect.poll(() => gate.state.aborted, { timeout: 60_000 }).toEqual(['w']);
  });

  it('answers the error of the code as an isError result with its code', async () => {
    const { client } = await serve();
    const result = await execute(client, 'throw new Error("no");');
    expect(result.isError).toBe(true);
    expect(result._meta?.['mci/errorCode']).toBe('CODE_THREW');
    expect(result.content).toEqual([{ type: 'text', text: 'The code threw Error: no (line 1)' }]);
  });
});
