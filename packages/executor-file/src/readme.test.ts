import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findReadmeBlock, readmeBlocks, runnableReadmeBlocks } from '@mci/test-utils/readme-blocks';
import { runReadmeBlock } from '@mci/test-utils/run-readme-block';
import { useTempDir } from '@mci/test-utils/use-temp-dir';
import { describe, expect, it } from 'vitest';

const readme = fileURLToPath(new URL('../README.md', import.meta.url));
const blocks = runnableReadmeBlocks(readme);

describe('README', () => {
  const temp = useTempDir();

  it('has one runnable block, the example', () => {
    expect(blocks.map((block) => block.language)).toEqual(['ts']);
  });

  it('reads the template of the mci.json it shows and prints what it says', async () => {
    await writeFile(
      path.join(temp.path, 'mci.json'),
      findReadmeBlock(readmeBlocks(readme), '"welcome"').code,
    );
    await mkdir(path.join(temp.path, 'templates'));
    await writeFile(path.join(temp.path, 'templates', 'welcome.txt'), 'Hello {{props.name}}!');
    const run = await runReadmeBlock(findReadmeBlock(blocks, "execute('welcome'"), { cwd: temp.path });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe("[ { type: 'text', text: 'Hello Ada!' } ]\n");
  });
});
