import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoPath } from '@mci/test-utils/repo-path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { createMciJsonSchema, MCI_JSON_SCHEMA_ID } from './create-mci-json-schema.js';
import { parseMainFile } from './parse-main-file.js';
import { parseToolsetFile } from './parse-toolset-file.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const examplesDir = repoPath('examples');
const fixturesDir = fileURLToPath(new URL('./__fixtures__', import.meta.url));
const fixturesToolsetsDir = path.join(fixturesDir, 'spec', 'toolsets');
const MCI_FILE_NAME = /(\.mci\.(json|ya?ml)|^mci\.(json|ya?ml))$/;
const MAIN_ONLY_FIELDS = ['toolsets', 'libraryDir', 'enableAnyPaths', 'directoryAllowList', 'mcp_servers'];

/** Every MCI file below a folder (none when the folder does not exist), skipping node_modules. */
function findMciFiles(root: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(root, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => !entry.split(path.sep).includes('node_modules'))
    .filter((entry) => MCI_FILE_NAME.test(path.basename(entry)))
    .map((entry) => path.join(root, entry))
    .sort();
}

function readDocument(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  return /\.ya?ml$/.test(file) ? parseYaml(text) : JSON.parse(text);
}

const committedText = readFileSync(path.join(packageDir, 'mci.schema.json'), 'utf8');
const validate = new Ajv2020({ allErrors: true }).compile(JSON.parse(committedText));
const fixtureFiles = findMciFiles(fixturesDir);
const exampleFiles = findMciFiles(examplesDir);
const allFiles = [...fixtureFiles, ...exampleFiles];
const temporary: string[] = [];

afterAll(() => {
  for (const folder of temporary) rmSync(folder, { recursive: true, force: true });
});

describe('mci.schema.json', () => {
  it('is the committed output of the generator', () => {
    expect(committedText).toBe(`${JSON.stringify(createMciJsonSchema(), null, 2)}\n`);
  });

  it('names itself and documents the fields for editors', () => {
    const schema = createMciJsonSchema() as {
      $id: string;
      $schema: string;
      title: string;
      properties: Record<string, { description?: string }>;
    };
    expect(schema.$id).toBe(MCI_JSON_SCHEMA_ID);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.title).toBe('MCI file');
    expect(schema.properties.libraryDir?.description).toMatch(/toolset files/);
    expect(schema.properties.schemaVersion?.description).toMatch(/1\.0/);
  });

  it('finds MCI files by name, in nested folders', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'mci-examples-'));
    temporary.push(root);
    mkdirSync(path.join(root, 'demo', 'mci'), { recursive: true });
    for (const name of [
      'mci.json',
      'demo/mci.yaml',
      'demo/mci/a.mci.yml',
      'demo/notes.json',
      'demo/x.yaml',
    ]) {
      writeFileSync(path.join(root, name), '{}');
    }
    const found = findMciFiles(root).map((file) => path.relative(root, file).split(path.sep).join('/'));
    expect(found).toEqual(['demo/mci.yaml', 'demo/mci/a.mci.yml', 'mci.json']);
  });

  it('has fixtures for the examples of the spec', () => {
    expect(fixtureFiles.length).toBeGreaterThanOrEqual(20);
  });

  it.each(allFiles.map((file) => [path.relative(packageDir, file), file]))('validates %s', (_name, file) => {
    const valid = validate(readDocument(file));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it.each(allFiles.map((file) => [path.relative(packageDir, file), file]))('parses %s', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    const parsed = parseMainFile(text, { filePath: file });
    expect(parsed.value.schemaVersion).toBe('1.0');
    const raw = readDocument(file) as Record<string, unknown>;
    if (MAIN_ONLY_FIELDS.every((field) => !(field in raw))) {
      const toolset = parseToolsetFile(text, { filePath: file });
      expect(toolset.value.tools).toHaveLength(parsed.value.tools.length);
      if (file.startsWith(fixturesToolsetsDir)) expect(toolset.warnings).toEqual([]);
    }
    if (file.startsWith(fixturesDir) && !file.startsWith(fixturesToolsetsDir))
      expect(parsed.warnings).toEqual([]);
  });

  it('rejects a known execution type with wrong fields, and accepts a custom type', () => {
    const tool = (execution: unknown) => ({ schemaVersion: '1.0', tools: [{ name: 't', execution }] });
    expect(validate(tool({ type: 'http' }))).toBe(false);
    expect(
      validate(tool({ type: 'http', url: 'https://x', auth: { type: 'apiKey', name: 'k', value: 'v' } })),
    ).toBe(false);
    expect(validate(tool({ type: 'cli', command: 'ls', timeout_ms: -1 }))).toBe(false);
    expect(validate(tool({ type: 'http', url: 'https://x', method: 'post' }))).toBe(true);
    expect(validate(tool({ type: 'webhook', anything: [1, 2] }))).toBe(true);
  });

  it('requires tools, toolsets or mcp_servers, and filterValue with filter', () => {
    expect(validate({ schemaVersion: '1.0' })).toBe(false);
    expect(validate({ schemaVersion: '1.0', mcp_servers: {} })).toBe(true);
    expect(validate({ schemaVersion: '1.0', toolsets: ['a', { name: 'b', filter: 'only' }] })).toBe(false);
    expect(validate({ schemaVersion: '1.0', toolsets: ['a', { name: 'b', filterValue: 'x' }] })).toBe(false);
    expect(
      validate({ schemaVersion: '1.0', toolsets: ['a', { name: 'b', filter: 'only', filterValue: 'x' }] }),
    ).toBe(true);
  });
});
