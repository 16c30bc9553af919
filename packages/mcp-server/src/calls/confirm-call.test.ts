import { MCIClient } from '@mci/client';
import { Client, type ClientOptions, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createMciMcpServer, type MciMcpServer } from '../create-mci-mcp-server.js';
import { serveHttp } from '../http/serve-http.js';
import type { AuditEntry, AuditLog } from './open-audit-log.js';

// Destructive tools with confirmDestructive, against real MCP clients: the SDK v2 client in a 2025 session
// (elicitation/create) and on 2026-07-28 (an "input required" answer), and a 1.x client in memory.

const tools = [
  { name: 'greet', execution: { type: 'text', text: 'Hello!' } },
  {
    name: 'drop_table',
    annotations: { destructiveHint: true },
    inputSchema: { type: 'object', properties: { table: { type: 'string' } }, required: ['table'] },
    execution: { type: 'text', text: 'dropped {{props.table}}' },
  },
];

type Answer = { action: 'accept'; content: { confirm: boolean } } | { action: 'decline' | 'cancel' };

const cleanups: Array<() => Promise<unknown>> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function collectingAuditLog(): AuditLog & { entries: AuditEntry[] } {
  const entries: AuditEntry[] = [];
  return { entries, includeArguments: false, write: (entry) => entries.push(entry), close: () => {} };
}

async function serve(confirmDestructive = true) {
  const client = await MCIClient.load({ schema: { schemaVersion: '1.0', tools }, baseDir: process.cwd() });
  const auditLog = collectingAuditLog();
  const mci = createMciMcpServer(client, {
    confirmDestructive,
    auditLog,
    toolSearch: { mode: 'code', pin: () => true },
  });
  cleanups.push(() => mci.close({ timeoutMs: 100 }));
  return { mci, auditLog };
}

/** An SDK v2 client over HTTP; with `answer`, it declares form elicitation and answers every question so. */
async function connectV2(
  mci: MciMcpServer,
  answer: (() => Answer) | undefined,
  options: ClientOptions = {},
  stateless = false,
) {
  const http = await serveHttp(mci, { port: 0, stateless });
  cleanups.push(() => http.close());
  const questions: string[] = [];
  const client = new Client(
    { name: 'confirm-test', version: '1.0.0' },
    { ...options, capabilities: answer === undefined ? {} : { elicitation: { form: {} } } },
  );
  if (answer !== undefined) {
    client.setRequestHandler('elicitation/create', async (request) => {
      questions.push(request.params.message);
      return answer();
    });
  }
  await client.connect(new StreamableHTTPClientTransport(new URL(http.url)));
  cleanups.push(() => client.close());
  return { client, questions };
}

const textOf = (result: object) => (result as { content: Array<{ text?: string }> }).content[0]?.text;
const errorCodeOf = (result: { _meta?: Record<string, unknown> | undefined }) =>
  result._meta?.['mci/errorCode'];
const dropUsers = { name: 'drop_table', arguments: { table: 'users' } };

describe('confirmDestructive with the SDK v2 client in a 2025 session', () => {
  it('runs a destructive tool once the person accepts, and asks nothing for other tools', async () => {
    const { mci, auditLog } = await serve();
    const { client, questions } = await connectV2(mci, () => ({
      action: 'accept',
      content: { confirm: true },
    }));
    expect(textOf(await client.callTool({ name: 'greet', arguments: {} }))).toBe('Hello!');
    expect(questions).toEqual([]);
    expect(textOf(await client.callTool(dropUsers))).toBe('dropped users');
    expect(questions).toEqual(['Run the destructive tool drop_table with the arguments {"table":"users"}?']);
    expect(auditLog.entries.at(-1)).toMatchObject({
      tool: 'drop_table',
      outcome: 'ok',
      confirmation: 'accepted',
    });
  });

  it('refuses the call when the person declines, cancels or unticks the box, with the audit line saying so', async () => {
    const { mci, auditLog } = await serve();
    const answers: Answer[] = [
      { action: 'decline' },
      { action: 'cancel' },
      { action: 'accept', content: { confirm: false } },
    ];
    const { client } = await connectV2(mci, () => answers.shift() as Answer);
    for (const answer of ['declined', 'cancelled', 'declined']) {
      const result = await client.callTool(dropUsers);
      expect(result.isError).toBe(true);
      expect(errorCodeOf(result)).toBe('CONFIRMATION_DECLINED');
      expect(textOf(result)).toBe(
        `drop_table is destructive and was not confirmed (${answer}); drop_table did not run.`,
      );
      expect(auditLog.entries.at(-1)).toMatchObject({
        tool: 'drop_table',
        outcome: 'unconfirmed',
        confirmation: answer,
        errorCode: 'CONFIRMATION_DECLINED',
      });
    }
  });

  it('asks for a call made from code too: the code gets the refusal as an error it can catch', async () => {
    const { mci, auditLog } = await serve();
    const answers: Answer[] = [{ action: 'accept', content: { confirm: true } }, { action: 'decline' }];
    const { client, questions } = await connectV2(mci, () => answers.shift() as Answer);
    const code = `const done = [];
      for (const table of ['a', 'b']) {
        try { done.push(await tools.drop_table({ table })); } catch (error) { done.push(error.code); }
      }
      return done;`;
    const result = await client.callTool({ name: 'execute', arguments: { code } });
    expect(JSON.parse((result.structuredContent as { returned: string }).returned)).toEqual([
      'dropped a',
      'CONFIRMATION_DECLINED',
    ]);
    expect(questions).toEqual([
      'Run the destructive tool drop_table from code with the arguments {"table":"a"}?',
      'Run the destructive tool drop_table from code with the arguments {"table":"b"}?',
    ]);
    const inner = auditLog.entries.filter((entry) => entry.tool === 'drop_table');
    expect(inner.map((entry) => [entry.outcome, entry.confirmation])).toEqual([
      ['ok', 'accepted'],
      ['unconfirmed', 'declined'],
    ]);
    expect(inner.every((entry) => entry.parentCallId !== undefined)).toBe(true);
  });

  it('refuses when the client did not declare elicitation, naming the tool', async () => {
    const { mci, auditLog } = await serve();
    const { client } = await connectV2(mci, undefined);
    const result = await client.callTool(dropUsers);
    expect(errorCodeOf(result)).toBe('CONFIRMATION_REQUIRED');
    expect(textOf(result)).toContain('drop_table is destructive and needs a confirmation');
    expect(auditLog.entries.at(-1)).toMatchObject({ outcome: 'unconfirmed', confirmation: 'unavailable' });
  });

  it('refuses over stateless HTTP, where the server cannot send the client a request', async () => {
    const { mci } = await serve();
    const { client, questions } = await connectV2(mci, () => ({ action: 'decline' }), {}, true);
    const result = await client.callTool(dropUsers);
    expect(errorCodeOf(result)).toBe('CONFIRMATION_REQUIRED');
    expect(questions).toEqual([]);
  });

  it('asks nothing without confirmDestructive', async () => {
    const { mci } = await serve(false);
    const { client, questions } = await connectV2(mci, () => ({ action: 'decline' }));
    expect(textOf(await client.callTool(dropUsers))).toBe('dropped users');
    expect(questions).toEqual([]);
  });
});

describe('confirmDestructive with the SDK v2 client on 2026-07-28', () => {
  const modern: ClientOptions = { versionNegotiation: { mode: 'auto' } };

  it('confirms a direct call through an input-required answer and the retried call', async () => {
    const { mci, auditLog } = await serve();
    const answers: Answer[] = [{ action: 'accept', content: { confirm: true } }, { action: 'decline' }];
    const { client, questions } = await connectV2(mci, () => answers.shift() as Answer, modern);
    expect(client.getProtocolEra()).toBe('modern');
    expect(textOf(await client.callTool(dropUsers))).toBe('dropped users');
    const declined = await client.callTool(dropUsers);
    expect(errorCodeOf(declined)).toBe('CONFIRMATION_DECLINED');
    expect(questions).toHaveLength(2);
    const lines = auditLog.entries.filter((entry) => entry.tool === 'drop_table');
    expect(lines.map((entry) => entry.confirmation)).toEqual(['accepted', 'declined']);
  });

  it('refuses a call from code, which cannot wait for a retried request', async () => {
    const { mci } = await serve();
    const { client, questions } = await connectV2(
      mci,
      () => ({ action: 'accept', content: { confirm: true } }),
      modern,
    );
    const code = 'try { await tools.drop_table({ table: "a" }); } catch (error) { return error.code; }';
    const result = await client.callTool({ name: 'execute', arguments: { code } });
    expect((result.structuredContent as { returned: string }).returned).toBe('CONFIRMATION_REQUIRED');
    expect(questions).toEqual([]);
  });
});

describe('confirmDestructive with a 1.x client', () => {
  async function connectLegacy(mci: MciMcpServer, answer: Answer) {
    const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
    await mci.server.connect(serverTransport);
    const client = new LegacyClient(
      { name: 'legacy', version: '1.0.0' },
      { capabilities: { elicitation: {} } },
    );
    client.setRequestHandler(ElicitRequestSchema, async () => answer);
    await client.connect(clientTransport);
    cleanups.push(() => client.close());
    return client;
  }

  it('takes a bare elicitation capability as form support, for direct calls and calls from code', async () => {
    const { mci } = await serve();
    const client = await connectLegacy(mci, { action: 'accept', content: { confirm: true } });
    expect(textOf(await client.callTool(dropUsers))).toBe('dropped users');
    const code = 'return await tools.drop_table({ table: "b" });';
    const result = await client.callTool({ name: 'execute', arguments: { code } });
    expect((result.structuredContent as { returned: string }).returned).toBe('dropped b');
  });

  it('refuses when the person declines', async () => {
    const { mci } = await serve();
    const client = await connectLegacy(mci, { action: 'decline' });
    const result = await client.callTool(dropUsers);
    expect(result._meta?.['mci/errorCode']).toBe('CONFIRMATION_DECLINED');
  });
});
