import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startHttpServer } from '@mci/test-utils/http-server';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type CliIo, runCli } from '../src/index.js';
import { runMci, writeFiles } from './run-mci.js';

const require = createRequire(import.meta.url);
const petstore = require.resolve('@readme/oas-examples/3.0/json/petstore.json');

describe('mci import openapi', () => {
  let temp: TempDir;
  beforeEach(async () => {
    temp = await createTempDir('mci-cli-import-');
  });
  afterEach(() => temp.remove());

  const read = (name: string) => readFile(path.join(temp.path, name), 'utf8');

  it('prints the toolset with --dry-run, writes only the JSON report, and the report lists every operation', async () => {
    const run = await runMci(
      ['import', 'openapi', petstore, '--name', 'petstore', '--dry-run', '--report-json', 'out/report.json'],
      { cwd: temp.path },
    );
    expect(run.code).toBe(0);
    const toolset = JSON.parse(run.stdout);
    expect(toolset.schemaVersion).toBe('1.0');
    expect(toolset.tools).toHaveLength(20);
    expect(run.stderr).toContain('PETSTORE_API_KEY');
    expect(run.stderr.trimEnd().split('\n').at(-1)).toBe(
      'Imported petstore: 20 operations read, 20 tools written.',
    );
    expect(existsSync(path.join(temp.path, 'mci'))).toBe(false);
    const report = JSON.parse(await read('out/report.json'));
    expect(report).toMatchObject({ name: 'petstore', operationsRead: 20, toolsWritten: 20, skipped: [] });
    expect(report.operations).toHaveLength(20);
    expect(report.operations).toContainEqual({
      operation: 'POST /pet/{petId}/uploadImage (uploadFile)',
      tool: 'uploadFile',
      imported: true,
    });
  });

  it('writes YAML with --out, adds it to a YAML main file keeping comments, and mci envs lists the variables', async () => {
    await writeFiles(temp.path, {
      'mci.yaml': ['# my tools', 'schemaVersion: "1.0" # always', 'tools: []', ''].join('\n'),
    });
    const run = await runMci(
      ['import', 'openapi', petstore, '--name', 'petstore', '--out', 'mci/petstore.mci.yaml'],
      { cwd: temp.path },
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Wrote mci/petstore.mci.yaml (20 tools).');
    expect(run.stdout).toContain('Added toolset petstore to mci.yaml.');
    expect(run.stdout).toContain('PETSTORE_API_KEY');
    const main = await read('mci.yaml');
    expect(main).toContain('# my tools');
    expect(main).toContain('# always');
    expect(parse(main).toolsets).toEqual(['petstore']);
    expect(parse(await read('mci/petstore.mci.yaml')).tools).toHaveLength(20);

    const envs = await runMci(['envs', '--format', 'env'], { cwd: temp.path });
    expect(envs.code).toBe(0);
    expect(envs.stdout).toContain('PETSTORE_API_KEY=');
    const validate = await runMci(['validate'], { cwd: temp.path });
    expect(validate.code).toBe(0);

    const again = await runMci(
      ['import', 'openapi', petstore, '--name', 'petstore', '--out', 'mci/petstore.mci.yaml'],
      {
        cwd: temp.path,
      },
    );
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Toolset petstore is already in mci.yaml');
    expect(parse(await read('mci.yaml')).toolsets).toEqual(['petstore']);
  });

  it('filters by tags and operations, and the imported tools call the --base-url server', async () => {
    await writeFiles(temp.path, { 'mci.json': { schemaVersion: '1.0', tools: [] } });
    const server = await startHttpServer();
    server.route('GET /api/pet/7', (_request, response) => {
      response.end('{"id":7}');
    });
    try {
      const run = await runMci(
        [
          'import',
          'openapi',
          petstore,
          '--name',
          'petstore',
          '--include-tags',
          'pet,store',
          '--exclude-tags',
          'store',
          '--operations',
          'getPetById,findPetsByStatus,getInventory',
          '--base-url',
          `${server.origin}/api`,
        ],
        { cwd: temp.path },
      );
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(
        'Imported petstore: 20 operations read, 2 tools written, 18 skipped (18 filtered out).',
      );
      const toolset = JSON.parse(await read('mci/petstore.mci.json'));
      expect(toolset.tools.map((tool: { name: string }) => tool.name)).toEqual([
        'findPetsByStatus',
        'getPetById',
      ]);

      const call = await runMci(['call', 'getPetById', '--prop', 'petId=7'], {
        cwd: temp.path,
        env: { PETSTORE_API_KEY: 'key-1' },
      });
      expect(call.stdout).toContain('{"id":7}');
      expect(
        server.requests.map((request) => [request.method, request.url, request.headers.api_key]),
      ).toEqual([['GET', '/api/pet/7', 'key-1']]);
    } finally {
      await server.close();
    }
  });

  it('counts the operations converted on a terminal, and only there', async () => {
    const runWith = async (isTTY: boolean) => {
      let stderr = '';
      const io: CliIo = {
        stdout: { write: () => true },
        // A terminal as the spinner uses it: cursor moves are accepted and do nothing here.
        stderr: Object.assign(
          {
            write: (text: string) => {
              stderr += text;
              return true;
            },
            isTTY,
          },
          { cursorTo: () => true, clearLine: () => true, moveCursor: () => true },
        ),
        env: {},
        cwd: temp.path,
      };
      const code = await runCli(['import', 'openapi', petstore, '--dry-run'], io);
      return { code, stderr };
    };
    const terminal = await runWith(true);
    expect(terminal.code).toBe(0);
    expect(terminal.stderr).toContain('Converting operations: 20/20');
    const pipe = await runWith(false);
    expect(pipe.code).toBe(0);
    expect(pipe.stderr).not.toContain('Converting operations');
  });

  it('writes without a main file when --no-add is given', async () => {
    const run = await runMci(['import', 'openapi', petstore, '--no-add', '--out', 'petstore.json'], {
      cwd: temp.path,
    });
    expect(run.code).toBe(0);
    expect(JSON.parse(await read('petstore.json')).metadata.name).toBe('petstore');
  });

  it('refuses a $ref outside the document folder, and says how to allow it', async () => {
    await writeFiles(temp.path, {
      'mci.json': { schemaVersion: '1.0', tools: [] },
      'shared/pet.json': { type: 'object', properties: { name: { type: 'string' } } },
      'api/openapi.yaml': [
        'openapi: 3.0.3',
        'info: { title: Pets, version: "1" }',
        'servers: [{ url: "https://pets.example.com" }]',
        'paths:',
        '  /pets:',
        '    post:',
        '      operationId: addPet',
        '      requestBody: { content: { application/json: { schema: { $ref: "../shared/pet.json" } } } }',
        '      responses: { "200": { description: ok } }',
        '',
      ].join('\n'),
    });
    const run = await runMci(['import', 'openapi', 'api/openapi.yaml'], { cwd: temp.path });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /a \$ref points to a file outside the document's folder .*pass --allow-external-refs/,
    );
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(path.join(temp.path, 'mci'))).toBe(false);

    const allowed = await runMci(['import', 'openapi', 'api/openapi.yaml', '--allow-external-refs'], {
      cwd: temp.path,
    });
    expect(allowed.code).toBe(0);
    expect(JSON.parse(await read('mci/pets.mci.json')).tools[0].inputSchema.properties).toEqual({
      name: { type: 'string' },
    });
  });
});
