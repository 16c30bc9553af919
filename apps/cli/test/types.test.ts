import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMci, writeFiles } from './run-mci.js';

const tools = [
  {
    name: 'list-issues',
    description: 'Lists the issues of a repository.\nNewest first.',
    inputSchema: {
      type: 'object',
      properties: {
        repo: { type: 'string', description: 'owner/name' },
        state: { enum: ['open', 'closed'] },
        'per-page': { type: 'integer' },
      },
      required: ['repo'],
    },
    outputSchema: {
      type: 'object',
      properties: {
        items: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } } } },
      },
    },
    execution: { type: 'text', text: '{}' },
  },
  { name: 'delete', description: 'Deletes */ things', execution: { type: 'text', text: 'ok' } },
];

describe('mci types', () => {
  let temp: TempDir;
  beforeAll(async () => {
    temp = await createTempDir('mci-cli-types-');
    await writeFiles(temp.path, {
      'mci.json': { schemaVersion: '1.0', tools: [tools[1]], toolsets: ['github'] },
      'mci/github.mci.json': { schemaVersion: '1.0', tools: [tools[0]] },
    });
  });
  afterAll(() => temp.remove());

  it('prints one namespace per toolset, with typed arguments, results and doc comments', async () => {
    const run = await runMci(['types'], { cwd: temp.path });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('declare namespace tools {');
    expect(run.stdout).toContain('declare namespace github {');
    expect(run.stdout).toContain('  function list_issues(args: {\n    /** owner/name */\n    repo: string;');
    expect(run.stdout).toContain('    state?: "open" | "closed";\n    "per-page"?: number;');
    expect(run.stdout).toContain('Calls the tool "list-issues".');
    expect(run.stdout).toContain('function delete_(args?: Record<string, unknown>): Promise<unknown>;');
  });

  it('writes the file of --out, for the tools of --filter, and TypeScript accepts it', async () => {
    const run = await runMci(['types', '--filter', 'toolsets:github', '--out', 'tools.d.ts'], {
      cwd: temp.path,
    });
    expect(run.code).toBe(0);
    const file = path.join(temp.path, 'tools.d.ts');
    const text = await readFile(file, 'utf8');
    expect(text).toContain('declare namespace github');
    expect(text).not.toContain('namespace tools');
    const program = ts.createProgram([file], { noEmit: true, strict: true, types: [] });
    expect(
      ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    ).toEqual([]);
  });
});
