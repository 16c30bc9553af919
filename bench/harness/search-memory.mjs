// node --expose-gc search-memory.mjs <tools>: prints the bytes (heap and array buffers) one search index of
// that many tools of the search fixture keeps, after a garbage collection.
import { createLexicalRanker, MCIClient } from '@mci/client';
import { searchFixtureTools } from './search-fixture.mjs';

const count = Number(process.argv[2] ?? 10_000);
const client = await MCIClient.load({ schema: { schemaVersion: '1.0', tools: searchFixtureTools(count) } });
const tools = client.tools();
const used = () => {
  globalThis.gc?.();
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
};
// A first index warms up what any index needs (compiled code, the tokenizer's word cache): not counted.
await createLexicalRanker().index(tools);
// Five indexes kept at once, so the noise of a collection (about 1 MB) counts a fifth.
const copies = 5;
const before = used();
const scorers = [];
for (let copy = 0; copy < copies; copy++) scorers.push(await createLexicalRanker().index(tools));
const after = used();
// Still referenced here, so the collection above kept them.
if (scorers.some((score) => score('invoice').length !== count)) throw new Error('an index misses tools');
process.stdout.write(`${(after - before) / copies}\n`);
await client.close();
