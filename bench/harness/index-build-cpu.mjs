// CPU time (`process.cpuUsage`) of the search index build of the 10 000 tools of the benchmark rows (the first
// search of a load), for several builds of @mci/client side by side, each in processes of its own so one
// build's heap does not weigh on another's. Rounds run the builds in random order; medians and minimums.
// Usage: node harness/index-build-cpu.mjs <fresh|kept> <rounds> <name>=<module> ...
//   fresh: each sample is a new process, and its first search (what a command line pays once);
//   kept:  one process per build, kept for all rounds (two rounds of warm-up first).
// <module> is @mci/client or a bundle of it from another commit (esbuild of packages/client/src/index.ts).
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { searchFixtureTools } from './search-fixture.mjs';

const [mode, ...rest] = process.argv.slice(2);
const moduleUrl = (module) => (module.startsWith('@') ? module : pathToFileURL(path.resolve(module)).href);

/** Loads the tools and answers each `go` line with the CPU and wall milliseconds of a load's first search. */
async function child(module) {
  const { MCIClient } = await import(moduleUrl(module));
  const schema = { schemaVersion: '1.0', tools: searchFixtureTools(10_000) };
  const measure = async () => {
    const client = await MCIClient.load({ schema });
    const cpu = process.cpuUsage();
    const start = performance.now();
    await client.searchTools('create an invoice');
    const used = process.cpuUsage(cpu);
    const wall = performance.now() - start;
    await client.close();
    process.stdout.write(`${(used.user + used.system) / 1000} ${wall}\n`);
  };
  if (mode === '--once') return measure();
  process.stdout.write('ready\n');
  for await (const line of createInterface({ input: process.stdin })) if (line === 'go') await measure();
}

async function main() {
  const self = fileURLToPath(import.meta.url);
  const rounds = Number(rest[0]);
  if (!['fresh', 'kept'].includes(mode) || !(rounds > 0) || rest.length < 2) {
    throw new Error('usage: node harness/index-build-cpu.mjs <fresh|kept> <rounds> <name>=<module> ...');
  }
  const builds = rest.slice(1).map((argument) => {
    const [name, module] = argument.split('=');
    return { name, module, cpu: [], wall: [] };
  });
  for (const build of builds) {
    if (mode !== 'kept') continue;
    build.child = spawn(process.execPath, [self, '--child', build.module], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    build.lines = createInterface({ input: build.child.stdout })[Symbol.asyncIterator]();
    await build.lines.next();
  }
  const sample = async (build) => {
    if (mode === 'fresh')
      return execFileSync(process.execPath, [self, '--once', build.module], { encoding: 'utf8' });
    build.child.stdin.write('go\n');
    return (await build.lines.next()).value;
  };
  const warmups = mode === 'kept' ? 2 : 0;
  for (let round = 0; round < rounds + warmups; round++) {
    for (const build of [...builds].sort(() => Math.random() - 0.5)) {
      const [cpu, wall] = (await sample(build)).trim().split(' ').map(Number);
      if (round < warmups) continue;
      build.cpu.push(cpu);
      build.wall.push(wall);
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const build of builds) {
    build.child?.stdin.end();
    process.stdout.write(
      `${build.name}: CPU median ${median(build.cpu).toFixed(0)} ms (min ${Math.min(...build.cpu).toFixed(0)}), wall median ${median(build.wall).toFixed(0)} ms, ${rounds} rounds\n`,
    );
  }
}

if (mode === '--child' || mode === '--once') await child(rest[0]);
else await main();
