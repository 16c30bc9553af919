import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isAlive, writeFixture } from '@mci/test-utils/serve-fixture';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binPath } from './support.js';

/**
 * Starts six sleeping processes: two in the command's process group, two that call setsid, and one that
 * calls setsid and starts a grandchild of its own before it ends (so the grandchild is re-parented);
 * writes their pids to `pids.txt`, then sleeps.
 */
const spawner = `
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const sleep = ['-e', 'setTimeout(() => {}, 120000)'];
const start = (detached) => spawn(process.execPath, sleep, { detached, stdio: 'ignore' }).pid;
const pids = [start(false), start(false), start(true), start(true)];
const orphaner = spawn(process.execPath, ['-e', \`
  const { spawn } = require('node:child_process');
  const child = spawn(process.execPath, \${JSON.stringify(sleep)}, { detached: true, stdio: 'ignore' });
  child.unref();
  process.stdout.write(String(child.pid));
\`], { detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
let orphan = '';
orphaner.stdout.on('data', (chunk) => { orphan += chunk; });
orphaner.on('exit', () => {
  pids.push(orphaner.pid, Number(orphan));
  fs.writeFileSync('pids.txt', pids.join(' '));
});
setTimeout(() => {}, 120000);
`;

let dir: TempDir;
beforeAll(async () => {
  dir = await createTempDir();
  await writeFixture(dir.path, [
    {
      name: 'spawn_many',
      description: 'Starts processes that try to outlive it',
      execution: { type: 'cli', command: process.execPath, args: ['spawner.cjs'], timeout_ms: 3000 },
    },
  ]);
  await writeFile(path.join(dir.path, 'spawner.cjs'), spawner);
});
afterAll(() => dir.remove());

describe.skipIf(process.platform !== 'linux')('a cli tool that times out', () => {
  it('ends every process it started, those that called setsid included', async () => {
    const client = new Client({ name: 'escape-test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [binPath], cwd: dir.path, stderr: 'pipe' }),
    );
    try {
      const result = await client.callTool({ name: 'spawn_many', arguments: {} });
      expect(result.isError).toBe(true);
      expect(JSON.stringify(result.content)).toContain('timed out after 3000 ms');
      const pids = (await readFile(path.join(dir.path, 'pids.txt'), 'utf8')).split(' ').map(Number);
      expect(pids).toHaveLength(6);
      await expect.poll(() => pids.filter(isAlive), { timeout: 5000, interval: 100 }).toEqual([]);
    } finally {
      await client.close();
    }
  });
});
