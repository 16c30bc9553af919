import { filterOption } from '@mci/mcp-server-app/filter-option';
import { type Command, InvalidArgumentError, Option } from 'commander';
import type { CliContext } from '../cli-context.js';
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
      .addOption(filterOption())
      .option(
        '--search <query>',
        'only the tools that best match these words, best first (what search_tools finds)',
      )
      .option('--limit <number>', 'with --search: at most this many tools (default 10)', parseLimit),
  ).action(async (options: ListOptions) => {
    const { listAction } = await import('./list-action.js');
    await listAction(context, options);
  });
}

function parseLimit(value: string): number {
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1)
    throw new InvalidArgumentError('expected a whole number of at least 1.');
  return limit;
}
