import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { MciFileError, type ToolDefinition } from '@mci/schema';
import { useTempDir } from '@mci/test-utils/use-temp-dir';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { createEchoExecutor } from './__fixtures__/create-echo-executor.js';
import { MCIClient } from './mci-client.js';

// The answers come from `text` tools (no HTTP): a list of 100 objects written by the template engine.
const HUNDRED_ITEMS =
  '[@for(i in range(0, 100)){"id": {{i}}, "title": "Item {{i}}", "body": "lorem ipsum dolor sit amet"}@if(i < 99),@endif@endfor]';
const listOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: i,
    title: `Item ${i}`,
    body: 'lorem ipsum dolor sit amet',
  }));
const pageSchema = {
  type: 'object',
  properties: { page: { type: 'integer' }, per_page: { type: 'integer' } },
};

type ToolFields = Partial<ToolDefinition> & Record<string, unknown>;

function load(tools: ToolFields[]) {
  const withText = tools.map((tool) => ({ execution: { type: 'text', text: HUNDRED_ITEMS }, ...tool }));
  return MCIClient.load({
    schema: { schemaVersion: '1.0', tools: withText },
    executors: [createEchoExecutor('echo')],
  });
}

const textOf = (result: { content: readonly { type: string; text?: string }[] }) =>
  result.content.map((item) => item.text ?? '').join('');

/** The text before the note and the note (`[Answer cut: ...]` after a blank line), if any. */
function split(text: string): { body: string; note: string | undefined } {
  const at = text.lastIndexOf('\n\n[Answer cut: ');
  return at < 0 ? { body: text, note: undefined } : { body: text.slice(0, at), note: text.slice(at + 2) };
}

describe('output shaping of a text tool', () => {
  it('select projects the JSON answer, with no note when nothing is cut', async () => {
    const client = await load([{ name: 'list', output: { select: '[?id < `3`].title' } }]);
    const result = await client.execute('list');
    expect(result.isError).toBe(false);
    expect(textOf(result)).toBe('["Item 0","Item 1","Item 2"]');
  });

  it('maxItems keeps the first items and the note names the paging arguments', async () => {
    const client = await load([{ name: 'list', inputSchema: pageSchema, output: { maxItems: 5 } }]);
    const { body, note } = split(textOf(await client.execute('list')));
    expect(JSON.parse(body)).toEqual(listOf(5));
    expect(note).toBe(
      '[Answer cut: showing the first 5 of 100 items. To get the rest, call the tool again with its "page", "per_page" arguments to page through the rest.]',
    );
  });

  it('maxItems applies to the array select yields', async () => {
    const client = await load([{ name: 'list', output: { select: '[].id', maxItems: 3 } }]);
    const { body, note } = split(textOf(await client.execute('list')));
    expect(body).toBe('[0,1,2]');
    expect(note).toBe(
      '[Answer cut: showing the first 3 of 100 items. This tool has no argument to get the rest.]',
    );
  });

  it('maxChars cuts a JSON array by whole items: the text before the note has at most maxChars characters', async () => {
    const client = await load([{ name: 'list', output: { maxChars: 1000 } }]);
    const { body, note } = split(textOf(await client.execute('list')));
    expect(body.length).toBeLessThanOrEqual(1000);
    const kept = JSON.parse(body) as unknown[];
    expect(kept).toEqual(listOf(kept.length));
    expect(JSON.stringify(listOf(kept.length + 1)).length).toBeGreaterThan(1000);
    expect(note).toBe(
      `[Answer cut: showing the first ${kept.length} of 100 items, the most that fit in 1000 characters. This tool has no argument to get the rest.]`,
    );
  });

  it('maxChars cuts text that is not JSON at maxChars characters and says how many there were', async () => {
    const text = `@for(i in range(0, 100))line {{i}} of a long log\n@endfor`;
    const client = await load([{ name: 'log', execution: { type: 'text', text }, output: { maxChars: 50 } }]);
    const plain = await load([{ name: 'log', execution: { type: 'text', text } }]);
    const whole = textOf(await plain.execute('log'));
    const { body, note } = split(textOf(await client.execute('log')));
    expect(body).toBe(whole.slice(0, 50));
    expect(note).toBe(
      `[Answer cut: showing the first 50 of ${whole.length} characters. This tool has no argument to get the rest.]`,
    );
  });

  it('leaves a small answer untouched: the same result as the tool without output', async () => {
    const small = '[{"id": 1}, {"id": 2}]';
    const client = await load([
      { name: 'plain', execution: { type: 'text', text: small } },
      { name: 'shaped', execution: { type: 'text', text: small }, output: { maxItems: 2, maxChars: 100 } },
    ]);
    expect(await client.execute('shaped')).toEqual(await client.execute('plain'));
  });

  it('a failing select is an OUTPUT_SELECT_FAILED error result naming the expression', async () => {
    const client = await load([{ name: 'list', output: { select: 'abs(@)' } }]);
    const result = await client.execute('list');
    expect(result.isError).toBe(true);
    expect(result.errorCode).toBe('OUTPUT_SELECT_FAILED');
    expect(result.error).toContain('"abs(@)" (output.select) of tool "list"');
  });
});

describe('the outputSchema a shaped tool advertises', () => {
  const outputSchema = {
    type: 'object',
    properties: { items: { type: 'array' }, total: { type: 'integer' } },
    required: ['items', 'total'],
  };
  const wrapped = '{"total": 100, "items": @for(i in range(0, 1))[{{i}}]@endfor}';

  it('is dropped when select can change the shape, and the shaped structured content is an object', async () => {
    const client = await load([
      {
        name: 'count',
        execution: { type: 'text', text: wrapped },
        outputSchema,
        output: { select: '{n: total}' },
      },
    ]);
    expect(client.getTool('count')?.outputSchema).toBeUndefined();
    const result = await client.execute('count');
    expect(result.structuredContent).toEqual({ n: 100 });
    expect(textOf(result)).toBe('{"n":100}');
  });

  it('is kept when only maxItems is set, and the structured content validates against it', async () => {
    const client = await load([
      { name: 'count', execution: { type: 'text', text: wrapped }, outputSchema, output: { maxItems: 1 } },
    ]);
    const advertised = client.getTool('count')?.outputSchema;
    expect(advertised).toEqual(outputSchema);
    const result = await client.execute('count');
    const validate = new Ajv2020().compile(advertised ?? {});
    expect(validate(result.structuredContent)).toBe(true);
  });

  it('is dropped with maxChars, and a cut answer carries no structured content', async () => {
    const big = `{"total": 100, "items": ${JSON.stringify(listOf(100))}}`;
    const client = await load([
      { name: 'count', execution: { type: 'text', text: big }, outputSchema, output: { maxChars: 500 } },
    ]);
    expect(client.getTool('count')?.outputSchema).toBeUndefined();
    const result = await client.execute('count');
    expect(result.structuredContent).toBeUndefined();
    expect(split(textOf(result)).body).toBe(big.slice(0, 500));
  });
});

describe('the select argument offered to the model', () => {
  const echo = {
    name: 'echo',
    inputSchema: { type: 'object', properties: { q: { type: 'string' } }, additionalProperties: false },
    execution: { type: 'echo', query: '{{props.q}}' },
    output: { selectArgument: 'mci_select', maxChars: 100000 },
  };

  it('is advertised as an optional string property whose description says what it does', async () => {
    const client = await load([echo]);
    const schema = client.getToolSchema('echo') as { properties: Record<string, { description: string }> };
    expect(Object.keys(schema.properties)).toEqual(['q', 'mci_select']);
    expect(schema.properties.mci_select?.description).toMatch(
      /^Optional JMESPath expression applied to the JSON answer/,
    );
    expect(schema.properties.mci_select?.description).toContain(
      'Answers longer than 100000 characters are cut.',
    );
  });

  it('projects the answer and never reaches the tool', async () => {
    const client = await load([echo]);
    const result = await client.execute('echo', {
      q: 'cats',
      mci_select: '{props: props, query: rendered.query}',
    });
    expect(result.isError).toBe(false);
    expect(JSON.parse(textOf(result))).toEqual({ props: { q: 'cats' }, query: 'cats' });
  });

  it('an invalid expression is invalid input, refused before the tool runs', async () => {
    const client = await load([echo]);
    const result = await client.execute('echo', { q: 'cats', mci_select: 'props.[' });
    expect(result.errorCode).toBe('INVALID_INPUT');
    expect(result.error).toMatch(/props\.mci_select: not a valid JMESPath expression \(Syntax error/);
  });

  it('applies after the tool select and before maxItems', async () => {
    const client = await load([
      { name: 'list', output: { select: '[?id >= `10`]', selectArgument: 'pick', maxItems: 2 } },
    ]);
    const { body, note } = split(textOf(await client.execute('list', { pick: '[].title' })));
    expect(body).toBe('["Item 10","Item 11"]');
    expect(note).toContain('showing the first 2 of 90 items');
    expect(note).toContain('pass a narrower JMESPath expression in "pick"');
  });
});

describe('load errors of output', () => {
  const temp = useTempDir();

  it('an invalid select fails the load with file, line, column and JSON path', async () => {
    const file = path.join(temp.path, 'mci.yaml');
    writeFileSync(
      file,
      [
        'schemaVersion: "1.0"',
        'tools:',
        '  - name: list',
        '    execution: { type: text, text: "[]" }',
        '    output:',
        '      select: "[].{id: id"',
        '',
      ].join('\n'),
    );
    const error = await MCIClient.load({ schemaFilePath: file }).catch((caught: unknown) => caught);
    expect(MciFileError.isInstance(error)).toBe(true);
    const [diagnostic] = (error as MciFileError).diagnostics;
    expect(diagnostic).toMatchObject({
      code: 'INVALID_OUTPUT_SELECT',
      filePath: file,
      line: 6,
      column: 15,
      path: 'tools[0].output.select',
    });
    expect(diagnostic?.message).toMatch(/^not a valid JMESPath expression: Syntax error/);
  });

  it('a select argument that is already an input property fails the load', async () => {
    const error = await load([
      { name: 'list', inputSchema: pageSchema, output: { selectArgument: 'page' } },
    ]).catch((caught: unknown) => caught);
    expect((error as MciFileError).diagnostics).toEqual([
      expect.objectContaining({
        code: 'OUTPUT_SELECT_ARGUMENT_TAKEN',
        path: 'tools[0].output.selectArgument',
      }),
    ]);
  });
});
