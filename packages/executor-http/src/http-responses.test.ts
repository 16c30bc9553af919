import type { MCIClient } from '@mci/client';
import { startHttpServer, type TestHttpServer } from '@mci/test-utils/http-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstText, type LoadHttpClientOptions, loadHttpClient } from './__fixtures__/load-http-client.js';

let server: TestHttpServer;
let client: MCIClient | undefined;

beforeEach(async () => {
  server = await startHttpServer();
});

afterEach(async () => {
  await client?.close();
  client = undefined;
  await server.close();
});

/** Serves `body` at /api with the given status and headers. */
function serve(status: number, body: Buffer | string, headers: Record<string, string> = {}): void {
  server.route('/api', (_request, response) => {
    response.writeHead(status, headers);
    response.end(body);
  });
}

async function run(execution: Record<string, unknown> = {}, options?: LoadHttpClientOptions) {
  client = await loadHttpClient([{ execution: { url: `${server.origin}/api`, ...execution } }], options);
  return client.execute('t0');
}

/** Calls the tool again through the same client and executor. */
async function runAgain() {
  if (!client) throw new Error('call run() first');
  return client.execute('t0');
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('successful responses', () => {
  it('returns JSON as text exactly as received', async () => {
    const body = '{ "b": 1,\n  "a": [true] }';
    serve(200, body, { 'content-type': 'application/json' });
    const result = await run();
    expect(result.content).toEqual([{ type: 'text', text: body }]);
    expect(result.structuredContent).toBeUndefined();
  });

  it('decodes text by the charset of Content-Type', async () => {
    serve(200, Buffer.from('café crème', 'latin1'), { 'content-type': 'text/plain; charset=ISO-8859-1' });
    expect(firstText(await run())).toBe('café crème');
  });

  it('decodes UTF-8 when no charset is given', async () => {
    serve(200, Buffer.from('naïve ✓', 'utf8'), { 'content-type': 'text/plain' });
    expect(firstText(await run())).toBe('naïve ✓');
  });

  it('returns image/* as image content', async () => {
    serve(200, PNG, { 'content-type': 'image/png' });
    expect((await run()).content).toEqual([
      { type: 'image', data: PNG.toString('base64'), mimeType: 'image/png' },
    ]);
  });

  it('returns audio/* as audio content', async () => {
    serve(200, Buffer.from([1, 2, 3, 250]), { 'content-type': 'audio/mpeg' });
    expect((await run()).content).toEqual([{ type: 'audio', data: 'AQID+g==', mimeType: 'audio/mpeg' }]);
  });

  it('returns other binary bodies as an embedded resource at the redacted URL', async () => {
    serve(200, Buffer.from([0, 159, 146, 150]), { 'content-type': 'application/pdf' });
    const result = await run({ params: { token: 'abcdef' } });
    expect(result.content).toEqual([
      {
        type: 'resource',
        resource: { uri: `${server.origin}/api?token=***`, mimeType: 'application/pdf', blob: 'AJ+Slg==' },
      },
    ]);
  });

  it('fails when the body is larger than maxResponseBytes, with or without Content-Length', async () => {
    serve(200, 'x'.repeat(5000), { 'content-type': 'text/plain' });
    const announced = await run({}, { settings: { maxResponseBytes: 1000 } });
    expect(announced.error).toBe(
      `The response to GET ${server.origin}/api is larger than 1000 bytes (maxResponseBytes)`,
    );
    await client?.close();
    server.route('/api', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      for (let index = 0; index < 50; index += 1) response.write('y'.repeat(100));
      response.end();
    });
    const streamed = await run({}, { settings: { maxResponseBytes: 1000 } });
    expect(streamed.error).toContain('is larger than 1000 bytes');
    await client?.close();
    expect(firstText(await run({}, { settings: { maxResponseBytes: 5000 } }))).toHaveLength(5000);
  });

  it('refuses a body whose Content-Length is over maxResponseBytes without reading it', async () => {
    server.route('/api', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain', 'content-length': '5000' });
      response.end('z'.repeat(5000));
    });
    const first = await run({}, { settings: { maxResponseBytes: 1000 } });
    expect(first.error).toBe(
      `The response to GET ${server.origin}/api is larger than 1000 bytes (maxResponseBytes)`,
    );
    expect(first.metadata).toEqual({ status_code: 200 });
    // The executor (and the process) still work: the next call gets its answer.
    serve(200, 'fine', { 'content-type': 'text/plain' });
    expect(firstText(await runAgain())).toBe('fine');
  });
});

describe('error statuses', () => {
  it('makes status >= 400 an error with status, URL, body excerpt and metadata', async () => {
    serve(404, '{"error":\n  "no such item"}', { 'content-type': 'application/json' });
    const result = await run({ params: { q: 'x' } });
    expect(result.isError).toBe(true);
    expect(result.error).toBe(
      `HTTP 404 Not Found from GET ${server.origin}/api?q=***: {"error": "no such item"}`,
    );
    expect(result.metadata?.status_code).toBe(404);
    expect(Number.isInteger(result.metadata?.response_time_ms)).toBe(true);
  });

  it('leaves the excerpt out for an empty body', async () => {
    serve(500, '');
    expect((await run()).error).toBe(`HTTP 500 Internal Server Error from GET ${server.origin}/api`);
  });

  it('bounds the excerpt of a long body', async () => {
    serve(503, 'e'.repeat(100_000), { 'content-type': 'text/html' });
    const result = await run();
    expect(result.error?.length).toBeLessThan(700);
    expect(result.error).toMatch(/e…$/);
  });

  it('cuts a long error body with a Content-Length and keeps working', async () => {
    server.route('/api', (_request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain', 'content-length': '200000' });
      response.end('f'.repeat(200_000));
    });
    const result = await run();
    expect(result.error).toMatch(/^HTTP 500 Internal Server Error from GET \S+: f+…$/);
    serve(200, 'fine', { 'content-type': 'text/plain' });
    expect(firstText(await runAgain())).toBe('fine');
  });

  it('describes a binary error body instead of quoting it', async () => {
    serve(415, PNG, { 'content-type': 'image/png' });
    expect((await run()).error).toBe(
      `HTTP 415 Unsupported Media Type from GET ${server.origin}/api: <16 bytes of image/png>`,
    );
  });
});
