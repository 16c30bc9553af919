import type { Command } from 'commander';
import type { CliContext } from '../cli-context.js';
import { withSchemaOptions } from '../schema-options.js';
import type { CallOptions } from './call-action.js';

export function registerCallCommand(program: Command, context: CliContext): void {
  withSchemaOptions(
    program
      .command('call')
      .description('Run one tool and print what it returns')
      .argument('<tool>', 'name of the tool')
      .option('--props <json>', 'the props as a JSON object')
      .option(
        '--prop <key=value>',
        'one prop (repeatable); read as JSON when valid, else as text (always text for string properties); dotted keys nest',
        (value: string, previous: string[] | undefined) => [...(previous ?? []), value],
      )
      .option('--json', 'print the whole result as JSON')
      .option('--allow-unknown-props', "send props the tool's inputSchema does not declare"),
  ).action(async (toolName: string, options: CallOptions) => {
    const { callAction } = await import('./call-action.js');
    await callAction(context, toolName, options);
  });
}
