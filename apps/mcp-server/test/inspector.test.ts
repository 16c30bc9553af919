import { writeFixture } from '@mci/test-utils/serve-fixture';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWithNode22 } from './node22.js';
import { binPath, type ServerProcess, spawnServer, stopServer, waitForStderr } from './support.js';

/** The MCP Inspector, run in its command-line mode. */
const inspector = '@modelcontextprotocol/inspector@2.12.0';

let dir: TempDir;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  dir = await createTempDir();
  await writeFixture(dir.path);
});

afterAll(async () => {
  for (const server of servers) await stopServer(server);
  await dir.remove();
});

async function inspect(target: string[], method: string[]): Promise<unknown> {
  const run = await runWithNode22('mcp-inspector', ['--cli', ...target, '--method', ...method], {
    cwd: dir.path,
    packages: [inspector],
  });
  expect(run.code, run.stderr.slice(-2000)).toBe(0);
  return JSON.parse(run.stdout);
}

describe('MCP Inspector (CLI mode) against mci-mcp-server', () => {
  const stdio = [process.execPath, binPath];

  it('lists the tools over stdio', { timeout: 300_000 }, async () => {
    const listed = (await inspect(stdio, ['tools/list'])) as { tools: Array<{ name: string }> };
    expect(listed.tools.map((tool) => tool.name)).toEqual([
      'greet',
      'read_note',
      'node_version',
      'sleep',
      'internal_secret',
    ]);
  });

  it('calls a tool with an argument over stdio', { timeout: 300_000 }, async () => {
    const result = await inspect(stdio, [
      'tools/call',
      '--tool-name',
      'greet',
      '--tool-arg',
      'name=Inspector',
    ]);
    expect(result).toEqual({ content: [{ type: 'text', text: 'Hello Inspector!' }], isError: false });
  });

  it('calls a tool over Streamable HTTP', { timeout: 300_000 }, async () => {
    const server = spawnServer(['--http', '--port', '0'], { cwd: dir.path });
    servers.push(server);
    const url = (await waitForStderr(server, /over (http:\/\/\S+)/))[1] as string;
    const result = await inspect([url, '--transport', 'http'], ['tools/call', '--tool-name', 'read_note']);
    expect(result).toMatchObject({
      content: [{ type: 'text', text: 'Note: nothing to add.' }],
      isError: false,
    });
  });
});
