import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findUndeclaredTestInputs } from './find-undeclared-test-inputs.js';
import { createTempDir, type TempDir } from './temp-dir.js';

let dir: TempDir;

beforeEach(async () => {
  dir = await createTempDir();
});

afterEach(async () => {
  await dir.remove();
});

/** Writes a package `packages/p` with `files` (relative to it). */
async function writePackage(files: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries({ 'package.json': '{}', ...files })) {
    const file = path.join(dir.path, 'packages', 'p', name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
}

// Built from parts, so this file's own text holds no such call or path.
const up = (count: number) => Array.from({ length: count }, () => '.'.repeat(2)).join('/');
const url = (target: string) => `const root = new URL('${target}', import.meta.url);\n`;
const importOf = (target: string) => `import { y } from '${target}';\n`;
const resolved = (target: string) => `const dir = path.resolve(packageDir, '${target}');\n`;
const joined = (count: number) =>
  `const dir = path.join(here, ${Array.from({ length: count }, () => `'${'.'.repeat(2)}'`).join(', ')});\n`;
const call = (args: string) => `const file = ${'repoPath'}(${args});\n`;
const turbo = (inputs: string[]) => JSON.stringify({ extends: ['//'], tasks: { test: { inputs } } });

describe('findUndeclaredTestInputs', () => {
  it('reports a file outside the package that turbo does not hash, with the input to add', async () => {
    await writePackage({ 'src/a.test.ts': call("'docs', 'error-codes.md'") });
    expect(findUndeclaredTestInputs(dir.path)).toEqual([
      `${path.join('packages', 'p', 'src', 'a.test.ts')}: reads docs/error-codes.md, which packages/p/turbo.json does not list as a test input (add "$TURBO_ROOT$/docs/error-codes.md/**")`,
    ]);
  });

  it('accepts the same read once turbo.json declares it', async () => {
    await writePackage({
      'src/a.test.ts': call("'packages', name, 'src'") + call("'docs', 'error-codes.md'"),
      'turbo.json': turbo([
        '$TURBO_DEFAULT$',
        '$TURBO_ROOT$/packages/*/src/**',
        '$TURBO_ROOT$/docs/error-codes.md',
      ]),
    });
    expect(findUndeclaredTestInputs(dir.path)).toEqual([]);
  });

  it('reports relative URLs, imports and path arguments that leave the package, in test folders and fixtures too', async () => {
    await writePackage({
      'test/support.ts': url(`${up(3)}/`),
      'src/__fixtures__/x.ts': importOf(`${up(3)}/q/src/y.js`),
      'src/b.test.ts': url('./__fixtures__/x.ts') + resolved(`${up(1)}/test`),
      'src/c.test.ts': resolved(`${up(2)}/examples`) + joined(2),
      'src/d.ts': url(up(3)),
    });
    expect(findUndeclaredTestInputs(dir.path)).toEqual([
      `${path.join('packages', 'p', 'src', '__fixtures__', 'x.ts')}: "${up(3)}/q/src/y.js" leaves the package; reach it with repoPath(...) instead`,
      `${path.join('packages', 'p', 'src', 'c.test.ts')}: "${up(2)}/examples" leaves the package; reach it with repoPath(...) instead`,
      `${path.join('packages', 'p', 'src', 'c.test.ts')}: "${up(2)}" leaves the package; reach it with repoPath(...) instead`,
      `${path.join('packages', 'p', 'test', 'support.ts')}: "${up(3)}/" leaves the package; reach it with repoPath(...) instead`,
    ]);
  });

  it('asks for literal folder names', async () => {
    await writePackage({ 'src/a.test.ts': call('folder') });
    expect(findUndeclaredTestInputs(dir.path)).toEqual([
      `${path.join('packages', 'p', 'src', 'a.test.ts')}: repoPath(...) needs string literals naming the folder`,
    ]);
  });

  it('finds nothing undeclared in this repository', () => {
    expect(findUndeclaredTestInputs()).toEqual([]);
  });
});
