import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runReadmeBlock } from './run-readme-block.js';
import { useTempDir } from './use-temp-dir.js';

describe('runReadmeBlock', () => {
  const temp = useTempDir();

  // A module of the block's own (not a workspace package, whose build may still be under way): typed by
  // its declaration file, as a published package is.
  beforeEach(async () => {
    await writeFile(
      path.join(temp.path, 'demo.js'),
      'export class DemoError { constructor(code) { this.code = code; } }\n',
    );
    await writeFile(
      path.join(temp.path, 'demo.d.ts'),
      'export declare class DemoError {\n  constructor(code: string, message: string);\n  readonly code: string;\n}\n',
    );
  });

  it('runs a TypeScript block that type-checks against the built packages, and returns what it prints', async () => {
    const code =
      "import { DemoError } from './demo.js';\nconst error: DemoError = new DemoError('DEMO_CODE', 'demo');\nconsole.log(error.code);\n";
    const run = await runReadmeBlock({ language: 'ts', line: 1, code }, { cwd: temp.path });
    expect(run).toEqual({ stdout: 'DEMO_CODE\n', stderr: '', exitCode: 0 });
  }, 60_000);

  it('fails a TypeScript block with a type error, without running it', async () => {
    // A wrong constructor call: transpiled alone it would run and print.
    const code =
      "import { DemoError } from './demo.js';\nconst error = new DemoError(42, 'demo');\nconsole.log('ran', error.code);\n";
    const run = await runReadmeBlock({ language: 'ts', line: 7, code }, { cwd: temp.path });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /^2:29: TS2345: Argument of type 'number' is not assignable to parameter of type 'string'/,
    );
  }, 60_000);
});
