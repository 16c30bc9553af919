import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findReadmeBlock, runnableReadmeBlocks } from '@mci/test-utils/readme-blocks';
import { runReadmeBlock } from '@mci/test-utils/run-readme-block';
import { useTempDir } from '@mci/test-utils/use-temp-dir';
import { describe, expect, it } from 'vitest';

const blocks = runnableReadmeBlocks(fileURLToPath(new URL('../README.md', import.meta.url)));

const tool = (name: string, tags: string[]) => ({
  name,
  tags,
  execution: { type: 'text', text: `${name} done` },
});
const requests = [
  {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'readme', version: '1' } },
  },
  { jsonrpc: '2.0', method: 'notifications/initialized' },
  { jsonrpc: '2.0', id: 2, method: 'tools/list' },
  { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'report', arguments: {} } },
];

describe('README', () => {
  const temp = useTempDir();

  it('has one runnable block, the library over stdio', () => {
    expect(blocks.map((block) => block.language)).toEqual(['ts']);
  });

  it('serves the tools that pass the filter over stdio', async () => {
    const tools = [tool('report', ['read']), tool('wipe', ['destructive'])];
    await writeFile(path.join(temp.path, 'mci.json'), JSON.stringify({ schemaVersion: '1.0', tools }));
    const input = requests.map((request) => `${JSON.stringify(request)}\n`).join('');
    const run = await runReadmeBlock(findReadmeBlock(blocks, 'createMciMcpServer(client'), {
      cwd: temp.path,
      input,
    });
    expect(run.stderr).toBe('');
    const answers = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const byId = new Map(answers.map((answer) => [answer.id, answer.result]));
    expect(byId.get(2).tools.map((listed: { name: string }) => listed.name)).toEqual(['report']);
    expect(byId.get(3).content).toEqual([{ type: 'text', text: 'report done' }]);
  });
});
