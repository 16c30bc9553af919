import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoPath } from '@mci/test-utils/repo-path';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMci, writeFiles } from './run-mci.js';

const exampleEnv = {
  DEMO_API_URL: 'http://127.0.0.1:9/secret-api-path',
  DEMO_API_TOKEN: 'demo-token-value-9999',
};

describe('mci docs on the examples', () => {
  let temp: TempDir;
  beforeAll(async () => {
    // A copy, so the MCP cache this writes never races the other tests that use examples/.
    temp = await createTempDir('mci-cli-docs-');
    const examples = repoPath('examples');
    await cp(examples, temp.path, {
      recursive: true,
      filter: (source) => !source.startsWith(path.join(examples, 'mci', 'mcp')),
    });
    // The launcher of server-everything finds it from its place in the repository: the copy's runs that one.
    const launcher = pathToFileURL(path.join(examples, 'scripts', 'everything-server.mjs')).href;
    await writeFile(path.join(temp.path, 'scripts', 'everything-server.mjs'), `import '${launcher}';\n`);
  });
  afterAll(() => temp.remove());

  it('finds the committed examples/MCP_TOOL_SPECIFICATION.md up to date', async () => {
    const run = await runMci(['docs', '--check', '-f', 'mci.json'], { cwd: temp.path, env: exampleEnv });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('✔ MCP_TOOL_SPECIFICATION.md is up to date');
    expect(run.code).toBe(0);
  });

  it('prints the document with no env value in it', async () => {
    const run = await runMci(['docs', '-f', 'mci.json'], { cwd: temp.path, env: exampleEnv });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(await readFile(path.join(temp.path, 'MCP_TOOL_SPECIFICATION.md'), 'utf8'));
    for (const value of Object.values(exampleEnv)) expect(run.stdout).not.toContain(value);
    expect(run.stdout).toContain('`{{env.DEMO_API_URL}}`');
  });
});

describe('mci docs', () => {
  let temp: TempDir;
  beforeAll(async () => {
    temp = await createTempDir('mci-cli-docs-');
    await writeFiles(temp.path, {
      'mci.json': {
        schemaVersion: '1.0',
        metadata: { name: 'Small', version: '0.2.0' },
        tools: [
          { name: 'alpha', description: 'First.', tags: ['a'], execution: { type: 'text', text: 'a' } },
          { name: 'beta', description: 'Second.', execution: { type: 'text', text: '{{env.BETA_KEY}}' } },
          {
            name: 'gamma',
            description: 'Deletes.',
            annotations: { destructiveHint: true },
            execution: { type: 'text', text: 'gone' },
          },
        ],
      },
    });
  });
  afterAll(() => temp.remove());

  it('writes the document with --out, then --check passes', async () => {
    const write = await runMci(['docs', '--out', 'SPEC.md'], { cwd: temp.path });
    expect(write.code).toBe(0);
    expect(write.stderr).toContain('Wrote SPEC.md.');
    const text = await readFile(path.join(temp.path, 'SPEC.md'), 'utf8');
    expect(text).toMatch(/^# MCP Tool Specification: Small\n/);
    const check = await runMci(['docs', '--check', '--out', 'SPEC.md'], { cwd: temp.path });
    expect(check.code).toBe(0);
  });

  it('exits 1 with a diff summary and the command to run when the document is out of date', async () => {
    const file = path.join(temp.path, 'MCP_TOOL_SPECIFICATION.md');
    const run = await runMci(['docs', '--out', 'MCP_TOOL_SPECIFICATION.md'], { cwd: temp.path });
    expect(run.code).toBe(0);
    const current = await readFile(file, 'utf8');
    await writeFile(file, current.replace('- **Version:** `0.2.0`', '- **Version:** `0.1.0`'));
    const check = await runMci(['docs', '--check'], { cwd: temp.path });
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('MCP_TOOL_SPECIFICATION.md is out of date: line');
    expect(check.stderr).toContain('- - **Version:** `0.1.0`\n+ - **Version:** `0.2.0`');
    expect(check.stderr).toContain('Update it with: mci docs -f mci.json --out MCP_TOOL_SPECIFICATION.md');
  });

  it('says how to create a document that --check cannot find', async () => {
    const check = await runMci(['docs', '--check', '--out', 'missing.md'], { cwd: temp.path });
    expect(check.code).toBe(1);
    expect(check.stderr).toContain(
      'Cannot read missing.md: no such file or folder. Create it with: mci docs',
    );
  });

  it('prints JSON with --format json, and documents only the tools --filter keeps', async () => {
    const run = await runMci(['docs', '--format', 'json', '--filter', 'tags:a'], {
      cwd: temp.path,
      env: { BETA_KEY: 'beta-secret-value' },
    });
    expect(run.code).toBe(0);
    const specification = JSON.parse(run.stdout);
    expect(specification.tools.map((tool: { name: string }) => tool.name)).toEqual(['alpha']);
    expect(specification.tools[0]).toMatchObject({ version: '0.2.0', executionType: 'text', tags: ['a'] });
    const all = await runMci(['docs'], { cwd: temp.path, env: { BETA_KEY: 'beta-secret-value' } });
    expect(all.stdout).toContain('the env variable `BETA_KEY`');
    expect(all.stdout).not.toContain('beta-secret-value');
  });

  it('lists the confirmation codes of --confirm-destructive for destructive tools only', async () => {
    const run = await runMci(['docs', '--format', 'json'], { cwd: temp.path, env: { BETA_KEY: 'b' } });
    const { tools } = JSON.parse(run.stdout) as { tools: { name: string; errors: { code: string }[] }[] };
    const confirmations = (name: string) =>
      tools
        .find((tool) => tool.name === name)
        ?.errors.map((error) => error.code)
        .filter((code) => code.startsWith('CONFIRMATION_'));
    expect(confirmations('gamma')).toEqual(['CONFIRMATION_DECLINED', 'CONFIRMATION_REQUIRED']);
    expect(confirmations('alpha')).toEqual([]);
  });
});
