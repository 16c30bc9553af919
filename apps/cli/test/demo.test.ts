import { spawn } from 'node:child_process';
import { repoPath } from '@mci/test-utils/repo-path';
import { describe, expect, it } from 'vitest';

describe('examples/demo.mjs', () => {
  it('runs every step green', { timeout: 300_000 }, async () => {
    const child = spawn(process.execPath, [repoPath('examples', 'demo.mjs')], {
      cwd: repoPath('examples'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(output).toMatch(/All \d+ steps passed\./);
    expect(code).toBe(0);
    for (const text of [
      'Hello, Ada!',
      'Echo: hello over MCP',
      '"city":"Paris"',
      'tools/call greet: Hello, MCP client!',
    ]) {
      expect(output).toContain(text);
    }
  });
});
