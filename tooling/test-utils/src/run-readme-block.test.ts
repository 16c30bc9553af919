import { describe, expect, it } from 'vitest';
import { runReadmeBlock } from './run-readme-block.js';
import { useTempDir } from './use-temp-dir.js';

describe('runReadmeBlock', () => {
  const temp = useTempDir();

  it('runs a TypeScript block that type-checks against the built packages, and returns what it prints', async () => {
    const code =
      "import { MciError } from '@mci/schema';\nconst error: MciError = new MciError('DEMO_CODE', 'demo');\nconsole.log(error.code);\n";
    const run = await runReadmeBlock({ language: 'ts', line: 1, code }, { cwd: temp.path });
    expect(run).toEqual({ stdout: 'DEMO_CODE\n', stderr: '', exitCode: 0 });
  }, 60_000);

  it('fails a TypeScript block with a type error, without running it', async () => {
    // A wrong constructor call: transpiled alone it would run and print.
    const code =
      "import { MciError } from '@mci/schema';\nconst error = new MciError(42, 'demo');\nconsole.log('ran', error.code);\n";
    const run = await runReadmeBlock({ language: 'ts', line: 7, code }, { cwd: temp.path });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /^2:28: TS2345: Argument of type 'number' is not assignable to parameter of type 'string'/,
    );
  }, 60_000);
});
