import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Every published package; `@mci/cli` depends on all the others (some as dev dependencies), so all resolve from here. */
const packages = [
  '@mci/schema',
  '@mci/templating',
  '@mci/client',
  '@mci/executor-http',
  '@mci/executor-cli',
  '@mci/executor-file',
  '@mci/mcp-cache',
  '@mci/host',
  '@mci/docs',
  '@mci/openapi',
  '@mci/mcp-server',
  '@mci/cli',
];
const appDir = fileURLToPath(new URL('..', import.meta.url));

/** Runs CommonJS code in a fresh Node process; its stdout is one JSON value. */
function runCommonJs(code: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--input-type=commonjs', '-e', code], { cwd: appDir }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout)),
    );
  });
}

describe('require()', () => {
  it('loads every package from CommonJS with the same exports as import', async () => {
    const required = await runCommonJs(
      `const names = ${JSON.stringify(packages)};
      console.log(JSON.stringify(Object.fromEntries(names.map((name) => [name, Object.keys(require(name)).sort()]))));`,
    );
    const imported: Record<string, string[]> = {};
    for (const name of packages) imported[name] = Object.keys(await import(name)).sort();
    expect(required).toEqual(imported);
    for (const name of packages) expect(imported[name]?.length).toBeGreaterThan(0);
  });
});
