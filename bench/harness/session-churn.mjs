// Floods `mci-mcp-server --http` with abandoned 2025-era sessions (each opened with `initialize`, never
// used again) and prints, per flood, how many were accepted and refused and how long the flood took. The
// server runs with a small heap (28 MB): without the session cap it would run out of memory in one flood.
// Usage: node harness/session-churn.mjs [sessions per flood, default 1600] [floods, default 3]
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const bin = path.join(path.dirname(require.resolve('@mci/cli/package.json')), 'dist', 'mci-mcp-server.js');
const perFlood = Number(process.argv[2] ?? 1600);
const floods = Number(process.argv[3] ?? 3);

const initialize = JSON.stringify({
  jsonrpc: '2.0',
  id: 0,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'churn', version: '1' } },
});

function open(url, localAddress) {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent: false,
        localAddress,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      },
      (response) => {
        response.resume().on('end', () => resolve(response.statusCode));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(initialize);
  });
}

async function flood(url) {
  const statuses = new Map();
  let next = 0;
  const worker = async () => {
    while (next++ < perFlood) {
      const status = await open(url, `127.0.0.${2 + (next % 50)}`);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: 16 }, worker));
  return { statuses, ms: performance.now() - started };
}

const dir = await mkdtemp(path.join(tmpdir(), 'mci-churn-'));
await writeFile(
  path.join(dir, 'mci.json'),
  JSON.stringify({ schemaVersion: '1.0', tools: [{ name: 'hi', execution: { type: 'text', text: 'hi' } }] }),
);
const args = ['--max-old-space-size=28', bin, '--http', '--port', '0', '--max-sessions', '50'];
const server = spawn(process.execPath, [...args, '--session-idle-timeout', '3000'], { cwd: dir });
let stderr = '';
const url = await new Promise((resolve) => {
  server.stderr.setEncoding('utf8').on('data', (chunk) => {
    stderr += chunk;
    const match = /over (http:\/\/\S+)/.exec(stderr);
    if (match) resolve(match[1]);
  });
});
for (let round = 1; round <= floods; round++) {
  const { statuses, ms } = await flood(url);
  const shown = [...statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
  console.log(`flood ${round}: ${perFlood} sessions in ${Math.round(ms)} ms: ${shown}`);
  // Let the abandoned sessions time out before the next flood.
  await new Promise((resolve) => setTimeout(resolve, 4000));
}
console.log(
  server.exitCode === null ? 'the server is still running' : `the server exited (${server.exitCode})`,
);
server.kill();
await rm(dir, { recursive: true, force: true });
