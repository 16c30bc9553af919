import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { Client, type ClientOptions } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as LegacyStdioTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mciBin, runMci, writeFiles } from './run-mci.js';

// `mci run --tools code` with the flags of the sandbox's limits, and --confirm-destructive, as real
// processes with real MCP clients.

const tools = [
  { name: 'greet', description: 'Greets', execution: { type: 'text', text: 'Hello!' } },
  {
    name: 'wipe',
    description: 'Wipes the disk',
    annotations: { destructiveHint: true },
    execution: { type: 'text', text: 'wiped' },
  },
];

let temp: TempDir;
const clients: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  temp = await createTempDir('mci-cli-run-code-');
  await writeFiles(temp.path, { 'mci.json': { schemaVersion: '1.0', tools } });
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});
afterAll(() => temp.remove());

const stdioParams = (args: string[]) => ({
  command: process.execPath,
  args: [mciBin, 'run', ...args],
  cwd: temp.path,
  stderr: 'pipe' as const,
});

describe('mci run --tools code, limit flags', () => {
  it('passes --code-tool-calls to the sandbox: the run ends with the limit it was given', async () => {
    const client = new LegacyClient({ name: 'run-code-test', version: '1.0.0' });
    await client.connect(
      new LegacyStdioTransport(stdioParams(['--tools', 'code', '--code-tool-calls', '2'])),
    );
    clients.push(client);
    const code = 'for (let i = 0; i < 3; i++) await tools.greet({}); return "done";';
    const result = await client.callTool({ name: 'execute', arguments: { code } });
    expect(result.isError).toBe(true);
    expect(result._meta?.['mci/errorCode']).toBe('CODE_TOOL_CALL_LIMIT');
    expect((result.content as Array<{ text: string }>)[0]?.text).toContain('more than 2 tool calls');
  });

  it.each([
    [['--tools', 'code', '--code-timeout', '0'], "option '--code-timeout <ms>' argument '0' is invalid"],
    [['--tools', 'code', '--code-memory', '4096'], 'expected a whole number of MiB from 1 to 2048.'],
    [['--tools', 'code', '--code-tool-calls', 'many'], 'expected a whole number from 1.'],
    [['--code-output', '1000'], 'Option --code-output only applies with --tools code.'],
  ])('refuses %j with a clear message', async (args, message) => {
    const run = await runMci(['run', ...args], { cwd: temp.path });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });
});

describe('mci run --confirm-destructive', () => {
  it('asks a 1.x client over stdio, for a call from code; the code catches the no', async () => {
    const answers = [{ action: 'accept', content: { confirm: true } }, { action: 'decline' }];
    const client = new LegacyClient(
      { name: 'run-code-test', version: '1.0.0' },
      { capabilities: { elicitation: {} } },
    );
    client.setRequestHandler(ElicitRequestSchema, async () => answers.shift() as never);
    await client.connect(new LegacyStdioTransport(stdioParams(['--tools', 'code', '--confirm-destructive'])));
    clients.push(client);
    const code = `const said = [];
      for (let i = 0; i < 2; i++) { try { said.push(await tools.wipe({})); } catch (e) { said.push(e.code); } }
      return said;`;
    const result = await client.callTool({ name: 'execute', arguments: { code } });
    const returned = (result.structuredContent as { returned: string }).returned;
    expect(JSON.parse(returned)).toEqual(['wiped', 'CONFIRMATION_DECLINED']);
  });

  it('asks an SDK v2 client on 2026-07-28 over stdio for a direct call', async () => {
    const questions: string[] = [];
    const options: ClientOptions = {
      versionNegotiation: { mode: 'auto' },
      capabilities: { elicitation: { form: {} } },
    };
    const client = new Client({ name: 'run-code-test', version: '1.0.0' }, options);
    client.setRequestHandler('elicitation/create', async (request) => {
      questions.push(request.params.message);
      return { action: 'accept', content: { confirm: true } };
    });
    await client.connect(new StdioClientTransport(stdioParams(['--confirm-destructive'])));
    clients.push(client);
    expect(client.getProtocolEra()).toBe('modern');
    const result = await client.callTool({ name: 'wipe', arguments: {} });
    expect((result.content as Array<{ text: string }>)[0]?.text).toBe('wiped');
    expect(questions).toEqual(['Run the destructive tool wipe with the arguments {}?']);
  });
});
