import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type RunningMciMcpServer, silentLogger, startMciMcpServer } from '@mci/host';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIssuer } from './test-issuer.js';

let dir: TempDir;
let issuer: Awaited<ReturnType<typeof startTestIssuer>>;
let running: RunningMciMcpServer;
let url: string;
/** Nothing listens there: its keys cannot be found. */
const unreachableIssuer = 'http://127.0.0.1:9';

beforeAll(async () => {
  dir = await createTempDir();
  await writeFile(
    path.join(dir.path, 'mci.json'),
    JSON.stringify({
      schemaVersion: '1.0',
      tools: [{ name: 'greet', execution: { type: 'text', text: 'Hello!' } }],
    }),
  );
  issuer = await startTestIssuer();
  running = await startMciMcpServer({
    mainFilePath: path.join(dir.path, 'mci.json'),
    transport: 'http',
    http: { port: 0, oauth: { issuers: [issuer.url, unreachableIssuer], timeoutMs: 2000 } },
    logger: silentLogger,
    handleSignals: false,
  });
  url = running.url as string;
});

afterAll(async () => {
  await running?.close();
  await issuer?.close();
  await dir?.remove();
});

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
};

function post(body: unknown, token: string | undefined, extra: { sessionId?: string; query?: string } = {}) {
  return fetch(`${url}${extra.query ?? ''}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      ...(token !== undefined && { Authorization: `Bearer ${token}` }),
      ...(extra.sessionId !== undefined && {
        'Mcp-Session-Id': extra.sessionId,
        'MCP-Protocol-Version': '2025-06-18',
      }),
    },
    body: JSON.stringify(body),
  });
}

const valid = () => issuer.sign({ sub: 'agent-1', aud: url, scope: 'x' });

async function expectInvalidToken(token: string, reason: string) {
  const response = await post(initialize, token);
  expect(response.status).toBe(401);
  expect(response.headers.get('www-authenticate')).toBe(
    `Bearer error="invalid_token", error_description="${reason}", resource_metadata="${new URL(url).origin}/.well-known/oauth-protected-resource/mcp"`,
  );
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('JWT access tokens: each rule refuses with the right status and header', () => {
  it('accepts a valid token of the issuer, with keys found through its RFC 8414 metadata', async () => {
    const response = await post(initialize, await valid());
    expect(response.status).toBe(200);
    expect(response.headers.get('mcp-session-id')).toMatch(/\S/);
  });

  it('refuses a token for another audience', async () => {
    await expectInvalidToken(
      await issuer.sign({ sub: 'agent-1', aud: 'https://other.example.com/mcp' }),
      'the audience (aud) does not name this server',
    );
  });

  it('refuses a token without an audience', async () => {
    await expectInvalidToken(await issuer.sign({ sub: 'agent-1' }), 'the token has no audience (aud)');
  });

  it('refuses an expired token', async () => {
    const expired = await issuer.sign(
      { sub: 'agent-1', aud: url },
      { expiresIn: Math.floor(Date.now() / 1000) - 120 },
    );
    await expectInvalidToken(expired, 'the token expired');
  });

  it('refuses a token signed with a key the issuer does not publish', async () => {
    await expectInvalidToken(
      await issuer.signWithUnknownKey({ sub: 'agent-1', aud: url }),
      'the signature does not verify',
    );
  });

  it('refuses an unsigned token (alg none)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ iss: issuer.url, sub: 'agent-1', aud: url, exp: now + 300 })}.`;
    await expectInvalidToken(unsigned, 'the signing algorithm is not an accepted asymmetric one');
  });

  it('refuses a token signed with HS256 using the public key as the secret', async () => {
    const forged = await new SignJWT({ sub: 'agent-1', aud: url })
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
      .setIssuer(issuer.url)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(issuer.publicKeyPem));
    await expectInvalidToken(forged, 'the signing algorithm is not an accepted asymmetric one');
  });

  it('refuses a token of an issuer it does not trust', async () => {
    const now = Math.floor(Date.now() / 1000);
    const stranger = `${base64url({ alg: 'ES256', kid: 'k' })}.${base64url({ iss: 'https://evil.example.com', sub: 'a', aud: url, exp: now + 300 })}.c2ln`;
    await expectInvalidToken(stranger, "the issuer 'https://evil.example.com' is not accepted");
  });

  it('refuses a token in the query string, even a valid one', async () => {
    const response = await post(initialize, undefined, { query: `?access_token=${await valid()}` });
    expect(response.status).toBe(400);
    expect(response.headers.get('www-authenticate')).toMatch(
      /^Bearer error="invalid_request", error_description="access tokens are accepted in the Authorization header only, never in the URL"/,
    );
  });

  it('refuses a session id used by another identity, and keeps serving its owner', async () => {
    const owner = await valid();
    const opened = await post(initialize, owner);
    const sessionId = opened.headers.get('mcp-session-id') as string;
    await opened.body?.cancel();
    await (
      await post({ jsonrpc: '2.0', method: 'notifications/initialized' }, owner, { sessionId })
    ).body?.cancel();
    const list = { jsonrpc: '2.0', id: 2, method: 'tools/list' };

    const intruder = await issuer.sign({ sub: 'agent-2', aud: url });
    const stolen = await post(list, intruder, { sessionId });
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toMatchObject({ error: { message: 'Session not found' } });

    // A new token of the same subject is the same identity.
    const own = await post(list, await valid(), { sessionId });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('"greet"');
  });

  it('answers 503, not 401 and not a pass, while the keys of an issuer cannot be fetched', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = `${base64url({ alg: 'ES256', kid: 'k' })}.${base64url({ iss: unreachableIssuer, sub: 'a', aud: url, exp: now + 300 })}.c2ln`;
    const response = await post(initialize, token);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toMatchObject({
      error: { message: 'Cannot verify access tokens now; try again later' },
    });
  });
});
