import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { clientErrorCodes } from '@mci/client';
import { createTextExecutor } from '@mci/client/internal';
import { codeModeErrorCodes } from '@mci/code-mode';
import { collectErrorCodes, renderDiagnosticCodeTable, renderErrorCodeTable } from '@mci/docs';
import { cliExecutorErrorCodes } from '@mci/executor-cli';
import { fileExecutorErrorCodes } from '@mci/executor-file';
import { httpExecutorErrorCodes } from '@mci/executor-http';
import { executorKitErrorCodes } from '@mci/executor-kit';
import { createDefaultExecutors, hostErrorCodes } from '@mci/host';
import { mcpErrorCodes } from '@mci/mcp-cache';
import { mcpServerErrorCodes } from '@mci/mcp-server';
import { serveOptionErrorCodes } from '@mci/mcp-server-app';
import { openApiErrorCodes } from '@mci/openapi';
import { diagnosticCodes, schemaErrorCodes } from '@mci/schema';
import { templatingErrorCodes } from '@mci/templating';
import { repoPath } from '@mci/test-utils/repo-path';
import { describe, expect, it } from 'vitest';
import { cliErrorCodes } from '../src/cli-error-codes.js';

// The code lists of every package and app, and the executors the apps use: the table is built from them.
// turbo reruns this test when any of them (or docs/error-codes.md, a declared input) changes.
const rows = collectErrorCodes({
  executors: [createTextExecutor(), ...createDefaultExecutors()],
  lists: [
    schemaErrorCodes,
    executorKitErrorCodes,
    clientErrorCodes,
    hostErrorCodes,
    openApiErrorCodes,
    mcpServerErrorCodes,
    codeModeErrorCodes,
    serveOptionErrorCodes,
    cliErrorCodes,
  ],
});

/** With UPDATE_DOCS=1, a stale table is rewritten in its file instead of failing the test. */
function updateTable(file: string, stale: string, current: string): void {
  if (process.env.UPDATE_DOCS !== '1' || stale === current) return;
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, text.replace(stale.trimEnd(), current.trimEnd()));
}

describe('docs/error-codes.md', () => {
  it('holds the table built from the code lists of the packages and the executors', () => {
    const text = readFileSync(repoPath('docs', 'error-codes.md'), 'utf8');
    const table = text.slice(text.indexOf('| Code |')).replace(/\n\n[\s\S]*$/, '\n');
    updateTable(repoPath('docs', 'error-codes.md'), table, renderErrorCodeTable(rows));
    expect(table, 'docs/error-codes.md is out of date: replace its table with this one').toBe(
      renderErrorCodeTable(rows),
    );
  });

  it('holds the table of the diagnostic codes of @mci/schema', () => {
    const text = readFileSync(repoPath('docs', 'error-codes.md'), 'utf8');
    const table = text.slice(text.indexOf('| Code | Meaning | Severity |')).replace(/\n\n[\s\S]*$/, '\n');
    updateTable(repoPath('docs', 'error-codes.md'), table, renderDiagnosticCodeTable(diagnosticCodes));
    expect(table, 'docs/error-codes.md is out of date: replace its diagnostic table with this one').toBe(
      renderDiagnosticCodeTable(diagnosticCodes),
    );
  });

  it('has a code without MCI_ prefix and a meaning of one line for every row, including the codes of the apps and the diagnostics', () => {
    const diagnosticRows = Object.entries(diagnosticCodes).map(([code, info]) => ({ code, ...info }));
    for (const row of [...rows, ...diagnosticRows]) {
      expect(row.code).toMatch(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/);
      expect(row.code, 'no code carries the MCI_ prefix (see docs/error-codes.md)').not.toMatch(/^MCI_/);
      expect(row.meaning).toMatch(/^[^\n]{10,}$/);
    }
    const codes = rows.map((row) => row.code);
    expect(codes).toEqual(expect.arrayContaining(['CLI_USAGE', 'INSECURE_BIND', 'EXECUTOR_CLOSED']));
  });
});

/** The README of each package that lists codes, and the codes it owns (the client renders the template codes, templating owns them). */
const readmeCodes: ReadonlyArray<readonly [string, readonly string[]]> = [
  [repoPath('packages', 'schema', 'README.md'), Object.keys(schemaErrorCodes)],
  [repoPath('packages', 'executor-kit', 'README.md'), Object.keys(executorKitErrorCodes)],
  [repoPath('packages', 'templating', 'README.md'), Object.keys(templatingErrorCodes)],
  [
    repoPath('packages', 'client', 'README.md'),
    Object.keys(clientErrorCodes).filter((code) => !Object.hasOwn(templatingErrorCodes, code)),
  ],
  [repoPath('packages', 'executor-http', 'README.md'), Object.keys(httpExecutorErrorCodes)],
  [repoPath('packages', 'executor-cli', 'README.md'), Object.keys(cliExecutorErrorCodes)],
  [repoPath('packages', 'executor-file', 'README.md'), Object.keys(fileExecutorErrorCodes)],
  [repoPath('packages', 'mcp-cache', 'README.md'), Object.keys(mcpErrorCodes)],
  [repoPath('packages', 'host', 'README.md'), Object.keys(hostErrorCodes)],
  [repoPath('packages', 'openapi', 'README.md'), Object.keys(openApiErrorCodes)],
  [repoPath('packages', 'mcp-server', 'README.md'), Object.keys(mcpServerErrorCodes)],
  [repoPath('apps', 'cli', 'README.md'), Object.keys(cliErrorCodes)],
];

/** A Markdown table with its cells trimmed, so a README's formatter may pad the columns. */
function normaliseTable(table: string): string {
  return table
    .trim()
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .map((cell) => cell.trim().replace(/^-+$/, '---'))
        .join('|'),
    )
    .join('\n');
}

describe('the Errors tables of the package READMEs', () => {
  const known = new Set([...rows.map((row) => row.code), ...Object.keys(diagnosticCodes)]);

  it.each(
    readmeCodes.map(
      ([file, codes]) => [path.relative(path.dirname(repoPath('README.md')), file), file, codes] as const,
    ),
  )('%s lists its codes in the table built from its code list', (_name, file, codes) => {
    const text = readFileSync(file, 'utf8');
    // Found by its header, whose columns a README's formatter may have padded.
    const start = text.search(/^\| *Code *\| *Meaning *\| *When *\| *Execution types *\|$/m);
    expect(start, 'the README has no generated table of its codes').toBeGreaterThan(-1);
    const table = text.slice(start).replace(/\n\n[\s\S]*$/, '\n');
    const own = rows.filter((row) => codes.includes(row.code));
    if (normaliseTable(table) !== normaliseTable(renderErrorCodeTable(own))) {
      updateTable(file, table, renderErrorCodeTable(own));
    }
    expect(own.map((row) => row.code).sort()).toEqual([...codes].sort());
    expect(
      normaliseTable(table),
      `${file} is out of date; its table of codes should be:\n${renderErrorCodeTable(own)}`,
    ).toBe(normaliseTable(renderErrorCodeTable(own)));
    // The codes named in the section of the table (a table of classes, prose) must exist too.
    const sectionStart = text.lastIndexOf('\n## ', start);
    const sectionEnd = text.indexOf('\n## ', start);
    const section = text.slice(sectionStart, sectionEnd === -1 ? undefined : sectionEnd);
    const named = [...section.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`/g)].map((match) => match[1]);
    expect(
      named.filter((name) => !known.has(name ?? '')),
      'codes the section names that no list has',
    ).toEqual([]);
  });
});
