import type { MCIClient } from '@mci/client';
import { sendJson, startHttpServer, type TestHttpServer } from '@mci/test-utils/http-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstText, loadHttpClient } from './__fixtures__/load-http-client.js';

let server: TestHttpServer;
let client: MCIClient | undefined;

beforeEach(async () => {
  server = await startHttpServer();
  server.route('/pets/hello%20world%2Fx/toys/7', (request, response) =>
    sendJson(response, 200, { url: request.url }),
  );
});

afterEach(async () => {
  await client?.close();
  client = undefined;
  await server.close();
});

const petTool = (origin: string) => ({
  inputSchema: {
    type: 'object',
    properties: { petId: { type: 'string' }, toyId: { type: 'integer' }, note: { type: 'string' } },
    required: ['petId', 'toyId'],
  },
  execution: {
    url: `${origin}/pets/{petId}/toys/{toyId}`,
    pathParams: { petId: '{{props.petId}}', toyId: '{!! props.toyId !!}' },
    params: { note: '{{props.note}}' },
  },
});

describe('pathParams', () => {
  it('fills each {name} segment with the value percent-encoded as one path segment', async () => {
    client = await loadHttpClient([petTool(server.origin)]);
    const result = await client.execute('t0', { petId: 'hello world/x', toyId: 7, note: 'a&b' });
    expect(result.isError).toBe(false);
    expect(server.requests.map((request) => request.url)).toEqual([
      '/pets/hello%20world%2Fx/toys/7?note=a%26b',
    ]);
    expect(JSON.parse(firstText(result)).url).toBe('/pets/hello%20world%2Fx/toys/7?note=a%26b');
  });

  it('encodes characters that would change the URL: ? # % and non-ASCII text', async () => {
    client = await loadHttpClient([petTool(server.origin)]);
    await client.execute('t0', { petId: 'a?b#c%d é', toyId: 1 });
    expect(server.requests.map((request) => request.url)).toEqual(['/pets/a%3Fb%23c%25d%20%C3%A9/toys/1']);
  });

  it('leaves tools without pathParams alone: a url templated whole keeps its slashes and braces', async () => {
    client = await loadHttpClient([
      {
        inputSchema: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
        execution: { url: '{{props.url}}' },
      },
    ]);
    await client.execute('t0', { url: `${server.origin}/pets/hello%20world%2Fx/toys/7?x={y}` });
    expect(server.requests.map((request) => request.url)).toEqual(['/pets/hello%20world%2Fx/toys/7?x={y}']);
  });

  it.each([
    ['..', 'Path parameter "petId" cannot be ".."; the request was not sent'],
    ['.', 'Path parameter "petId" cannot be "."; the request was not sent'],
    ['', 'Path parameter "petId" is empty; the request was not sent'],
  ])('refuses the value %j, which is not a path segment, before sending', async (petId, message) => {
    client = await loadHttpClient([petTool(server.origin)]);
    const result = await client.execute('t0', { petId, toyId: 7 });
    expect(result).toMatchObject({ isError: true, error: message });
    expect(server.requests).toEqual([]);
  });

  it('refuses an optional path parameter that was not given', async () => {
    client = await loadHttpClient([
      {
        inputSchema: { type: 'object', properties: { id: { type: 'string' } } },
        execution: { url: `${server.origin}/items/{id}`, pathParams: { id: '{{props.id}}' } },
      },
    ]);
    const result = await client.execute('t0', {});
    expect(result.error).toBe('Path parameter "id" has no value; the request was not sent');
    expect(server.requests).toEqual([]);
  });

  it('refuses at load a path parameter whose {name} the url lacks', async () => {
    const loading = loadHttpClient([
      { execution: { url: `${server.origin}/items/{id}`, pathParams: { itemId: '1' } } },
    ]);
    await expect(loading).rejects.toThrow(
      'tools[0].execution.pathParams.itemId: invalid "http" execution config: the url has no {itemId} segment to fill',
    );
  });
});
