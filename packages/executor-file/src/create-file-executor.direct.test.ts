import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestExecutionContext } from '@mci/client/testing';
import { PathNotAllowedError } from '@mci/schema';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileExecutor } from './create-file-executor.js';

let dir: TempDir;
beforeEach(async () => {
  dir = await createTempDir();
  await writeFile(path.join(dir.path, 'welcome.txt'), 'Hello {{props.name}}!');
});
afterEach(async () => {
  await dir.remove();
});

describe('the file executor on its own, with a test context', () => {
  const executor = createFileExecutor();
  const signal = new AbortController().signal;

  it('reads a file of the allowed folder and renders it with the call props', async () => {
    const config = executor.parseConfig({ type: 'file', path: './{{props.file}}' });
    const context = createTestExecutionContext({
      props: { file: 'welcome.txt', name: 'Ada' },
      baseDir: dir.path,
    });
    expect(await executor.execute({ config, context, signal })).toMatchObject({
      isError: false,
      content: [{ type: 'text', text: 'Hello Ada!' }],
    });
  });

  it("refuses a path outside the context's path policy", async () => {
    const config = executor.parseConfig({ type: 'file', path: '../outside.txt' });
    const context = createTestExecutionContext({ baseDir: dir.path });
    await expect(executor.execute({ config, context, signal })).rejects.toThrow(PathNotAllowedError);
  });
});
