import { messagesOf, openSession, postJson } from '@mci/test-utils/raw-http';
import { describe, expect, it } from 'vitest';
import { spawnServer, useFixtureFolder, waitForStderr } from './support.js';

const { dir, servers } = useFixtureFolder();

async function session(): Promise<(body: unknown) => ReturnType<typeof postJson>> {
  const server = spawnServer(['--http', '--port', '0'], { cwd: dir.path });
  servers.push(server);
  const url = (await waitForStderr(server, /over (http:\/\/127\.0\.0\.1:\d+\/mcp)/))[1] as string;
  const { sessionId } = await openSession(url);
  return (body) => postJson(url, body, { headers: { 'Mcp-Session-Id': sessionId as string } });
}

const call = (id: number, params: unknown) => ({ jsonrpc: '2.0', id, method: 'tools/call', params });

describe('protocol errors over HTTP', () => {
  it('answers malformed tools/call params with -32602 and a readable message', async () => {
    const post = await session();
    const [wrongName] = messagesOf(await post(call(1, { name: 5 })));
    expect(wrongName).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: {
        code: -32602,
        message:
          'Invalid params of tools/call: "name" must be the name of a tool (a non-empty string), got a number',
      },
    });
    const [wrongArguments] = messagesOf(await post(call(2, { name: 'greet', arguments: ['Ada'] })));
    expect(wrongArguments?.error).toEqual({
      code: -32602,
      message:
        'Invalid params of tools/call: "arguments" must be an object of argument values by name, got an array',
    });
    const [fine] = messagesOf(await post(call(3, { name: 'greet', arguments: { name: 'Ada' } })));
    expect(fine?.result).toMatchObject({ content: [{ type: 'text', text: 'Hello Ada!' }] });
  });

  it('answers an empty batch with an Invalid Request error', async () => {
    const post = await session();
    const answer = await post([]);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Invalid Request: an empty batch; send at least one message' },
    });
  });

  it('answers a request whose id is in flight with an error, and still answers the first', async () => {
    const post = await session();
    const first = post(call(7, { name: 'sleep', arguments: { ms: 1500, tag: 'dup' } }));
    // The first call is running once its pid file is there.
    await expect
      .poll(async () => (await import('node:fs')).existsSync(`${dir.path}/dup.pid`), { timeout: 30_000 })
      .toBe(true);
    const second = await post(call(7, { name: 'greet', arguments: { name: 'Ada' } }));
    expect(second.status).toBe(400);
    expect(JSON.parse(second.body)).toMatchObject({ id: 7, error: { code: -32600 } });
    expect(JSON.parse(second.body).error.message).toContain('id 7 is in use by a request still in progress');
    const [answer] = messagesOf(await first);
    expect(answer).toMatchObject({ id: 7, result: { content: [{ type: 'text', text: 'slept 1500' }] } });
    const batch = await post([
      call(8, { name: 'greet', arguments: { name: 'A' } }),
      call(8, { name: 'greet', arguments: { name: 'B' } }),
    ]);
    expect(JSON.parse(batch.body)).toMatchObject({ id: 8, error: { code: -32600 } });
  });
});

describe('protocol errors over stdio', () => {
  it('answers a duplicate id in flight and malformed params, and answers the first call', async () => {
    const server = spawnServer([], { cwd: dir.path });
    servers.push(server);
    const send = (message: unknown) => server.child.stdin?.write(`${JSON.stringify(message)}\n`);
    send({
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    });
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send(call(1, { name: 'sleep', arguments: { ms: 1000, tag: 'dup-stdio' } }));
    send(call(1, { name: 'greet', arguments: { name: 'Ada' } }));
    send(call(2, { name: 'greet', arguments: 'Ada' }));
    const answers = () =>
      server
        .stdout()
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map(
          (line) =>
            JSON.parse(line) as { id?: unknown; error?: { code: number; message: string }; result?: unknown },
        );
    await expect.poll(() => answers().length, { timeout: 30_000 }).toBe(4);
    const byId = answers().filter((answer) => answer.id !== 0);
    expect(byId).toEqual(
      expect.arrayContaining([
        {
          jsonrpc: '2.0',
          id: 1,
          error: { code: -32600, message: expect.stringContaining('id 1 is in use') },
        },
        {
          jsonrpc: '2.0',
          id: 2,
          error: { code: -32602, message: expect.stringContaining('"arguments" must be an object') },
        },
        expect.objectContaining({
          id: 1,
          result: expect.objectContaining({ content: [{ type: 'text', text: 'slept 1000' }] }),
        }),
      ]),
    );
  });
});
