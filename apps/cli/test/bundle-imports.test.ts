import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { describe, expect, it } from 'vitest';

// The command line is bundled (tsup.config.ts): whatever dist still imports is loaded from node_modules of
// the installed package, so it must be a dependency (dev dependencies are not installed for users).
const distDir = new URL('../dist/', import.meta.url);
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** Every bare specifier of a static import, `import()`, `require()` or `createRequire(...)()` in dist. */
function importedSpecifiers(): Map<string, string> {
  const found = new Map<string, string>();
  // A specifier has no blanks: bundled code also holds prose such as `from",` inside strings.
  const patterns = [
    /\bfrom\s*"([^"\s]+)"/g,
    /\bimport\(\s*"([^"\s]+)"\s*\)/g,
    /\brequire\d*\(\s*"([^"\s]+)"\s*\)/g,
    /createRequire\d*\(import\.meta\.url\)\(\s*"([^"\s]+)"\s*\)/g,
  ];
  for (const file of readdirSync(distDir).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(new URL(file, distDir), 'utf8');
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        const specifier = match[1] as string;
        if (!specifier.startsWith('.')) found.set(specifier, file);
      }
    }
  }
  return found;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] as string);
}

describe('the bundled command line', () => {
  const specifiers = importedSpecifiers();

  it('imports from node_modules only its dependencies and Node built-ins', () => {
    const builtins = new Set(builtinModules);
    const missing = [...specifiers]
      .filter(([specifier]) => !specifier.startsWith('node:') && !builtins.has(specifier))
      .filter(([specifier]) => !(packageName(specifier) in packageJson.dependencies))
      .map(([specifier, file]) => `${specifier} (in ${file})`);
    expect(missing).toEqual([]);
  });

  it('bundles its own packages and start-up libraries instead of importing them', () => {
    const bundled = [
      '@mci/client',
      '@mci/runtime',
      '@mci/templating',
      '@modelcontextprotocol/sdk',
      'zod',
      'commander',
    ];
    expect(bundled.filter((name) => [...specifiers.keys()].some((s) => packageName(s) === name))).toEqual([]);
    // The scan does see what stays outside: undici and the lazily required ajv and yaml.
    expect([...specifiers.keys()].map(packageName)).toEqual(
      expect.arrayContaining(['undici', 'ajv', 'yaml']),
    );
  });
});
