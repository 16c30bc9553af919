// Retrieval quality of `client.searchTools` on requests written as people talk to an agent
// (bench/search-eval/*.json), over three real imported APIs (GitHub, Stripe, Jira: their published OpenAPI
// documents, imported with @mci/openapi) and the tools of the 70 real MCP servers of LiveMCPBench. The
// baseline, ranked in the same run, is plain BM25 over name and description.
// Every third request of each file (the 3rd, 6th, ...) is held out: the ranker is not tuned on them.
// Usage: node harness/search-quality.mjs [--json <file>] [--misses] [--ranker <module>]
// `--misses` lists the requests of the tuning part whose answer is not first, with our top 3. `--ranker <module>` ranks with
// the `ToolRanker` its default export makes (for example an optional dense ranker) beside the default.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPlainBm25 } from './plain-bm25.mjs';
import { loadCorpus, sources, toolsets } from './search-eval-corpora.mjs';

const args = process.argv.slice(2);
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
const showMisses = args.includes('--misses');
const rankerModule = args.includes('--ranker') ? args[args.indexOf('--ranker') + 1] : undefined;
const here = path.dirname(new URL(import.meta.url).pathname);
const k = 5;

/** recall@1 (the first match answers), recall@5 (share of answer tools in the top 5), MRR, all found. */
function score(requests, ranked) {
  const total = { requests: requests.length, at1: 0, at5: 0, mrr: 0, pairs: 0, allFound: 0 };
  requests.forEach((request, index) => {
    const top = ranked[index];
    const answers = new Set(request.tools);
    if (answers.has(top[0])) total.at1++;
    total.at5 += request.tools.filter((tool) => top.slice(0, k).includes(tool)).length / request.tools.length;
    const first = top.findIndex((name) => answers.has(name));
    if (first >= 0) total.mrr += 1 / (first + 1);
    if (request.tools.length > 1) {
      total.pairs++;
      if (request.tools.every((tool) => top.slice(0, k).includes(tool))) total.allFound++;
    }
  });
  return total;
}

function readRequests(corpus, rows) {
  return rows.map(([query, ...tools], index) => ({ corpus, query, tools, heldOut: index % 3 === 2 }));
}

const extra = rankerModule
  ? (await import(pathToFileURL(path.resolve(rankerModule)).href)).default
  : undefined;
const rankers = ['BM25 over name + description (baseline)', '`searchTools` (createLexicalRanker)'];
if (extra) rankers.push(`\`searchTools\` (${path.basename(rankerModule)})`);
const folder = await mkdtemp(path.join(os.tmpdir(), 'mci-search-quality-'));
/** Per ranker: the scored requests of every corpus. */
const results = rankers.map(() => []);
const corpora = [];
const misses = [];
try {
  for (const [corpus, source] of Object.entries(sources)) {
    const rows = JSON.parse(await readFile(path.join(here, '..', 'search-eval', `${corpus}.json`), 'utf8'));
    const requests = readRequests(corpus, rows);
    const sets = await toolsets(corpus, source);
    const clients = [await loadCorpus(path.join(folder, corpus), sets)];
    if (extra) clients.push(await loadCorpus(path.join(folder, `${corpus}-extra`), sets, await extra()));
    const tools = clients[0].tools();
    const known = new Set(tools.map((tool) => tool.name));
    for (const request of requests) {
      const unknown = request.tools.filter((tool) => !known.has(tool));
      if (unknown.length > 0) throw new Error(`${corpus}: "${request.query}" names unknown ${unknown}`);
    }
    corpora.push({ corpus, title: source.title, tools: tools.length, requests: requests.length });
    const baseline = createPlainBm25(tools);
    const ranked = [requests.map((request) => baseline(request.query, 10))];
    for (const client of clients) {
      const names = [];
      for (const request of requests) {
        names.push((await client.searchTools(request.query, { limit: 10 })).map((match) => match.tool.name));
      }
      ranked.push(names);
      await client.close();
    }
    ranked.forEach((names, at) => {
      for (const [index, request] of requests.entries()) results[at].push({ request, top: names[index] });
    });
    for (const [index, request] of requests.entries()) {
      const top = ranked[1][index];
      const allFound = request.tools.every((tool) => top.slice(0, k).includes(tool));
      if (!request.heldOut && (!request.tools.includes(top[0]) || !allFound)) {
        misses.push({ corpus, query: request.query, want: request.tools, got: top.slice(0, 3) });
      }
    }
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}

const percent = (part, whole) => (whole === 0 ? '' : `${((part / whole) * 100).toFixed(1)} %`);
const line = (label, ranker, entries) => {
  const total = score(
    entries.map((entry) => entry.request),
    entries.map((entry) => entry.top),
  );
  return {
    label,
    ranker,
    ...total,
    cells: `| ${label} (${total.requests}) | ${ranker} | ${percent(total.at1, total.requests)} | ${percent(total.at5, total.requests)} | ${(total.mrr / total.requests).toFixed(3)} | ${total.pairs ? `${percent(total.allFound, total.pairs)} of ${total.pairs}` : ''} |`,
  };
};
const table = [];
const groups = [
  ...corpora.map(({ corpus }) => [corpus, (entry) => entry.request.corpus === corpus]),
  ['all, tuning part', (entry) => !entry.request.heldOut],
  ['all, held-out part', (entry) => entry.request.heldOut],
  ['all', () => true],
];
for (const [label, keep] of groups) {
  rankers.forEach((ranker, at) => {
    table.push(line(label, ranker, results[at].filter(keep)));
  });
}
const lines = [
  ...corpora.map((c) => `- ${c.corpus}: ${c.title}: ${c.tools} tools, ${c.requests} requests`),
  '',
  '| requests | ranker | recall@1 | recall@5 | MRR | two-tool: all found in top 5 |',
  '| --- | --- | --- | --- | --- | --- |',
  ...table.map((row) => row.cells),
];
process.stdout.write(`${lines.join('\n')}\n`);
if (showMisses) {
  for (const miss of misses) {
    process.stdout.write(
      `${miss.corpus}: "${miss.query}" want ${miss.want.join(' + ')}; got ${miss.got.join(', ')}\n`,
    );
  }
}
if (jsonOut) {
  const rows = table.map(({ cells, ...row }) => row);
  await writeFile(jsonOut, JSON.stringify({ k, corpora, rows }, null, 2));
}
