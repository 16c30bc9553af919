import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fixtureScripts } from '@mci/test-utils/mcp-servers';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mciBin, runMci, writeFiles } from './run-mci.js';

/** Three working tools, a server whose script is not there yet and one whose args use an unset variable. */
const mainFile = {
  schemaVersion: '1.0',
  tools: ['one', 'two', 'three'].map((name) => ({
    name,
    description: `Says ${name}`,
    execution: { type: 'text', text: name },
  })),
  mcp_servers: {
    late: { command: process.execPath, args: ['./late-server.mjs'] },
    envy: { command: process.execPath, args: ['{{env.FIXTURE_SERVER_UNSET}}'] },
  },
};

const unavailable = (name: string) =>
  new RegExp(`warning: mcp_servers\\.${name}: .*Its tools are left out until it can be loaded`);

describe('an MCP server that cannot be loaded', () => {
  let temp: TempDir;
  const clients: Client[] = [];
  beforeEach(async () => {
    temp = await createTempDir('mci-cli-unavailable-');
    await writeFiles(temp.path, { 'mci.json': mainFile });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await temp.remove();
  });

  it('leaves the rest loaded, with one warning per server, in validate, list and call alike', async () => {
    const validate = await runMci(['validate'], { cwd: temp.path });
    expect(validate.code).toBe(0);
    const list = await runMci(['list', '--format', 'json'], { cwd: temp.path });
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout).map((tool: { name: string }) => tool.name)).toEqual([
      'one',
      'two',
      'three',
    ]);
    expect(list.stderr).toMatch(unavailable('late'));
    expect(list.stderr).toMatch(unavailable('envy'));
    expect(list.stderr).toContain('FIXTURE_SERVER_UNSET');
    const call = await runMci(['call', 'two'], { cwd: temp.path });
    expect(call.code).toBe(0);
    expect(call.stdout.trim()).toBe('two');
    expect(call.stderr).toMatch(unavailable('late'));
  });

  it('is retried by mci run, which announces its tools once it is back', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [mciBin, 'run'],
      cwd: temp.path,
      env: process.env as Record<string, string>,
      stderr: 'pipe',
    });
    const client = new Client({ name: 'unavailable-test', version: '1.0.0' });
    clients.push(client);
    let changed = 0;
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
      changed++;
    });
    await client.connect(transport);
    const names = async () => (await client.listTools()).tools.map((tool) => tool.name);
    expect(await names()).toEqual(['one', 'two', 'three']);

    const script = `await import(${JSON.stringify(pathToFileURL(fixtureScripts.stdioServer).href)});\n`;
    await writeFile(path.join(temp.path, 'late-server.mjs'), script);
    await expect.poll(() => changed, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await names()).toEqual(expect.arrayContaining(['one', 'two', 'three', 'echo']));
    const echoed = await client.callTool({ name: 'echo', arguments: { message: 'back' } });
    expect(JSON.stringify(echoed.content)).toContain('back');
  });
});
