import type { MCIClient } from '@mci/client';
import { startHttpServer, type TestHttpServer } from '@mci/test-utils/http-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadHttpClient } from './__fixtures__/load-http-client.js';

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

const ids = [3, 4, 5];
const person = { role: 'admin', firstName: 'Alex' };

/** The request one styled value makes: `where` holds `{!! props.v !!}` under the name `id`. */
async function send(where: 'params' | 'pathParams' | 'headers' | 'cookies', style: object, value: unknown) {
  const url = where === 'pathParams' ? `${server.origin}/users/{id}` : `${server.origin}/users`;
  client = await loadHttpClient([
    {
      inputSchema: { type: 'object', properties: { v: {} } },
      execution: { url, [where]: { id: '{!! props.v !!}' }, styles: { [where]: { id: style } } },
    },
  ]);
  await client.execute('t0', { v: value });
  await client.close();
  client = undefined;
  const request = server.requests.at(-1);
  if (!request) throw new Error('no request');
  return { url: decodeURIComponent(request.url), headers: request.headers };
}

describe('styles (OpenAPI 3 serialisation)', () => {
  it('writes query parameters as form, spaceDelimited, pipeDelimited and deepObject', async () => {
    expect((await send('params', { explode: false }, ids)).url).toBe('/users?id=3,4,5');
    expect((await send('params', {}, ids)).url).toBe('/users?id=3&id=4&id=5');
    expect((await send('params', { style: 'spaceDelimited' }, ids)).url).toBe('/users?id=3 4 5');
    expect((await send('params', { style: 'pipeDelimited' }, ids)).url).toBe('/users?id=3|4|5');
    expect((await send('params', { explode: false }, person)).url).toBe(
      '/users?id=role,admin,firstName,Alex',
    );
    expect((await send('params', {}, person)).url).toBe('/users?role=admin&firstName=Alex');
    expect((await send('params', { style: 'deepObject' }, person)).url).toBe(
      '/users?id[role]=admin&id[firstName]=Alex',
    );
  });

  it('writes path parameters as simple, label and matrix, exploded or not', async () => {
    expect((await send('pathParams', {}, ids)).url).toBe('/users/3,4,5');
    expect((await send('pathParams', { explode: true }, person)).url).toBe(
      '/users/role=admin,firstName=Alex',
    );
    expect((await send('pathParams', { style: 'label' }, ids)).url).toBe('/users/.3,4,5');
    expect((await send('pathParams', { style: 'label', explode: true }, ids)).url).toBe('/users/.3.4.5');
    expect((await send('pathParams', { style: 'matrix' }, ids)).url).toBe('/users/;id=3,4,5');
    expect((await send('pathParams', { style: 'matrix', explode: true }, ids)).url).toBe(
      '/users/;id=3;id=4;id=5',
    );
    expect((await send('pathParams', { style: 'matrix', explode: true }, person)).url).toBe(
      '/users/;role=admin;firstName=Alex',
    );
    expect((await send('pathParams', { style: 'matrix' }, 5)).url).toBe('/users/;id=5');
  });

  it('keeps separators literal but percent-encodes the values of a styled path parameter', async () => {
    const { url } = await send('pathParams', {}, ['a/b', 'c d']);
    expect(server.requests.at(-1)?.url).toBe('/users/a%2Fb,c%20d');
    expect(url).toBe('/users/a/b,c d');
  });

  it('writes headers as simple values and cookies as one Cookie header', async () => {
    expect((await send('headers', {}, ids)).headers.id).toBe('3,4,5');
    expect((await send('headers', { explode: true }, person)).headers.id).toBe('role=admin,firstName=Alex');
    expect((await send('cookies', { explode: false }, ids)).headers.cookie).toBe('id=3%2C4%2C5');
    expect((await send('cookies', {}, 'a b;c')).headers.cookie).toBe('id=a%20b%3Bc');
  });

  it('writes form body fields with the styles of query parameters (OpenAPI 3 encoding)', async () => {
    client = await loadHttpClient([
      {
        inputSchema: { type: 'object', properties: { ids: {}, tags: {}, filter: {}, plain: {} } },
        execution: {
          method: 'POST',
          url: `${server.origin}/forms`,
          body: {
            type: 'form',
            content: {
              ids: '{!! props.ids !!}',
              tags: '{!! props.tags !!}',
              filter: '{!! props.filter !!}',
              plain: '{!! props.plain !!}',
            },
            styles: {
              ids: { explode: false },
              tags: { style: 'pipeDelimited' },
              filter: { style: 'deepObject' },
            },
          },
        },
      },
    ]);
    await client.execute('t0', { ids, tags: ['a', 'b'], filter: person, plain: ['x', 'y'] });
    const request = server.requests.at(-1);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(decodeURIComponent(request?.text ?? '')).toBe(
      'ids=3,4,5&tags=a|b&filter[role]=admin&filter[firstName]=Alex&plain=x&plain=y',
    );
  });

  it('refuses a style that does not fit the location or names no parameter', async () => {
    const load = (execution: object) => loadHttpClient([{ execution: { url: server.origin, ...execution } }]);
    await expect(
      load({ params: { id: '1' }, styles: { params: { id: { style: 'matrix' } } } }),
    ).rejects.toThrow(
      /"matrix" is not a style of params; use "form", "spaceDelimited", "pipeDelimited", "deepObject"/,
    );
    await expect(load({ styles: { cookies: { sid: {} } } })).rejects.toThrow(/cookies has no "sid" to style/);
    const form = (styles: object) =>
      load({ method: 'POST', body: { type: 'form', content: { a: '1' }, styles } });
    await expect(form({ b: {} })).rejects.toThrow(/content has no field "b" to style/);
    await expect(form({ a: { style: 'label' } })).rejects.toThrow(/"label" is not a style of form fields/);
  });
});
