import type { Command } from 'commander';
import type { CliContext } from '../cli-context.js';
import { openClient } from '../open-client.js';
import { type SchemaOptions, withSchemaOptions } from '../schema-options.js';
import { formatResultText } from './format-result-text.js';
import { parseCallProps } from './parse-call-props.js';

interface CallOptions extends SchemaOptions {
  props?: string;
  prop?: string[];
  json?: boolean;
}

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
      .option('--json', 'print the whole result as JSON'),
  ).action(async (toolName: string, options: CallOptions) => {
    const { output } = context;
    // Usage errors first, before the file is loaded; then again with the tool's inputSchema.
    parseCallProps(options.props, options.prop ?? []);
    const { client } = await openClient(context, options);
    try {
      const props = parseCallProps(options.props, options.prop ?? [], client.getTool(toolName)?.inputSchema);
      const result = await client.execute(toolName, props);
      if (options.json) output.line(JSON.stringify(result, null, 2));
      else if (!result.isError) output.write(formatResultText(result));
      if (result.isError) {
        output.error(
          result.error ?? (formatResultText(result).trim() || `tool ${toolName} returned an error`),
        );
        context.exitCode = 1;
      }
    } finally {
      await client.close();
    }
  });
}
