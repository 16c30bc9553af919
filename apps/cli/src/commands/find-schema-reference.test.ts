import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MCI_JSON_SCHEMA_ID } from '@mci/schema';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findSchemaReference } from './find-schema-reference.js';

const schemaPackageDir = path.dirname(createRequire(import.meta.url).resolve('@mci/schema/package.json'));

/** `npm i @mci/cli` in `dir`: the CLI and the schema package it depends on, side by side. */
async function installLayout(dir: string): Promise<string> {
  const cli = path.join(dir, 'node_modules', '@mci', 'cli');
  const schema = path.join(dir, 'node_modules', '@mci', 'schema');
  await mkdir(path.join(cli, 'dist'), { recursive: true });
  await mkdir(schema, { recursive: true });
  await writeFile(path.join(cli, 'package.json'), JSON.stringify({ name: '@mci/cli', type: 'module' }));
  await writeFile(path.join(cli, 'dist', 'mci.js'), '');
  for (const file of ['package.json', 'mci.schema.json']) {
    await copyFile(path.join(schemaPackageDir, file), path.join(schema, file));
  }
  return path.join(cli, 'dist', 'mci.js');
}

describe('findSchemaReference', () => {
  let temp: TempDir;
  beforeEach(async () => {
    temp = await createTempDir('mci-cli-schema-ref-');
  });
  afterEach(() => temp.remove());

  it('gives the path of the installed mci.schema.json, relative to the project, that editors resolve', async () => {
    const cliModule = await installLayout(temp.path);
    const reference = findSchemaReference(cliModule, temp.path);
    expect(reference).toBe('./node_modules/@mci/schema/mci.schema.json');
    const text = await readFile(path.resolve(temp.path, reference), 'utf8');
    expect(JSON.parse(text).$id).toBe(MCI_JSON_SCHEMA_ID);
  });

  it('relies on what npm installs: @mci/schema is a dependency of @mci/cli and ships mci.schema.json', async () => {
    const read = async (file: string) => JSON.parse(await readFile(file, 'utf8'));
    const cliPackage = await read(new URL('../../package.json', import.meta.url).pathname);
    const schemaPackage = await read(path.join(schemaPackageDir, 'package.json'));
    expect(cliPackage.dependencies).toHaveProperty('@mci/schema');
    expect(schemaPackage.files).toContain('mci.schema.json');
    expect(schemaPackage.exports['./mci.schema.json']).toBe('./mci.schema.json');
  });

  it('gives the published URL when the CLI is installed outside the project (global, npx)', async () => {
    const cliModule = await installLayout(path.join(temp.path, 'global'));
    const project = path.join(temp.path, 'project');
    await mkdir(project);
    expect(findSchemaReference(cliModule, project)).toBe(MCI_JSON_SCHEMA_ID);
  });
});
