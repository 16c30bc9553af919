import { MCIClient } from '@mci/client';
import { matchesToolFilter, parseToolFilter } from '@mci/schema';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ErrorCode, McpError, ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createGateExecutor } from './__fixtures__/create-gate-executor.js';
import { createMciMcpServer, type MciMcpServer } from './create-mci-mcp-server.js';

const tools = [
  {
    name: 'greet',
    title: 'Greeter',
    description: 'Says hello',
    tags: ['friendly'],
    annotations: { readOnlyHint: true, idempotentHint: true },
    inputSchema: {
      type: 'object',
      properties: { name: { type: 'string' }, times: { type: 'integer' } },
      required: ['name'],
    },
    outputSchema: { type: 'object', properties: { greeting: { type: 'string' } } },
    execution: { type: 'text', text: 'Hello {{props.name}}!' },
  },
  {
    name: 'plain',
    annotations: { title: 'Plain tool' },
    execution: { type: 'text', text: 'plain' },
  },
  { name: 'secret', tags: ['internal'], execution: { type: 'text', text: 'hidden' } },
  { name: 'off', disabled: true, execution: { type: 'text', text: 'off' } },
  { name: 'wait_a', execution: { type: 'gate', key: 'a' } },
  { name: 'wait_b', execution: { type: 'gate', key: 'b' } },
];

const open: Array<{ client: Client; mci: MciMcpServer }> = [];

afterEach(async () => {
  for (const { client, mci } of open.splice(0)) {
    await client.close();
    await mci.close({ timeoutMs: 100 });
  }
});

async function loadClient(toolList: unknown[] = tools, gate = createGateExecutor()) {
  return MCIClient.load({
    schema: { schemaVersion: '1.0', tools: toolList },
    baseDir: process.cwd(),
    executors: [gate.executor],
  });
}

async function serve(options: Parameters<typeof createMciMcpServer>[1] = {}, gate = createGateExecutor()) {
  const mci = createMciMcpServer(await loadClient(tools, gate), options);
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await mci.server.connect(serverTransport);
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(clientTransport);
  open.push({ client, mci });
  return { client, mci, gate };
}

describe('createMciMcpServer', () => {
  it('lists the enabled tools with title, description, schemas and annotations', async () => {
    const { client } = await serve();
    const { tools: listed } = await client.listTools();
    expect(listed.map((tool) => tool.name)).toEqual(['greet', 'plain', 'secret', 'wait_a', 'wait_b']);
    expect(listed[0]).toEqual({
      name: 'greet',
      title: 'Greeter',
      description: 'Says hello',
      inputSchema: tools[0]?.inputSchema,
      outputSchema: tools[0]?.outputSchema,
      annotations: { readOnlyHint: true, idempotentHint: true },
    });
    expect(listed[1]).toEqual({
      name: 'plain',
      title: 'Plain tool',
      description: 'Plain tool',
      inputSchema: { type: 'object' },
      annotations: { title: 'Plain tool' },
    });
  });

  it('announces tools with list changes', async () => {
    const { client } = await serve();
    expect(client.getServerCapabilities()?.tools).toEqual({ listChanged: true });
  });

  it('returns the content of a call and sends metadata in _meta', async () => {
    const { client, gate } = await serve();
    const text = await client.callTool({ name: 'plain', arguments: {} });
    expect(text).toEqual({ content: [{ type: 'text', text: 'plain' }], isError: false });
    const call = client.callTool({ name: 'wait_a', arguments: {} });
    await gate.reached('a');
    gate.open('a', 'opened');
    expect(await call).toEqual({
      content: [{ type: 'text', text: 'opened' }],
      isError: false,
      _meta: { 'mci/metadata': { gate: 'a' } },
    });
  });

  it('sends the JSON output of a tool with an outputSchema as structured content', async () => {
    const outputSchema = { type: 'object', properties: { greeting: { type: 'string' } } };
    const mci = createMciMcpServer(
      await loadClient([
        { name: 'json_out', outputSchema, execution: { type: 'text', text: '{"greeting": "Hi"}' } },
        { name: 'text_out', outputSchema, execution: { type: 'text', text: 'Hi' } },
      ]),
    );
    const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
    await mci.server.connect(serverTransport);
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(clientTransport);
    open.push({ client, mci });
    await client.listTools();
    expect(await client.callTool({ name: 'json_out', arguments: {} })).toEqual({
      content: [{ type: 'text', text: '{"greeting": "Hi"}' }],
      structuredContent: { greeting: 'Hi' },
      isError: false,
    });
    const text = await client.callTool({ name: 'text_out', arguments: {} });
    expect(text.isError).toBe(true);
    expect(text.structuredContent).toBeUndefined();
    expect(text._meta).toEqual({ 'mci/errorCode': 'INVALID_OUTPUT' });
    expect(text.content).toEqual([
      {
        type: 'text',
        text: 'Invalid output of tool "text_out": the tool declares an outputSchema, but its output is not a JSON object.',
      },
    ]);
  });

  it('lists a tool without description or title with its name as the description', async () => {
    const mci = createMciMcpServer(
      await loadClient([{ name: 'bare', execution: { type: 'text', text: 'x' } }]),
    );
    const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
    await mci.server.connect(serverTransport);
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(clientTransport);
    open.push({ client, mci });
    expect((await client.listTools()).tools).toEqual([
      { name: 'bare', description: 'bare', inputSchema: { type: 'object' } },
    ]);
  });

  it('answers invalid arguments with an isError result naming the property', async () => {
    const { client } = await serve();
    const result = await client.callTool({ name: 'greet', arguments: { name: 'Ann', times: 'twice' } });
    expect(result.isError).toBe(true);
    // Named as the MCP client knows it (no `props.` prefix), with what it received.
    const text = (result.content as Array<{ text: string }>)[0]?.text;
    expect(text).toMatch(/: times: must be \w+ \(received "twice"\)\.$/);
    expect(text).not.toContain('props.');
    expect(result._meta).toEqual({ 'mci/errorCode': 'INVALID_INPUT' });
    expect(result).not.toHaveProperty('error');
  });

  it('answers an unknown or disabled tool with a JSON-RPC invalid params error', async () => {
    const { client } = await serve();
    for (const name of ['nope', 'off']) {
      const error = await client.callTool({ name, arguments: {} }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(McpError);
      expect((error as McpError).code).toBe(ErrorCode.InvalidParams);
      expect((error as McpError).message).toBe(`MCP error -32602: Unknown tool: ${name}`);
    }
  });

  it('neither lists nor calls a tool the filter removes', async () => {
    const { client } = await serve({
      filter: (tool) => matchesToolFilter(tool, parseToolFilter('without-tags:internal')),
    });
    const { tools: listed } = await client.listTools();
    expect(listed.map((tool) => tool.name)).not.toContain('secret');
    const error = await client.callTool({ name: 'secret', arguments: {} }).catch((caught: unknown) => caught);
    expect((error as McpError).message).toBe('MCP error -32602: Unknown tool: secret');
  });

  it('runs calls concurrently', async () => {
    const { client, gate } = await serve();
    const first = client.callTool({ name: 'wait_a', arguments: {} });
    const second = client.callTool({ name: 'wait_b', arguments: {} });
    await Promise.all([gate.reached('a'), gate.reached('b')]);
    gate.open('b');
    gate.open('a');
    expect((await first).content).toEqual([{ type: 'text', text: 'a done' }]);
    expect((await second).content).toEqual([{ type: 'text', text: 'b done' }]);
  });

  it("passes the client's cancellation to the executor", async () => {
    const { client, gate } = await serve();
    const controller = new AbortController();
    const call = client.callTool({ name: 'wait_a', arguments: {} }, undefined, { signal: controller.signal });
    await gate.reached('a');
    controller.abort();
    await expect(call).rejects.toThrow();
    await expect.poll(() => gate.state.aborted).toEqual(['a']);
  });

  it('swaps in a new client, notifies list changes and closes the old client after its calls', async () => {
    const oldGate = createGateExecutor();
    const { client, mci } = await serve({}, oldGate);
    let notified = 0;
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
      notified += 1;
    });
    const before = (await client.listTools()).tools.map((tool) => tool.name);
    expect(before).not.toContain('fresh');
    const running = client.callTool({ name: 'wait_a', arguments: {} });
    await oldGate.reached('a');
    await mci.setClient(await loadClient([{ name: 'fresh', execution: { type: 'text', text: 'new' } }]));
    await expect.poll(() => notified).toBe(1);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['fresh']);
    expect(oldGate.state.closed).toBe(false);
    oldGate.open('a');
    expect((await running).content).toEqual([{ type: 'text', text: 'a done' }]);
    await expect.poll(() => oldGate.state.closed).toBe(true);
  });

  it('lets running calls finish at close, refusing new ones meanwhile, then closes the client', async () => {
    const { client, mci, gate } = await serve();
    const running = client.callTool({ name: 'wait_a', arguments: {} });
    await gate.reached('a');
    const closing = mci.close({ timeoutMs: 30_000 });
    const refused = await client
      .callTool({ name: 'plain', arguments: {} })
      .catch((caught: unknown) => caught);
    expect((refused as McpError).message).toContain('shutting down');
    expect(gate.state.closed).toBe(false);
    gate.open('a');
    expect((await running).content).toEqual([{ type: 'text', text: 'a done' }]);
    await closing;
    expect(gate.state.closed).toBe(true);
    expect(gate.state.aborted).toEqual([]);
  });

  it('cancels calls still running when the close timeout passes', async () => {
    const { client, mci, gate } = await serve();
    const running = client.callTool({ name: 'wait_a', arguments: {} }).catch((caught: unknown) => caught);
    await gate.reached('a');
    await mci.close({ timeoutMs: 50 });
    expect(gate.state.aborted).toEqual(['a']);
    expect(gate.state.closed).toBe(true);
    expect(await running).toMatchObject({
      isError: true,
      content: [{ type: 'text', text: expect.stringContaining('cancelled') }],
    });
  });
});
