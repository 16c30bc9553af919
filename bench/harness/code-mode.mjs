// Code mode against one call per turn: `pnpm --filter @mci/bench bench:code-mode`.
// 1. Tokens of the tool definitions a model receives (tools/list) in all, search and code modes, for the
//    GitHub REST API import, the Blockfrost import and the local API of code-mode-api.mjs, and of one
//    search_tools answer (top 5) in search and code modes.
// 2. The 20 tasks of code-mode-tasks.mjs against the local API: model round trips (tool calls) and tokens
//    of the results the model reads, one call per turn against one execute.
// 3. The sandbox's start and per-call overhead against a direct call, all over an in-memory MCP connection.
// 4. How long a direct call from another client waits while code that loops forever runs (the sandbox runs
//    on the server's main thread) at the default wall-time limit: a real `mci run --http` on 127.0.0.1.
// Tokens are estimated as characters / 4, the ratio the server's `--tools auto` uses.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MCIClient } from '@mci/client';
import { createHttpExecutor } from '@mci/executor-http';
import { createMciMcpServer } from '@mci/mcp-server';
import { importOpenApi } from '@mci/openapi';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { apiTools, reset, startApi } from './code-mode-api.mjs';
import { tasks } from './code-mode-tasks.mjs';
import { githubOpenApiDocument } from './github-openapi.mjs';

const tokens = (value) => Math.round((typeof value === 'string' ? value : JSON.stringify(value)).length / 4);
const textOf = (result) => result.content.map((part) => part.text ?? '').join('\n');

async function connect(schema, mode) {
  const client = await MCIClient.load({ schema, baseDir: process.cwd(), executors: [createHttpExecutor()] });
  const server = createMciMcpServer(client, { toolSearch: { mode, codeMode: { maxToolCalls: 200 } } });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.server.connect(serverSide);
  const mcp = new Client({ name: 'bench', version: '1.0.0' });
  await mcp.connect(clientSide);
  return {
    mcp,
    close: async () => {
      await mcp.close();
      await server.close();
    },
  };
}

async function definitionRow(label, schema, query) {
  const row = { api: label };
  for (const mode of ['all', 'search', 'code']) {
    const { mcp, close } = await connect(schema, mode);
    const { tools } = await mcp.listTools();
    row[mode] = tokens(tools);
    if (mode !== 'all')
      row[`${mode} answer`] = tokens(
        textOf(await mcp.callTool({ name: 'search_tools', arguments: { query, limit: 5 } })),
      );
    if (mode === 'all') row.tools = tools.length;
    await close();
  }
  return row;
}

async function runTasks(schema) {
  const direct = await connect(schema, 'all');
  const code = await connect(schema, 'code');
  const rows = [];
  for (const task of tasks) {
    reset();
    let calls = 0;
    let read = 0;
    await task.direct(async (name, args = {}) => {
      const result = await direct.mcp.callTool({ name, arguments: args });
      calls += 1;
      read += tokens(textOf(result));
      return JSON.parse(textOf(result));
    });
    reset();
    const result = await code.mcp.callTool({ name: 'execute', arguments: { code: task.code } });
    if (result.isError) throw new Error(`${task.name}: ${textOf(result)}`);
    rows.push({
      task: task.name,
      direct: { calls, read },
      code: {
        calls: 1,
        read: tokens(textOf(result)),
        inner: result.structuredContent.toolCalls,
        sent: tokens(task.code),
      },
    });
  }
  await direct.close();
  await code.close();
  return rows;
}

async function median(times, run) {
  const samples = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b)[Math.floor(times / 2)];
}

async function overhead() {
  const schema = {
    schemaVersion: '1.0',
    tools: [{ name: 'ping', execution: { type: 'text', text: '{"ok":true}' } }],
  };
  const direct = await connect(schema, 'all');
  const code = await connect(schema, 'code');
  await code.mcp.callTool({ name: 'execute', arguments: { code: 'return 1' } });
  const call = await median(200, () => direct.mcp.callTool({ name: 'ping', arguments: {} }));
  const start = await median(30, () =>
    code.mcp.callTool({ name: 'execute', arguments: { code: 'return 1' } }),
  );
  const twenty = await median(30, () =>
    code.mcp.callTool({
      name: 'execute',
      arguments: { code: 'for (let i = 0; i < 20; i++) await tools.ping({});' },
    }),
  );
  await direct.close();
  await code.close();
  return { call, start, perCall: (twenty - start) / 20 };
}

/**
 * A real `mci run --http --tools code` process (with `limitFlags`): client A runs `for (;;) {}`;
 * 200 ms later client B (its own HTTP session) calls a text tool. B's wait against the same call on the
 * idle server, and A's run time.
 */
async function stall(limitFlags = []) {
  const dir = await mkdtemp(path.join(tmpdir(), 'mci-bench-stall-'));
  const tools = [{ name: 'ping', execution: { type: 'text', text: 'pong' } }];
  await writeFile(path.join(dir, 'mci.json'), JSON.stringify({ schemaVersion: '1.0', tools }));
  const mciBin = path.join(path.dirname(require.resolve('@mci/cli/package.json')), 'dist', 'mci.js');
  const child = spawn(
    process.execPath,
    [mciBin, 'run', '--http', '--port', '0', '--tools', 'code', '--pin', 'only:ping', ...limitFlags],
    {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const url = await new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      stderr += chunk;
      const found = /(http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(stderr);
      if (found) resolve(found[1]);
    });
    child.once('exit', () => reject(new Error(`mci run exited: ${stderr}`)));
  });
  const open = async () => {
    const mcp = new Client({ name: 'bench', version: '1.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(url)));
    return mcp;
  };
  const [looping, other] = [await open(), await open()];
  const ping = () => other.callTool({ name: 'ping', arguments: {} });
  await looping.callTool({ name: 'execute', arguments: { code: 'return 1' } });
  const idle = await median(50, ping);
  const started = performance.now();
  const run = looping
    .callTool({ name: 'execute', arguments: { code: 'for (;;) {}' } }, undefined, { timeout: 120_000 })
    .then(
      (result) => ({ ms: performance.now() - started, code: result._meta?.['mci/errorCode'] }),
      (error) => ({
        ms: performance.now() - started,
        code: `failed (${error.cause?.code ?? error.message})`,
      }),
    );
  await new Promise((resolve) => setTimeout(resolve, 200));
  const sent = performance.now();
  const answer = await other.callTool({ name: 'ping', arguments: {} }, undefined, { timeout: 120_000 }).then(
    () => 'answered',
    (error) => `failed (${error.cause?.code ?? error.message})`,
  );
  const waited = performance.now() - sent;
  const ended = await run;
  await Promise.allSettled([looping.close(), other.close()]);
  child.kill('SIGTERM');
  await rm(dir, { recursive: true, force: true });
  return { idle, waited, answer, run: ended.ms, code: ended.code };
}

const require = createRequire(import.meta.url);
const api = await startApi();
const local = apiTools(api.url);
const github = (await importOpenApi(await githubOpenApiDocument(), { name: 'github' })).toolset;
const blockfrost = (
  await importOpenApi(require.resolve('@blockfrost/openapi/openapi.yaml'), {
    name: 'blockfrost',
  })
).toolset;

console.log(
  '| API | tools | all | search | code | search_tools answer, search mode | search_tools answer, code mode |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const [label, schema, query] of [
  ['GitHub REST (import)', github, 'list the open issues of a repository'],
  ['Blockfrost (import)', blockfrost, 'latest block of the chain'],
  ['local tracker and shop', local, 'close an issue'],
]) {
  const row = await definitionRow(label, schema, query);
  console.log(
    `| ${row.api} | ${row.tools} | ${row.all} | ${row.search} | ${row.code} | ${row['search answer']} | ${row['code answer']} |`,
  );
}

const rows = await runTasks(local);
console.log(
  '\n| task | round trips, one call per turn | round trips, code | tokens read, one call per turn | tokens read, code | tool calls inside the code |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows)
  console.log(
    `| ${row.task} | ${row.direct.calls} | 1 | ${row.direct.read} | ${row.code.read} | ${row.code.inner} |`,
  );
const sum = (pick) => rows.reduce((total, row) => total + pick(row), 0);
console.log(
  `| **total** | **${sum((r) => r.direct.calls)}** | **${rows.length}** | **${sum((r) => r.direct.read)}** | **${sum((r) => r.code.read)}** (+${sum((r) => r.code.sent)} tokens of code sent) | ${sum((r) => r.code.inner)} |`,
);

const cost = await overhead();
console.log('\n| measure | median |\n| --- | --- |');
console.log(`| direct tools/call of a text tool (baseline) | ${cost.call.toFixed(2)} ms |`);
console.log(`| execute of \`return 1\` (sandbox start, run, dispose) | ${cost.start.toFixed(2)} ms |`);
console.log(
  `| each tool call from inside the code (20 calls, minus the start) | ${cost.perCall.toFixed(2)} ms |`,
);

console.log(
  '\n| flags | direct tools/call, idle server (baseline, median) | the same call sent 200 ms into a run of `for (;;) {}` | that run |',
);
console.log('| --- | --- | --- | --- |');
for (const [label, flags] of [
  ['defaults (--code-compute 1000, --code-timeout 30000)', []],
  ['--code-compute 30000 (no bound at a stretch)', ['--code-compute', '30000']],
  [
    '--code-compute 30000, --keep-alive-timeout 60000',
    ['--code-compute', '30000', '--keep-alive-timeout', '60000'],
  ],
]) {
  const stalled = await stall(flags);
  console.log(
    `| ${label} | ${stalled.idle.toFixed(2)} ms | ${stalled.answer} after ${(stalled.waited / 1000).toFixed(2)} s | ${stalled.code} after ${(stalled.run / 1000).toFixed(2)} s |`,
  );
}
await api.close();
