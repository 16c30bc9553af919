import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type RunningMciMcpServer, silentLogger, startMciMcpServer } from '@mci/host';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRateLimit } from '../src/parse-rate-limit.js';
import { binPath } from './support.js';

// Code mode with a real MCP client: the calls the code makes go through the same path as direct calls
// (scopes, input validation, rate limits, audit log with the execute call as parent).

let dir: TempDir;
const clients: Client[] = [];
const reportingKey = 'mci_reporting_2b7c9e1d4f6a8c0e';
const secret = 'sk-upstream-0f1e2d3c4b5a6978';

const tools = [
  {
    name: 'greet',
    description: 'Greets someone',
    inputSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
    execution: { type: 'text', text: 'Hello {{props.name}}!' },
  },
  {
    name: 'list_reports',
    description: 'Lists the reports',
    requiredScopes: ['reports:read'],
    execution: { type: 'text', text: '[{"id":1,"late":true},{"id":2,"late":false},{"id":3,"late":true}]' },
  },
  {
    name: 'purge',
    description: 'Deletes everything',
    requiredScopes: ['admin'],
    annotations: { destructiveHint: true },
    execution: { type: 'text', text: 'purged with {{env.UPSTREAM_TOKEN}}' },
  },
];

/** Calls greet (ok), purge (forbidden over HTTP with the reporting key) and greet with a wrong argument. */
const threeCalls = `
  const answers: string[] = [];
  answers.push(await tools.greet({ name: 'Ada' }));
  for (const call of [() => tools.purge({}), () => tools.greet({ name: 42 })]) {
    try { answers.push(String(await call())); } catch (error) { answers.push(error.code ?? error.name); }
  }
  console.log(answers.length, 'calls');
  return answers;`;

beforeAll(async () => {
  dir = await createTempDir();
  await writeFile(path.join(dir.path, 'mci.json'), JSON.stringify({ schemaVersion: '1.0', tools }));
  const hash = createHash('sha256').update(reportingKey).digest('hex');
  await writeFile(
    path.join(dir.path, 'keys.yaml'),
    `keys:\n  - name: reporting-bot\n    sha256: ${hash}\n    scopes: [reports:read]\n`,
  );
});

afterAll(async () => {
  for (const client of clients) await client.close();
  await dir?.remove();
});

const auditLines = async (file: string) =>
  (await readFile(path.join(dir.path, file), 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const execute = (client: Client, code: string) => client.callTool({ name: 'execute', arguments: { code } });
const structured = (result: Awaited<ReturnType<Client['callTool']>>) =>
  result.structuredContent as { printed: string; returned: string | null; toolCalls: number };

describe('code mode over HTTP, with API keys', () => {
  let running: RunningMciMcpServer;
  let client: Client;

  beforeAll(async () => {
    running = await startMciMcpServer({
      mainFilePath: path.join(dir.path, 'mci.json'),
      cwd: dir.path,
      processEnv: { UPSTREAM_TOKEN: secret },
      transport: 'http',
      http: { port: 0 },
      apiKeysFile: 'keys.yaml',
      toolSearch: { mode: 'code', codeMode: { timeoutMs: 10_000, maxToolCalls: 10 } },
      rateLimits: { perClient: [parseRateLimit('greet=3/h')], total: [] },
      auditLog: { target: path.join(dir.path, 'http-audit.jsonl') },
      logger: silentLogger,
      handleSignals: false,
    });
    client = new Client({ name: 'code-mode-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(running.url as string), {
        requestInit: { headers: { Authorization: `Bearer ${reportingKey}` } },
      }),
    );
    clients.push(client);
  });

  afterAll(async () => {
    await running?.close();
  });

  it('lists search_tools and execute, and search_tools answers declarations of the tools the caller may call', async () => {
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['search_tools', 'execute']);
    const found = await client.callTool({
      name: 'search_tools',
      arguments: { query: 'greet reports delete' },
    });
    const text = (found.content as { text: string }[])[0]?.text ?? '';
    expect(text).toContain('declare namespace tools {');
    expect(text).toContain(
      '/** Greets someone */\n  function greet(args: {\n    name: string;\n  }): Promise<unknown>;',
    );
    expect(text).toContain('function list_reports(');
    expect(text).not.toContain('purge');
  });

  it('runs code that calls three tools: one works, one is forbidden by scope, one fails validation', async () => {
    const result = await execute(client, threeCalls);
    expect(result.isError).toBeFalsy();
    expect(structured(result)).toEqual({
      printed: '3 calls',
      returned: JSON.stringify(['Hello Ada!', 'TOOL_FORBIDDEN', 'INVALID_INPUT'], null, 2),
      toolCalls: 3,
    });
    expect(JSON.stringify(result)).not.toContain(secret);
    const lines = await auditLines('http-audit.jsonl');
    const inner = lines.filter((line) => line.parentCallId !== undefined);
    expect(inner.map((line) => [line.tool, line.outcome, line.errorCode])).toEqual([
      ['greet', 'ok', undefined],
      ['purge', 'forbidden', undefined],
      ['greet', 'tool_error', 'INVALID_INPUT'],
    ]);
    expect(new Set(inner.map((line) => line.parentCallId)).size).toBe(1);
    expect(lines.at(-1)).toMatchObject({ tool: 'execute', outcome: 'ok' });
    expect(inner[0]).toMatchObject({ caller: { name: 'reporting-bot' }, decision: 'allowed' });
  });

  it('counts the calls of the code in the rate limits', async () => {
    // greet=3/h: the run above made two greet calls; this run's second call is over the limit.
    const result = await execute(
      client,
      `const codes = [];
      for (let i = 0; i < 2; i++) { try { await tools.greet({ name: 'x' }); codes.push('ok'); } catch (e) { codes.push(e.code); } }
      return codes;`,
    );
    expect(JSON.parse(structured(result).returned ?? '')).toEqual(['ok', 'RATE_LIMITED']);
    const direct = await client.callTool({ name: 'greet', arguments: { name: 'y' } });
    expect(direct.isError).toBe(true);
  });

  it("answers a limit's error for runaway code and keeps serving", async () => {
    const storm = await execute(client, 'for (;;) tools.list_reports();');
    expect(storm.isError).toBe(true);
    expect(storm._meta?.['mci/errorCode']).toBe('CODE_TOOL_CALL_LIMIT');
    const never = await execute(client, 'await new Promise(() => {});');
    expect(never._meta?.['mci/errorCode']).toBe('CODE_NEVER_SETTLED');
    const next = await execute(
      client,
      'const reports = await tools.list_reports(); return reports.filter((r) => r.late).map((r) => r.id);',
    );
    expect(structured(next).returned).toBe('[\n  1,\n  3\n]');
  });
});

describe('code mode over stdio', () => {
  it('runs the same code: a filtered-out tool is not there, the guards of direct calls apply', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [
        binPath,
        ...['--tools', 'code', '--pin', 'only:greet', '--filter', 'except:purge'],
        ...['--audit-log', 'stdio-audit.jsonl', '--rate-limit', 'greet=3/h'],
      ],
      cwd: dir.path,
      env: { PATH: process.env.PATH ?? '', UPSTREAM_TOKEN: secret },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'code-mode-test', version: '1.0.0' });
    await client.connect(transport);
    clients.push(client);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual([
      'greet',
      'search_tools',
      'execute',
    ]);
    const result = await execute(client, threeCalls);
    expect(JSON.parse(structured(result).returned ?? '')).toEqual([
      'Hello Ada!',
      'TypeError',
      'INVALID_INPUT',
    ]);
    expect(JSON.stringify(result)).not.toContain(secret);
    const inner = (await auditLines('stdio-audit.jsonl')).filter((line) => line.parentCallId !== undefined);
    expect(inner.map((line) => [line.tool, line.outcome, line.errorCode])).toEqual([
      ['greet', 'ok', undefined],
      ['greet', 'tool_error', 'INVALID_INPUT'],
    ]);
    expect(new Set(inner.map((line) => line.parentCallId)).size).toBe(1);
    // greet=3/h: two calls were made from the code; the third (direct) is allowed, the fourth is not.
    expect((await client.callTool({ name: 'greet', arguments: { name: 'a' } })).isError).toBeFalsy();
    expect((await client.callTool({ name: 'greet', arguments: { name: 'b' } })).isError).toBe(true);
  });
});
