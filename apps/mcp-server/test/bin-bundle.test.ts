import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  countBundledZodCopies,
  findBundleImports,
  findUndeclaredImports,
  packageNameOf,
} from '@mci/test-utils/bundle-imports';
import { describe, expect, it } from 'vitest';

// The bin is bundled (tsup.config.ts): whatever dist/bin still imports is loaded from node_modules of the
// installed package, so it must be a dependency or an optional peer (loaded through importOptionalPackage).
const { dependencies, peerDependencies, bin } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  bin: Record<string, string>;
};
const distDir = fileURLToPath(new URL('../dist/bin/', import.meta.url));
const packages = [...findBundleImports(distDir).keys()].map(packageNameOf);

describe('the bundled mci-mcp-server bin', () => {
  it('is what package.json names as the bin', () => {
    expect(bin['mci-mcp-server']).toBe('./dist/bin/mci-mcp-server.js');
  });

  it('imports from node_modules only its dependencies and optional peers', () => {
    expect(findUndeclaredImports(distDir, { ...dependencies, ...peerDependencies })).toEqual([]);
  });

  it('bundles the MCI packages, the MCP SDK and commander instead of importing them', () => {
    const bundled = [
      '@mci/client',
      '@mci/runtime',
      '@mci/schema',
      '@modelcontextprotocol/sdk',
      'commander',
      'zod',
    ];
    expect(bundled.filter((name) => packages.includes(name))).toEqual([]);
    expect(packages).toEqual(expect.arrayContaining(['undici', 'ajv', 'yaml']));
  });

  it('holds one copy of zod: no MCI package inlines its own', () => {
    expect(countBundledZodCopies(distDir)).toBe(1);
  });
});
