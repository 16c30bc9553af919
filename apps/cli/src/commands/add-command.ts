import type { Command } from 'commander';
import type { CliContext } from '../cli-context.js';
import { withFileOption } from '../schema-options.js';
import type { AddOptions } from './add-action.js';

export function registerAddCommand(program: Command, context: CliContext): void {
  withFileOption(
    program
      .command('add')
      .description('Add a toolset of the library folder to the main file, or change its filter')
      .argument('<toolset>', 'name of the toolset (a folder or file in the library folder, default mci/)')
      .option('--filter <type:values>', 'only:a,b | except:a,b | tags:x,y | without-tags:x,y'),
  ).action(async (name: string, options: AddOptions) => {
    const { addAction } = await import('./add-action.js');
    await addAction(context, name, options);
  });
}
