import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import type { ReadmeBlock } from './readme-blocks.js';
import { shellEnv } from './shell-env.js';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface RunReadmeBlockOptions {
  /** The folder the block runs in (its `./mci.json`, `./templates/...`); `node_modules/@mci` is added. */
  readonly cwd: string;
  /** Command-line arguments (`process.argv.slice(2)` for a script). */
  readonly args?: readonly string[];
  /** What the block reads on stdin (default: nothing, stdin closed at once). */
  readonly input?: string;
  /** Environment variables added to the current ones. */
  readonly env?: Readonly<Record<string, string>>;
}

export interface ReadmeBlockRun {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
}

/**
 * Runs a block in `options.cwd` as a reader would, where every workspace package resolves as `@mci/<name>`:
 * a `js`/`ts` block as an ES module with Node (a `ts` block is type-checked first, strictly, against the
 * built packages, and not run when it has a type error: the errors come back in `stderr` with exit code 1,
 * lines counted in the block), an `sh`/`bash` block with
 * `bash -e` and the workspace's `mci` and `mci-mcp-server` bins on `PATH`. Never rejects: the exit code is
 * returned.
 */
export async function runReadmeBlock(
  block: ReadmeBlock,
  options: RunReadmeBlockOptions,
): Promise<ReadmeBlockRun> {
  await linkWorkspacePackages(options.cwd);
  const typeErrors = isTypeScript(block) ? await typeCheck(block, options.cwd) : '';
  if (typeErrors) return { stdout: '', stderr: typeErrors, exitCode: 1 };
  const shell = block.language === 'sh' || block.language === 'bash';
  const file = path.join(options.cwd, `readme-block-${block.line}.${shell ? 'sh' : 'mjs'}`);
  await writeFile(file, shell ? block.code : toJavaScript(block));
  const env: NodeJS.ProcessEnv = { ...shellEnv(), ...options.env };
  if (shell) env.PATH = `${await linkWorkspaceBins(options.cwd)}${path.delimiter}${env.PATH ?? ''}`;
  const [command, first] = shell ? ['bash', ['-e', file]] : [process.execPath, [file]];
  const running = run(command, [...first, ...(options.args ?? [])], {
    cwd: options.cwd,
    env,
    timeout: 60_000,
  });
  running.child.stdin?.end(options.input ?? '');
  try {
    const { stdout, stderr } = await running;
    return { stdout, stderr, exitCode: 0 };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; code?: number };
    return { stdout: failed.stdout ?? '', stderr: failed.stderr ?? '', exitCode: failed.code ?? 1 };
  }
}

function isTypeScript(block: ReadmeBlock): boolean {
  return block.language === 'ts' || block.language === 'typescript';
}

/** Node's types, from this package's own dependencies (a temporary folder has none). */
const typeRoots = [fileURLToPath(new URL('../node_modules/@types', import.meta.url))];

const checkOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  // A block may import a JavaScript file of the example it shows: its types are inferred.
  allowJs: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ['lib.es2023.d.ts'],
  types: ['node'],
  typeRoots,
};

/** A compiler host that parses the libraries and the packages' declarations once per test file. */
const cachingHost = createCachingHost();

function createCachingHost(): ts.CompilerHost {
  const host = ts.createCompilerHost(checkOptions);
  const parsed = new Map<string, ts.SourceFile | undefined>();
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError) => {
    if (path.basename(fileName).startsWith('readme-block-'))
      return getSourceFile(fileName, languageVersion, onError);
    if (!parsed.has(fileName)) parsed.set(fileName, getSourceFile(fileName, languageVersion, onError));
    return parsed.get(fileName);
  };
  return host;
}

/** The block's type errors, one per line as `line:column: TSxxxx: message`, or `''`. */
async function typeCheck(block: ReadmeBlock, cwd: string): Promise<string> {
  const file = path.join(cwd, `readme-block-${block.line}.mts`);
  await writeFile(file, block.code);
  const program = ts.createProgram({ rootNames: [file], options: checkOptions, host: cachingHost });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      const start = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const where = start ? `${start.line + 1}:${start.character + 1}: ` : '';
      return `${where}TS${diagnostic.code}: ${message}\n`;
    })
    .join('');
}

function toJavaScript(block: ReadmeBlock): string {
  if (!isTypeScript(block)) return block.code;
  const compilerOptions = { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 };
  return ts.transpileModule(block.code, { compilerOptions }).outputText;
}

async function linkWorkspacePackages(cwd: string): Promise<void> {
  const scope = path.join(cwd, 'node_modules', '@mci');
  await mkdir(scope, { recursive: true });
  for (const parent of ['packages', 'apps']) {
    for (const entry of readdirSync(path.join(repoRoot, parent))) {
      const directory = path.join(repoRoot, parent, entry);
      const manifest = JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8')) as {
        name: string;
      };
      await symlink(directory, path.join(scope, manifest.name.replace('@mci/', '')), 'dir').catch(
        ignoreExisting,
      );
    }
  }
}

async function linkWorkspaceBins(cwd: string): Promise<string> {
  const bin = path.join(cwd, 'node_modules', '.bin');
  await mkdir(bin, { recursive: true });
  const bins = {
    mci: 'apps/cli/dist/mci.js',
    'mci-mcp-server': 'apps/cli/dist/mci-mcp-server.js',
  };
  for (const [name, script] of Object.entries(bins)) {
    const shim = `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(path.join(repoRoot, script))} "$@"\n`;
    await writeFile(path.join(bin, name), shim, { mode: 0o755 });
  }
  return bin;
}

function ignoreExisting(error: NodeJS.ErrnoException): void {
  if (error.code !== 'EEXIST') throw error;
}
