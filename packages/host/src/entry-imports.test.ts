import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A module hook in a child Node process writes every package specifier the built entry resolves.
const hook = `
import { writeSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  if (!specifier.startsWith('.') && !specifier.startsWith('node:') && !specifier.startsWith('file:')) {
    writeSync(2, 'resolved ' + specifier + '\\n');
  }
  return next(specifier, context);
}`;
const register = `import { register } from 'node:module'; register(${JSON.stringify(
  `data:text/javascript,${encodeURIComponent(hook)}`,
)});`;

function packagesResolvedBy(script: string): string[] {
  const packageDir = fileURLToPath(new URL('..', import.meta.url));
  const args = ['--import', `data:text/javascript,${encodeURIComponent(register)}`, '--input-type=module'];
  const result = spawnSync(process.execPath, [...args, '-e', script], { cwd: packageDir, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return [...result.stderr.matchAll(/^resolved (\S+)$/gm)].map((match) => match[1] as string);
}

describe('the entry of @mci/host', () => {
  it('loads the executors but not the server library until a server starts', () => {
    const resolved = packagesResolvedBy(
      "const { createDefaultExecutors } = await import('@mci/host'); createDefaultExecutors();",
    );
    expect(resolved).toEqual(expect.arrayContaining(['@mci/executor-http', '@mci/mcp-cache']));
    expect(resolved.filter((name) => name.startsWith('@mci/mcp-server'))).toEqual([]);
  });

  it('loads the server library when a server starts', () => {
    const start =
      "const { startMciMcpServer } = await import('@mci/host'); await startMciMcpServer({ mainFilePath: 'missing.json' }).catch(() => {});";
    expect(packagesResolvedBy(start)).toContain('@mci/mcp-server');
  });
});
