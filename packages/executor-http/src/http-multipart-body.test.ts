import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MCIClient } from '@mci/client';
import { startHttpServer, type TestHttpServer } from '@mci/test-utils/http-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttpExecutor } from './create-http-executor.js';

let server: TestHttpServer;
let folder: string;
let client: MCIClient | undefined;

beforeEach(async () => {
  server = await startHttpServer({
    routes: { 'POST /upload': (_request, response) => void response.end('ok') },
  });
  folder = await mkdtemp(path.join(tmpdir(), 'mci-multipart-'));
});

afterEach(async () => {
  await client?.close();
  client = undefined;
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

function load(body: object): Promise<MCIClient> {
  return MCIClient.load({
    schema: {
      schemaVersion: '1.0',
      tools: [
        {
          name: 'upload',
          inputSchema: {
            type: 'object',
            properties: { note: {}, tags: {}, file: { type: 'string' }, data: { type: 'string' } },
          },
          execution: { type: 'http', method: 'POST', url: `${server.origin}/upload`, body },
        },
      ],
    },
    baseDir: folder,
    executors: [createHttpExecutor()],
  });
}

/** The last request's body parsed by the platform's own multipart parser. */
async function receivedForm(): Promise<FormData> {
  const request = server.requests.at(-1);
  if (!request) throw new Error('no request');
  return new Response(request.body, {
    headers: { 'content-type': String(request.headers['content-type']) },
  }).formData();
}

const multipart = {
  type: 'multipart',
  content: { note: '{{props.note}}', tags: '{!! props.tags !!}' },
  files: { file: { path: '{{props.file}}', base64: '{{props.data}}', contentType: 'image/png' } },
};

describe('multipart body', () => {
  it('sends text parts and a file part read from an allowed folder', async () => {
    await writeFile(path.join(folder, 'photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0]));
    client = await load(multipart);
    const result = await client.execute('upload', { note: 'hi "you"', tags: ['a', 'b'], file: 'photo.png' });
    expect(result.isError).toBe(false);
    const form = await receivedForm();
    expect(form.get('note')).toBe('hi "you"');
    expect(form.getAll('tags')).toEqual(['a', 'b']);
    const file = form.get('file') as File;
    expect(file.name).toBe('photo.png');
    expect(file.type).toBe('image/png');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 0]);
  });

  it('sends a file part from base64 and leaves out a file part that was not given', async () => {
    client = await load(multipart);
    await client.execute('upload', { note: 'x', data: Buffer.from('hello').toString('base64') });
    const withData = await receivedForm();
    expect(await (withData.get('file') as File).text()).toBe('hello');
    await client.execute('upload', { note: 'y' });
    const without = await receivedForm();
    expect(without.get('note')).toBe('y');
    expect(without.has('file')).toBe(false);
  });

  it('refuses a file outside the allowed folders and base64 that is not base64, sending nothing', async () => {
    client = await load(multipart);
    const outside = await client.execute('upload', { file: '../../etc/passwd' });
    expect(outside).toMatchObject({ isError: true, errorCode: 'PATH_NOT_ALLOWED' });
    const bad = await client.execute('upload', { data: 'not base64!' });
    expect(bad).toMatchObject({ isError: true, errorCode: 'HTTP_INVALID_BODY' });
    expect(bad.content[0]).toMatchObject({
      text: expect.stringContaining('Body part "file" is not valid base64'),
    });
    expect(server.requests).toHaveLength(0);
  });
});

describe('raw body with base64 encoding', () => {
  it('decodes the content and sends the bytes as application/octet-stream', async () => {
    client = await load({ type: 'raw', encoding: 'base64', content: '{{props.data}}' });
    await client.execute('upload', { data: Buffer.from([0, 1, 254, 255]).toString('base64') });
    const request = server.requests.at(-1);
    expect([...(request?.body ?? [])]).toEqual([0, 1, 254, 255]);
    expect(request?.headers['content-type']).toBe('application/octet-stream');
  });
});
