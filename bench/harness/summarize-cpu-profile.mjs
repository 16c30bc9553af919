// node harness/summarize-cpu-profile.mjs <file.cpuprofile>: the self time of a `node --cpu-prof` profile by
// package (or dependency) and by function, as percentages of the sampled time.
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) throw new Error('usage: node harness/summarize-cpu-profile.mjs <file.cpuprofile>');
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfTime = new Map();
let total = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  total += delta;
  const node = nodes.get(id);
  selfTime.set(node, (selfTime.get(node) ?? 0) + delta);
});

const byModule = new Map();
const byFunction = new Map();
for (const [node, time] of selfTime) {
  const { functionName, url, lineNumber } = node.callFrame;
  const dependency = /node_modules\/\.pnpm\/((?:@[^/+]+\+)?[^/@]+)/.exec(url)?.[1];
  const workspace = /\/(?:packages|apps|tooling)\/([^/]+)\//.exec(url)?.[1];
  const module = dependency ? `dep:${dependency}` : workspace ? `@mci/${workspace}` : url || functionName;
  byModule.set(module, (byModule.get(module) ?? 0) + time);
  const where = workspace ?? dependency ?? url.replace(/^.*\//, '');
  const name = `${functionName || '(anonymous)'} (${where}:${lineNumber + 1})`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + time);
}

function print(title, map, count) {
  process.stdout.write(`${title}\n`);
  for (const [name, time] of [...map].sort((first, second) => second[1] - first[1]).slice(0, count)) {
    const percent = ((100 * time) / total).toFixed(1).padStart(5);
    process.stdout.write(`${percent}% ${(time / 1000).toFixed(0).padStart(6)} ms  ${name}\n`);
  }
}
process.stdout.write(`sampled ${(total / 1000).toFixed(0)} ms\n`);
print('by module (self time)', byModule, 15);
print('by function (self time)', byFunction, 25);
