import { type Command, Option } from 'commander';
import type { CliContext } from '../cli-context.js';
import { filterOption } from '../filter-option.js';
import { withSchemaOptions } from '../schema-options.js';
import type { ListOptions } from './list-action.js';

export function registerListCommand(program: Command, context: CliContext): void {
  withSchemaOptions(
    program
      .command('list')
      .description('List the tools of the file, its toolsets and MCP servers')
      .addOption(
        new Option('--format <format>', 'output format').choices(['table', 'json', 'yaml']).default('table'),
      )
      .addOption(filterOption()),
  ).action(async (options: ListOptions) => {
    const { listAction } = await import('./list-action.js');
    await listAction(context, options);
  });
}
