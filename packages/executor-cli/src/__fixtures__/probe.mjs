// A command for tests: `node probe.mjs <mode> [...]`.
import { spawn } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';

const [mode, ...rest] = process.argv.slice(2);
const forever = () => setInterval(() => {}, 60_000);

switch (mode) {
  // Prints its arguments, working directory and whether some environment variables are set, as JSON.
  case 'argv':
    process.stdout.write(
      `${JSON.stringify({ argv: rest, cwd: process.cwd(), hasPath: 'PATH' in process.env, env: process.env.MCI_PROBE_ENV ?? null })}\n`,
    );
    break;
  // fail <code> <stderr text...>: writes some stdout and the texts (joined by spaces) to stderr, then
  // exits with the code.
  case 'fail':
    process.stdout.write('partial output\n');
    process.stderr.write(`${rest.slice(1).join(' ')}\n`);
    process.exitCode = Number(rest[0]);
    break;
  // Writes exactly what it was given (no newline added) to stdout, and "note" to stderr.
  case 'echo':
    process.stdout.write(rest.join(' '));
    process.stderr.write('note\n');
    break;
  // sleep <pid file>: prints "started", writes its pid to the file and waits forever.
  case 'sleep':
    process.stdout.write('started\n');
    // Written whole or not at all: a reader never sees an empty file.
    writeFileSync(`${rest[0]}.partial`, String(process.pid));
    renameSync(`${rest[0]}.partial`, rest[0]);
    forever();
    break;
  // wait <ms>: prints "done" after that many milliseconds.
  case 'wait':
    setTimeout(() => process.stdout.write('done\n'), Number(rest[0]));
    break;
  // Starts a grandchild that ignores SIGTERM and holds no pipe, prints "<own pid> <grandchild pid>",
  // and waits forever.
  case 'grandchild': {
    const grandchild = spawn(
      process.execPath,
      ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 60_000);"],
      { stdio: 'ignore' },
    );
    process.stdout.write(`${process.pid} ${grandchild.pid}\n`);
    forever();
    break;
  }
  // Reads stdin to its end and prints how many bytes came.
  case 'stdin': {
    let bytes = 0;
    process.stdin.on('data', (chunk) => {
      bytes += chunk.length;
    });
    process.stdin.on('end', () => process.stdout.write(`${bytes} bytes on stdin\n`));
    break;
  }
  // Ends itself with SIGKILL.
  case 'signal':
    process.kill(process.pid, 'SIGKILL');
    break;
  // Writes to stdout (or to the stream named) as fast as it can, forever.
  case 'flood': {
    const stream = rest[0] === 'stderr' ? process.stderr : process.stdout;
    const chunk = Buffer.alloc(64 * 1024, 'y');
    const write = () => {
      while (stream.write(chunk)) {}
      stream.once('drain', write);
    };
    write();
    break;
  }
  default:
    process.stderr.write(`unknown mode ${mode}\n`);
    process.exitCode = 2;
}
