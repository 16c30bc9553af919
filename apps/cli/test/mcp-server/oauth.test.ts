import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type RunningMciMcpServer, silentLogger, startMciMcpServer } from '@mci/host';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { ClientCredentialsProvider } from '@modelcontextprotocol/sdk/client/auth-extensions.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './local-server.js';
import { startOpenIdProvider } from './open-id-provider.js';

let dir: TempDir;
let provider: RunningServer;
let running: RunningMciMcpServer;
let url: string;
const clients: Client[] = [];

const fullAgent = { clientId: 'ops-agent', clientSecret: 'ops-secret-1234', scope: 'notes:read admin' };
const readerAgent = { clientId: 'reader-agent', clientSecret: 'reader-secret-5678', scope: 'notes:read' };

beforeAll(async () => {
  dir = await createTempDir();
  await mkdir(path.join(dir.path, 'mci'));
  await writeFile(
    path.join(dir.path, 'mci.json'),
    JSON.stringify({
      schemaVersion: '1.0',
      tools: [
        { name: 'greet', execution: { type: 'text', text: 'Hello!' } },
        { name: 'read_notes', requiredScopes: ['notes:read'], execution: { type: 'text', text: 'notes' } },
      ],
      toolsets: [{ name: 'admin', requiredScopes: ['admin'] }],
    }),
  );
  await writeFile(
    path.join(dir.path, 'mci', 'admin.mci.json'),
    JSON.stringify({
      schemaVersion: '1.0',
      tools: [{ name: 'purge', execution: { type: 'text', text: 'purged' } }],
    }),
  );
  provider = await startOpenIdProvider([fullAgent, readerAgent], 'notes:read admin');
  running = await startMciMcpServer({
    mainFilePath: path.join(dir.path, 'mci.json'),
    transport: 'http',
    http: { port: 0, oauth: { issuers: [provider.url] } },
    auditLog: { target: path.join(dir.path, 'audit.jsonl') },
    logger: silentLogger,
    handleSignals: false,
  });
  url = running.url as string;
});

afterAll(async () => {
  for (const client of clients) await client.close();
  await running?.close();
  await provider?.close();
  await dir?.remove();
});

async function connectAs(agent: typeof fullAgent) {
  const authProvider = new ClientCredentialsProvider({ ...agent, expectedIssuer: provider.url });
  const transport = new StreamableHTTPClientTransport(new URL(url), { authProvider });
  const client = new Client({ name: agent.clientId, version: '1.0.0' });
  await client.connect(transport);
  clients.push(client);
  return { client, authProvider };
}

async function auditLines(): Promise<Array<Record<string, unknown>>> {
  const text = await readFile(path.join(dir.path, 'audit.jsonl'), 'utf8');
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('mci run --http as an OAuth resource server, with a real authorization server', () => {
  it('answers a request without a token with 401 and where to find the protected resource metadata', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(response.status).toBe(401);
    const metadataUrl = `${new URL(url).origin}/.well-known/oauth-protected-resource/mcp`;
    expect(response.headers.get('www-authenticate')).toBe(
      `Bearer resource_metadata="${metadataUrl}", scope="admin notes:read"`,
    );
    const metadata = await (await fetch(metadataUrl)).json();
    expect(metadata).toEqual({
      resource: url,
      authorization_servers: [provider.url],
      scopes_supported: ['admin', 'notes:read'],
      bearer_methods_supported: ['header'],
    });
    const root = await (await fetch(`${new URL(url).origin}/.well-known/oauth-protected-resource`)).json();
    expect(root).toEqual(metadata);
  });

  it('lets an agent get a token with client credentials and call every tool its scopes allow', async () => {
    const { client, authProvider } = await connectAs(fullAgent);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['greet', 'read_notes', 'purge']);
    const result = await client.callTool({ name: 'purge', arguments: {} });
    expect(result.content).toEqual([{ type: 'text', text: 'purged' }]);
    // The token came from the authorization server, for this resource.
    const token = authProvider.tokens()?.access_token ?? '';
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({ iss: provider.url, aud: url, client_id: 'ops-agent' });
  });

  it('shows an agent with fewer scopes fewer tools and answers its forbidden call with the 403 challenge', async () => {
    const { client, authProvider } = await connectAs(readerAgent);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['greet', 'read_notes']);
    await expect(client.callTool({ name: 'purge', arguments: {} })).rejects.toThrow(/403/);

    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        Authorization: `Bearer ${authProvider.tokens()?.access_token}`,
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 7,
        method: 'tools/call',
        params: { name: 'purge', arguments: {} },
      }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('www-authenticate')).toBe(
      `Bearer error="insufficient_scope", error_description="purge needs the scopes admin", resource_metadata="${new URL(url).origin}/.well-known/oauth-protected-resource/mcp", scope="admin"`,
    );
  });

  it('serves 2026-07-28 requests with the token: a private list, and a call refused from its Mcp-Name header', async () => {
    const { authProvider } = await connectAs(readerAgent);
    const headers = {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      Authorization: `Bearer ${authProvider.tokens()?.access_token}`,
      'Mcp-Protocol-Version': '2026-07-28',
    };
    const _meta = {
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientCapabilities': {},
      'io.modelcontextprotocol/clientInfo': { name: 'modern', version: '1' },
    };
    const list = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'Mcp-Method': 'tools/list' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta } }),
    });
    const { result } = (await list.json()) as {
      result: { tools: Array<{ name: string }>; cacheScope: string };
    };
    expect(result.tools.map((tool) => tool.name)).toEqual(['greet', 'read_notes']);
    expect(result.cacheScope).toBe('private');

    // The body is not even JSON: the headers alone decide.
    const call = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'Mcp-Method': 'tools/call', 'Mcp-Name': 'purge' },
      body: '{"not json',
    });
    expect(call.status).toBe(403);
    expect(call.headers.get('www-authenticate')).toContain('error="insufficient_scope"');
  });

  it('names the agent, the decision and why in the audit log', async () => {
    const lines = await auditLines();
    expect(lines).toContainEqual(
      expect.objectContaining({
        tool: 'purge',
        caller: {
          key: `jwt:${provider.url}#ops-agent`,
          issuer: provider.url,
          subject: 'ops-agent',
          clientId: 'ops-agent',
        },
        decision: 'allowed',
        reason: 'holds admin',
        outcome: 'ok',
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        tool: 'purge',
        caller: expect.objectContaining({ clientId: 'reader-agent' }),
        decision: 'denied',
        reason: 'lacks admin',
        outcome: 'forbidden',
      }),
    );
    const text = await readFile(path.join(dir.path, 'audit.jsonl'), 'utf8');
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  });
});
