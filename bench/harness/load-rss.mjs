// node --expose-gc load-rss.mjs [main file]: prints the resident memory (bytes) after loading the file with
// MCIClient, after a garbage collection; without a file, the memory of the bare process.
const [file] = process.argv.slice(2);
let client;
if (file) {
  const { MCIClient } = await import('@mci/client');
  client = await MCIClient.load({ schemaFilePath: file });
}
globalThis.gc?.();
process.stdout.write(`${process.memoryUsage().rss}\n`);
await client?.close();
