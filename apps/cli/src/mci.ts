#!/usr/bin/env node
import packageJson from '../package.json' with { type: 'json' };

const argv = process.argv.slice(2);
let code = 0;
if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-v')) {
  // Answered before the argument parser is loaded: printing a constant should start as fast as Node.
  // The same text as `program.version` in run-cli.ts prints, which handles every other form.
  process.stdout.write(`${packageJson.version}\n`);
} else {
  // The command line is bundled: with --debug, stacks name the TypeScript sources through the source maps
  // shipped in dist (turned on before the command's modules load, which is when their maps are read).
  if (argv.includes('--debug')) process.setSourceMapsEnabled(true);
  const { runCli } = await import('./run-cli.js');
  code = await runCli(argv);
}
process.exitCode = code;
// Leave as soon as everything written is flushed, even if a library kept a handle open.
process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
