import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
/** What starts a server from a file, and the executors: the host side, never this library. */
const hostSide = /^@mci\/(host|mcp-cache|executor-(cli|file|http))$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('the server library', () => {
  it('depends on neither @mci/host nor any executor', () => {
    const names = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];
    expect(names.filter((name) => hostSide.test(name))).toEqual([]);
    // The kit executors are written with is shared code, not an executor.
    expect(names).toContain('@mci/executor-kit');
  });

  it('imports neither of them from its sources', () => {
    const imports = sourceFiles(path.join(packageDir, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:from |import\()'(@mci\/[^'/]+)/g)].map(
        (match) => match[1] ?? '',
      ),
    );
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((name) => hostSide.test(name))).toEqual([]);
  });
});
