import { filterOption } from '@mci/mcp-server-app/filter-option';
import { type Command, Option } from 'commander';
import type { CliContext } from '../cli-context.js';
import { withSchemaOptions } from '../schema-options.js';
import type { DocsOptions } from './docs-action.js';

export function registerDocsCommand(program: Command, context: CliContext): void {
  withSchemaOptions(
    program
      .command('docs')
      .description('Write MCP_TOOL_SPECIFICATION.md: the contract of each tool, generated from the file')
      .option('--out <path>', 'write the document to this file instead of printing it')
      .addOption(new Option('--format <format>', 'output format').choices(['md', 'json']).default('md'))
      .addOption(filterOption())
      .option(
        '--check',
        'exit 1 with a diff summary when the document (--out, default MCP_TOOL_SPECIFICATION.md beside the file) is out of date',
      ),
  ).action(async (options: DocsOptions) => {
    const { docsAction } = await import('./docs-action.js');
    await docsAction(context, options);
  });
}
