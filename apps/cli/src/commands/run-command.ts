import type { Command } from 'commander';
import type { CliContext } from '../cli-context.js';
import { withFileOption } from '../schema-options.js';

type ServeModule = typeof import('@mci/mcp-server-app');

/**
 * `mci run`. The serving options are those of `mci-mcp-server`, defined once in `@mci/mcp-server-app`;
 * `serve` is that module, loaded only when `run` is the command (other commands start faster without it).
 */
export function registerRunCommand(
  program: Command,
  context: CliContext,
  serve: ServeModule | undefined,
): void {
  const command = withFileOption(
    program
      .command('run')
      .description('Serve the tools over MCP: stdio by default, Streamable HTTP with --http'),
  );
  if (!serve) return;
  serve
    .addServeOptions(command)
    .action(async (options: Parameters<ServeModule['serveSettingsFromOptions']>[0] & { file?: string }) => {
      const [{ CliUsageError }, { resolveMainFile }, { startMciMcpServer }] = await Promise.all([
        import('../cli-usage-error.js'),
        import('../resolve-main-file.js'),
        import('@mci/host'),
      ]);
      const { InvalidServeOptionError, serveErrorHint } = serve;
      const { io } = context.output;
      const mainFilePath = await resolveMainFile(options, io);
      let settings: ReturnType<ServeModule['serveSettingsFromOptions']>;
      try {
        settings = serve.serveSettingsFromOptions(options, {
          mainFilePath,
          processEnv: io.env,
        });
      } catch (error) {
        if (InvalidServeOptionError.isInstance(error)) {
          throw new CliUsageError({ reason: error.message }, { cause: error });
        }
        throw error;
      }
      let running: Awaited<ReturnType<typeof startMciMcpServer>>;
      try {
        running = await startMciMcpServer({ ...settings, cwd: io.cwd });
      } catch (error) {
        const hint = serveErrorHint(error);
        if (hint === undefined || !(error instanceof Error)) throw error;
        // The library speaks in setting terms; the flags that fix it are said here.
        context.output.error(error.message);
        context.output.note(hint);
        context.exitCode = 1;
        return;
      }
      await running.closed;
    });
}
