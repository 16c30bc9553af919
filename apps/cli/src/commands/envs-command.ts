import { type Command, Option } from 'commander';
import type { CliContext } from '../cli-context.js';
import { withSchemaOptions } from '../schema-options.js';
import type { EnvsOptions } from './envs-action.js';

export function registerEnvsCommand(program: Command, context: CliContext): void {
  withSchemaOptions(
    program
      .command('envs')
      .description('List the env variables the file, its toolsets and MCP servers use, and where')
      .addOption(
        new Option('--format <format>', 'table, or env for an example .env file')
          .choices(['table', 'env'])
          .default('table'),
      ),
  ).action(async (options: EnvsOptions) => {
    const { envsAction } = await import('./envs-action.js');
    await envsAction(context, options);
  });
}
