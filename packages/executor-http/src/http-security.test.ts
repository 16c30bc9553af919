import type { MCIClient } from '@mci/client';
import { sendJson, startHttpServer, type TestHttpServer } from '@mci/test-utils/http-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type HttpToolFixture,
  type LoadHttpClientOptions,
  loadHttpClient,
} from './__fixtures__/load-http-client.js';

let server: TestHttpServer;
let client: MCIClient | undefined;

/** Answers `status` with everything the request carried, as a careless API might. */
function echoEverything(status: number) {
  return (
    request: { url: string; headers: unknown; text: string },
    response: Parameters<typeof sendJson>[0],
  ) => sendJson(response, status, { url: request.url, headers: request.headers, body: request.text });
}

beforeEach(async () => {
  server = await startHttpServer({ routes: { '/leak': echoEverything(500), '/ok': echoEverything(200) } });
});

afterEach(async () => {
  await client?.close();
  client = undefined;
  await server.close();
});

async function run(
  tool: HttpToolFixture,
  options?: LoadHttpClientOptions,
  props: Record<string, unknown> = {},
) {
  client = await loadHttpClient([tool], options);
  return client.execute('t0', props);
}

const textInput = { type: 'object', properties: { value: { type: 'string' } } };

describe('header injection', () => {
  it('refuses a header value holding CR LF before sending anything', async () => {
    const result = await run(
      {
        inputSchema: textInput,
        execution: { url: `${server.origin}/ok`, headers: { 'X-Name': '{{ props.value }}' } },
      },
      {},
      { value: 'a\r\nX-Injected: yes' },
    );
    expect(result.isError).toBe(true);
    expect(result.error).toBe(
      'Header "X-Name" contains a line break or NUL character after rendering; the request was not sent',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a bare LF in a credential', async () => {
    const result = await run(
      { execution: { url: `${server.origin}/ok`, auth: { type: 'bearer', token: '{{ env.TOKEN }}' } } },
      { env: { TOKEN: 'abc\nX-Injected: yes' } },
    );
    expect(result.error).toContain('Header "Authorization" contains a line break');
    expect(result.error).not.toContain('abc');
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a header name holding a line break', async () => {
    const result = await run({ execution: { url: `${server.origin}/ok`, headers: { 'X-A\r\nX-B': 'v' } } });
    expect(result.error).toContain('Header "X-A\\r\\nX-B" contains a line break');
    expect(server.requests).toHaveLength(0);
  });

  it('fails a header name that is not a valid token without retrying', async () => {
    const result = await run({
      execution: {
        url: `${server.origin}/ok`,
        headers: { 'X Bad': 'v' },
        retries: { attempts: 3, backoff_ms: 1 },
      },
    });
    expect(result.error).toMatch(new RegExp(`^GET ${server.origin}/ok failed: invalid .*header`));
    expect(server.requests).toHaveLength(0);
  });

  it('percent-encodes line breaks in query values instead of sending them', async () => {
    await run(
      {
        inputSchema: textInput,
        execution: { url: `${server.origin}/ok`, params: { q: '{{ props.value }}' } },
      },
      {},
      { value: 'a\r\nb' },
    );
    expect(server.requests[0]?.url).toBe('/ok?q=a%0D%0Ab');
  });
});

describe('secrets', () => {
  it('keeps an env API key sent in the query and a header out of errors and metadata', async () => {
    const env = { API_KEY: 'query-key-9f8e7d', HEADER_KEY: 'header-key-1a2b3c' };
    const result = await run(
      {
        execution: {
          url: `${server.origin}/leak`,
          headers: { 'X-Key': '{{ env.HEADER_KEY }}' },
          auth: { type: 'apiKey', in: 'query', name: 'api_key', value: '{{ env.API_KEY }}' },
        },
      },
      { env },
    );
    expect(result.isError).toBe(true);
    expect(result.error).toMatch(
      new RegExp(`^HTTP 500 Internal Server Error from GET ${server.origin}/leak\\?api_key=\\*\\*\\*: `),
    );
    const text = JSON.stringify(result);
    expect(text).toContain('***');
    expect(text).not.toContain(env.API_KEY);
    expect(text).not.toContain(env.HEADER_KEY);
  });

  it('keeps a basic password, also base64-encoded, out of errors', async () => {
    const result = await run(
      {
        execution: {
          url: `${server.origin}/leak`,
          auth: { type: 'basic', username: 'ana', password: '{{ env.PASSWORD }}' },
        },
      },
      { env: { PASSWORD: 'correct-horse' } },
    );
    const text = JSON.stringify(result);
    expect(result.error).toContain('"authorization":"Basic ***"');
    expect(text).not.toContain('correct-horse');
    expect(text).not.toContain(Buffer.from('ana:correct-horse').toString('base64'));
  });

  it('keeps the OAuth2 client secret and the access token out of errors', async () => {
    server.route('POST /token', (_request, response) =>
      sendJson(response, 200, { access_token: 'access-token-5566', expires_in: 60 }),
    );
    const result = await run(
      {
        execution: {
          url: `${server.origin}/leak`,
          auth: {
            type: 'oauth2',
            flow: 'clientCredentials',
            tokenUrl: `${server.origin}/token`,
            clientId: 'cid',
            clientSecret: '{{ env.CLIENT_SECRET }}',
          },
        },
      },
      { env: { CLIENT_SECRET: 'client-secret-7788' } },
    );
    expect(result.error).toContain('"authorization":"Bearer ***"');
    const text = JSON.stringify(result);
    expect(text).not.toContain('access-token-5566');
    expect(text).not.toContain('client-secret-7788');
  });

  it('hides env values in the URL path, query values and userinfo credentials', async () => {
    server.route('/leak/tenant-secret-42', echoEverything(500));
    const result = await run(
      {
        inputSchema: textInput,
        execution: {
          url: 'http://user:pw@127.0.0.1:{{ env.PORT }}/leak/{{ env.TENANT }}',
          params: { search: '{{ props.value }}' },
        },
      },
      { env: { PORT: String(server.port), TENANT: 'tenant-secret-42' } },
      { value: 'private words' },
    );
    expect(result.error).toMatch(
      /^HTTP 500 Internal Server Error from GET http:\/\/127\.0\.0\.1:\*\*\*\/leak\/\*\*\*\?search=\*\*\*: /,
    );
    // The userinfo went as an Authorization header, which the careless API echoed: hidden too.
    expect(result.error).toContain('"authorization":"Basic ***"');
    const text = JSON.stringify(result);
    expect(text).not.toContain('tenant-secret-42');
    expect(text).not.toContain('private');
    expect(text).not.toContain(Buffer.from('user:pw').toString('base64'));
  });

  it('hides an env value percent-encoded in the URL path and JSON-escaped in an echoed header', async () => {
    const env = { TENANT: 'ten ant/7', TOKEN: 'tok"en\\99' };
    server.route('/leak/ten%20ant/7', echoEverything(500));
    const result = await run(
      {
        execution: {
          url: `${server.origin}/leak/{{ env.TENANT }}`,
          headers: { 'X-Token': '{{ env.TOKEN }}' },
        },
      },
      { env },
    );
    expect(result.isError).toBe(true);
    expect(result.error).toMatch(new RegExp(`from GET ${server.origin}/leak/\\*\\*\\*: `));
    // The careless API echoed the header inside JSON, where the quote and backslash are escaped.
    expect(result.error).toContain('"x-token":"***"');
    expect(result.error).not.toContain('ten%20ant');
    expect(result.error).not.toContain('tok\\"en');
  });
});
