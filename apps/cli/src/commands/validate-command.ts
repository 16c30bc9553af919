import type { Command } from 'commander';
import type { CliContext } from '../cli-context.js';
import { type SchemaOptions, withSchemaOptions } from '../schema-options.js';

export function registerValidateCommand(program: Command, context: CliContext): void {
  withSchemaOptions(
    program
      .command('validate')
      .description(
        'Check the file, its toolsets and cached MCP tools without connecting to or running anything',
      ),
  ).action(async (options: SchemaOptions) => {
    const { validateAction } = await import('./validate-action.js');
    await validateAction(context, options);
  });
}
