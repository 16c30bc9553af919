import type { Command } from 'commander';
import type { CliContext } from '../cli-context.js';

export function registerInitCommand(program: Command, context: CliContext): void {
  program
    .command('init')
    .description('Create mci.json (or mci.yaml) with example tools, and the library folder mci/')
    .option('--yaml', 'write YAML files instead of JSON')
    .action(async (options: { yaml?: boolean }) => {
      const { initAction } = await import('./init-action.js');
      await initAction(context, options);
    });
}
