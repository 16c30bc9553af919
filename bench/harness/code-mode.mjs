// Code mode against one call per turn: `pnpm --filter @mci/bench bench:code-mode`.
// 1. Tokens of the tool definitions a model receives (tools/list) in all, search and code modes, for the
//    GitHub REST API import, the Blockfrost import and the local API of code-mode-api.mjs, and of one
//    search_tools answer (top 5) in search and code modes.
// 2. The 20 tasks of code-mode-tasks.mjs against the local API: model round trips (tool calls) and tokens
//    of the results the model reads, one call per turn against one execute.
// 3. The sandbox's start and per-call overhead against a direct call, all over an in-memory MCP connection.
// Tokens are estimated as characters / 4, the ratio the server's `--tools auto` uses.
import { createRequire } from 'node:module';
import { MCIClient } from '@mci/client';
import { createHttpExecutor } from '@mci/executor-http';
import { createMciMcpServer } from '@mci/mcp-server';
import { importOpenApi } from '@mci/openapi';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
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

const api = await startApi();
const local = apiTools(api.url);
const github = (await importOpenApi(await githubOpenApiDocument(), { name: 'github' })).toolset;
const blockfrost = (
  await importOpenApi(createRequire(import.meta.url).resolve('@blockfrost/openapi/openapi.yaml'), {
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
await api.close();
