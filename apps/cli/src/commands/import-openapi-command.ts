import type { Command } from 'commander';
import type { CliContext } from '../cli-context.js';
import { withFileOption } from '../schema-options.js';
import type { ImportOpenApiCommandOptions } from './import-openapi-action.js';
import { importAuthForms } from './parse-import-auth.js';

/** `mci import openapi <file-or-url>`: an OpenAPI document becomes a toolset of the library folder. */
export function registerImportCommand(program: Command, context: CliContext): void {
  const importCommand = program
    .command('import')
    .description('Make a toolset from another description of tools');
  withFileOption(
    importCommand
      .command('openapi')
      .description(
        'Turn an OpenAPI 3.0/3.1 or Swagger 2.0 document into a toolset of http tools and add it to the main file',
      )
      .argument('<file-or-url>', 'the OpenAPI document: a JSON or YAML file, or an http(s) URL')
      .option(
        '--name <name>',
        "toolset name and env variable prefix (default: a short name from the document's title or host, such as github)",
      )
      .option('--prefix <prefix>', 'put before every tool name (gh_ makes get_user gh_get_user)')
      .option(
        '--auth <kind:...>',
        `credentials of every tool, kept on the toolset's entry in the main file, from env variables: ${importAuthForms}`,
      )
      .option(
        '--out <file>',
        'toolset file to write, YAML for .yaml/.yml (default: <libraryDir>/<name>.mci.json)',
      )
      .option('--include-tags <tags>', 'only operations with one of these tags (comma-separated)')
      .option('--exclude-tags <tags>', 'leave out operations with one of these tags (comma-separated)')
      .option('--operations <ids>', 'only these operations, by operationId or tool name (comma-separated)')
      .option('--base-url <url>', "server URL of every tool instead of the document's servers")
      .option('--allow-external-refs', "follow $refs to the network and outside the document's folder")
      .option('--dry-run', 'print the toolset instead of writing it')
      .option(
        '--report-json <file>',
        'write the report as JSON (every operation: imported, or skipped with the reason; env variables)',
      )
      .option('--no-add', 'write the toolset file without adding it to the main file'),
  ).action(async (source: string, options: ImportOpenApiCommandOptions) => {
    const { importOpenApiAction } = await import('./import-openapi-action.js');
    await importOpenApiAction(context, source, options);
  });
}
