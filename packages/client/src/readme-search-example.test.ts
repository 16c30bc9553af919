import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

describe('README', () => {
  it('runs the example of "Searching tools" and prints what its comment says', () => {
    const readme = readFileSync(`${packageDir}README.md`, 'utf8');
    const section = readme.slice(readme.indexOf('## Searching tools'));
    const code = /```js\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    const expected = /console\.log\(.*\); \/\/ (.*)/.exec(code)?.[1];
    // Inside the package folder, `@mci/client` resolves to the package itself (its built dist).
    const file = `${packageDir}readme-search-example.tmp.mjs`;
    writeFileSync(file, code);
    try {
      const output = execFileSync(process.execPath, [file], { encoding: 'utf8' });
      expect(output.trim()).toBe(expected);
    } finally {
      rmSync(file, { force: true });
    }
  });
});
