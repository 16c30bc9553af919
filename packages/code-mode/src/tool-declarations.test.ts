import { describe, expect, it } from 'vitest';
import { bindTools } from './bind-tools.js';
import { runCode } from './run-code.js';
import { toolDeclarations } from './tool-declarations.js';

describe('bindTools', () => {
  it('gives every tool a valid identifier in the namespace of its toolset, the same for every caller', () => {
    const tools = [
      { name: 'a-b' },
      { name: 'a_b' },
      { name: '1st' },
      { name: 'class', toolset: 'my-set' },
      { name: 'list.items', toolset: 'my-set' },
    ];
    expect(bindTools(tools)).toEqual([
      { name: 'a-b', namespace: 'tools', identifier: 'a_b' },
      { name: 'a_b', namespace: 'tools', identifier: 'a_b_2' },
      { name: '1st', namespace: 'tools', identifier: '_1st' },
      { name: 'class', namespace: 'my_set', identifier: 'class_' },
      { name: 'list.items', namespace: 'my_set', identifier: 'list_items' },
    ]);
  });

  it('binds the sandbox functions to the tools the declarations name', async () => {
    const tools = [{ name: 'a-b' }, { name: 'a_b' }];
    const called: string[] = [];
    await runCode({
      code: 'await tools.a_b(); await tools.a_b_2();',
      tools,
      callTool: async (name) => {
        called.push(name);
        return null;
      },
    });
    expect(called).toEqual(['a-b', 'a_b']);
    expect(toolDeclarations(tools)).toContain('Calls the tool "a-b".');
  });
});

describe('toolDeclarations', () => {
  it('types unions, nullable types, enums, constants, maps and nested arrays, and escapes comments', () => {
    const text = toolDeclarations([
      {
        name: 'search',
        description: 'Finds */ things',
        inputSchema: {
          type: 'object',
          properties: {
            query: { type: ['string', 'null'] },
            kind: { anyOf: [{ const: 'a' }, { type: 'integer' }] },
            order: { enum: ['asc', 'desc'] },
            tags: { type: 'object', additionalProperties: { type: 'string' } },
            grid: { type: 'array', items: { type: 'array', items: { type: 'number' } } },
            ref: { $ref: '#/definitions/x' },
          },
          required: ['query'],
        },
        outputSchema: { type: 'object', properties: { total: { type: 'integer' } }, required: ['total'] },
      },
    ]);
    expect(text).toBe(
      [
        'declare namespace tools {',
        '  /** Finds *\\/ things */',
        '  function search(args: {',
        '    query: string | null;',
        '    kind?: "a" | number;',
        '    order?: "asc" | "desc";',
        '    tags?: {',
        '      [key: string]: string;',
        '    };',
        '    grid?: number[][];',
        '    ref?: unknown;',
        '  }): Promise<{',
        '    total: number;',
        '  }>;',
        '}',
        '',
      ].join('\n'),
    );
  });
});
