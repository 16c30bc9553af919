import { existsSync } from 'node:fs';
import path from 'node:path';
import { findMainFile } from '@mci/host/find-main-file';
import { CliCommandError } from './cli-command-error.js';
import type { CliIo } from './cli-io.js';
import type { SchemaOptions } from './schema-options.js';

/** The main file: `--file`, else mci.json, mci.yaml or mci.yml in the current folder. */
export async function resolveMainFile(options: SchemaOptions, io: CliIo): Promise<string> {
  if (options.file !== undefined) {
    const filePath = path.resolve(io.cwd, options.file);
    if (!existsSync(filePath))
      throw new CliCommandError({ reason: `The MCI file ${options.file} does not exist.` });
    return filePath;
  }
  const found = await findMainFile(io.cwd);
  if (found === undefined) {
    throw new CliCommandError({
      reason: `No mci.json, mci.yaml or mci.yml in ${io.cwd}: pass --file, or create one with mci init.`,
    });
  }
  return found;
}
