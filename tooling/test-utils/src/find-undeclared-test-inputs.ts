import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoPath } from './repo-path.js';

/** The folders that hold workspace packages, as `pnpm-workspace.yaml` lists them. */
const packageParents = ['packages', 'apps', 'tooling'];

/**
 * Reads the test code of every workspace package (`*.test.ts`, `test/`, `__fixtures__/`) and lists what
 * reaches outside the package without turbo knowing: a relative path leaving the package (use
 * `repoPath` instead), a `repoPath(...)` whose path no `test` input of the package's turbo.json covers,
 * and a `repoPath(...)` whose first argument is not a string literal. Empty when everything is declared.
 */
export function findUndeclaredTestInputs(root = repoPath()): string[] {
  const problems: string[] = [];
  for (const packageDir of workspacePackages(root)) {
    const inputs = declaredRootInputs(packageDir);
    for (const file of testFiles(packageDir)) {
      const shown = path.relative(root, file);
      const text = readFileSync(file, 'utf8');
      for (const target of relativeTargets(text)) {
        const resolved = path.resolve(path.dirname(file), target);
        if (!isInside(packageDir, resolved))
          problems.push(`${shown}: "${target}" leaves the package; reach it with repoPath(...) instead`);
      }
      for (const segments of repoPathCalls(text)) {
        if (segments?.length === 0) continue;
        if (segments === undefined) {
          problems.push(`${shown}: repoPath(...) needs string literals naming the folder`);
        } else if (!inputs.some((input) => covers(input, segments.join('/')))) {
          const glob = `$TURBO_ROOT$/${segments.join('/')}/**`;
          problems.push(
            `${shown}: reads ${segments.join('/')}, which ${path.relative(root, packageDir)}/turbo.json does not list as a test input (add "${glob}")`,
          );
        }
      }
    }
  }
  return problems;
}

function workspacePackages(root: string): string[] {
  const parents = packageParents.map((parent) => path.join(root, parent)).filter(existsSync);
  const dirs = parents.flatMap((parent) => readdirSync(parent).map((name) => path.join(parent, name)));
  return [...dirs, path.join(root, 'bench')].filter((dir) => existsSync(path.join(dir, 'package.json')));
}

/** The `test` inputs of a package's turbo.json that name root files, without `$TURBO_ROOT$/`. */
function declaredRootInputs(packageDir: string): string[] {
  const file = path.join(packageDir, 'turbo.json');
  if (!existsSync(file)) return [];
  const config = JSON.parse(readFileSync(file, 'utf8')) as { tasks?: { test?: { inputs?: string[] } } };
  const inputs = config.tasks?.test?.inputs ?? [];
  return inputs.filter((input) => input.startsWith('$TURBO_ROOT$/')).map((input) => input.slice(13));
}

function testFiles(packageDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string, inTests: boolean) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      const tests = inTests || entry.name === 'test' || entry.name === '__fixtures__';
      if (entry.isDirectory()) walk(full, tests);
      else if (/\.[cm]?[jt]s$/.test(entry.name) && (tests || /\.test\.[cm]?[jt]s$/.test(entry.name)))
        files.push(full);
    }
  };
  for (const top of ['src', 'test'])
    if (existsSync(path.join(packageDir, top))) walk(path.join(packageDir, top), top === 'test');
  return files;
}

/**
 * The relative paths of `new URL('../x', import.meta.url)`, of imports, and of `path.resolve`/`path.join`
 * arguments (`'../../examples'`, or `'..', '..'` joined), to resolve against the file's folder.
 */
function relativeTargets(text: string): string[] {
  const urls = [...text.matchAll(/new URL\(\s*['"`](\.{1,2}\/?[^'"`$]*)['"`]\s*,\s*import\.meta\.url/g)];
  const imports = [...text.matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"]*)['"]/g)];
  const targets = [...urls, ...imports].map((match) => match[1] as string);
  for (const [, args] of text.matchAll(/path\.(?:resolve|join)\(([^)]*)\)/g)) {
    const literals = [...(args ?? '').matchAll(/'([^']*)'/g)].map((match) => match[1] as string);
    const steps = literals.filter((literal) => literal === '..');
    if (steps.length > 0) targets.push(steps.join('/'));
    targets.push(...literals.filter((literal) => literal.startsWith('../')));
  }
  return targets;
}

/** The leading literal segments of each `repoPath(...)` call; undefined for a call without one. */
function repoPathCalls(text: string): (string[] | undefined)[] {
  return [...text.matchAll(/(?<!function )repoPath\(([^)]*)\)/g)].map((match) => {
    if (match[1] === '...') return []; // the call as written in a sentence
    const segments = leadingLiterals(match[1] ?? '');
    return segments.length === 0 ? undefined : segments;
  });
}

/** `'a', 'b', name` -> ['a', 'b']. */
function leadingLiterals(args: string): string[] {
  const segments: string[] = [];
  for (const part of args.split(',')) {
    const literal = /^\s*'([^']+)'\s*$/.exec(part);
    if (literal === null) break;
    segments.push(literal[1] as string);
  }
  return segments;
}

/** Whether an input glob (relative to the root) covers `target`, a file or a folder. */
function covers(input: string, target: string): boolean {
  if (input.startsWith('!')) return false;
  const literal = input.split(/[*?{[]/)[0] ?? '';
  return input === target || literal.startsWith(`${target}/`) || `${target}/`.startsWith(literal);
}

function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
