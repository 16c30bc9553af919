import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatDiagnostic, MciFileError } from '@mci/schema';
import { detectFormat } from '@mci/schema/internal';
import { CliCommandError } from '../cli-command-error.js';
import type { CliContext } from '../cli-context.js';
import { readMciDocument } from '../read-mci-document.js';
import { resolveMainFile } from '../resolve-main-file.js';
import type { SchemaOptions } from '../schema-options.js';
import { addToolsetToJson } from './add-toolset-to-json.js';
import { addToolsetToYaml } from './add-toolset-to-yaml.js';
import { parseToolsetFilter } from './parse-toolset-filter.js';
import type { ToolsetEntry } from './toolset-entry.js';

export interface AddOptions extends SchemaOptions {
  filter?: string;
}

/** `mci add`. */
export async function addAction(context: CliContext, name: string, options: AddOptions): Promise<void> {
  const { output } = context;
  const entry: ToolsetEntry = { name, ...(options.filter ? parseToolsetFilter(options.filter) : {}) };
  const schemaFilePath = await resolveMainFile(options, output.io);
  const toolCount = await checkToolset(schemaFilePath, entry);

  const text = await readFile(schemaFilePath, 'utf8');
  const edit = detectFormat(schemaFilePath) === 'yaml' ? addToolsetToYaml : addToolsetToJson;
  const result = edit(text, entry);
  await writeFile(schemaFilePath, result.text);

  const fileName = path.relative(output.io.cwd, schemaFilePath) || schemaFilePath;
  const verb = result.updated ? 'Updated' : 'Added';
  const filter = entry.filter ? ` with filter ${entry.filter}: ${entry.filterValue}` : '';
  output.line(
    `${output.colors.green(verb)} toolset ${name}${filter} in ${fileName} (${toolCount} tool${toolCount === 1 ? '' : 's'}).`,
  );
}

/** Loads the toolset alone, as the main file would, and returns how many tools pass its filter. */
async function checkToolset(schemaFilePath: string, entry: ToolsetEntry): Promise<number> {
  const document = (await readMciDocument(schemaFilePath).catch(() => undefined)) as
    | { libraryDir?: unknown }
    | undefined;
  if (typeof document !== 'object' || document === null) {
    throw new CliCommandError({
      reason: `${schemaFilePath} cannot be read as an MCI file; mci validate shows why.`,
    });
  }
  const libraryDir = typeof document.libraryDir === 'string' ? document.libraryDir : './mci';
  const [{ MCIClient }, { createDefaultExecutors }] = await Promise.all([
    import('@mci/client'),
    import('@mci/host'),
  ]);
  try {
    const client = await MCIClient.load({
      schema: { schemaVersion: '1.0', libraryDir, toolsets: [entry] },
      baseDir: path.dirname(schemaFilePath),
      executors: createDefaultExecutors(),
      offline: true,
    });
    const count = client.listTools().length;
    await client.close();
    return count;
  } catch (error) {
    if (!MciFileError.isInstance(error)) throw error;
    const problems = error.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
    throw new CliCommandError(
      {
        reason: `Cannot add toolset "${entry.name}":\n${problems.map((problem) => `  ${formatDiagnostic(problem)}`).join('\n')}`,
      },
      { cause: error },
    );
  }
}
