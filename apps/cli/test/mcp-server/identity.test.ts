import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type RunningMciMcpServer, silentLogger, startMciMcpServer } from '@mci/host';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRateLimit } from '../../src/parse-rate-limit.js';
import { startTestIssuer } from './test-issuer.js';

let dir: TempDir;
let issuer: Awaited<ReturnType<typeof startTestIssuer>>;
let running: RunningMciMcpServer;
let url: string;
const clients: Client[] = [];
const reportingKey = 'mci_reporting_6f1d0c8a9b2e4f7a';
let upstream: Server;
const upstreamHeaders: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  dir = await createTempDir();
  upstream = createServer((request, response) => {
    upstreamHeaders.push(request.headers);
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end('upstream ok');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/`;
  await writeFile(
    path.join(dir.path, 'mci.json'),
    JSON.stringify({
      schemaVersion: '1.0',
      tools: [
        { name: 'greet', execution: { type: 'text', text: 'Hello!' } },
        { name: 'report', requiredScopes: ['reports:read'], execution: { type: 'text', text: 'report' } },
        { name: 'purge', requiredScopes: ['admin'], execution: { type: 'text', text: 'purged' } },
        { name: 'fetch_upstream', execution: { type: 'http', method: 'GET', url: upstreamUrl } },
      ],
    }),
  );
  const hash = createHash('sha256').update(reportingKey).digest('hex');
  await writeFile(
    path.join(dir.path, 'keys.yaml'),
    `keys:\n  - name: reporting-bot\n    sha256: ${hash}\n    scopes: [reports:read]\n`,
  );
  issuer = await startTestIssuer();
  running = await startMciMcpServer({
    mainFilePath: path.join(dir.path, 'mci.json'),
    cwd: dir.path,
    transport: 'http',
    http: { port: 0, oauth: { issuers: [issuer.url] } },
    apiKeysFile: 'keys.yaml',
    rateLimits: { perClient: [parseRateLimit('greet=2/h')] },
    auditLog: { target: path.join(dir.path, 'audit.jsonl') },
    logger: silentLogger,
    handleSignals: false,
  });
  url = running.url as string;
});

afterAll(async () => {
  for (const client of clients) await client.close();
  await running?.close();
  await issuer?.close();
  await new Promise((resolve) => upstream?.close(resolve));
  await dir?.remove();
});

async function connectWith(token: string) {
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
  });
  const client = new Client({ name: 'identity-test', version: '1.0.0' });
  await client.connect(transport);
  clients.push(client);
  return client;
}

describe('identity over HTTP', () => {
  it('accepts an API key of the key file, with its scopes, next to OAuth', async () => {
    const client = await connectWith(reportingKey);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual([
      'greet',
      'report',
      'fetch_upstream',
    ]);
    expect((await client.callTool({ name: 'report', arguments: {} })).content).toEqual([
      { type: 'text', text: 'report' },
    ]);
    const audit = await readFile(path.join(dir.path, 'audit.jsonl'), 'utf8');
    expect(JSON.parse(audit.trim().split('\n').at(-1) ?? '{}')).toMatchObject({
      tool: 'report',
      caller: { key: 'api-key:reporting-bot', name: 'reporting-bot' },
      decision: 'allowed',
      reason: 'holds reports:read',
    });
    expect(audit).not.toContain(reportingKey);
  });

  it("never passes the caller's token on to the APIs its tools call", async () => {
    const token = await issuer.sign({ sub: 'agent-c', aud: url });
    const client = await connectWith(token);
    const result = await client.callTool({ name: 'fetch_upstream', arguments: {} });
    expect(result.content).toEqual([{ type: 'text', text: 'upstream ok' }]);
    expect(upstreamHeaders).toHaveLength(1);
    expect(upstreamHeaders[0]?.authorization).toBeUndefined();
    expect(JSON.stringify(upstreamHeaders)).not.toContain(token);
  });

  it('refuses a bearer token that no verifier knows with 401 invalid_token', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer mci_guessed_key' },
      body: '{}',
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(
      /^Bearer error="invalid_token", error_description="not a token this server knows", resource_metadata=/,
    );
  });

  it('counts rate limits per identity: new tokens of the same subject share its limit', async () => {
    const callGreet = async (subject: string) => {
      const token = await issuer.sign({ sub: subject, aud: url, jti: crypto.randomUUID() });
      const client = await connectWith(token);
      return client.callTool({ name: 'greet', arguments: {} });
    };
    expect((await callGreet('agent-a')).isError).toBeFalsy();
    expect((await callGreet('agent-a')).isError).toBeFalsy();
    const third = await callGreet('agent-a');
    expect(third.isError).toBe(true);
    expect(third._meta?.['mci/errorCode']).toBe('RATE_LIMITED');
    expect((await callGreet('agent-b')).isError).toBeFalsy();
  });
});
