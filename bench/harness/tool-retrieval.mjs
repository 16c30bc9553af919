// Retrieval quality of `client.searchTools` on MetaTool (Huang et al., ICLR 2024, MIT licence): 199 real
// tools (ChatGPT plugins: name and description) with 20 615 single-tool requests and 497 requests that
// need two tools. The baseline, measured in the same run, is plain BM25 over name and description.
// Usage: node harness/tool-retrieval.mjs [--from <MetaTool checkout>] [--json <file>]
// Without --from, the three data files are downloaded once from GitHub (pinned commit) into bench/.cache.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MCIClient } from '@mci/client';
import { createPlainBm25 } from './plain-bm25.mjs';

const commit = '35e81bb7576826e980c80fed8f8c0a2b4a1e6fbb';
const files = {
  tools: 'dataset/plugin_des.json',
  single: 'dataset/data/all_clean_data.csv',
  multi: 'dataset/data/multi_tool_query_golden.json',
};
const args = process.argv.slice(2);
const from = args.includes('--from') ? args[args.indexOf('--from') + 1] : undefined;
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
const cache = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '.cache', 'metatool');
const k = 5;

/** @param {string} file */
async function read(file) {
  if (from) return readFile(path.join(from, file), 'utf8');
  const cached = path.join(cache, commit, file);
  if (!existsSync(cached)) {
    const url = `https://raw.githubusercontent.com/HowieHwong/MetaTool/${commit}/${file}`;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    await mkdir(path.dirname(cached), { recursive: true });
    await writeFile(cached, await response.text());
  }
  return readFile(cached, 'utf8');
}

/** Rows of a CSV file with a header (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text) {
  const rows = [[]];
  let field = '';
  let quoted = false;
  const endField = () => {
    rows[rows.length - 1].push(field);
    field = '';
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted && char === '"' && text[index + 1] === '"') {
      field += '"';
      index++;
    } else if (char === '"') quoted = !quoted;
    else if (quoted || (char !== ',' && char !== '\n' && char !== '\r')) field += char;
    else if (char === ',') endField();
    else if (char === '\n' || text[index + 1] !== '\n') {
      endField();
      rows.push([]);
    }
  }
  if (field !== '') endField();
  const [header, ...body] = rows;
  return body
    .filter((cells) => cells.length === header.length)
    .map((cells) => Object.fromEntries(header.map((name, at) => [name, cells[at]])));
}

/** recall@k (share of answer tools in the top k, averaged) and the share of tasks with all found. */
async function evaluate(tasks, rank) {
  let recall = 0;
  let complete = 0;
  for (const task of tasks) {
    const top = new Set(await rank(task.query));
    const found = task.tools.filter((tool) => top.has(tool)).length;
    recall += found / task.tools.length;
    if (found === task.tools.length) complete++;
  }
  return { recall: recall / tasks.length, complete: complete / tasks.length };
}

const descriptions = JSON.parse(await read(files.tools));
const tools = Object.entries(descriptions).map(([name, description]) => ({ name, description }));
const single = parseCsv(await read(files.single)).map((row) => ({ query: row.Query, tools: [row.Tool] }));
const multi = JSON.parse(await read(files.multi)).map((row) => ({ query: row.query, tools: row.tool }));
const known = new Set(tools.map((tool) => tool.name));
const sets = { 'single tool': single, 'two tools': multi };
for (const [name, tasks] of Object.entries(sets)) {
  const missing = tasks.filter((task) => task.tools.some((tool) => !known.has(tool))).length;
  if (missing > 0) throw new Error(`${missing} ${name} tasks name a tool that is not in ${files.tools}`);
}

const client = await MCIClient.load({
  schema: {
    schemaVersion: '1.0',
    tools: tools.map((tool) => ({ ...tool, execution: { type: 'text', text: tool.name } })),
  },
});
const ours = async (query) => (await client.searchTools(query, { limit: k })).map((match) => match.tool.name);
const plain = createPlainBm25(tools);
const baseline = (query) => plain(query, k);
const results = [];
for (const [name, tasks] of Object.entries(sets)) {
  results.push({
    set: name,
    tasks: tasks.length,
    ranker: 'BM25 over name + description (baseline)',
    ...(await evaluate(tasks, baseline)),
  });
  results.push({
    set: name,
    tasks: tasks.length,
    ranker: '`searchTools` (createLexicalRanker)',
    ...(await evaluate(tasks, ours)),
  });
}
await client.close();

const percent = (value) => `${(value * 100).toFixed(1)} %`;
const lines = [
  `MetaTool @ ${commit.slice(0, 7)}: ${tools.length} tools; top ${k}`,
  '',
  '| tasks | ranker | recall@5 | all answer tools in top 5 |',
  '| --- | --- | --- | --- |',
  ...results.map(
    (result) =>
      `| ${result.set} (${result.tasks}) | ${result.ranker} | ${percent(result.recall)} | ${percent(result.complete)} |`,
  ),
];
process.stdout.write(`${lines.join('\n')}\n`);
if (jsonOut) await writeFile(jsonOut, JSON.stringify({ commit, tools: tools.length, k, results }, null, 2));
