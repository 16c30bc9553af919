import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findReadmeBlock, runnableReadmeBlocks } from '@mci/test-utils/readme-blocks';
import { runReadmeBlock } from '@mci/test-utils/run-readme-block';
import { useTempDir } from '@mci/test-utils/use-temp-dir';
import { describe, expect, it } from 'vitest';

const blocks = runnableReadmeBlocks(fileURLToPath(new URL('../README.md', import.meta.url)));

describe('README', () => {
  const temp = useTempDir();

  it('has one runnable block, the example', () => {
    expect(blocks.map((block) => block.language)).toEqual(['ts']);
  });

  it('passes the pattern to grep as one argument, shell characters and all', async () => {
    await writeFile(path.join(temp.path, 'notes.txt'), 'first line\ntodo; RM -RF / later\n');
    const run = await runReadmeBlock(findReadmeBlock(blocks, "execute('search_notes'"), { cwd: temp.path });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain("'./notes.txt:2:todo; RM -RF / later\\n'");
    expect(run.stdout).toContain('exit_code: 0');
  });
});
