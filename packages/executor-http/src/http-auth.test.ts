import { setTimeout as delay } from 'node:timers/promises';
import type { MCIClient } from '@mci/client';
import {
  echoHandler,
  type RecordedRequest,
  sendJson,
  startHttpServer,
  type TestHttpServer,
} from '@mci/test-utils/http-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadHttpClient } from './__fixtures__/load-http-client.js';
import { createHttpExecutor } from './create-http-executor.js';

let server: TestHttpServer;
const clients: MCIClient[] = [];
let tokenLifetime: number | undefined;
let issued = 0;

beforeEach(async () => {
  tokenLifetime = 3600;
  issued = 0;
  server = await startHttpServer({
    routes: {
      '/echo': echoHandler,
      'POST /token': (_request, response) => {
        issued += 1;
        sendJson(response, 200, {
          access_token: `token-${issued}`,
          token_type: 'Bearer',
          ...(tokenLifetime === undefined ? {} : { expires_in: tokenLifetime }),
        });
      },
    },
  });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await server.close();
});

async function load(...args: Parameters<typeof loadHttpClient>): Promise<MCIClient> {
  const client = await loadHttpClient(...args);
  clients.push(client);
  return client;
}

function oauth2Execution(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    url: `${server.origin}/echo`,
    auth: {
      type: 'oauth2',
      flow: 'clientCredentials',
      tokenUrl: `${server.origin}/token`,
      clientId: '{{ env.CLIENT_ID }}',
      clientSecret: '{{ env.CLIENT_SECRET }}',
      scopes: ['read:a', 'write:b'],
      ...extra,
    },
  };
}

const oauthEnv = { CLIENT_ID: 'client id', CLIENT_SECRET: 's3cret&value' };

function authorizationOf(request: RecordedRequest | undefined): string | undefined {
  return request?.headers.authorization;
}

describe('static credentials', () => {
  it('sends an apiKey header', async () => {
    const client = await load(
      [
        {
          execution: {
            url: `${server.origin}/echo`,
            auth: { type: 'apiKey', in: 'header', name: 'X-API-Key', value: '{{ env.API_KEY }}' },
          },
        },
      ],
      { env: { API_KEY: 'key-123' } },
    );
    expect((await client.execute('t0')).isError).toBe(false);
    expect(server.requests[0]?.headers['x-api-key']).toBe('key-123');
  });

  it('sends an apiKey query parameter', async () => {
    const client = await load(
      [
        {
          execution: {
            url: `${server.origin}/echo?x=1`,
            auth: { type: 'apiKey', in: 'query', name: 'api_key', value: '{{ env.API_KEY }}' },
          },
        },
      ],
      { env: { API_KEY: 'key-123' } },
    );
    expect((await client.execute('t0')).isError).toBe(false);
    expect(server.requests[0]?.url).toBe('/echo?x=1&api_key=key-123');
  });

  it('sends a bearer token', async () => {
    const client = await load(
      [{ execution: { url: `${server.origin}/echo`, auth: { type: 'bearer', token: '{{ env.TOKEN }}' } } }],
      { env: { TOKEN: 'tok' } },
    );
    await client.execute('t0');
    expect(authorizationOf(server.requests[0])).toBe('Bearer tok');
  });

  it('sends basic credentials', async () => {
    const client = await load(
      [
        {
          execution: {
            url: `${server.origin}/echo`,
            auth: { type: 'basic', username: 'ana', password: '{{ env.PASSWORD }}' },
          },
        },
      ],
      { env: { PASSWORD: 'pa:ss wörd' } },
    );
    await client.execute('t0');
    expect(authorizationOf(server.requests[0])).toBe(
      `Basic ${Buffer.from('ana:pa:ss wörd').toString('base64')}`,
    );
  });

  it('sends credentials written in the URL as HTTP Basic, never in the request line', async () => {
    const port = String(server.port);
    const client = await load([
      { name: 'url', execution: { url: `http://ana:p%40ss@127.0.0.1:${port}/echo` } },
      {
        name: 'explicit',
        execution: {
          url: `http://ana:p%40ss@127.0.0.1:${port}/echo`,
          auth: { type: 'bearer', token: 'tok' },
        },
      },
    ]);
    expect((await client.execute('url')).isError).toBe(false);
    expect(server.requests[0]?.url).toBe('/echo');
    expect(authorizationOf(server.requests[0])).toBe(`Basic ${Buffer.from('ana:p@ss').toString('base64')}`);
    await client.execute('explicit');
    expect(authorizationOf(server.requests[1])).toBe('Bearer tok');
  });
});

describe('oauth2 client credentials', () => {
  it('fetches a token with HTTP Basic client authentication and scopes joined by spaces', async () => {
    const client = await load([{ execution: oauth2Execution() }], { env: oauthEnv });
    const result = await client.execute('t0');
    expect(result.isError).toBe(false);
    const [tokenRequest] = server.requestsTo('/token');
    expect(tokenRequest?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(tokenRequest?.text))).toEqual({
      grant_type: 'client_credentials',
      scope: 'read:a write:b',
    });
    const basic = Buffer.from('client+id:s3cret%26value').toString('base64');
    expect(authorizationOf(tokenRequest)).toBe(`Basic ${basic}`);
    expect(authorizationOf(server.requestsTo('/echo')[0])).toBe('Bearer token-1');
  });

  it('sends the client credentials in the form when oauth2ClientAuthentication is body', async () => {
    const client = await load([{ execution: oauth2Execution({ scopes: [] }) }], {
      env: oauthEnv,
      settings: { oauth2ClientAuthentication: 'body' },
    });
    await client.execute('t0');
    const [tokenRequest] = server.requestsTo('/token');
    expect(tokenRequest?.headers.authorization).toBeUndefined();
    expect(Object.fromEntries(new URLSearchParams(tokenRequest?.text))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'client id',
      client_secret: 's3cret&value',
    });
  });

  it('makes exactly one token request for 20 parallel calls', async () => {
    const client = await load([{ execution: oauth2Execution() }], { env: oauthEnv });
    const results = await Promise.all(Array.from({ length: 20 }, () => client.execute('t0')));
    expect(results.every((result) => !result.isError)).toBe(true);
    expect(server.requestsTo('/token')).toHaveLength(1);
    const apiRequests = server.requestsTo('/echo');
    expect(apiRequests).toHaveLength(20);
    expect(new Set(apiRequests.map(authorizationOf))).toEqual(new Set(['Bearer token-1']));
  });

  it('fetches a new token once the cached one expires', async () => {
    tokenLifetime = 2;
    const client = await load([{ execution: oauth2Execution() }], { env: oauthEnv });
    await client.execute('t0');
    await client.execute('t0');
    expect(server.requestsTo('/token')).toHaveLength(1);
    await delay(1_200);
    await client.execute('t0');
    expect(server.requestsTo('/token')).toHaveLength(2);
    expect(server.requestsTo('/echo').map(authorizationOf)).toEqual([
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('does not cache a token that expires at once', async () => {
    tokenLifetime = 0;
    const client = await load([{ execution: oauth2Execution() }], { env: oauthEnv });
    await client.execute('t0');
    await client.execute('t0');
    expect(server.requestsTo('/token')).toHaveLength(2);
  });

  it('caches a token without expires_in', async () => {
    tokenLifetime = undefined;
    const client = await load([{ execution: oauth2Execution() }], { env: oauthEnv });
    await client.execute('t0');
    await client.execute('t0');
    expect(server.requestsTo('/token')).toHaveLength(1);
  });

  it('never shares a token between different client secrets', async () => {
    const executor = createHttpExecutor();
    const first = await load([{ execution: oauth2Execution() }], { env: oauthEnv, executor });
    const second = await load([{ execution: oauth2Execution() }], {
      env: { ...oauthEnv, CLIENT_SECRET: 'other' },
      executor,
    });
    await first.execute('t0');
    await second.execute('t0');
    await first.execute('t0');
    expect(server.requestsTo('/token')).toHaveLength(2);
    expect(server.requestsTo('/echo').map(authorizationOf)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
      'Bearer token-1',
    ]);
  });

  it('forgets the token after a 401 so the next call fetches a new one', async () => {
    server.route('/api', (request, response) => {
      sendJson(response, request.headers.authorization === 'Bearer token-1' ? 401 : 200, { ok: true });
    });
    const client = await load([{ execution: { ...oauth2Execution(), url: `${server.origin}/api` } }], {
      env: oauthEnv,
    });
    const rejected = await client.execute('t0');
    expect(rejected.metadata?.status_code).toBe(401);
    const accepted = await client.execute('t0');
    expect(accepted.isError).toBe(false);
    expect(server.requestsTo('/token')).toHaveLength(2);
  });

  it('reports a failed token request with the token URL and status, never the secret', async () => {
    server.route('POST /token', (request, response) => {
      sendJson(response, 401, {
        error: 'invalid_client',
        echo: request.text,
        auth: request.headers.authorization,
      });
    });
    const client = await load(
      [{ execution: oauth2Execution({ tokenUrl: `${server.origin}/token?tenant=t-77` }) }],
      {
        env: oauthEnv,
        settings: { oauth2ClientAuthentication: 'body' },
      },
    );
    const result = await client.execute('t0');
    expect(result.isError).toBe(true);
    expect(result.error).toBe(
      `OAuth2 token request to ${server.origin}/token?tenant=*** failed (HTTP 401): invalid_client`,
    );
    expect(JSON.stringify(result)).not.toContain('s3cret');
    expect(server.requestsTo('/echo')).toHaveLength(0);
  });

  it('hides the client secret echoed by a token endpoint, encoded or not', async () => {
    server.route('POST /token', (request, response) => {
      response.writeHead(400, { 'content-type': 'text/plain' });
      response.end(`bad request: ${request.text} ${request.headers.authorization ?? ''}`);
    });
    for (const mode of ['basic', 'body'] as const) {
      const client = await load([{ execution: oauth2Execution() }], {
        env: oauthEnv,
        settings: { oauth2ClientAuthentication: mode },
      });
      const result = await client.execute('t0');
      expect(result.error).toContain('(HTTP 400): bad request: grant_type=client_credentials');
      expect(JSON.stringify(result)).not.toMatch(/s3cret|czNjcmV0/);
    }
  });

  it('does not keep a failed token request: the next call tries again', async () => {
    let failures = 1;
    server.route('POST /token', (_request, response) => {
      if (failures-- > 0) sendJson(response, 503, { error: 'temporarily_unavailable' });
      else sendJson(response, 200, { access_token: 'late', expires_in: 60 });
    });
    const client = await load([{ execution: oauth2Execution() }], { env: oauthEnv });
    expect((await client.execute('t0')).error).toContain('(HTTP 503): temporarily_unavailable');
    expect((await client.execute('t0')).isError).toBe(false);
    expect(authorizationOf(server.requestsTo('/echo')[0])).toBe('Bearer late');
  });
});
