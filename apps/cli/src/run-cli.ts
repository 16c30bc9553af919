import { Command, CommanderError } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import type { CliContext } from './cli-context.js';
import { type CliIo, createProcessIo } from './cli-io.js';
import { createCliOutput } from './cli-output.js';
import { registerAddCommand } from './commands/add-command.js';
import { registerCallCommand } from './commands/call-command.js';
import { registerDocsCommand } from './commands/docs-command.js';
import { registerEnvsCommand } from './commands/envs-command.js';
import { registerImportCommand } from './commands/import-openapi-command.js';
import { registerInitCommand } from './commands/init-command.js';
import { registerListCommand } from './commands/list-command.js';
import { registerRemoveCommand } from './commands/remove-command.js';
import { registerRunCommand } from './commands/run-command.js';
import { registerTypesCommand } from './commands/types-command.js';
import { registerValidateCommand } from './commands/validate-command.js';

/**
 * Runs the `mci` command line with `argv` (the arguments after the program name) and returns the exit code:
 * 0 on success, 1 when a command fails, 2 for usage errors. Nothing is thrown and the process is left alone.
 */
export async function runCli(argv: readonly string[], io: CliIo = createProcessIo()): Promise<number> {
  const output = createCliOutput(io);
  const context: CliContext = { output, exitCode: 0 };
  try {
    const serve = servesOrHelpsRun(argv) ? await import('@mci/mcp-server-app') : undefined;
    const program = createProgram(context, serve);
    await program.parseAsync([...argv], { from: 'user' });
    return context.exitCode;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    const [{ MciError, MciFileError }, { CliUsageError }] = await Promise.all([
      import('@mci/schema'),
      import('./cli-usage-error.js'),
    ]);
    const debug = argv.includes('--debug');
    if (MciFileError.isInstance(error)) {
      const { printFileError } = await import('./print-file-error.js');
      printFileError(error, output);
      return 1;
    }
    if (CliUsageError.isInstance(error)) {
      output.error(error.message);
      output.note(output.errorColors.dim(`Run mci ${commandName(argv)}--help for usage.`));
      return 2;
    }
    output.error(error instanceof Error ? error.message : String(error));
    if (debug && error instanceof Error && error.stack) output.note(output.errorColors.dim(error.stack));
    else if (!MciError.isInstance(error))
      output.note(output.errorColors.dim('Run again with --debug for details.'));
    return 1;
  }
}

function createProgram(context: CliContext, serve: Parameters<typeof registerRunCommand>[2]): Command {
  const { io, errorColors } = context.output;
  const program = new Command('mci')
    .description('MCI, the Model Context Interface: tools for AI agents declared in JSON or YAML files.')
    .version(packageJson.version, '-v, --version', 'print the version')
    .option('--debug', 'show the stack of errors')
    .helpOption('-h, --help', 'show help')
    .exitOverride()
    .showSuggestionAfterError()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      outputError: (text, write) => write(`${errorColors.red(text.trimEnd())}\n`),
    });
  registerInitCommand(program, context);
  registerListCommand(program, context);
  registerValidateCommand(program, context);
  registerCallCommand(program, context);
  registerRunCommand(program, context, serve);
  registerAddCommand(program, context);
  registerRemoveCommand(program, context);
  registerEnvsCommand(program, context);
  registerDocsCommand(program, context);
  registerImportCommand(program, context);
  registerTypesCommand(program, context);
  return program;
}

/** The words of argv that are not options: the command first. */
function words(argv: readonly string[]): string[] {
  return argv.filter((arg) => !arg.startsWith('-'));
}

/** `mci run ...` or `mci help run`: the only cases that need the serving options. */
function servesOrHelpsRun(argv: readonly string[]): boolean {
  const [first, second] = words(argv);
  return first === 'run' || (first === 'help' && second === 'run');
}

function commandName(argv: readonly string[]): string {
  const [name] = words(argv);
  return name ? `${name} ` : '';
}
