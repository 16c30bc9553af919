import { describe, expect, it } from 'vitest';
import { MciFileError } from './mci-file-error.js';
import { parseMainFile } from './parse-main-file.js';
import { parseToolsetFile } from './parse-toolset-file.js';

const shared = {
  Node: { type: 'object', properties: { child: { $ref: '#/$defs/Leaf' } } },
  Leaf: { type: 'string', enum: [{ $ref: '#/$defs/Unused' }] },
  Unused: { type: 'number' },
  'a/b': { type: 'boolean' },
};

function tool(name: string, inputSchema: Record<string, unknown>) {
  return { name, execution: { type: 'text', text: 'x' }, inputSchema };
}

describe('shared $defs of an MCI file', () => {
  it("copies into each tool's schema the definitions it reaches, leaves its own and unknown ones as they are", () => {
    const text = JSON.stringify({
      schemaVersion: '1.0',
      tools: [
        tool('uses_node', { type: 'object', properties: { node: { $ref: '#/$defs/Node' } } }),
        tool('own_leaf', {
          type: 'object',
          properties: { node: { $ref: '#/$defs/Node' }, flag: { $ref: '#/$defs/a~1b' } },
          $defs: { Leaf: { description: 'stub' } },
        }),
        tool('unknown', { type: 'object', properties: { x: { $ref: '#/$defs/Missing' } } }),
        tool('no_refs', { type: 'object', properties: { default: { type: 'string' } } }),
        tool('bad_own', { properties: { n: { $ref: '#/$defs/Node' } }, $defs: 3 }),
      ],
      $defs: shared,
    });
    const [usesNode, ownLeaf, unknown, noRefs, badOwn] = parseToolsetFile(text, { filePath: 't.mci.json' })
      .value.tools;
    expect(usesNode?.inputSchema?.$defs).toEqual({ Node: shared.Node, Leaf: shared.Leaf });
    expect(ownLeaf?.inputSchema?.$defs).toEqual({
      Node: shared.Node,
      'a/b': shared['a/b'],
      Leaf: { description: 'stub' },
    });
    expect(unknown?.inputSchema).toEqual({ type: 'object', properties: { x: { $ref: '#/$defs/Missing' } } });
    expect(noRefs?.inputSchema?.$defs).toBeUndefined();
    // A `$defs` that is not an object is kept as written, for the schema check to report.
    expect(badOwn?.inputSchema?.$defs).toBe(3);
  });

  it('shares one object among the tools instead of copying it', () => {
    const text = JSON.stringify({
      schemaVersion: '1.0',
      tools: ['a', 'b'].map((name) => tool(name, { properties: { n: { $ref: '#/$defs/Node' } } })),
      $defs: shared,
    });
    const [a, b] = parseMainFile(text, { filePath: 'mci.json' }).value.tools;
    const nodeOf = (tool: typeof a) =>
      (tool?.inputSchema?.$defs as Record<string, unknown> | undefined)?.Node;
    expect(nodeOf(a)).toEqual(shared.Node);
    expect(nodeOf(a)).toBe(nodeOf(b));
    expect(parseMainFile(text, { filePath: 'mci.json' }).value).not.toHaveProperty('$defs');
  });

  it('refuses a definition that is not an object, with its position', () => {
    const text = ['schemaVersion: "1.0"', 'tools: []', '$defs:', '  Node: 3', ''].join('\n');
    let error: unknown;
    try {
      parseToolsetFile(text, { filePath: 'mci/t.mci.yaml' });
    } catch (caught) {
      error = caught;
    }
    expect(MciFileError.isInstance(error)).toBe(true);
    const [first] = (error as MciFileError).diagnostics;
    expect(first).toMatchObject({ line: 4, path: '$defs.Node' });
    expect(first?.message).toMatch(/object/);
  });
});
