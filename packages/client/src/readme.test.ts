import { copyFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findReadmeBlock, readmeBlocks, runnableReadmeBlocks } from '@mci/test-utils/readme-blocks';
import { repoPath } from '@mci/test-utils/repo-path';
import { runReadmeBlock } from '@mci/test-utils/run-readme-block';
import { createTempDir } from '@mci/test-utils/temp-dir';
import { useTempDir } from '@mci/test-utils/use-temp-dir';
import { describe, expect, it } from 'vitest';

const readme = fileURLToPath(new URL('../README.md', import.meta.url));
const pluginFolder = repoPath('examples', 'plugin-executor');
const blocks = runnableReadmeBlocks(readme);

describe('README', () => {
  const temp = useTempDir();

  it('has four runnable blocks: the example, the search, the output shaping and the executor test', () => {
    expect(blocks.map((block) => block.language)).toEqual(['js', 'js', 'js', 'ts']);
  });

  it('shapes the answers the output example says it shapes', async () => {
    const run = await runReadmeBlock(findReadmeBlock(blocks, "execute('list_items'"), { cwd: temp.path });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(
      '[0,1,2,3,4]\n\n[Answer cut: showing the first 5 of 100 items. To get the rest, call the tool again with its "page" argument to page through the rest, or pass a narrower JMESPath expression in "pick" to keep only the items and fields you need.]\n' +
        '[98,99]\n',
    );
  });

  it('finds the tools the search example says it finds', async () => {
    const run = await runReadmeBlock(findReadmeBlock(blocks, "searchTools('create an issue'"), {
      cwd: temp.path,
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe("[ 'createIssue', 'list-issues' ]\n");
  });

  it('runs the example on the mci.json it shows and prints what it says', async () => {
    const mciJson = findReadmeBlock(readmeBlocks(readme), '"name": "greet"');
    await writeFile(path.join(temp.path, 'mci.json'), mciJson.code);
    const run = await runReadmeBlock(findReadmeBlock(blocks, "execute('greet'"), { cwd: temp.path });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(
      "[ 'greet' ]\nHello Ada from Lyon!\n- tea\n- cake\n\n" +
        'Invalid input for tool "greet": name: must be string (received 42).\n',
    );
  });

  it('tests the example plugin executor the way it shows', async () => {
    await copyFile(
      path.join(pluginFolder, 'uppercase-executor.mjs'),
      path.join(temp.path, 'uppercase-executor.mjs'),
    );
    const run = await runReadmeBlock(findReadmeBlock(blocks, 'createTestExecutionContext'), {
      cwd: temp.path,
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe("[ { type: 'text', text: 'HELLO ADA' } ]\n");
  });
});

describe('examples/plugin-executor README', () => {
  const temp = useTempDir();

  it('runs its one block with the folder it describes', async () => {
    const pluginBlocks = runnableReadmeBlocks(path.join(pluginFolder, 'README.md'));
    expect(pluginBlocks).toHaveLength(1);
    for (const file of ['mci.json', 'uppercase-executor.mjs']) {
      await copyFile(path.join(pluginFolder, file), path.join(temp.path, file));
    }
    const run = await runReadmeBlock(findReadmeBlock(pluginBlocks, "execute('shout'"), { cwd: temp.path });
    expect(run.stdout).toBe('HELLO!\n');
  });
});

describe('@mci/schema README', () => {
  it('defines an executor that the client context drives', async () => {
    const schemaReadme = repoPath('packages', 'schema', 'README.md');
    const example = findReadmeBlock(runnableReadmeBlocks(schemaReadme), 'createShoutExecutor');
    const use = `
import { createTestExecutionContext } from '@mci/client/testing';
const executor = createShoutExecutor();
const config = executor.parseConfig({ type: 'text', text: 'hello {{props.name}}' });
const context = createTestExecutionContext({ props: { name: 'Ada' } });
console.log(JSON.stringify(await executor.execute({ config, context, signal: AbortSignal.timeout(5000) })));`;
    const temp = await createTempDir();
    const run = await runReadmeBlock({ ...example, code: example.code + use }, { cwd: temp.path }).finally(
      temp.remove,
    );
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({
      isError: false,
      content: [{ type: 'text', text: 'HELLO ADA' }],
    });
  });
});
