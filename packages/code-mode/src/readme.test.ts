import { fileURLToPath } from 'node:url';
import { findReadmeBlock, runnableReadmeBlocks } from '@mci/test-utils/readme-blocks';
import { runReadmeBlock } from '@mci/test-utils/run-readme-block';
import { useTempDir } from '@mci/test-utils/use-temp-dir';
import { describe, expect, it } from 'vitest';

const blocks = runnableReadmeBlocks(fileURLToPath(new URL('../README.md', import.meta.url)));

describe('README', () => {
  const temp = useTempDir();

  it('has one runnable block, the example', () => {
    expect(blocks.map((block) => block.language)).toEqual(['js']);
  });

  it('prints what the example says it prints', async () => {
    const run = await runReadmeBlock(findReadmeBlock(blocks, 'runCode'), { cwd: temp.path });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(
      "declare namespace shop {\n{ printed: '1 late', returned: '[\\n  1\\n]', toolCalls: 1 }\n",
    );
  });
});
