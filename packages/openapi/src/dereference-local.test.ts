import { describe, expect, it } from 'vitest';
import { dereferenceLocal } from './dereference-local.js';

// biome-ignore lint/suspicious/noExplicitAny: the tests read deep into the JSON documents they build
type Json = Record<string, any>;

/** A document as JSON.parse returns it: a tree, with a cycle through a `$ref` and a `$ref` to a `$ref`. */
function treeDocument(): Json {
  return JSON.parse(
    JSON.stringify({
      openapi: '3.1.0',
      paths: {
        '/nodes': {
          post: {
            requestBody: {
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Alias' } } },
            },
            parameters: [
              { $ref: '#/components/parameters/Limit' },
              { $ref: '#/components/parameters/Limit' },
            ],
          },
        },
      },
      components: {
        parameters: { Limit: { name: 'limit', in: 'query', schema: { type: 'integer' } } },
        schemas: {
          Alias: { $ref: '#/components/schemas/Node' },
          Node: {
            type: 'object',
            properties: {
              children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
              name: { $ref: '#/components/schemas/Node/properties/label' },
              label: { type: 'string' },
            },
          },
        },
      },
    }),
  );
}

describe('dereferenceLocal', () => {
  it.each([
    ['a tree', true],
    ['any object graph', false],
  ])('replaces each $ref of %s by the very object it points to', (_what, isTree) => {
    const document = treeDocument();
    expect(dereferenceLocal(document, isTree)).toBe(true);
    const node = document.components.schemas.Node;
    const operation = document.paths['/nodes'].post;
    expect(operation.requestBody.content['application/json'].schema).toBe(node);
    expect(document.components.schemas.Alias).toBe(node);
    expect(node.properties.children.items).toBe(node);
    expect(node.properties.name).toBe(node.properties.label);
    expect(operation.parameters[0]).toBe(document.components.parameters.Limit);
    expect(operation.parameters[1]).toBe(document.components.parameters.Limit);
  });

  it('walks a document whose objects are shared (as YAML aliases make them) once each', () => {
    const shared: Json = { type: 'object', properties: { self: { $ref: '#/components/schemas/Shared' } } };
    const document: Json = {
      paths: { '/a': { get: { x: shared } }, '/b': { get: { x: shared } } },
      components: { schemas: { Shared: shared } },
    };
    expect(dereferenceLocal(document)).toBe(true);
    expect(shared.properties.self).toBe(shared);
  });

  it.each([
    ['to another file', 'other.json#/Pet'],
    ['to nothing', '#/components/schemas/Missing'],
  ])('returns false for a $ref %s', (_what, ref) => {
    const document = treeDocument();
    document.components.schemas.Node.properties.label = { $ref: ref };
    expect(dereferenceLocal(document, true)).toBe(false);
  });
});
