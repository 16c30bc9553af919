import { filterOption } from '@mci/mcp-server-app/filter-option';
import type { Command } from 'commander';
import type { CliContext } from '../cli-context.js';
import { withSchemaOptions } from '../schema-options.js';
import type { TypesOptions } from './types-action.js';

export function registerTypesCommand(program: Command, context: CliContext): void {
  withSchemaOptions(
    program
      .command('types')
      .description(
        'Write the TypeScript declarations (.d.ts) of the tools, as code mode offers them (needs @mci/code-mode)',
      )
      .addOption(filterOption())
      .option('--out <path>', 'write the declarations to this file instead of printing them'),
  ).action(async (options: TypesOptions) => {
    const { typesAction } = await import('./types-action.js');
    await typesAction(context, options);
  });
}
