import { isAlive, sleeperPid, writeFixture } from '@mci/test-utils/serve-fixture';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binPath } from './support.js';

let dir: TempDir;
let client: Client;
let transport: StdioClientTransport;
let stderr = '';

beforeAll(async () => {
  dir = await createTempDir();
  await writeFixture(dir.path);
  transport = new StdioClientTransport({
    command: process.execPath,
    args: [binPath, '--filter', 'without-tags:internal', '--log-level', 'debug'],
    cwd: dir.path,
    env: { PATH: process.env.PATH ?? '' },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  client = new Client({ name: 'stdio-test', version: '1.0.0' });
  await client.connect(transport);
});

afterAll(async () => {
  await client.close();
  await dir.remove();
});

describe('mci-mcp-server over stdio', () => {
  it('says on stderr what it serves and where', async () => {
    await expect.poll(() => stderr).toContain('mci: serving 4 tools from ./mci.json over stdio\n');
  });

  it('lists the tools the filter keeps', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['greet', 'read_note', 'node_version', 'sleep']);
    expect(tools[0]).toMatchObject({
      description: 'Greets someone',
      inputSchema: { type: 'object', required: ['name'] },
    });
  });

  it('calls a text, a file and a cli tool', async () => {
    expect(await client.callTool({ name: 'greet', arguments: { name: 'Ada' } })).toEqual({
      content: [{ type: 'text', text: 'Hello Ada!' }],
      isError: false,
    });
    expect((await client.callTool({ name: 'read_note', arguments: {} })).content).toEqual([
      { type: 'text', text: 'Note: nothing to add.' },
    ]);
    const version = await client.callTool({ name: 'node_version', arguments: {} });
    expect(version).toMatchObject({ isError: false, content: [{ type: 'text', text: process.version }] });
    expect(version._meta).toMatchObject({ 'mci/metadata': { exit_code: 0 } });
  });

  it('answers invalid arguments with an isError result that says what is wrong', async () => {
    const result = await client.callTool({ name: 'greet', arguments: {} });
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([
      { type: 'text', text: expect.stringContaining('missing required property "name"') },
    ]);
  });

  it('answers an unknown tool and a filtered-out tool with a JSON-RPC error', async () => {
    for (const name of ['no_such_tool', 'internal_secret']) {
      const error = await client.callTool({ name, arguments: {} }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(McpError);
      expect(error).toMatchObject({ code: -32602, message: `MCP error -32602: Unknown tool: ${name}` });
    }
  });

  it('kills the process of a call the client cancels', async () => {
    const controller = new AbortController();
    const call = client.callTool({ name: 'sleep', arguments: { ms: 60_000, tag: 'cancelled' } }, undefined, {
      signal: controller.signal,
      timeout: 120_000,
    });
    const pid = await sleeperPid(dir.path, 'cancelled');
    expect(isAlive(pid)).toBe(true);
    controller.abort();
    await expect(call).rejects.toThrow();
    await expect.poll(() => isAlive(pid), { timeout: 20_000 }).toBe(false);
  });

  it('logs calls at debug level on stderr only', async () => {
    await client.callTool({ name: 'greet', arguments: { name: 'Bo' } });
    await expect.poll(() => stderr).toMatch(/mci: debug: call greet succeeded in \d+ ms/);
  });
});
