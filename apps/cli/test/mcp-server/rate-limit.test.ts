import { createServer } from 'node:net';
import { createLogger, type RunningMciMcpServer, startMciMcpServer } from '@mci/host';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseRateLimit } from '../../src/parse-rate-limit.js';
import { writeFixture } from './support.js';

let dir: TempDir;
let running: RunningMciMcpServer | undefined;
const clients: Client[] = [];
let logs = '';

beforeEach(async () => {
  dir = await createTempDir();
  await writeFixture(dir.path);
  logs = '';
});

afterEach(async () => {
  await Promise.allSettled(clients.splice(0).map((client) => client.close()));
  await running?.close();
  running = undefined;
  await dir.remove();
});

async function start(settings: Partial<Parameters<typeof startMciMcpServer>[0]>) {
  running = await startMciMcpServer({
    mainFilePath: 'mci.json',
    cwd: dir.path,
    processEnv: {},
    transport: 'http',
    http: { port: 0 },
    handleSignals: false,
    logger: createLogger({
      level: 'info',
      write: (line) => {
        logs += line;
      },
    }),
    ...settings,
  });
  return running.url as string;
}

async function connect(url: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'rate-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  clients.push(client);
  return client;
}

const greet = (client: Client) => client.callTool({ name: 'greet', arguments: { name: 'x' } });
const outcome = async (client: Client) => {
  const result = await greet(client);
  return result.isError === true ? String(result._meta?.['mci/errorCode']) : 'ok';
};

describe('rate limits', () => {
  it('limit each client (session) on its own and all clients together', async () => {
    const url = await start({
      rateLimits: { perClient: [parseRateLimit('greet=2/m')], total: [parseRateLimit('*=5/m')] },
    });
    const [a, b, c] = [await connect(url), await connect(url), await connect(url)];
    expect([await outcome(a), await outcome(a), await outcome(a)]).toEqual(['ok', 'ok', 'RATE_LIMITED']);
    // b has its own per-client count; the refused call of a counted in the total (3 so far).
    expect([await outcome(b), await outcome(b)]).toEqual(['ok', 'ok']);
    // The total of 5 is used up: c, a new client, is refused too.
    expect(await outcome(c)).toBe('RATE_LIMITED');
  });

  it('answer an exceeded limit with an isError result saying when to retry, over a connection that stays', async () => {
    const url = await start({ rateLimits: { perClient: [parseRateLimit('*=1/h')] } });
    const client = await connect(url);
    await greet(client);
    const refused = await greet(client);
    expect(refused.isError).toBe(true);
    expect(refused.content).toEqual([
      { type: 'text', text: expect.stringMatching(/^Rate limit exceeded for greet; retry in \d+ s\.$/) },
    ]);
    const retryAfterMs = refused._meta?.['mci/retryAfterMs'];
    expect(retryAfterMs).toBeGreaterThan(3_500_000);
    expect(retryAfterMs).toBeLessThanOrEqual(3_600_000);
    // The same session goes on: other requests are answered.
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
  });

  it('count a bearer token as one client across sessions', async () => {
    const url = await start({
      http: { port: 0, authToken: 'team-token' },
      rateLimits: { perClient: [parseRateLimit('greet=1/m')] },
    });
    const auth = { Authorization: 'Bearer team-token' };
    const [first, second] = [await connect(url, auth), await connect(url, auth)];
    expect(await outcome(first)).toBe('ok');
    expect(await outcome(second)).toBe('RATE_LIMITED');
  });

  it('let calls go on and warn once when Redis is unreachable', async () => {
    const port = await closedPort();
    const url = await start({
      rateLimits: { perClient: [parseRateLimit('greet=1/m')], redisUrl: `redis://127.0.0.1:${port}` },
    });
    const client = await connect(url);
    expect([await outcome(client), await outcome(client), await outcome(client)]).toEqual(['ok', 'ok', 'ok']);
    expect(logs.match(/warning: Redis at 127\.0\.0\.1:\d+ is unreachable/g)).toHaveLength(1);
  });
});

/** A port nothing listens on: one that was free a moment ago. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address !== null ? address.port : 0;
}
