import { readFileSync } from 'node:fs';
import { clientErrorCodes } from '@mci/client';
import { createTextExecutor } from '@mci/client/internal';
import { codeModeErrorCodes } from '@mci/code-mode';
import { collectErrorCodes, renderErrorCodeTable } from '@mci/docs';
import { executorKitErrorCodes } from '@mci/executor-kit';
import { createDefaultExecutors, hostErrorCodes } from '@mci/host';
import { mcpServerErrorCodes } from '@mci/mcp-server';
import { openApiErrorCodes } from '@mci/openapi';
import { schemaErrorCodes } from '@mci/schema';
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
    cliErrorCodes,
  ],
});

describe('docs/error-codes.md', () => {
  it('holds the table built from the code lists of the packages and the executors', () => {
    const text = readFileSync(repoPath('docs', 'error-codes.md'), 'utf8');
    const table = text.slice(text.indexOf('| Code |')).replace(/\n\n[\s\S]*$/, '\n');
    expect(table, 'docs/error-codes.md is out of date: replace its table with this one').toBe(
      renderErrorCodeTable(rows),
    );
  });

  it('has a code of one line and a meaning for every row, including the codes of the apps', () => {
    for (const row of rows) {
      expect(row.code).toMatch(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/);
      expect(row.meaning).toMatch(/^[^\n]{10,}$/);
    }
    const codes = rows.map((row) => row.code);
    expect(codes).toEqual(expect.arrayContaining(['MCI_CLI_USAGE', 'MCI_INSECURE_BIND', 'EXECUTOR_CLOSED']));
  });
});
