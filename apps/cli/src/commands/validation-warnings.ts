import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type MciDiagnostic, parseMainFile, parseToolsetFile } from '@mci/schema';
import { formatJsonPath } from '@mci/schema/internal';
import { renderValue } from '@mci/templating';
import { findCommandOnPath } from '../find-command-on-path.js';
import { collectEnvReferences } from './collect-env-references.js';
import { findStaticTargetWarnings } from './find-static-target-warnings.js';
import { nonPortableToolNames } from './non-portable-tool-names.js';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Warnings `mci validate` adds to the client's: tools without a description (a model chooses tools by
 * them), names model providers refuse, env variables that files use but nobody set, MCP server commands
 * that are not on PATH, and the commands, files and URLs of tools that cannot work as written (see
 * findStaticTargetWarnings). `files` are every file the client read, the main file first.
 */
export async function findValidationWarnings(
  files: readonly string[],
  env: Env,
  processEnv: Env,
): Promise<MciDiagnostic[]> {
  const warnings: MciDiagnostic[] = [];
  const reported = new Set<string>();
  for (const [index, filePath] of files.entries()) {
    const parsed = await parseFile(filePath, index === 0);
    if (!parsed) continue;
    warnings.push(...missingDescriptions(parsed, filePath));
    warnings.push(...nonPortableToolNames(parsed, filePath));
    warnings.push(...findStaticTargetWarnings(parsed, filePath, processEnv));
    for (const reference of collectEnvReferences(parsed.raw, filePath)) {
      if (env[reference.name] !== undefined || reported.has(reference.name)) continue;
      reported.add(reference.name);
      warnings.push({
        severity: 'warning',
        code: 'ENV_VARIABLE_NOT_SET',
        message: `env variable ${reference.name} is used but not set (set it, or add it to .env)`,
        filePath,
        path: reference.path,
        ...parsed.locate(reference.jsonPath),
      });
    }
    if (index === 0) warnings.push(...missingMcpCommands(parsed, filePath, env, processEnv));
  }
  return warnings;
}

interface ParsedFile {
  readonly raw: unknown;
  locate(jsonPath: ReadonlyArray<string | number>): { line: number; column: number } | undefined;
}

async function parseFile(filePath: string, isMain: boolean): Promise<ParsedFile | undefined> {
  try {
    const text = await readFile(filePath, 'utf8');
    return isMain ? parseMainFile(text, { filePath }) : parseToolsetFile(text, { filePath });
  } catch {
    return undefined;
  }
}

function missingDescriptions(parsed: ParsedFile, filePath: string): MciDiagnostic[] {
  const tools = (parsed.raw as { tools?: unknown }).tools;
  if (!Array.isArray(tools)) return [];
  return tools.flatMap((tool: unknown, index) => {
    const { name, description } = (tool ?? {}) as { name?: unknown; description?: unknown };
    if (typeof name !== 'string' || (typeof description === 'string' && description.trim() !== '')) return [];
    const jsonPath = ['tools', index];
    return [
      {
        severity: 'warning' as const,
        code: 'MISSING_DESCRIPTION',
        message: `tool "${name}" has no description; a model chooses tools by their descriptions (it is listed with its title, else its name)`,
        filePath,
        path: formatJsonPath(jsonPath),
        ...parsed.locate(jsonPath),
      },
    ];
  });
}

function missingMcpCommands(
  parsed: ParsedFile,
  filePath: string,
  env: Env,
  processEnv: Env,
): MciDiagnostic[] {
  const servers = (parsed.raw as { mcp_servers?: unknown }).mcp_servers;
  if (typeof servers !== 'object' || servers === null) return [];
  const warnings: MciDiagnostic[] = [];
  for (const [name, server] of Object.entries(servers)) {
    const command = (server as { command?: unknown } | null)?.command;
    if (typeof command !== 'string') continue;
    const rendered = renderCommand(command, env);
    if (rendered === undefined || findCommandOnPath(rendered, processEnv, path.dirname(filePath))) continue;
    const jsonPath = ['mcp_servers', name, 'command'];
    warnings.push({
      severity: 'warning',
      code: 'MCP_COMMAND_NOT_FOUND',
      message: `the command "${rendered}" of MCP server "${name}" is not on PATH`,
      filePath,
      path: formatJsonPath(jsonPath),
      ...parsed.locate(jsonPath),
    });
  }
  return warnings;
}

function renderCommand(command: string, env: Env): string | undefined {
  try {
    return String(renderValue(command, { env }));
  } catch {
    return undefined;
  }
}
