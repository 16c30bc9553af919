// A small JSON API in a process of its own, as every real API is: the benchmark's client and this server
// do not share an event loop, so the client's own cost is not hidden behind the server's.
// Run as a child: prints its origin on the first line of stdout, serves until stdin closes.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createInterface } from 'node:readline';

/** Starts this file as a child process; resolves to its origin and a close function. */
export async function startApiServerProcess() {
  const child = spawn(process.execPath, [new URL(import.meta.url).pathname, '--serve'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const origin = await new Promise((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the API server exited with ${code}`)));
  });
  lines.close();
  const close = () =>
    new Promise((resolve) => {
      child.once('exit', () => resolve(undefined));
      child.stdin.end();
    });
  return { origin: String(origin), close };
}

if (process.argv[2] === '--serve') {
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(request.url?.startsWith('/hello') ? '{"hello":"world"}' : '{"ok":true}');
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => {
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    process.stdout.write(`http://127.0.0.1:${address.port}\n`);
  });
  process.stdin.resume();
  process.stdin.on('end', () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
