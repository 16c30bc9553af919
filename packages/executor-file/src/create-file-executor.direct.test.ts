import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestExecutionContext } from '@mci/client/testing';
import { PathNotAllowedError } from '@mci/executor-kit';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileExecutor } from './create-file-executor.js';
import { FileReadError } from './file-read-error.js';

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

  it('ends a call cancelled while it runs with CALL_CANCELLED, not with the abort reason', async () => {
    const config = executor.parseConfig({ type: 'file', path: './welcome.txt' });
    const context = createTestExecutionContext({ props: { name: 'Ada' }, baseDir: dir.path });
    const controller = new AbortController();
    // The call has begun (execute returned at its first wait): the abort lands while it runs.
    const call = executor.execute({ config, context, signal: controller.signal });
    controller.abort(new Error('stop'));
    await expect(call).rejects.toMatchObject({
      code: 'CALL_CANCELLED',
      message: expect.stringMatching(
        /^The call of tool "test_tool" was cancelled( \(file "\.\/welcome\.txt"\))?: stop\.$/,
      ),
    });
  });

  it('closes every file it opens, also when a read fails', async () => {
    const openFiles = async () => (await readdir('/proc/self/fd')).length;
    const read = executor.parseConfig({ type: 'file', path: './welcome.txt' });
    // A folder opens, then fails its read as not a regular file.
    const folder = executor.parseConfig({ type: 'file', path: '.' });
    const context = createTestExecutionContext({ props: { name: 'Ada' }, baseDir: dir.path });
    const before = await openFiles();
    for (let index = 0; index < 50; index++) {
      await executor.execute({ config: read, context, signal });
      await expect(executor.execute({ config: folder, context, signal })).rejects.toThrow();
    }
    await expect.poll(openFiles).toBeLessThanOrEqual(before);
  });

  it('reads small files synchronously and large ones asynchronously, to the same text', async () => {
    // 256 KiB is where reading switches to the thread pool; one file on each side of it.
    const line = `${'x'.repeat(63)}\n`;
    for (const [name, lines] of [
      ['small.txt', 4000],
      ['large.txt', 4200],
    ] as const) {
      await writeFile(path.join(dir.path, name), line.repeat(lines));
      const config = executor.parseConfig({ type: 'file', path: name, enableTemplating: false });
      const context = createTestExecutionContext({ baseDir: dir.path });
      const result = await executor.execute({ config, context, signal });
      expect(result.content[0]).toEqual({ type: 'text', text: line.repeat(lines) });
    }
  });

  it("refuses a path outside the context's path policy", async () => {
    const config = executor.parseConfig({ type: 'file', path: '../outside.txt' });
    const context = createTestExecutionContext({ baseDir: dir.path });
    await expect(executor.execute({ config, context, signal })).rejects.toThrow(PathNotAllowedError);
  });

  it('throws a FileReadError whose code names the failure', async () => {
    const executor = createFileExecutor();
    const context = createTestExecutionContext({ baseDir: dir.path });
    const signal = new AbortController().signal;
    const read = (file: string) =>
      executor
        .execute({ config: executor.parseConfig({ type: 'file', path: file }), context, signal })
        .catch((error: unknown) => error);
    const missing = await read('missing.txt');
    expect(FileReadError.isInstance(missing)).toBe(true);
    expect(missing).toMatchObject({ code: 'FILE_NOT_FOUND', path: 'missing.txt' });
    expect(missing).not.toHaveProperty('failure');
    expect(await read('.')).toMatchObject({ code: 'FILE_IS_DIRECTORY', path: '.' });
  });
});
