import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DiagnosticCode, MciDiagnostic } from '@mci/schema';
import { formatJsonPath } from '@mci/schema/internal';
import { findCommandOnPath } from '../find-command-on-path.js';

type Env = Readonly<Record<string, string | undefined>>;
type JsonPath = ReadonlyArray<string | number>;

interface ParsedFile {
  readonly raw: unknown;
  locate(jsonPath: JsonPath): { line: number; column: number } | undefined;
}

interface Execution {
  readonly type?: unknown;
  readonly command?: unknown;
  readonly cwd?: unknown;
  readonly path?: unknown;
  readonly url?: unknown;
}

/**
 * Warnings about what a file names without placeholders and `mci validate` can check without running
 * anything: a cli tool's command that is not on PATH, a file tool's path that does not exist, an http
 * tool's URL without a scheme.
 */
export function findStaticTargetWarnings(
  parsed: ParsedFile,
  filePath: string,
  processEnv: Env,
): MciDiagnostic[] {
  const tools = (parsed.raw as { tools?: unknown }).tools;
  if (!Array.isArray(tools)) return [];
  const baseDir = path.dirname(filePath);
  return tools.flatMap((tool: unknown, index) => {
    const execution = (tool as { execution?: Execution } | null)?.execution;
    const found = execution ? checkExecution(execution, baseDir, processEnv) : undefined;
    if (!found) return [];
    const jsonPath = ['tools', index, 'execution', found.field];
    return [
      {
        severity: 'warning' as const,
        code: found.code,
        message: found.message,
        filePath,
        path: formatJsonPath(jsonPath),
        ...parsed.locate(jsonPath),
      },
    ];
  });
}

function checkExecution(
  execution: Execution,
  baseDir: string,
  processEnv: Env,
): { field: string; code: DiagnosticCode; message: string } | undefined {
  const { type, command, cwd, path: filePath, url } = execution;
  if (type === 'cli' && isStatic(command)) {
    const directory = isStatic(cwd) ? path.resolve(baseDir, cwd) : baseDir;
    if (findCommandOnPath(command, processEnv, directory)) return undefined;
    const message = `the command "${command}" is not on PATH (install it, or give its full path)`;
    return { field: 'command', code: 'COMMAND_NOT_FOUND', message };
  }
  if (type === 'file' && isStatic(filePath)) {
    const resolved = path.resolve(baseDir, filePath);
    if (existsSync(resolved)) return undefined;
    return {
      field: 'path',
      code: 'FILE_NOT_FOUND',
      message: `the file "${filePath}" does not exist (${resolved})`,
    };
  }
  if (
    type === 'http' &&
    typeof url === 'string' &&
    !url.startsWith('{{') &&
    !/^[a-z][a-z0-9+.-]*:\/\//i.test(url)
  ) {
    const message = `the URL "${url}" has no scheme; write it as https://${url.replace(/^\/+/, '')}`;
    return { field: 'url', code: 'URL_WITHOUT_SCHEME', message };
  }
  return undefined;
}

/** A non-empty string without placeholders: what it names is known before any call. */
function isStatic(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && !value.includes('{{') && !value.includes('{!!');
}
