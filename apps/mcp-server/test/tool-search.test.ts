import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createLogger, type RunningMciMcpServer, startMciMcpServer } from '@mci/host';
import { fixtureTools, isAlive, sleeperPid, writeFixture } from '@mci/test-utils/serve-fixture';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { binPath } from './support.js';

let dir: TempDir;
let running: RunningMciMcpServer | undefined;
const clients: Client[] = [];

beforeEach(async () => {
  dir = await createTempDir();
  await writeFixture(dir.path);
});

afterEach(async () => {
  await Promise.allSettled(clients.splice(0).map((client) => client.close()));
  await running?.close();
  running = undefined;
  await dir.remove();
});

/** `mci-mcp-server` as a child process, with a real MCP client over its stdin and stdout. */
async function connectStdio(args: string[]): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [binPath, ...args],
    cwd: dir.path,
    env: { PATH: process.env.PATH ?? '' },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'search-test', version: '1.0.0' });
  await client.connect(transport);
  clients.push(client);
  return client;
}

/** The server in this process over Streamable HTTP, with a real MCP client. */
async function connectHttp(settings: Partial<Parameters<typeof startMciMcpServer>[0]>): Promise<Client> {
  running = await startMciMcpServer({
    mainFilePath: 'mci.json',
    cwd: dir.path,
    processEnv: {},
    transport: 'http',
    http: { port: 0 },
    handleSignals: false,
    logger: createLogger({ level: 'error', write: () => {} }),
    ...settings,
  });
  const client = new Client({ name: 'search-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(running.url as string)));
  clients.push(client);
  return client;
}

const listedNames = async (client: Client) => (await client.listTools()).tools.map((tool) => tool.name);
const callTool = (client: Client, name: string, args: Record<string, unknown>) =>
  client.callTool({ name: 'call_tool', arguments: { name, arguments: args } });
const errorCode = (result: { _meta?: Record<string, unknown> }) => result._meta?.['mci/errorCode'];

describe('search mode over stdio', () => {
  it('lists exactly the pinned tools and the two search tools, and finds a tool by words of its description', async () => {
    const client = await connectStdio(['--tools', 'search', '--pin', 'only:greet,read_note']);
    expect(await listedNames(client)).toEqual(['greet', 'read_note', 'search_tools', 'call_tool']);
    const found = await client.callTool({
      name: 'search_tools',
      arguments: { query: 'which Node.js version' },
    });
    const tools = (found.structuredContent as { tools: { name: string; inputSchema: unknown }[] }).tools;
    expect(tools[0]).toEqual({
      name: 'node_version',
      description: 'Prints the Node.js version',
      inputSchema: { type: 'object' },
    });
    const text = (found.content as { text: string }[])[0]?.text;
    expect(text).toContain('1. node_version: Prints the Node.js version');
    const none = await client.callTool({ name: 'search_tools', arguments: { query: 'zebra' } });
    expect(none.structuredContent).toEqual({ tools: [] });
  });

  it('runs a tool through call_tool as a direct call: result, errorCode, audit line and rate limit', async () => {
    const log = path.join(dir.path, 'audit.jsonl');
    const args = ['--tools', 'search', '--audit-log', log, '--rate-limit', 'greet=4/m'];
    const client = await connectStdio(args);
    const direct = await client.callTool({ name: 'greet', arguments: { name: 'Ada' } });
    const routed = await callTool(client, 'greet', { name: 'Ada' });
    expect(routed).toEqual(direct);
    expect((routed.content as { text: string }[])[0]?.text).toBe('Hello Ada!');
    const directError = await client.callTool({ name: 'greet', arguments: { name: 3 } });
    const routedError = await callTool(client, 'greet', { name: 3 });
    expect(routedError).toEqual(directError);
    expect(errorCode(routedError)).toBe('INVALID_INPUT');
    // The fifth call of greet, however it is made, is over the limit.
    const limited = await callTool(client, 'greet', { name: 'Ada' });
    expect(errorCode(limited)).toBe('RATE_LIMITED');
    const lines = (await readFile(log, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const shape = ({ time, durationMs, ...rest }: Record<string, unknown>) => rest;
    expect(lines.map(shape)).toEqual([
      {
        tool: 'greet',
        client: { name: 'search-test', version: '1.0.0' },
        outcome: 'ok',
        argumentNames: ['name'],
      },
      {
        tool: 'greet',
        client: { name: 'search-test', version: '1.0.0' },
        outcome: 'ok',
        argumentNames: ['name'],
      },
      ...Array.from({ length: 2 }, () => ({
        tool: 'greet',
        client: { name: 'search-test', version: '1.0.0' },
        outcome: 'tool_error',
        errorCode: 'INVALID_INPUT',
        argumentNames: ['name'],
      })),
      {
        tool: 'greet',
        client: { name: 'search-test', version: '1.0.0' },
        outcome: 'tool_error',
        errorCode: 'RATE_LIMITED',
        argumentNames: ['name'],
      },
    ]);
  });

  it('cancels a call made through call_tool when the client cancels it: the command stops', async () => {
    const client = await connectStdio(['--tools', 'search']);
    const controller = new AbortController();
    const call = client.callTool(
      { name: 'call_tool', arguments: { name: 'sleep', arguments: { ms: 60_000, tag: 'routed' } } },
      undefined,
      {
        signal: controller.signal,
      },
    );
    const pid = await sleeperPid(dir.path, 'routed');
    controller.abort(new Error('no longer needed'));
    await expect(call).rejects.toThrow('no longer needed');
    await expect.poll(() => isAlive(pid), { timeout: 30_000 }).toBe(false);
  });

  it('answers an unknown or filtered-out name with an error listing close names', async () => {
    const client = await connectStdio(['--tools', 'search', '--filter', 'without-tags:internal']);
    const unknown = await callTool(client, 'gret', { name: 'Ada' });
    expect(unknown.isError).toBe(true);
    expect(errorCode(unknown)).toBe('TOOL_NOT_FOUND');
    expect((unknown.content as { text: string }[])[0]?.text).toBe(
      'Tool "gret" not found. Did you mean "greet"? Find tools with search_tools.',
    );
    const hidden = await callTool(client, 'internal_secret', {});
    expect(errorCode(hidden)).toBe('TOOL_NOT_FOUND');
    const search = await client.callTool({ name: 'search_tools', arguments: { query: 'not for everyone' } });
    expect(search.structuredContent).toEqual({ tools: [] });
    const badLimit = await client.callTool({
      name: 'search_tools',
      arguments: { query: 'greet', limit: 99 },
    });
    expect((badLimit.content as { text: string }[])[0]?.text).toBe(
      'Invalid input for tool "search_tools": limit must be a whole number from 1 to 20.',
    );
  });
});

describe('search mode over HTTP, reloading', () => {
  it('searches the reloaded tools after a change of the file with --watch', async () => {
    const client = await connectHttp({ toolSearch: { mode: 'search' }, watch: true, watchDebounceMs: 20 });
    const changed = new Promise<void>((resolve) => {
      client.setNotificationHandler(ToolListChangedNotificationSchema, () => resolve());
    });
    const before = await client.callTool({ name: 'search_tools', arguments: { query: 'invoice' } });
    expect(before.structuredContent).toEqual({ tools: [] });
    await writeFixture(dir.path, [
      ...fixtureTools(),
      { name: 'send_invoice', description: 'Sends an invoice', execution: { type: 'text', text: 'sent' } },
    ]);
    await changed;
    const after = await client.callTool({ name: 'search_tools', arguments: { query: 'invoice' } });
    expect((after.structuredContent as { tools: { name: string }[] }).tools.map((tool) => tool.name)).toEqual(
      ['send_invoice'],
    );
    expect((await callTool(client, 'send_invoice', {})).content).toEqual([{ type: 'text', text: 'sent' }]);
  });
});
