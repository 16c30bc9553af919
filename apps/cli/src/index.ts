export type { CliIo, CliStream } from './cli-io.js';
export { createProcessIo } from './cli-io.js';
export { runCli } from './run-cli.js';
