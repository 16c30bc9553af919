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
    expect(summary).toBe('20 operations read, 8 tools written');
    // The 12 operations without the pet tag are named as skipped; then the env variables to set.
    expect(
      others.filter((line) => /^skipped (GET|POST|PUT|DELETE) \/(store|user)\b.*: no tag in/.test(line)),
    ).toHaveLength(12);
    expect(others.slice(12)).toEqual([
      'set PETSTORE_TOKEN: OAuth2 access token (scheme petstore_auth)',
      'set PETSTORE_API_KEY: API key sent in header api_key (scheme api_key)',
    ]);
    const toolset = JSON.parse(await readFile(path.join(temp.path, 'mci', 'petstore.mci.json'), 'utf8'));
    expect(toolset.tools).toHaveLength(8);
    expect(toolset.tools.map((tool: { name: string }) => tool.name)).toContain('addPet');
  });
});
