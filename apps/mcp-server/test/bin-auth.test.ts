import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { startTestIssuer } from '@mci/test-utils/test-issuer';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer, stopServer, waitForStderr } from './support.js';

let dir: TempDir;
let issuer: Awaited<ReturnType<typeof startTestIssuer>>;
const servers: ServerProcess[] = [];
const apiKey = 'mci_ci_3b9e51f0a2c84d6e';

beforeAll(async () => {
  dir = await createTempDir();
  issuer = await startTestIssuer();
  await writeFile(
    path.join(dir.path, 'mci.json'),
    JSON.stringify({
      schemaVersion: '1.0',
      tools: [
        { name: 'greet', execution: { type: 'text', text: 'Hello!' } },
        { name: 'deploy', requiredScopes: ['deploy'], execution: { type: 'text', text: 'deployed' } },
      ],
    }),
  );
  const hash = createHash('sha256').update(apiKey).digest('hex');
  await writeFile(path.join(dir.path, 'keys.json'), JSON.stringify({ keys: [{ name: 'ci', sha256: hash }] }));
});

afterEach(async () => {
  for (const server of servers.splice(0)) await stopServer(server);
});

afterAll(async () => {
  await issuer?.close();
  await dir?.remove();
});

async function start(args: string[]): Promise<{ server: ServerProcess; url: string }> {
  const server = spawnServer(['--http', '--port', '0', ...args], { cwd: dir.path });
  servers.push(server);
  const match = await waitForStderr(server, /over (http:\/\/127\.0\.0\.1:\d+\/mcp)/);
  return { server, url: match[1] as string };
}

function callDeploy(url: string, token: string) {
  return fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'deploy', arguments: {} },
    }),
  });
}

describe('mci-mcp-server --http with --oauth-issuer, --public-url and --api-keys', () => {
  it('checks tokens of the issuer for the public URL, and API keys of the file, with their scopes', async () => {
    const publicUrl = 'https://tools.example.com/team/mcp';
    const { url } = await start([
      '--oauth-issuer',
      issuer.url,
      '--public-url',
      publicUrl,
      '--api-keys',
      'keys.json',
    ]);
    const metadata = await (
      await fetch(`${new URL(url).origin}/.well-known/oauth-protected-resource/team/mcp`)
    ).json();
    expect(metadata).toMatchObject({
      resource: publicUrl,
      authorization_servers: [issuer.url],
      scopes_supported: ['deploy'],
    });

    const forLocalUrl = await issuer.sign({ sub: 'agent', aud: url, scope: 'deploy' });
    expect((await callDeploy(url, forLocalUrl)).status).toBe(401);
    const forPublicUrl = await issuer.sign({ sub: 'agent', aud: publicUrl, scope: 'deploy' });
    const transport = new StreamableHTTPClientTransport(new URL(url), {
      requestInit: { headers: { Authorization: `Bearer ${forPublicUrl}` } },
    });
    const client = new Client({ name: 'bin-auth-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      expect((await client.callTool({ name: 'deploy', arguments: {} })).content).toEqual([
        { type: 'text', text: 'deployed' },
      ]);
    } finally {
      await client.close();
    }

    const denied = await callDeploy(url, apiKey);
    expect(denied.status).toBe(403);
    expect(denied.headers.get('www-authenticate')).toBe(
      'Bearer error="insufficient_scope", error_description="deploy needs the scopes deploy", resource_metadata="https://tools.example.com/.well-known/oauth-protected-resource/team/mcp", scope="deploy"',
    );
  });

  it('stops with the file, line, column and path of a broken API-key file', async () => {
    await writeFile(path.join(dir.path, 'bad-keys.yaml'), 'keys:\n  - name: ci\n    sha256: plain-key\n');
    const server = spawnServer(['--http', '--port', '0', '--api-keys', 'bad-keys.yaml'], { cwd: dir.path });
    servers.push(server);
    expect((await server.exited).code).toBe(1);
    expect(server.stderr()).toContain(
      `${path.join(dir.path, 'bad-keys.yaml')}:3:13: keys[0].sha256: expected 64 hex digits: the SHA-256 of the key, never the key itself`,
    );
    expect(server.stderr()).not.toMatch(/\n\s+at /);
  });
});
