import { createTestExecutionContext } from '@mci/client/testing';
import { describe, expect, it } from 'vitest';
import { createCliExecutor } from './create-cli-executor.js';

describe('the cli executor on its own, with a test context', () => {
  it('runs the command with rendered arguments and returns its output', async () => {
    const executor = createCliExecutor();
    try {
      const config = executor.parseConfig({
        type: 'cli',
        command: process.execPath,
        args: ['-e', 'process.stdout.write(process.argv.slice(1).join("|"))', '{{props.word}}', 'fixed'],
      });
      const context = createTestExecutionContext({ props: { word: 'hello world' }, enableAnyPaths: true });
      const result = await executor.execute({ config, context, signal: new AbortController().signal });
      expect(result).toMatchObject({
        isError: false,
        content: [{ type: 'text', text: 'hello world|fixed' }],
      });
    } finally {
      await executor.close?.();
    }
  });
});
