import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listFixture } from './fixtures.js';
import { mciBin, runMci, writeFiles } from './run-mci.js';

describe('mci run', () => {
  let temp: TempDir;
  const clients: Client[] = [];
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    temp = await createTempDir('mci-cli-run-');
    await writeFiles(temp.path, listFixture);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  });
  afterAll(() => temp.remove());

  const textOf = (result: Awaited<ReturnType<Client['callTool']>>) =>
    (result.content as Array<{ type: string; text?: string }>)[0]?.text;

  it('serves the tools over stdio to an MCP client, with --filter applied', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [mciBin, 'run', '--filter', 'tags:read', '--filter', 'except:gamma'],
      cwd: temp.path,
      env: { ...(process.env as Record<string, string>), ALPHA_TOKEN: 'a-token' },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'cli-test', version: '1.0.0' });
    clients.push(client);
    await client.connect(transport);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['alpha']);
    expect(textOf(await client.callTool({ name: 'alpha', arguments: {} }))).toBe('alpha says a-token');
    const filtered = await client.callTool({ name: 'beta', arguments: {} }).catch((error: Error) => error);
    const refused = filtered instanceof Error ? filtered.message : JSON.stringify(filtered);
    expect(refused).toContain('beta');
    expect(filtered instanceof Error || (filtered as { isError?: boolean }).isError).toBe(true);
  });

  it('serves over HTTP on 127.0.0.1 and stops cleanly on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      [mciBin, 'run', '--http', '--port', '0', '--auth-token', 'tok-123'],
      {
        cwd: temp.path,
        env: { ...process.env, ALPHA_TOKEN: 'from-http' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.push(child);
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    const url = await new Promise<string>((resolve, reject) => {
      child.stderr?.on('data', (chunk: string) => {
        stderr += chunk;
        const match = /(http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(stderr);
        if (match?.[1]) resolve(match[1]);
      });
      child.on('exit', () => reject(new Error(`mci run exited early: ${stderr}`)));
    });

    const anonymous = await fetch(url, { method: 'POST', body: '{}' });
    expect(anonymous.status).toBe(401);

    const transport = new StreamableHTTPClientTransport(new URL(url), {
      requestInit: { headers: { Authorization: 'Bearer tok-123' } },
    });
    const client = new Client({ name: 'cli-test', version: '1.0.0' });
    clients.push(client);
    await client.connect(transport);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['alpha', 'beta', 'gamma']);
    expect(textOf(await client.callTool({ name: 'alpha', arguments: {} }))).toBe('alpha says from-http');
    await client.close();

    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    expect(stderr).not.toContain('tok-123');
  });

  it('defaults to --tools auto, which lists every tool of a small file, and says so on stderr', async () => {
    const run = await runMci(['run'], { cwd: temp.path });
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /tools mode auto: all \(the tool definitions are about \d+ tokens, at most 10000\): tools\/list shows every tool/,
    );
    const forced = await runMci(['run', '--tools', 'search'], { cwd: temp.path });
    expect(forced.stderr).toContain('tools mode search');
  });

  it('refuses to listen beyond loopback without a token, naming the flags that allow it', async () => {
    const run = await runMci(['run', '--http', '--port', '0', '--host', '0.0.0.0'], { cwd: temp.path });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Refusing to serve on 0.0.0.0 without a token');
    expect(run.stderr).toContain('--allow-unauthenticated-remote');
  });

  it('treats HTTP options without --http as a usage error', async () => {
    const run = await runMci(['run', '--port', '3000'], { cwd: temp.path });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--port');
  });

  it('fails with the load error and exit 1 when the file is broken', async () => {
    const broken = await createTempDir('mci-cli-run-');
    try {
      await writeFiles(broken.path, { 'mci.json': '{ "schemaVersion": "1.0", "tools": [ { "name": 1 } ] }' });
      const run = await runMci(['run'], { cwd: broken.path });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/mci\.json:1:\d+/);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await broken.remove();
    }
  });
});
