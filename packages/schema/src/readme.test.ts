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

  // The executor block needs the client's context builder: packages/client/src/readme.test.ts runs it.
  it('has three runnable blocks: the file check, the executor and the error handling', () => {
    expect(blocks.map((block) => block.language)).toEqual(['js', 'ts', 'js']);
  });

  it('checks a good file and prints its counts and warnings', async () => {
    const yaml =
      'schemaVersion: "1.0"\ntools:\n  - name: hi\n    colour: red\n    execution: { type: text, text: hi }\n';
    await writeFile(path.join(temp.path, 'mci.yaml'), yaml);
    const run = await runReadmeBlock(findReadmeBlock(blocks, 'check-mci.mjs'), {
      cwd: temp.path,
      args: ['mci.yaml'],
    });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe('mci.yaml: 1 tools, 0 toolsets\n');
    expect(run.stderr).toBe('mci.yaml:4:5: warning: tools[0].colour: unknown field "colour" is ignored\n');
  });

  it('prints each error of a broken file as file:line:column and exits 1', async () => {
    await writeFile(
      path.join(temp.path, 'mci.json'),
      '{\n  "schemaVersion": "1.0",\n  "tools": [{ "name": 3 }]\n}\n',
    );
    const run = await runReadmeBlock(findReadmeBlock(blocks, 'check-mci.mjs'), { cwd: temp.path });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'mci.json:3:13: error: tools[0].execution: missing required field (expected object)\n' +
        'mci.json:3:23: error: tools[0].name: expected string, received number\n',
    );
  });

  it('prints the code and message of an MCI error and rethrows any other', async () => {
    const example = findReadmeBlock(blocks, 'MciError.isInstance(error)');
    const failing = `const { InvalidToolFilterError } = await import('@mci/schema');
const run = async () => { throw new InvalidToolFilterError({ filter: 'colour:red', reason: 'unknown kind' }); };\n`;
    const mci = await runReadmeBlock({ ...example, code: failing + example.code }, { cwd: temp.path });
    expect(mci).toEqual({
      stdout: '',
      stderr: 'INVALID_TOOL_FILTER: Invalid tool filter "colour:red": unknown kind.\n',
      exitCode: 0,
    });
    const other = await runReadmeBlock(
      { ...example, code: `const run = async () => { throw new TypeError('boom'); };\n${example.code}` },
      { cwd: temp.path },
    );
    expect(other.exitCode).toBe(1);
    expect(other.stderr).toContain('TypeError: boom');
  });
});
