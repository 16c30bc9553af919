// node harness/stdio-round-trip-cpu.mjs [--rounds N] [--batch N] [--node-arg ARG]... [label=script.mjs]...
// The `mci run` round-trip row, for profiling: SDK clients over stdio call the `greet` text tool of the
// small fixture on each server in turn (blocks of `batch` calls, `rounds` times, after a warm-up), and it
// prints each server's p50 and its CPU time per call (user + system, read from /proc on Linux), as ratios
// of the first server's. Servers: the bare SDK server and `mci run` of this workspace, then any
// `label=script.mjs` given (another build of `mci.js`, run as `mci.js run -f <file>`). `--node-arg` goes to
// every server's `node` (for example `--cpu-prof --cpu-prof-dir=<folder>`). Pin it to one core with
// `taskset -c 0` so that the CPU time is not shared out differently from one block to the next.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const require = createRequire(import.meta.url);
const here = path.dirname(new URL(import.meta.url).pathname);
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '8' },
    batch: { type: 'string', default: '1000' },
    'node-arg': { type: 'string', multiple: true, default: [] },
  },
});
const mciBin = path.join(path.dirname(require.resolve('@mci/cli/package.json')), 'dist', 'mci.js');
const dir = await mkdtemp(path.join(os.tmpdir(), 'mci-stdio-cpu-'));
const mainPath = path.join(dir, 'mci.json');
const input = { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] };
const greet = { name: 'greet', description: 'Greets someone', inputSchema: input };
const tools = [{ ...greet, execution: { type: 'text', text: 'Hello {{props.name}}' } }];
await writeFile(mainPath, JSON.stringify({ schemaVersion: '1.0', tools }));

const specs = [
  ['bare', [path.join(here, 'bare-sdk-server.mjs'), mainPath]],
  ['mci', [mciBin, 'run', '-f', mainPath]],
  ...positionals.map((given) => {
    const [label, script] = given.split('=');
    return [label, [path.resolve(script), 'run', '-f', mainPath]];
  }),
];
const servers = [];
for (const [label, args] of specs) {
  const client = new Client({ name: 'bench', version: '1.0.0' });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [...values['node-arg'], ...args],
    stderr: 'ignore',
  });
  await client.connect(transport);
  servers.push({ label, client, pid: transport.pid, times: [], cpuMs: 0, calls: 0 });
}

const call = async (server) => {
  const result = await server.client.callTool({ name: 'greet', arguments: { name: 'Ada' } });
  if (result.isError) throw new Error(JSON.stringify(result.content));
};
for (const server of servers) for (let i = 0; i < 2000; i++) await call(server);
const batch = Number(values.batch);
for (let round = 0; round < Number(values.rounds); round++) {
  for (const server of servers) {
    const before = cpuMs(server.pid);
    for (let i = 0; i < batch; i++) {
      const started = performance.now();
      await call(server);
      server.times.push(performance.now() - started);
    }
    server.cpuMs += cpuMs(server.pid) - before;
    server.calls += batch;
  }
}
const [first] = servers;
const p50 = (server) => median(server.times) * 1000;
const cpu = (server) => (server.cpuMs / server.calls) * 1000;
for (const server of servers) {
  const ratios = `${(p50(server) / p50(first)).toFixed(2)}x, ${(cpu(server) / cpu(first)).toFixed(2)}x`;
  console.log(
    `${server.label.padEnd(8)} p50 ${p50(server).toFixed(1)} µs  server CPU ${cpu(server).toFixed(1)} µs/call  (${ratios})`,
  );
}
await Promise.all(servers.map((server) => server.client.close()));
await rm(dir, { recursive: true, force: true });

/** User + system CPU milliseconds of a process so far (Linux `/proc/<pid>/stat`, in clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}
