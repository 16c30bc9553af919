import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findReadmeBlock, runnableReadmeBlocks } from '@mci/test-utils/readme-blocks';
import { runReadmeBlock } from '@mci/test-utils/run-readme-block';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const blocks = runnableReadmeBlocks(fileURLToPath(new URL('../README.md', import.meta.url)));

const mciFile = {
  schemaVersion: '1.0',
  tools: [
    {
      name: 'get_weather',
      description: 'Current weather of a city',
      inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
      execution: { type: 'http', url: 'https://weather.example.com/now', params: { q: '{{props.city}}' } },
    },
  ],
};

describe('README', () => {
  let temp: TempDir;
  beforeEach(async () => {
    temp = await createTempDir();
    await writeFile(path.join(temp.path, 'mci.json'), JSON.stringify(mciFile));
  });
  afterEach(() => temp.remove());

  it('has one runnable block, the example', () => {
    expect(blocks.map((block) => block.language)).toEqual(['ts']);
  });

  it('writes the document when it is missing or out of date, and leaves a true one alone', async () => {
    const example = findReadmeBlock(blocks, 'compareDocuments(committed, markdown)');
    const first = await runReadmeBlock(example, { cwd: temp.path });
    expect(first.stderr).toMatch(/^MCP_TOOL_SPECIFICATION\.md is out of date: /);
    const written = await readFile(path.join(temp.path, 'MCP_TOOL_SPECIFICATION.md'), 'utf8');
    expect(written).toContain('## Tool: `get_weather`');
    const second = await runReadmeBlock(example, { cwd: temp.path });
    expect(second).toEqual({ stdout: '', stderr: '', exitCode: 0 });
  });
});
