import type { Command } from 'commander';
import type { CliContext } from '../cli-context.js';
import { withFileOption } from '../schema-options.js';
import type { RemoveOptions } from './remove-action.js';

export function registerRemoveCommand(program: Command, context: CliContext): void {
  withFileOption(
    program
      .command('remove')
      .description('Remove a toolset from the main file and delete its file from the library folder')
      .argument('<toolset>', 'name of the toolset, as in the main file (mci list shows it in SOURCE)')
      .option('--no-delete', "keep the toolset's file, only remove its entry from the main file"),
  ).action(async (name: string, options: RemoveOptions) => {
    const { removeAction } = await import('./remove-action.js');
    await removeAction(context, name, options);
  });
}
