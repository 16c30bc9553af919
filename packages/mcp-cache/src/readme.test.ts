import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findReadmeBlock, readmeBlocks, runnableReadmeBlocks } from '@mci/test-utils/readme-blocks';
import { runReadmeBlock } from '@mci/test-utils/run-readme-block';
import { useTempDir } from '@mci/test-utils/use-temp-dir';
import { describe, expect, it } from 'vitest';

const readme = fileURLToPath(new URL('../README.md', import.meta.url));
const blocks = runnableReadmeBlocks(readme);
const everything = path.dirname(
  createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/package.json'),
);

describe('README', () => {
  const temp = useTempDir();

  it('has one runnable block, the example', () => {
    expect(blocks.map((block) => block.language)).toEqual(['ts']);
  });

  it('lists the read-only tools of the server in the mci.json it shows and calls echo', async () => {
    await writeFile(
      path.join(temp.path, 'mci.json'),
      findReadmeBlock(readmeBlocks(readme), '"mcp_servers"').code,
    );
    // npx runs the server installed in the folder instead of downloading it.
    const modules = path.join(temp.path, 'node_modules');
    await mkdir(path.join(modules, '@modelcontextprotocol'), { recursive: true });
    await symlink(everything, path.join(modules, '@modelcontextprotocol', 'server-everything'));
    await mkdir(path.join(modules, '.bin'));
    await symlink(
      path.join(everything, 'dist', 'index.js'),
      path.join(modules, '.bin', 'mcp-server-everything'),
    );
    const run = await runReadmeBlock(findReadmeBlock(blocks, "execute('echo'"), { cwd: temp.path });
    expect(run.stderr).toBe('');
    const [tools, content] = run.stdout.split(/\n(?=\[ \{)/);
    expect(tools).toMatch(/^\[\s*'echo',\s*'get-annotated-message',/);
    expect(content).toBe("[ { type: 'text', text: 'Echo: hi' } ]\n");
  }, 90_000);
});
