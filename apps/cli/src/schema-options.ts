import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { CliCommandError } from './cli-command-error.js';
import type { CliIo } from './cli-io.js';

/** The options every command that reads an MCI file takes. */
export interface SchemaOptions {
  file?: string;
  envFile?: string;
}

/** Adds `--file/-f`. */
export function withFileOption(command: Command): Command {
  return command.option(
    '-f, --file <path>',
    'the MCI file (default: mci.json, mci.yaml or mci.yml in this folder)',
  );
}

/** Adds `--file/-f` and `--env-file`. */
export function withSchemaOptions(command: Command): Command {
  return withFileOption(command).option(
    '--env-file <path>',
    'read one more .env file (wins over the ones found; real env variables win over all)',
  );
}

/** The main file: `--file`, else mci.json, mci.yaml or mci.yml in the current folder. */
export async function resolveSchemaFile(options: SchemaOptions, io: CliIo): Promise<string> {
  if (options.file !== undefined) {
    const filePath = path.resolve(io.cwd, options.file);
    if (!existsSync(filePath)) throw new CliCommandError(`The MCI file ${options.file} does not exist.`);
    return filePath;
  }
  const { findSchemaFile } = await import('@mci/runtime');
  const found = await findSchemaFile(io.cwd);
  if (found === undefined) {
    throw new CliCommandError(
      `No mci.json, mci.yaml or mci.yml in ${io.cwd}: pass --file, or create one with mci init.`,
    );
  }
  return found;
}

/**
 * The env templates see: `.env`, then `mci/.env.mci`, then `.env.mci` next to the main file, then
 * `--env-file`, each winning over the ones before, and real env variables over all files.
 */
export async function loadEnvironment(
  schemaFilePath: string,
  options: SchemaOptions,
  io: CliIo,
): Promise<Record<string, string | undefined>> {
  const { loadDotenv } = await import('@mci/runtime');
  const loaded = await loadDotenv({
    schemaFilePath,
    cwd: io.cwd,
    processEnv: io.env,
    ...(options.envFile !== undefined && { envFile: options.envFile }),
  });
  return loaded.env;
}
