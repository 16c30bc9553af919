#!/usr/bin/env node
import { runCli } from './run-cli.js';

const code = await runCli(process.argv.slice(2));
process.exitCode = code;
// Leave as soon as everything written is flushed, even if a library kept a handle open.
process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
