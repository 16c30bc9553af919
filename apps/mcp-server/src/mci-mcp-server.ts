#!/usr/bin/env node
import {
  createLogger,
  describeLoadError,
  findMainFile,
  MainFileNotFoundError,
  startMciMcpServer,
} from '@mci/host';
import { Command } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { serveErrorHint } from './serve-error-hint.js';
import { addServeOptions, type ServeCommandOptions, serveSettingsFromOptions } from './serve-options.js';

/** After a clean shutdown, how long anything left (a stray handle) may keep the process alive. */
const exitGraceMs = 2000;

const program = addServeOptions(
  new Command('mci-mcp-server')
    .description('Serve the tools of an MCI file over the Model Context Protocol (stdio or Streamable HTTP).')
    .version(packageJson.version)
    .option('-f, --file <path>', 'MCI file (default: mci.json, mci.yaml or mci.yml in the current folder)'),
).showHelpAfterError();

program.action(async (options: ServeCommandOptions & { file?: string }) => {
  const fallbackLogger = createLogger({ level: options.logLevel ?? 'info' });
  try {
    const mainFilePath = options.file ?? (await findMainFile());
    if (mainFilePath === undefined) throw new MainFileNotFoundError({ directory: process.cwd() });
    const running = await startMciMcpServer(serveSettingsFromOptions(options, { mainFilePath }));
    await running.closed;
    process.exitCode = 0;
  } catch (error) {
    for (const line of describeLoadError(error)) fallbackLogger.error(line);
    const hint = serveErrorHint(error);
    if (hint !== undefined) fallbackLogger.info(hint);
    process.exitCode = 1;
  }
  setTimeout(() => process.exit(), exitGraceMs).unref();
});

await program.parseAsync();
