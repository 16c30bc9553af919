// node harness/profile-load-allocations.mjs <main file> [count]: what `MCIClient.load` of the file with
// the four executors allocates, by function (self), with V8's sampling heap profiler counting objects the
// garbage collector has already freed too. The peak resident memory of a load follows what it allocates,
// not what it keeps.
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { MCIClient } from '@mci/client';
import { createCliExecutor } from '@mci/executor-cli';
import { createFileExecutor } from '@mci/executor-file';
import { createHttpExecutor } from '@mci/executor-http';
import { createMcpExecutor } from '@mci/mcp-cache';

const [file, count = '25'] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: node harness/profile-load-allocations.mjs <main file> [count]\n');
  process.exit(2);
}

const session = new Session();
session.connect();
await session.post('HeapProfiler.startSampling', {
  samplingInterval: 4096,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: true,
});
const executors = [createHttpExecutor(), createCliExecutor(), createFileExecutor(), createMcpExecutor()];
const client = await MCIClient.load({ schemaFilePath: file, executors });
const { profile } = await session.post('HeapProfiler.stopSampling');
await client.close();

/** @type {Map<string, number>} */
const bytesByFunction = new Map();
let total = 0;
/** @param {import('node:inspector').HeapProfiler.SamplingHeapProfileNode} node */
function visit(node) {
  const { functionName, url, lineNumber } = node.callFrame;
  const dependency = /node_modules\/\.pnpm\/((?:@[^/+]+\+)?[^/@]+)/.exec(url)?.[1];
  const workspace = /\/(?:packages|apps|tooling)\/([^/]+)\//.exec(url)?.[1];
  const module = dependency ?? (workspace ? `@mci/${workspace}` : url ? path.basename(url) : '(native)');
  const where = url ? `${module}:${lineNumber + 1}` : module;
  const key = `${functionName || '(anonymous)'} ${where}`;
  bytesByFunction.set(key, (bytesByFunction.get(key) ?? 0) + node.selfSize);
  total += node.selfSize;
  for (const child of node.children) visit(child);
}
visit(profile.head);

const MB = 1024 * 1024;
process.stdout.write(`allocated while loading (sampled): ${(total / MB).toFixed(1)} MB\n`);
const top = [...bytesByFunction].sort((first, second) => second[1] - first[1]).slice(0, Number(count));
for (const [key, bytes] of top) process.stdout.write(`${(bytes / MB).toFixed(2).padStart(8)} MB  ${key}\n`);
