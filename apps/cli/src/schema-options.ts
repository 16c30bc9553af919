import type { Command } from 'commander';

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
