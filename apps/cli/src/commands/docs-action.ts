import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CliCommandError } from '../cli-command-error.js';
import type { CliContext } from '../cli-context.js';
import { openClient } from '../open-client.js';
import type { SchemaOptions } from '../schema-options.js';
import { selectTools } from '../select-tools.js';

export interface DocsOptions extends SchemaOptions {
  out?: string;
  format: 'md' | 'json';
  filter?: string[];
  check?: boolean;
}

/** `mci docs`. */
export async function docsAction(context: CliContext, options: DocsOptions): Promise<void> {
  const { output } = context;
  const { client, schemaFilePath, env } = await openClient(context, options);
  let text: string;
  try {
    const tools = await selectTools(client, options.filter);
    const [
      { createToolSpecification, renderToolSpecification },
      { createDefaultExecutors },
      { mcpServerErrorCodes },
    ] = await Promise.all([import('@mci/docs'), import('@mci/host'), import('@mci/mcp-server')]);
    const executors = createDefaultExecutors();
    const servedWith = [mcpServerErrorCodes];
    const specification = await createToolSpecification(tools, {
      mainFilePath: schemaFilePath,
      env,
      executors,
      servedWith,
    });
    text =
      options.format === 'json'
        ? `${JSON.stringify(specification, null, 2)}\n`
        : renderToolSpecification(specification);
  } finally {
    await client.close();
  }
  const { io } = output;
  if (options.check) {
    const target = options.out
      ? path.resolve(io.cwd, options.out)
      : path.join(path.dirname(schemaFilePath), `MCP_TOOL_SPECIFICATION.${options.format}`);
    await checkDocument(context, target, text, regenerateCommand(io.cwd, schemaFilePath, target, options));
  } else if (options.out) {
    const target = path.resolve(io.cwd, options.out);
    await writeFile(target, text).catch((error: unknown) => {
      throw new CliCommandError(
        { reason: `Cannot write ${options.out}: ${describeFsError(error)}.` },
        {
          cause: error,
        },
      );
    });
    output.note(`Wrote ${path.relative(io.cwd, target) || target}.`);
  } else {
    output.write(text);
  }
}

async function checkDocument(context: CliContext, target: string, text: string, regenerate: string) {
  const { output } = context;
  const { colors } = output;
  const shown = path.relative(output.io.cwd, target) || target;
  const committed = await readFile(target, 'utf8').catch((error: unknown) => {
    throw new CliCommandError(
      { reason: `Cannot read ${shown}: ${describeFsError(error)}. Create it with: ${regenerate}` },
      {
        cause: error,
      },
    );
  });
  const { compareDocuments } = await import('@mci/docs');
  const difference = compareDocuments(committed, text);
  if (difference === undefined) {
    output.line(colors.green(`✔ ${shown} is up to date`));
    return;
  }
  output.error(`${shown} is out of date: ${difference.summary}`);
  output.note(`Update it with: ${regenerate}`);
  context.exitCode = 1;
}

/** The command that writes the checked document, with paths as the user gave them. */
function regenerateCommand(
  cwd: string,
  schemaFilePath: string,
  target: string,
  options: DocsOptions,
): string {
  const words = ['mci', 'docs', '-f', path.relative(cwd, schemaFilePath) || schemaFilePath];
  for (const filter of options.filter ?? []) words.push('--filter', filter);
  if (options.format !== 'md') words.push('--format', options.format);
  words.push('--out', path.relative(cwd, target) || target);
  return words
    .map((word) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`))
    .join(' ');
}

function describeFsError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOENT') return 'no such file or folder';
  if (code === 'EISDIR') return 'it is a folder';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
}
