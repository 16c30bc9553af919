import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

// A specifier has no blanks: bundled code also holds prose such as `from",` inside strings.
const patterns = [
  /\bfrom\s*"([^"\s]+)"/g,
  /\bimport\(\s*"([^"\s]+)"\s*\)/g,
  /\brequire\d*\(\s*"([^"\s]+)"\s*\)/g,
  /createRequire\d*\(import\.meta\.url\)\(\s*"([^"\s]+)"\s*\)/g,
];

/**
 * Every bare specifier a bundled `dist` folder still loads from node_modules (a static import, `import()`,
 * `require()` or `createRequire(...)()`), with a file that does, Node's built-ins left out.
 */
export function findBundleImports(distDir: string): Map<string, string> {
  const builtins = new Set(builtinModules);
  const found = new Map<string, string>();
  for (const file of readdirSync(distDir).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(path.join(distDir, file), 'utf8');
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        const specifier = match[1] as string;
        if (specifier.startsWith('.') || specifier.startsWith('node:') || builtins.has(specifier)) continue;
        found.set(specifier, file);
      }
    }
  }
  return found;
}

/** The package a specifier loads: `@scope/name` or `name`, without a subpath. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] as string);
}

/**
 * What a bundled `dist` folder loads from node_modules without it being among `dependencies` (dev
 * dependencies are not installed for users), as `specifier (in file)`.
 */
export function findUndeclaredImports(
  distDir: string,
  dependencies: Readonly<Record<string, string>>,
): string[] {
  return [...findBundleImports(distDir)]
    .filter(([specifier]) => !(packageNameOf(specifier) in dependencies))
    .map(([specifier, file]) => `${specifier} (in ${file})`);
}

/** Written once by each copy of zod's core (its base schema class), whatever the bundler renames. */
const zodCopyMarker = '$constructor("$ZodType"';

/**
 * How many copies of zod a bundled `dist` folder holds. Two copies double its size and break
 * `instanceof` between schemas: a library that inlines zod into its own build adds a second one.
 */
export function countBundledZodCopies(distDir: string): number {
  let copies = 0;
  for (const file of readdirSync(distDir).filter((name) => name.endsWith('.js'))) {
    copies += readFileSync(path.join(distDir, file), 'utf8').split(zodCopyMarker).length - 1;
  }
  return copies;
}
