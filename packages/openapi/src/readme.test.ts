import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findReadmeBlock, runnableReadmeBlocks } from '@mci/test-utils/readme-blocks';
import { runReadmeBlock } from '@mci/test-utils/run-readme-block';
import { useTempDir } from '@mci/test-utils/use-temp-dir';
import { describe, expect, it } from 'vitest';

const blocks = runnableReadmeBlocks(fileURLToPath(new URL('../README.md', import.meta.url)));
const petstoreYaml = createRequire(import.meta.url).resolve('@readme/oas-examples/3.0/yaml/petstore.yaml');

describe('README', () => {
  const temp = useTempDir();

  it('has one runnable block, the example', () => {
    expect(blocks.map((block) => block.language)).toEqual(['ts']);
  });

  it('imports the pet operations of the Petstore into mci/petstore.mci.json', async () => {
    await copyFile(petstoreYaml, path.join(temp.path, 'petstore.yaml'));
    await mkdir(path.join(temp.path, 'mci'));
    const run = await runReadmeBlock(findReadmeBlock(blocks, 'importOpenApi('), { cwd: temp.path });
    expect(run.stderr).toBe('');
    const [summary, ...others] = run.stdout.trimEnd().split('\n');
    const counts = /^(\d+) operations read, (\d+) tools written$/.exec(summary ?? '');
    expect(counts).not.toBeNull();
    expect(others.every((line) => /^(skipped|set) /.test(line))).toBe(true);
    const toolset = JSON.parse(await readFile(path.join(temp.path, 'mci', 'petstore.mci.json'), 'utf8'));
    expect(toolset.tools).toHaveLength(Number(counts?.[2]));
    expect(toolset.tools.map((tool: { name: string }) => tool.name)).toContain('addPet');
  });
});
