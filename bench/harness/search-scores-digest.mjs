// A digest of every score `createLexicalRanker` gives: for each corpus of the search evaluation set
// (bench/search-eval, see search-eval-corpora.mjs) and the 10 000 tools of the benchmark rows, the SHA-256 of
// the scores (64-bit floats) of every tool for every request. Two builds of @mci/client that print the same
// digests rank every request the same, bit for bit.
// Usage: node harness/search-scores-digest.mjs [--client <module>]: the ranker of `<module>` (for example a
// bundle of @mci/client from another commit) instead of the workspace's @mci/client.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MCIClient } from '@mci/client';
import { loadCorpus, sources, toolsets } from './search-eval-corpora.mjs';
import { searchFixtureTools, searchQueries } from './search-fixture.mjs';

const args = process.argv.slice(2);
const clientModule = args.includes('--client') ? args[args.indexOf('--client') + 1] : '@mci/client';
const { createLexicalRanker } = await import(
  clientModule.startsWith('@') ? clientModule : pathToFileURL(path.resolve(clientModule)).href
);
const here = path.dirname(new URL(import.meta.url).pathname);

async function digest(tools, requests) {
  const score = await createLexicalRanker().index(tools);
  const hash = createHash('sha256');
  for (const request of requests) {
    const scores = await score(request);
    if (scores.length !== tools.length) throw new Error(`${scores.length} scores for ${tools.length} tools`);
    hash.update(new Uint8Array(Float64Array.from(scores).buffer));
  }
  return hash.digest('hex').slice(0, 16);
}

const folder = await mkdtemp(path.join(os.tmpdir(), 'mci-search-digest-'));
try {
  for (const [corpus, source] of Object.entries(sources)) {
    const rows = JSON.parse(await readFile(path.join(here, '..', 'search-eval', `${corpus}.json`), 'utf8'));
    const client = await loadCorpus(path.join(folder, corpus), await toolsets(corpus, source));
    const tools = client.tools();
    process.stdout.write(
      `${corpus}: ${await digest(
        tools,
        rows.map(([query]) => query),
      )}\n`,
    );
    await client.close();
  }
  const client = await MCIClient.load({
    schema: { schemaVersion: '1.0', tools: searchFixtureTools(10_000) },
  });
  process.stdout.write(`10 000 fixture tools: ${await digest(client.tools(), searchQueries)}\n`);
  await client.close();
} finally {
  await rm(folder, { recursive: true, force: true });
}
