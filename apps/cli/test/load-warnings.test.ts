import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMci, writeFiles } from './run-mci.js';

describe('the warnings of the load', () => {
  let temp: TempDir;
  beforeAll(async () => {
    temp = await createTempDir('mci-cli-load-warnings-');
    await writeFiles(temp.path, {
      'mci.json': {
        schemaVersion: '1.0',
        colour: 'blue',
        tools: [{ name: 'hello', description: 'Says hi', execution: { type: 'text', text: 'hi' } }],
      },
    });
  });
  afterAll(() => temp.remove());

  const warning = /^mci\.json:\d+:\d+: warning: colour: unknown field "colour"/m;

  it('are printed on stderr by mci list, leaving stdout to the JSON', async () => {
    const run = await runMci(['list', '--format', 'json'], { cwd: temp.path });
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(warning);
    expect(JSON.parse(run.stdout).map((tool: { name: string }) => tool.name)).toEqual(['hello']);
  });

  it('are printed on stderr by mci call, leaving stdout to the result', async () => {
    const run = await runMci(['call', 'hello', '--json'], { cwd: temp.path });
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(warning);
    expect(JSON.parse(run.stdout)).toEqual({ isError: false, content: [{ type: 'text', text: 'hi' }] });
  });
});
