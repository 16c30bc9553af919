import { type ChildProcess, spawn } from 'node:child_process';
import type { Server } from 'node:http';
import { messagesOf, openSession, postJson } from '@mci/test-utils/raw-http';
import { writeFixture } from '@mci/test-utils/serve-fixture';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startReverseProxy } from './reverse-proxy.js';
import { mciBin } from './run-mci.js';

let temp: TempDir;
const children: ChildProcess[] = [];
const proxies: Server[] = [];

beforeAll(async () => {
  temp = await createTempDir();
  await writeFixture(temp.path);
});

afterEach(() => {
  for (const proxy of proxies.splice(0)) proxy.close();
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

afterAll(() => temp.remove());

/** Starts `mci run --http` with `args` and resolves with its endpoint URL once it listens. */
function startMci(args: string[]): Promise<URL> {
  const child = spawn(process.execPath, [mciBin, 'run', '--http', '--port', '0', ...args], {
    cwd: temp.path,
    env: { ...process.env, MCI_AUTH_TOKEN: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  return new Promise((resolve, reject) => {
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const match = /over (http:\/\/\S+)/.exec(stderr);
      if (match) resolve(new URL(match[1] as string));
    });
    child.on('exit', () => reject(new Error(`mci run exited early: ${stderr}`)));
  });
}

/** A reverse proxy in front of `target` that adds its client's address to `X-Forwarded-For`. */
async function forwardingProxy(target: URL): Promise<URL> {
  const proxy = await startReverseProxy([target], { forwardFor: true });
  proxies.push(proxy.server);
  return proxy.url;
}

const modern = '2026-07-28';

/** A 2026-07-28 `tools/call` of greet (no session, no token) from `localAddress`: ok or its error code. */
async function greetFrom(url: URL, localAddress: string, id: number): Promise<string> {
  const response = await postJson(
    url.href,
    {
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: {
        name: 'greet',
        arguments: { name: 'Ada' },
        _meta: {
          'io.modelcontextprotocol/protocolVersion': modern,
          'io.modelcontextprotocol/clientCapabilities': {},
          'io.modelcontextprotocol/clientInfo': { name: 'raw', version: '1' },
        },
      },
    },
    {
      localAddress,
      headers: { 'Mcp-Protocol-Version': modern, 'Mcp-Method': 'tools/call', 'Mcp-Name': 'greet' },
    },
  );
  const result = messagesOf(response)[0]?.result as
    | { isError?: boolean; _meta?: Record<string, unknown> }
    | undefined;
  return result?.isError === true ? String(result._meta?.['mci/errorCode']) : result ? 'ok' : response.body;
}

/** Two clients (127.0.0.2 and 127.0.0.3) take turns calling greet three times each. */
async function takeTurns(url: URL): Promise<string[]> {
  const outcomes: string[] = [];
  for (let turn = 0; turn < 6; turn++)
    outcomes.push(await greetFrom(url, turn % 2 === 0 ? '127.0.0.2' : '127.0.0.3', turn + 1));
  return outcomes;
}

describe('mci run --http behind a reverse proxy', () => {
  it('with --trust-proxy 1, keys two clients behind one proxy apart for rate limits and sessions', async () => {
    const url = await forwardingProxy(
      await startMci(['--trust-proxy', '1', '--rate-limit', 'greet=2/m', '--max-sessions-per-client', '1']),
    );
    expect(await takeTurns(url)).toEqual(['ok', 'ok', 'ok', 'ok', 'RATE_LIMITED', 'RATE_LIMITED']);
    expect((await openSession(url.href, '127.0.0.2')).status).toBe(200);
    expect((await openSession(url.href, '127.0.0.3')).status).toBe(200);
    expect((await openSession(url.href, '127.0.0.3')).status).toBe(503);
  });

  it('without it, keys every client by the proxy address, so they share one limit', async () => {
    const url = await forwardingProxy(
      await startMci(['--rate-limit', 'greet=2/m', '--max-sessions-per-client', '1']),
    );
    expect(await takeTurns(url)).toEqual([
      'ok',
      'ok',
      'RATE_LIMITED',
      'RATE_LIMITED',
      'RATE_LIMITED',
      'RATE_LIMITED',
    ]);
    expect((await openSession(url.href, '127.0.0.2')).status).toBe(200);
    expect((await openSession(url.href, '127.0.0.3')).status).toBe(503);
  });

  it('refuses a --trust-proxy value that is neither hops nor addresses', async () => {
    const child = spawn(process.execPath, [mciBin, 'run', '--http', '--trust-proxy', '10.0.0.0/99'], {
      cwd: temp.path,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).not.toBe(0);
    expect(stderr).toContain('--trust-proxy');
    expect(stderr).toContain('10.0.0.0/99');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
