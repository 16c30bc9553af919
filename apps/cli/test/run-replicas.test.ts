import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import {
  Client as ModernClient,
  StreamableHTTPClientTransport as ModernTransport,
} from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCommandOnPath } from '../src/find-command-on-path.js';
import { startReverseProxy } from './reverse-proxy.js';
import { mciBin } from './run-mci.js';

// Under CI the test must run (.ci/run installs redis-server); elsewhere it needs a local redis-server.
const redisServer = findCommandOnPath('redis-server', process.env, process.cwd());
const skip = redisServer === undefined && process.env.CI !== 'true';
const title =
  'mci run --http --stateless replicas with --redis' +
  (skip ? ' (skipped: redis-server is not installed; on Debian: apt-get install redis-server)' : '');

let temp: TempDir;
const children: ChildProcess[] = [];
const clients: Array<Client | ModernClient> = [];
const proxies: Server[] = [];
let redisPort = 0;

/** Spawns a process and resolves with the first match of `pattern` in its output. */
function spawnUntil(
  command: string,
  args: string[],
  pattern: RegExp,
  stream: 'stdout' | 'stderr',
): Promise<{ match: RegExpExecArray; output: () => string }> {
  const child = spawn(command, args, { cwd: temp.path, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    child[stream]?.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const match = pattern.exec(output);
      if (match) resolve({ match, output: () => output });
    });
    child.on('error', reject);
    child.on('exit', () => reject(new Error(`${path.basename(command)} exited early: ${output}`)));
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address !== null ? address.port : 0;
}

describe.skipIf(skip)(title, () => {
  beforeAll(async () => {
    temp = await createTempDir();
    await writeFile(
      path.join(temp.path, 'mci.json'),
      JSON.stringify({
        schemaVersion: '1.0',
        tools: [{ name: 'greet', execution: { type: 'text', text: 'Hello {{props.name}}!' } }],
      }),
    );
    redisPort = await freePort();
    await spawnUntil(
      redisServer ?? 'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      /Ready to accept connections/,
      'stdout',
    );
  });

  afterAll(async () => {
    await Promise.allSettled(clients.map((client) => client.close()));
    for (const proxy of proxies) proxy.close();
    for (const child of children) child.kill('SIGTERM');
    await temp.remove();
  });

  it('keeps a limit of N calls across two copies sharing one Redis', async () => {
    const replica = () =>
      spawnUntil(
        process.execPath,
        [
          mciBin,
          'run',
          '--http',
          '--stateless',
          '--port',
          '0',
          '--rate-limit-total',
          'greet=5/m',
          '--redis',
          `redis://127.0.0.1:${redisPort}`,
        ],
        /(http:\/\/127\.0\.0\.1:\d+\/mcp)/,
        'stderr',
      );
    const replicas = await Promise.all([replica(), replica()]);
    const connected = await Promise.all(
      replicas.map(async ({ match }) => {
        const client = new Client({ name: 'replica-test', version: '1.0.0' });
        await client.connect(new StreamableHTTPClientTransport(new URL(match[1] as string)));
        clients.push(client);
        return client;
      }),
    );

    const outcomes: string[] = [];
    for (let call = 0; call < 12; call++) {
      const result = await connected[call % 2]?.callTool({ name: 'greet', arguments: { name: 'x' } });
      outcomes.push(result?.isError === true ? String(result._meta?.['mci/errorCode']) : 'ok');
    }
    // Each copy alone would allow 5 (10 in all); shared in Redis, exactly 5 run.
    expect(outcomes).toEqual([...Array(5).fill('ok'), ...Array(7).fill('RATE_LIMITED')]);
    for (const { output } of replicas) expect(output()).not.toContain('unreachable');
  });

  it('serves 2026-07-28 requests from three copies behind a round-robin proxy, with one shared limit', async () => {
    const replica = () =>
      spawnUntil(
        process.execPath,
        [
          mciBin,
          'run',
          '--http',
          '--port',
          '0',
          '--rate-limit-total',
          'greet=6/m',
          '--redis',
          `redis://127.0.0.1:${redisPort}`,
        ],
        /(http:\/\/127\.0\.0\.1:\d+\/mcp)/,
        'stderr',
      );
    const replicas = await Promise.all([replica(), replica(), replica()]);
    const served: number[] = [];
    const proxy = await startReverseProxy(
      replicas.map(({ match }) => new URL(match[1] as string)),
      { served },
    );
    proxies.push(proxy.server);
    const { url } = proxy;
    const client = new ModernClient(
      { name: 'replica-test', version: '1.0.0' },
      { versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    await client.connect(new ModernTransport(url));
    clients.push(client);

    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['greet']);
    const outcomes: string[] = [];
    for (let call = 0; call < 9; call++) {
      const result = await client.callTool({ name: 'greet', arguments: { name: 'x' } });
      outcomes.push(result.isError === true ? String(result._meta?.['mci/errorCode']) : 'ok');
    }
    expect(outcomes).toEqual([...Array(6).fill('ok'), ...Array(3).fill('RATE_LIMITED')]);
    // Every copy answered some of the requests, and none logged a failure.
    expect(served.filter((count) => count > 0)).toHaveLength(3);
    for (const { output } of replicas) expect(output()).not.toMatch(/error|unreachable|failed/i);
  });
});
