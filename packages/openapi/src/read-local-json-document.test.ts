import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readLocalJsonDocument } from './read-local-json-document.js';

let dir: TempDir;
beforeEach(async () => {
  dir = await createTempDir('mci-openapi-local-');
});
afterEach(() => dir.remove());

const pet = { type: 'object', properties: { name: { type: 'string', description: 'Nom (français) 🐾' } } };
const document = {
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  paths: {
    '/pets': {
      get: {
        responses: {
          '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } },
        },
      },
    },
  },
  components: { schemas: { Pet: pet } },
};

async function written(value: unknown, text = JSON.stringify(value)): Promise<string> {
  const file = path.join(dir.path, 'api.json');
  await writeFile(file, text);
  return file;
}

describe('readLocalJsonDocument', () => {
  it('reads a document that refers only to itself, with its $refs replaced by what they point to', async () => {
    const read = readLocalJsonDocument(await written(document));
    const schema = (read as typeof document).paths['/pets'].get.responses['200'].content['application/json']
      .schema;
    expect(schema).toEqual(pet);
    expect(schema).toBe((read as typeof document).components.schemas.Pet);
  });

  it.each([
    ['a $ref to another file', { ...document, components: { schemas: { Pet: { $ref: 'pet.json' } } } }],
    ['an OpenAPI version swagger-parser does not read', { ...document, openapi: '3.2.0' }],
    ['a Swagger version other than 2.0', { swagger: '1.2', info: document.info, paths: {} }],
    ['an info.version that is a number', { ...document, info: { title: 'Pets', version: 1 } }],
    ['an array', [document]],
  ])('leaves %s to swagger-parser', async (_what, value) => {
    expect(readLocalJsonDocument(await written(value))).toBeUndefined();
  });

  it('leaves text that is not JSON, and a missing file, to swagger-parser', async () => {
    expect(readLocalJsonDocument(await written(undefined, '{"openapi": '))).toBeUndefined();
    expect(readLocalJsonDocument(path.join(dir.path, 'none.json'))).toBeUndefined();
  });
});
