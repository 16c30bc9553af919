import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openAuditLog } from '@mci/mcp-server';
import { writeFixture } from '@mci/test-utils/serve-fixture';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { binPath, spawnServer } from './support.js';

let dir: TempDir;
let client: Client | undefined;
let stderr = '';

beforeEach(async () => {
  dir = await createTempDir();
  await writeFixture(dir.path);
  await writeFile(path.join(dir.path, '.env.mci'), 'API_SECRET=s3cr3t-value-42\n');
  stderr = '';
});

afterEach(async () => {
  await client?.close();
  client = undefined;
  await dir.remove();
});

async function connect(args: string[]): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [binPath, ...args],
    cwd: dir.path,
    env: { PATH: process.env.PATH ?? '' },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  client = new Client({ name: 'audit-test', version: '2.3.4' });
  await client.connect(transport);
  return client;
}

const lines = async (file: string) =>
  (await readFile(file, 'utf8'))
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('mci-mcp-server --audit-log', () => {
  it('appends one line per call, in order, before the answer, with failures and redacted arguments', async () => {
    const log = path.join(dir.path, 'audit.jsonl');
    await writeFile(log, '{"earlier":"line"}\n');
    const mcp = await connect(['--audit-log', log, '--audit-args']);

    await mcp.callTool({ name: 'greet', arguments: { name: 'Ada with s3cr3t-value-42' } });
    // Written before the answer went out: no waiting needed.
    expect((await lines(log)).slice(1)).toHaveLength(1);
    await mcp.callTool({ name: 'sleep', arguments: { ms: 'soon' } });
    await expect(mcp.callTool({ name: 'no_such_tool', arguments: { a: 1 } })).rejects.toThrow(
      'Unknown tool: no_such_tool',
    );

    const [earlier, greet, sleep, unknown] = await lines(log);
    expect(earlier).toEqual({ earlier: 'line' });
    expect(greet).toMatchObject({
      tool: 'greet',
      client: { name: 'audit-test', version: '2.3.4' },
      outcome: 'ok',
      argumentNames: ['name'],
      arguments: { name: 'Ada with ***' },
    });
    expect(greet?.sessionId).toBeUndefined();
    expect(new Date(String(greet?.time)).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(typeof greet?.durationMs).toBe('number');
    expect(sleep).toMatchObject({
      tool: 'sleep',
      outcome: 'tool_error',
      errorCode: 'INVALID_INPUT',
      argumentNames: ['ms'],
    });
    expect(unknown).toMatchObject({ tool: 'no_such_tool', outcome: 'protocol_error', argumentNames: ['a'] });
    expect(await readFile(log, 'utf8')).not.toContain('s3cr3t');
  });

  it('keeps argument values out unless --audit-args is given', async () => {
    const log = path.join(dir.path, 'audit.jsonl');
    const mcp = await connect(['--audit-log', log]);
    await mcp.callTool({ name: 'greet', arguments: { name: 'Grace' } });
    const [line] = await lines(log);
    expect(line).toMatchObject({ tool: 'greet', argumentNames: ['name'] });
    expect(line).not.toHaveProperty('arguments');
  });

  it('writes to stderr with -', async () => {
    const mcp = await connect(['--audit-log', '-']);
    await mcp.callTool({ name: 'greet', arguments: { name: 'Linus' } });
    const line = stderr.split('\n').find((text) => text.startsWith('{'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({ tool: 'greet', outcome: 'ok' });
  });

  it('refuses to start when the file cannot be opened', async () => {
    const server = spawnServer(['--audit-log', path.join(dir.path, 'missing', 'audit.jsonl')], {
      cwd: dir.path,
    });
    const { code } = await server.exited;
    expect(code).not.toBe(0);
    expect(server.stderr()).toContain(
      `Cannot write the audit log ${path.join(dir.path, 'missing', 'audit.jsonl')}: its folder does not exist.`,
    );
    expect(server.stderr()).not.toMatch(/\n\s+at /);
  });

  it('throws an AuditLogError naming the file and why, with the system error as its cause', () => {
    const file = path.join(dir.path, 'missing', 'audit.jsonl');
    expect(() => openAuditLog({ target: file })).toThrow(
      expect.objectContaining({
        name: 'AuditLogError',
        code: 'AUDIT_LOG_UNWRITABLE',
        file,
        reason: 'its folder does not exist',
        cause: expect.objectContaining({ code: 'ENOENT' }),
      }),
    );
  });

  it.runIf(process.platform === 'linux')(
    'logs one warning when writing fails later (a full disk) and keeps serving',
    async () => {
      const mcp = await connect(['--audit-log', '/dev/full']);
      for (const name of ['a', 'b', 'c']) {
        expect(await mcp.callTool({ name: 'greet', arguments: { name } })).toMatchObject({
          content: [{ type: 'text', text: `Hello ${name}!` }],
        });
      }
      expect(stderr.match(/warning: writing the audit log \/dev\/full failed \(ENOSPC\)/g)).toHaveLength(1);
    },
  );
});
