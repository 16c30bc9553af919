import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { findReadmeBlock, runnableReadmeBlocks } from '@mci/test-utils/readme-blocks';
import { repoPath } from '@mci/test-utils/repo-path';
import { afterEach, describe, expect, it } from 'vitest';

// The executor kit's README shows a plugin executor and the conformance suite run on it. They need
// `@mci/client/testing`, and the client depends on the kit, so they are run here, where both resolve.
const blocks = runnableReadmeBlocks(repoPath('packages', 'executor-kit', 'README.md'));
const packageDir = fileURLToPath(new URL('..', import.meta.url));
let folder: string | undefined;

afterEach(async () => {
  if (folder !== undefined) await rm(folder, { recursive: true, force: true });
});

describe('executor-kit README', () => {
  it('has two runnable blocks: an executor and its conformance test', () => {
    expect(blocks.map((block) => block.language)).toEqual(['ts', 'ts']);
  });

  it('shows an executor that passes the conformance suite as the README runs it', async () => {
    folder = await mkdtemp(path.join(packageDir, '.readme-'));
    await writeFile(
      path.join(folder, 'create-uppercase-executor.ts'),
      findReadmeBlock(blocks, 'export function createUppercaseExecutor').code,
    );
    await writeFile(
      path.join(folder, 'uppercase.test.ts'),
      findReadmeBlock(blocks, 'describeExecutorV1(').code,
    );
    const config = path.join(folder, 'vitest.config.mjs');
    await writeFile(config, "export default { test: { include: ['*.test.ts'] } };\n");
    const vitest = path.join(packageDir, 'node_modules', '.bin', 'vitest');
    const args = ['run', '--root', folder, '--config', config, '--reporter', 'verbose'];
    const { stdout } = await promisify(execFile)(vitest, args, {
      cwd: folder,
      env: { ...process.env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    expect(stdout).toMatch(/Tests\s+\d+ passed/);
    expect(stdout).toContain('EXECUTOR_CLOSED');
  }, 60_000);
});
