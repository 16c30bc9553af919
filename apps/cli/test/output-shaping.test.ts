import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mciBin, writeFiles } from './run-mci.js';

// A cli tool (a real process) printing a page of 100 issues as JSON, served by `mci run` to a real MCP
// client. The SDK's client checks each result's structured content against the tool's advertised
// outputSchema and refuses a call whose result does not fit.
const printIssues =
  'const page = Number(process.argv[1] || 1); console.log(JSON.stringify({ total_count: 1000, page, items: Array.from({ length: 100 }, (_, i) => ({ number: (page - 1) * 100 + i + 1, title: "Issue " + ((page - 1) * 100 + i + 1), body: "x".repeat(500) })) }))';
const outputSchema = {
  type: 'object',
  properties: { total_count: { type: 'integer' }, page: { type: 'integer' }, items: { type: 'array' } },
  required: ['total_count', 'page', 'items'],
};
const issuesTool = (name: string, output: object) => ({
  name,
  inputSchema: { type: 'object', properties: { page: { type: 'integer', default: 1 } } },
  outputSchema,
  execution: { type: 'cli', command: process.execPath, args: ['-e', printIssues, '{{props.page}}'] },
  output,
});

describe('output shaping served over MCP by mci run', () => {
  let temp: TempDir;
  let client: Client;

  beforeAll(async () => {
    temp = await createTempDir('mci-cli-output-');
    await writeFiles(temp.path, {
      'mci.json': {
        schemaVersion: '1.0',
        tools: [
          issuesTool('titles', {
            select: '{page: page, titles: items[].title}',
            selectArgument: 'mci_select',
          }),
          issuesTool('numbers', { select: 'items[].number', maxItems: 5 }),
          issuesTool('capped', { maxChars: 2000 }),
          issuesTool('whole', { maxItems: 5 }),
        ],
      },
    });
    client = new Client({ name: 'output-test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [mciBin, 'run'],
        cwd: temp.path,
        stderr: 'pipe',
      }),
    );
    // The client checks results against the schemas of the tools it has listed.
    await client.listTools();
  });

  afterAll(async () => {
    await client.close();
    await temp.remove();
  });

  const textOf = (result: Awaited<ReturnType<Client['callTool']>>) =>
    (result.content as Array<{ type: string; text?: string }>).map((item) => item.text ?? '').join('');

  it('advertises the declared outputSchema only where the shaped answer keeps its shape, and the select argument', async () => {
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    expect(byName.get('whole')?.outputSchema).toEqual(outputSchema);
    for (const name of ['titles', 'numbers', 'capped'])
      expect(byName.get(name)?.outputSchema, name).toBeUndefined();
    expect(Object.keys(byName.get('titles')?.inputSchema.properties ?? {})).toEqual(['page', 'mci_select']);
  });

  it('every answer is accepted by the MCP client, projected and cut as declared', async () => {
    const titles = await client.callTool({ name: 'titles', arguments: { page: 2 } });
    expect(titles.structuredContent).toMatchObject({
      page: 2,
      titles: expect.arrayContaining(['Issue 101']),
    });
    const numbers = await client.callTool({ name: 'numbers', arguments: {} });
    expect(textOf(numbers)).toBe(
      '[1,2,3,4,5]\n\n[Answer cut: showing the first 5 of 100 items. To get the rest, call the tool again with its "page" argument to page through the rest.]',
    );
    const capped = await client.callTool({ name: 'capped', arguments: {} });
    expect(capped.structuredContent).toBeUndefined();
    expect(textOf(capped)).toMatch(
      /^\{"total_count":1000,[^\n]{1980}\n\n\[Answer cut: showing the first 2000 of \d+ characters\./,
    );
    const whole = await client.callTool({ name: 'whole', arguments: {} });
    expect(whole.structuredContent).toMatchObject({ total_count: 1000, page: 1 });
    expect((whole.structuredContent as { items: unknown[] }).items).toHaveLength(100);
  });

  it('the model narrows an answer with the select argument, which the command never receives', async () => {
    const result = await client.callTool({
      name: 'titles',
      arguments: { page: 3, mci_select: 'titles[:2]' },
    });
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toBe('["Issue 201","Issue 202"]');
  });
});
