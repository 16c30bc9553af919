import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findReadmeBlock, runnableReadmeBlocks } from '@mci/test-utils/readme-blocks';
import { runReadmeBlock } from '@mci/test-utils/run-readme-block';
import { useTempDir } from '@mci/test-utils/use-temp-dir';
import { describe, expect, it } from 'vitest';

const blocks = runnableReadmeBlocks(fileURLToPath(new URL('../README.md', import.meta.url)));

const text = (name: string, tags: string[]) => ({ name, tags, execution: { type: 'text', text: 'hi' } });

describe('README', () => {
  const temp = useTempDir();

  it('has one runnable block, the example', () => {
    expect(blocks.map((block) => block.language)).toEqual(['ts']);
  });

  it('finds the file, loads it and logs how many tools pass the filter', async () => {
    const tools = [text('read', ['read']), text('drop', ['destructive']), text('list', [])];
    await writeFile(path.join(temp.path, 'mci.json'), JSON.stringify({ schemaVersion: '1.0', tools }));
    const run = await runReadmeBlock(findReadmeBlock(blocks, 'findMainFile()'), { cwd: temp.path });
    expect(run).toEqual({ stdout: '', stderr: 'mci: serving 2 tools\n', exitCode: 0 });
  });

  it('fails with MAIN_FILE_NOT_FOUND, naming the folder, in a folder without an MCI file', async () => {
    const run = await runReadmeBlock(findReadmeBlock(blocks, 'findMainFile()'), { cwd: temp.path });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain(
      `No MCI file found in ${temp.path}: expected one of mci.json, mci.yaml, mci.yml, or pass --file.`,
    );
    expect(run.stderr).toContain("code: 'MAIN_FILE_NOT_FOUND'");
  });
});
