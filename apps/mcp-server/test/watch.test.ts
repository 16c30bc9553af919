import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fixtureTools, writeFixture } from '@mci/test-utils/serve-fixture';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { binPath } from './support.js';

let dir: TempDir;
let client: Client;
let stderr = '';
let notifications = 0;

const names = async () => (await client.listTools()).tools.map((tool) => tool.name);

beforeAll(async () => {
  dir = await createTempDir();
  await writeFixture(dir.path);
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [binPath, '--watch'],
    cwd: dir.path,
    env: { PATH: process.env.PATH ?? '' },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  client = new Client({ name: 'watch-test', version: '1.0.0' });
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
    notifications += 1;
  });
  await client.connect(transport);
  await vi.waitFor(() => expect(stderr).toContain('watching the MCI files for changes'), { timeout: 30_000 });
});

afterAll(async () => {
  await client.close();
  await dir.remove();
});

describe('mci-mcp-server --watch', () => {
  it('reloads an edited file, announces the change and lists the new tool', async () => {
    const tools = [...fixtureTools(), { name: 'added', execution: { type: 'text', text: 'I am new' } }];
    await writeFile(path.join(dir.path, 'mci.json'), JSON.stringify({ schemaVersion: '1.0', tools }));
    await expect.poll(() => notifications, { timeout: 30_000 }).toBe(1);
    expect(await names()).toContain('added');
    expect((await client.callTool({ name: 'added', arguments: {} })).content).toEqual([
      { type: 'text', text: 'I am new' },
    ]);
    expect(stderr).toContain('mci: reloaded: serving 6 tools (was 5)');
  });

  it('keeps serving the previous tools when the file breaks, and logs each problem on one line', async () => {
    await writeFile(path.join(dir.path, 'mci.json'), '{\n  "schemaVersion": "1.0",\n  "tools": [\n');
    await expect
      .poll(() => stderr, { timeout: 30_000 })
      .toMatch(new RegExp(`mci: error: ${path.join(dir.path, 'mci.json')}:\\d+:\\d+: .+`));
    expect(stderr).toContain('mci: error: reload failed; still serving the previous 6 tools:');
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(notifications).toBe(1);
    expect(await names()).toContain('added');
    expect((await client.callTool({ name: 'greet', arguments: { name: 'still' } })).content).toEqual([
      { type: 'text', text: 'Hello still!' },
    ]);
  });

  it('recovers when the file is fixed', async () => {
    await writeFixture(dir.path);
    await expect.poll(() => notifications, { timeout: 30_000 }).toBe(2);
    expect(await names()).not.toContain('added');
  });

  it('reloads when an .env file appears, with its values', async () => {
    const tools = [{ name: 'whoami', execution: { type: 'text', text: 'user={{env.MCI_TEST_USER}}' } }];
    await writeFile(path.join(dir.path, 'mci.json'), JSON.stringify({ schemaVersion: '1.0', tools }));
    await expect.poll(() => notifications, { timeout: 30_000 }).toBe(3);
    await writeFile(path.join(dir.path, '.env.mci'), 'MCI_TEST_USER=from-dotenv\n');
    await expect.poll(() => notifications, { timeout: 30_000 }).toBe(4);
    expect((await client.callTool({ name: 'whoami', arguments: {} })).content).toEqual([
      { type: 'text', text: 'user=from-dotenv' },
    ]);
  });

  it('reloads when a loaded toolset file changes, also when an editor saves it by renaming', async () => {
    const toolset = (text: string) =>
      JSON.stringify({
        schemaVersion: '1.0',
        tools: [{ name: 'from_toolset', execution: { type: 'text', text } }],
      });
    await mkdir(path.join(dir.path, 'mci'), { recursive: true });
    await writeFile(path.join(dir.path, 'mci', 'extra.mci.json'), toolset('first'));
    await writeFile(
      path.join(dir.path, 'mci.json'),
      JSON.stringify({ schemaVersion: '1.0', toolsets: ['extra'] }),
    );
    await expect.poll(() => notifications, { timeout: 30_000 }).toBe(5);
    expect((await client.callTool({ name: 'from_toolset', arguments: {} })).content).toEqual([
      { type: 'text', text: 'first' },
    ]);
    await writeFile(path.join(dir.path, 'mci', 'extra.tmp'), toolset('second'));
    await rename(path.join(dir.path, 'mci', 'extra.tmp'), path.join(dir.path, 'mci', 'extra.mci.json'));
    await expect.poll(() => notifications, { timeout: 30_000 }).toBe(6);
    expect((await client.callTool({ name: 'from_toolset', arguments: {} })).content).toEqual([
      { type: 'text', text: 'second' },
    ]);
  });

  it('reloads when a file is added to a folder toolset', async () => {
    const folder = path.join(dir.path, 'mci', 'group');
    await mkdir(folder, { recursive: true });
    const toolset = (name: string) =>
      JSON.stringify({ schemaVersion: '1.0', tools: [{ name, execution: { type: 'text', text: name } }] });
    await writeFile(path.join(folder, 'a.mci.json'), toolset('group_a'));
    await writeFile(
      path.join(dir.path, 'mci.json'),
      JSON.stringify({ schemaVersion: '1.0', toolsets: ['group'] }),
    );
    await expect.poll(() => notifications, { timeout: 30_000 }).toBe(7);
    expect(await names()).toEqual(['group_a']);
    await writeFile(path.join(folder, 'b.mci.json'), toolset('group_b'));
    await expect.poll(() => notifications, { timeout: 30_000 }).toBe(8);
    expect(await names()).toEqual(['group_a', 'group_b']);
  });
});
