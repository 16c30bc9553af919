import { fileURLToPath } from 'node:url';
import { findReadmeBlock, runnableReadmeBlocks } from '@mci/test-utils/readme-blocks';
import { runReadmeBlock } from '@mci/test-utils/run-readme-block';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const blocks = runnableReadmeBlocks(fileURLToPath(new URL('../README.md', import.meta.url)));

describe('README', () => {
  let temp: TempDir;
  beforeEach(async () => {
    temp = await createTempDir();
  });
  afterEach(() => temp.remove());

  it('has one runnable block, the example', () => {
    expect(blocks.map((block) => block.language)).toEqual(['js']);
  });

  it('prints what the example says it prints', async () => {
    const run = await runReadmeBlock(findReadmeBlock(blocks, 'renderTemplate'), { cwd: temp.path });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(
      "Hello Ada!\n- tea\n- cake\nVIP lounge open.\n\n{ items: [ 'tea', 'cake' ], user: 'by ops' }\n",
    );
  });
});
