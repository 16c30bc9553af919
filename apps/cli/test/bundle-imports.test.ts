import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  countBundledZodCopies,
  findBundleImports,
  findUndeclaredImports,
  packageNameOf,
} from '@mci/test-utils/bundle-imports';
import { describe, expect, it } from 'vitest';

// The command line is bundled (tsup.config.ts): whatever dist still imports is loaded from node_modules of
// the installed package, so it must be a dependency (dev dependencies are not installed for users) or an
// optional peer dependency, loaded through importOptionalPackage, which names the package when it is missing.
const { dependencies, peerDependencies } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { dependencies: Record<string, string>; peerDependencies: Record<string, string> };
const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const packages = [...findBundleImports(distDir).keys()].map(packageNameOf);

describe('the bundled command line', () => {
  it('imports from node_modules only its dependencies and optional peers', () => {
    expect(findUndeclaredImports(distDir, { ...dependencies, ...peerDependencies })).toEqual([]);
  });

  it('keeps telemetry export and Redis out of the default install', () => {
    expect(Object.keys(dependencies)).not.toContain('@opentelemetry/sdk-node');
    expect(Object.keys(dependencies)).not.toContain('@opentelemetry/api');
    expect(Object.keys(dependencies)).not.toContain('ioredis');
    expect(packages).toEqual(expect.arrayContaining(['@opentelemetry/sdk-node', 'ioredis']));
  });

  it('keeps the code mode sandbox out of the default install and out of the bundle', () => {
    expect(Object.keys(dependencies)).not.toContain('@mci/code-mode');
    expect(Object.keys(peerDependencies)).toContain('@mci/code-mode');
    expect(packages).toContain('@mci/code-mode');
  });

  it('bundles its own packages, the MCP SDK and its start-up libraries instead of importing them', () => {
    const bundled = [
      '@mci/client',
      '@mci/host',
      '@mci/templating',
      '@modelcontextprotocol/sdk',
      '@modelcontextprotocol/server',
      'zod',
      'commander',
    ];
    expect(bundled.filter((name) => packages.includes(name))).toEqual([]);
    // The scan does see what stays outside: undici and the lazily required ajv and yaml.
    expect(packages).toEqual(expect.arrayContaining(['undici', 'ajv', 'yaml']));
  });

  it('holds one copy of zod: no MCI package inlines its own', () => {
    expect(countBundledZodCopies(distDir)).toBe(1);
  });
});
