// node --expose-gc load-rss.mjs [main file]: prints the resident memory (bytes) after loading the file with
// MCIClient and all four executors (http, cli, file, mcp), once a garbage collection has freed what the
// load no longer holds and V8 has handed the freed pages back (its sweeper does so shortly after the
// collection); without a file, the memory of the bare process.
import { setTimeout as sleep } from 'node:timers/promises';

const [file] = process.argv.slice(2);
let client;
if (file) {
  const { MCIClient } = await import('@mci/client');
  const { createHttpExecutor } = await import('@mci/executor-http');
  const { createCliExecutor } = await import('@mci/executor-cli');
  const { createFileExecutor } = await import('@mci/executor-file');
  const { createMcpExecutor } = await import('@mci/mcp-cache');
  const executors = [createHttpExecutor(), createCliExecutor(), createFileExecutor(), createMcpExecutor()];
  client = await MCIClient.load({ schemaFilePath: file, executors });
}
process.stdout.write(`${await settledRss()}\n`);
await client?.close();

/** The resident size once it stops falling after collections (at most 2 s), as a process that keeps running sees it. */
async function settledRss() {
  let rss = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 20; round++) {
    globalThis.gc?.();
    await sleep(100);
    const now = process.memoryUsage().rss;
    if (now >= rss) return rss;
    rss = now;
  }
  return rss;
}
