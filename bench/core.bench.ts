// The hot paths outside MCP: the template engine (compiled once against parsed per call), loading a
// large file, and a call through the client for a text, http (pooled keep-alive) and cli tool.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MCIClient } from '@mci/client';
import { createCliExecutor } from '@mci/executor-cli';
import { createHttpExecutor } from '@mci/executor-http';
import { compileTemplate, renderTemplate, renderValue } from '@mci/templating';
import { startHttpServer } from '@mci/test-utils/http-server';
import { createTempDir } from '@mci/test-utils/temp-dir';
import { afterAll, bench, describe } from 'vitest';

const report = [
  '# Report for {{ props.user.name | "guest" }}',
  '@foreach(item in props.items)',
  '- {{ item.title }}: {{ item.count }}',
  '@if(item.count > 10)',
  '  (busy)',
  '@endif',
  '@endforeach',
  '@for(i in range(0, 3))',
  'line {{ i }}',
  '@endfor',
].join('\n');
const context = {
  props: {
    user: { name: 'Ada' },
    items: Array.from({ length: 20 }, (_, index) => ({ title: `item ${index}`, count: index })),
  },
  env: {},
};
const compiled = compileTemplate(report);
const body = {
  url: 'https://api.example.com/users/{{props.user.name}}',
  headers: { Authorization: 'Bearer {{env.TOKEN}}', Accept: 'application/json' },
  params: { page: '{{props.page}}', tags: '{!!props.tags!!}' },
};
const bodyContext = { props: { user: { name: 'ada' }, page: 2, tags: ['a', 'b'] }, env: { TOKEN: 't' } };

describe('templating', () => {
  bench('compiled once, rendered per call', () => {
    compiled.render(context);
  });
  bench('parsed and rendered per call (renderTemplate)', () => {
    renderTemplate(report, context);
  });
  bench('renderValue on an http config', () => {
    renderValue(body, bodyContext);
  });
});

const dir = await createTempDir('mci-bench-core-');
const server = await startHttpServer({
  routes: {
    '/hello': (_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end('{"hello":"world"}');
    },
  },
});
const tools: object[] = Array.from({ length: 500 }, (_, index) => ({
  name: `tool_${index}`,
  description: `Tool number ${index}`,
  tags: [index % 2 === 0 ? 'even' : 'odd'],
  inputSchema: {
    type: 'object',
    properties: { name: { type: 'string' }, count: { type: 'integer', default: 1 } },
    required: ['name'],
  },
  execution: { type: 'text', text: 'Hello {{props.name}} x{{props.count}}' },
}));
tools.push(
  {
    name: 'http_hello',
    description: 'GET the local server',
    tags: [],
    inputSchema: { type: 'object', properties: { name: { type: 'string' } }, required: [] },
    execution: { type: 'http', url: `${server.origin}/hello` },
  },
  {
    name: 'cli_node',
    description: 'Run node -e',
    tags: [],
    inputSchema: { type: 'object', properties: { name: { type: 'string' } }, required: [] },
    execution: { type: 'cli', command: process.execPath, args: ['-e', 'process.stdout.write("ok")'] },
  },
);
const schemaFilePath = path.join(dir.path, 'mci.json');
await writeFile(schemaFilePath, JSON.stringify({ schemaVersion: '1.0', tools }));
const executors = () => [createHttpExecutor(), createCliExecutor()];
const client = await MCIClient.load({ schemaFilePath, executors: executors() });

afterAll(async () => {
  await client.close();
  await server.close();
  await dir.remove();
});

describe('client', () => {
  bench('load a file of 502 tools', async () => {
    await (await MCIClient.load({ schemaFilePath, executors: executors() })).close();
  });
  bench('execute a text tool (validation, defaults, template)', async () => {
    await client.execute('tool_250', { name: 'Ada' });
  });
  bench('execute an http tool over the pooled connection', async () => {
    await client.execute('http_hello', {});
  });
  bench('execute a cli tool (one process per call)', async () => {
    await client.execute('cli_node', {});
  });
});
