import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMci, writeFiles } from './run-mci.js';

// `exection` is a typo: the tool then lacks its required `execution`, an error the warning explains.
const brokenFile = [
  '{',
  '  "schemaVersion": "1.0",',
  '  "tools": [',
  '    { "name": "hello", "exection": { "type": "text", "text": "hi" } }',
  '  ]',
  '}',
  '',
].join('\n');

describe('list, call and run on an invalid file', () => {
  let temp: TempDir;
  beforeEach(async () => {
    temp = await createTempDir('mci-cli-invalid-');
    await writeFiles(temp.path, { 'tools/mci.json': brokenFile });
  });
  afterEach(() => temp.remove());

  it('print what validate prints, with relative paths and the warning, then point to mci validate', async () => {
    const env = { NO_COLOR: '1' };
    const validate = await runMci(['validate', '-f', 'tools/mci.json'], { cwd: temp.path, env });
    const problems = validate.stdout.split('\n').filter((line) => /: (error|warning): /.test(line));
    expect(problems).toEqual([
      expect.stringMatching(/^tools\/mci\.json:4:\d+: error: tools\[0\]\.execution: /),
      'tools/mci.json:4:24: warning: tools[0].exection: unknown field "exection" is ignored; did you mean "execution"?',
    ]);
    const runs = await Promise.all([
      runMci(['list', '-f', 'tools/mci.json'], { cwd: temp.path, env }),
      runMci(['call', 'hello', '-f', 'tools/mci.json'], { cwd: temp.path, env }),
      runMci(['run', '-f', 'tools/mci.json'], { cwd: temp.path, env }),
    ]);
    for (const run of runs) {
      expect(run.code).toBe(1);
      expect(run.stderr.split('\n')).toEqual([
        ...problems,
        'error: tools/mci.json is not valid (1 error). Run mci validate -f tools/mci.json to check it.',
        '',
      ]);
    }
  });
});
