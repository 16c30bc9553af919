import { createTestExecutionContext } from '@mci/client/testing';
import { describe, expect, it } from 'vitest';
import { createCliExecutor } from './create-cli-executor.js';
import { InvalidCommandError } from './invalid-command-error.js';
import { WorkingDirectoryError } from './working-directory-error.js';

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

  it('throws errors whose code names the failure, with the fields of the thing that failed', async () => {
    const executor = createCliExecutor();
    const call = (execution: object, props: Record<string, unknown> = {}) =>
      executor
        .execute({
          config: executor.parseConfig({ type: 'cli', ...execution }),
          context: createTestExecutionContext({ props, enableAnyPaths: true }),
          signal: new AbortController().signal,
        })
        .catch((error: unknown) => error);
    try {
      const cwd = await call({ command: process.execPath, cwd: '/no/such/folder' });
      expect(WorkingDirectoryError.isInstance(cwd)).toBe(true);
      expect(cwd).toMatchObject({ code: 'CWD_NOT_FOUND', path: '/no/such/folder' });
      expect(cwd).not.toHaveProperty('failure');
      const nul = await call({ command: process.execPath, args: ['-e', '{{props.text}}'] }, { text: 'a\0b' });
      expect(InvalidCommandError.isInstance(nul)).toBe(true);
      expect(nul).toMatchObject({ code: 'COMMAND_INVALID', argumentNumber: 2 });
      expect(nul).not.toHaveProperty('failure');
    } finally {
      await executor.close?.();
    }
  });
});
