import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFixture } from './fixtures.js';
import { runMci, writeFiles } from './run-mci.js';

describe('mci envs', () => {
  let temp: TempDir;
  beforeAll(async () => {
    temp = await createTempDir('mci-cli-envs-');
    await writeFiles(temp.path, {
      ...listFixture,
      'mci.json': {
        ...listFixture['mci.json'],
        mcp_servers: {
          remote: {
            type: 'http',
            url: 'https://example.test/mcp',
            headers: { Authorization: 'Bearer {{env.REMOTE_TOKEN}}' },
          },
        },
      },
    });
  });
  afterAll(() => temp.remove());

  const env = { ALPHA_TOKEN: 'set-value', GAMMA_URL: undefined, REMOTE_TOKEN: undefined };

  it('lists every variable, whether it is set, and where it is used', async () => {
    const run = await runMci(['envs'], { cwd: temp.path, env });
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^NAME\s+STATUS\s+USED IN$/);
    expect(lines[1]).toMatch(/^ALPHA_TOKEN\s+set\s+mci\.json: tools\[0\]\.execution\.text$/);
    expect(lines[2]).toMatch(/^GAMMA_URL\s+not set\s+mci[/\\]extra\.mci\.json: tools\[0\]\.execution\.text$/);
    expect(lines[3]).toMatch(
      /^REMOTE_TOKEN\s+not set\s+mci\.json: mcp_servers\.remote\.headers\.Authorization$/,
    );
    expect(run.stdout).not.toContain('set-value');
  });

  it('writes an example .env file', async () => {
    const run = await runMci(['envs', '--format', 'env'], { cwd: temp.path, env });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('# mci.json: tools[0].execution.text\nALPHA_TOKEN=\n');
    expect(run.stdout).toMatch(/# mci[/\\]extra\.mci\.json: tools\[0\]\.execution\.text\nGAMMA_URL=\n/);
    expect(run.stdout).toContain('REMOTE_TOKEN=\n');
    expect(run.stdout).not.toContain('set-value');
    expect(run.stdout.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([
      'ALPHA_TOKEN=',
      'GAMMA_URL=',
      'REMOTE_TOKEN=',
    ]);
  });
});
