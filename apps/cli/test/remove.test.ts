import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { listFixture } from './fixtures.js';
import { runMci, writeFiles } from './run-mci.js';

const petstore = createRequire(import.meta.url).resolve('@readme/oas-examples/3.0/json/petstore.json');

describe('mci remove', () => {
  let temp: TempDir;
  beforeEach(async () => {
    temp = await createTempDir('mci-cli-remove-');
  });
  afterEach(() => temp.remove());
  const read = (name: string) => readFile(path.join(temp.path, name), 'utf8');
  const mci = (args: string[]) => runMci(args, { cwd: temp.path });

  it('removes an imported toolset from a JSON main file and deletes its file; the rest keeps its layout', async () => {
    await writeFiles(temp.path, {
      'mci.json': '{\n    "schemaVersion": "1.0",\n    "toolsets": ["extra"]\n}\n',
      'mci/extra.mci.json': listFixture['mci/extra.mci.json'],
    });
    expect((await mci(['import', 'openapi', petstore, '--name', 'petstore'])).code).toBe(0);
    expect(JSON.parse(await read('mci.json')).toolsets).toEqual(['extra', 'petstore']);
    const run = await mci(['remove', 'petstore']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Removed toolset petstore from mci.json.');
    expect(run.stdout).toContain(`Deleted ${path.join('mci', 'petstore.mci.json')}.`);
    expect(await read('mci.json')).toBe('{\n    "schemaVersion": "1.0",\n    "toolsets": ["extra"]\n}\n');
    expect(existsSync(path.join(temp.path, 'mci', 'petstore.mci.json'))).toBe(false);
    expect((await mci(['list'])).code).toBe(0);
  });

  it('removes an entry of a YAML block list keeping comments, and --no-delete keeps the file', async () => {
    const yaml = [
      '# tools',
      'schemaVersion: "1.0"',
      'toolsets:',
      '  - name: extra # the first',
      '    prefix: x_',
      '  - more # the second',
      '',
    ].join('\n');
    await writeFiles(temp.path, {
      'mci.yaml': yaml,
      'mci/extra.mci.json': listFixture['mci/extra.mci.json'],
      'mci/more.mci.yaml': listFixture['mci/more.mci.yaml'],
    });
    const run = await mci(['remove', 'extra', '--no-delete']);
    expect(run.code).toBe(0);
    expect(await read('mci.yaml')).toBe('# tools\nschemaVersion: "1.0"\ntoolsets:\n  - more # the second\n');
    expect(existsSync(path.join(temp.path, 'mci', 'extra.mci.json'))).toBe(true);
    expect(parse(await read('mci.yaml')).toolsets).toEqual(['more']);
  });

  it('fails with exit 1 and says where to look when the toolset is unknown', async () => {
    await writeFiles(temp.path, listFixture);
    const run = await mci(['remove', 'nope']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('No toolset nope in mci.json');
    expect(await read('mci.json')).toBe(`${JSON.stringify(listFixture['mci.json'], null, 2)}\n`);
  });
});

describe('mci import openapi --auth and --prefix in a YAML main file', () => {
  let temp: TempDir;
  beforeEach(async () => {
    temp = await createTempDir('mci-cli-import-auth-');
  });
  afterEach(() => temp.remove());

  it('sets the auth on the entry, keeps the user’s other keys on re-import, and refuses bad --auth', async () => {
    await writeFiles(temp.path, {
      'mci.yaml': [
        'schemaVersion: "1.0"',
        'toolsets:',
        '  - name: pets # mine',
        '    requiredScopes: [read]',
        '    http:',
        '      headers: { X-Team: blue }',
        '',
      ].join('\n'),
    });
    const run = await runMci(
      ['import', 'openapi', petstore, '--name', 'pets', '--auth', 'apikey:header:X-API-Key:PETS_KEY'],
      { cwd: temp.path },
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Updated toolset pets with its auth in mci.yaml.');
    expect(run.stdout).toContain('PETS_KEY  credential given with --auth');
    const text = await readFile(path.join(temp.path, 'mci.yaml'), 'utf8');
    expect(text).toContain('- name: pets # mine');
    expect(parse(text).toolsets).toEqual([
      {
        name: 'pets',
        requiredScopes: ['read'],
        http: {
          headers: { 'X-Team': 'blue' },
          auth: { type: 'apiKey', in: 'header', name: 'X-API-Key', value: '{{env.PETS_KEY}}' },
        },
      },
    ]);
    const envs = await runMci(['envs', '--format', 'env'], { cwd: temp.path });
    expect(envs.stdout).toContain('# mci.yaml: toolsets[0].http.auth.value\nPETS_KEY=');

    const bad = await runMci(['import', 'openapi', petstore, '--auth', 'bearer:not a name'], {
      cwd: temp.path,
    });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--auth "bearer:not a name": the token must be the name of an env variable');
    expect(bad.stderr).toContain('bearer:TOKEN_VAR | basic:USER_VAR:PASSWORD_VAR');
  });
});
