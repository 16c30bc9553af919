import { type ExecutorV1, ToolExecutionError } from '@mci/schema';
import { describe, expect, it } from 'vitest';
import { createEchoExecutor } from './__fixtures__/create-echo-executor.js';
import { MCIClient } from './mci-client.js';
import { ToolNotFoundError } from './tool-not-found-error.js';

const weatherSchema = {
  type: 'object',
  properties: {
    location: { type: 'string' },
    units: { type: 'string', enum: ['metric', 'imperial'], default: 'metric' },
    days: { type: 'integer', minimum: 1 },
    options: { type: 'object', default: { detail: 'low' } },
  },
  required: ['location'],
};

const schema = {
  schemaVersion: '1.0',
  tools: [
    {
      name: 'get_weather',
      tags: ['weather', 'read'],
      inputSchema: weatherSchema,
      execution: {
        type: 'http',
        url: 'https://api.example.com/{{props.location}}',
        params: { units: '{{props.units}}', days: '{!! props.days !!}', options: '{!! props.options !!}' },
        headers: { Authorization: 'Bearer {{env.API_TOKEN}}', 'X-Other': '{{env.OTHER_TOKEN}}' },
      },
    },
    {
      name: 'greet',
      tags: ['text'],
      inputSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
      execution: { type: 'text', text: 'Hello {{props.name}}!' },
    },
    { name: 'delete_all', tags: ['destructive'], execution: { type: 'text', text: 'gone' } },
    {
      name: 'leaky',
      execution: {
        type: 'http',
        fail: true,
        url: 'https://u:{{env.API_TOKEN}}@api.example.com',
        headers: { 'X-Key': '{{env.API_TOKEN_SHORT}}' },
      },
    },
    { name: 'needs_prop', execution: { type: 'text', text: 'Value {{props.missing}}' } },
  ],
};

const env = {
  API_TOKEN: 'tok-secret-123456',
  API_TOKEN_SHORT: 'tok-secret',
  OTHER_TOKEN: '',
  UNUSED: 'visible',
};

function load(executors = [createEchoExecutor('http', ['url'])]) {
  return MCIClient.load({ schema, baseDir: process.cwd(), env, executors });
}

describe('listing and filtering', () => {
  it('lists enabled tools in file order and filters them', async () => {
    const client = await load();
    expect(client.listTools()).toEqual(['get_weather', 'greet', 'delete_all', 'leaky', 'needs_prop']);
    expect(client.tools().map((tool) => tool.name)).toEqual(client.listTools());
    expect(client.only(['greet', 'get_weather', 'unknown']).map((tool) => tool.name)).toEqual([
      'get_weather',
      'greet',
    ]);
    expect(client.without(['leaky', 'needs_prop']).map((tool) => tool.name)).toEqual([
      'get_weather',
      'greet',
      'delete_all',
    ]);
    expect(client.tags(['read', 'text']).map((tool) => tool.name)).toEqual(['get_weather', 'greet']);
    expect(client.withoutTags(['destructive', 'weather']).map((tool) => tool.name)).toEqual([
      'greet',
      'leaky',
      'needs_prop',
    ]);
    expect(client.getTool('greet')?.source).toEqual({ file: undefined });
    expect(Object.isFrozen(client.getTool('greet')?.execution)).toBe(true);
  });

  it('gives an executor the tool schema frozen, and every tool handed out frozen', async () => {
    let seen: unknown;
    const client = await MCIClient.load({
      schema: {
        schemaVersion: '1.0',
        tools: [
          {
            name: 'probe',
            inputSchema: { type: 'object', properties: { n: { type: 'integer' } } },
            execution: { type: 'probe' },
          },
          { name: 'other', execution: { type: 'probe' } },
        ],
      },
      executors: [
        {
          specificationVersion: 'v1',
          type: 'probe',
          errorCodes: {},
          close: async () => {},
          parseConfig: (execution) => execution as { type: string },
          async execute({ context }) {
            seen = context.tool.inputSchema;
            return { isError: false, content: [{ type: 'text', text: 'ok' }] };
          },
        },
      ],
    });
    await client.execute('probe', { n: 1 });
    expect(Object.isFrozen(seen)).toBe(true);
    expect(Object.isFrozen((seen as { properties: unknown }).properties)).toBe(true);
    const [, other] = client.tools();
    expect(Object.isFrozen(other)).toBe(true);
    expect(Object.isFrozen(other?.execution)).toBe(true);
  });

  it('returns a copy of the input schema, or an empty object schema', async () => {
    const client = await load();
    const copy = client.getToolSchema('get_weather');
    expect(copy).toEqual(weatherSchema);
    copy.type = 'changed';
    expect(client.getToolSchema('get_weather').type).toBe('object');
    expect(client.getToolSchema('delete_all')).toEqual({ type: 'object' });
  });

  it('throws ToolNotFoundError with close names for an unknown tool', async () => {
    const client = await load();
    const error = await client.execute('get_wether').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ToolNotFoundError);
    expect((error as ToolNotFoundError).suggestions).toEqual(['get_weather']);
    expect((error as Error).message).toBe('Tool "get_wether" not found. Did you mean "get_weather"?');
    expect(() => client.getToolSchema('nothing_like_it')).toThrow('Tool "nothing_like_it" not found.');
  });
});

describe('input validation and defaults', () => {
  it('says which property is wrong and why', async () => {
    const client = await load();
    const wrongType = await client.execute('get_weather', { location: 42 });
    expect(wrongType).toEqual({
      isError: true,
      error: 'Invalid input for tool "get_weather": location: must be string (received 42).',
      errorCode: 'INVALID_INPUT',
      content: [
        {
          type: 'text',
          text: 'Invalid input for tool "get_weather": location: must be string (received 42).',
        },
      ],
    });
    const badEnum = await client.execute('get_weather', { location: 'Paris', units: 'kelvin' });
    expect(badEnum.error).toBe(
      'Invalid input for tool "get_weather": units: must be one of "metric", "imperial" (received "kelvin").',
    );
    const missing = await client.execute('get_weather', { days: 0 });
    expect(missing.error).toBe(
      'Invalid input for tool "get_weather": missing required property "location"; days: must be >= 1 (received 0).',
    );
    const notObject = await client.execute('greet', [] as unknown as Record<string, unknown>);
    expect(notObject.error).toBe('Invalid input for tool "greet": the arguments must be an object.');
    expect([badEnum, missing, notObject].map((result) => result.errorCode)).toEqual([
      'INVALID_INPUT',
      'INVALID_INPUT',
      'INVALID_INPUT',
    ]);
  });

  it('reports a reference ajv cannot resolve when the tool is first called', async () => {
    const client = await MCIClient.load({
      schema: {
        schemaVersion: '1.0',
        tools: [
          {
            name: 'ref',
            inputSchema: { $ref: '#/definitions/missing' },
            execution: { type: 'text', text: 'x' },
          },
        ],
      },
    });
    const result = await client.execute('ref', {});
    expect(result.isError).toBe(true);
    expect(result.error).toMatch(/^Tool "ref" has an invalid inputSchema: .*#\/definitions\/missing/);
    expect(result.errorCode).toBe('INVALID_INPUT_SCHEMA');
    expect((await client.execute('ref', {})).error).toBe(result.error);
  });

  it('applies defaults, leaves optional props without default absent, and never mutates the caller', async () => {
    const client = await load();
    const props = { location: 'Paris' };
    const result = await client.execute('get_weather', props);
    expect(result.isError, result.error).toBe(false);
    expect(result.structuredContent?.props).toEqual({
      location: 'Paris',
      units: 'metric',
      options: { detail: 'low' },
    });
    expect(result.structuredContent?.rendered).toMatchObject({
      url: 'https://api.example.com/Paris',
      params: { units: 'metric', options: { detail: 'low' } },
    });
    expect(result.structuredContent).not.toHaveProperty('rendered.params.days');
    expect(props).toEqual({ location: 'Paris' });
    const given = await client.execute('get_weather', { location: 'Rome', units: 'imperial', days: 3 });
    expect(given.structuredContent?.rendered).toMatchObject({ params: { units: 'imperial', days: 3 } });
  });

  it('returns a template error on a missing required path as an error result', async () => {
    const client = await load();
    const result = await client.execute('needs_prop');
    expect(result.isError).toBe(true);
    expect(result.error).toContain('props.missing');
    expect(result.errorCode).toBe('TEMPLATE_PATH_NOT_FOUND');
    expect(result.content).toEqual([{ type: 'text', text: result.error }]);
  });
});

describe('execution', () => {
  it('gives each of 50 concurrent calls of one tool its own props', async () => {
    const client = await load();
    const names = Array.from({ length: 50 }, (_, index) => `user-${index}`);
    const results = await Promise.all(names.map((name) => client.execute('greet', { name })));
    expect(
      results.map((result) => (result.content[0]?.type === 'text' ? result.content[0].text : '')),
    ).toEqual(names.map((name) => `Hello ${name}!`));
  });

  it('redacts the values of env variables the tool uses from the error, its content and metadata', async () => {
    const client = await load();
    const result = await client.execute('leaky');
    expect(result.isError).toBe(true);
    const serialized = JSON.stringify(result);
    expect(serialized).not.toContain('tok-secret');
    expect(result.error).toContain('https://u:***@api.example.com');
    expect(result.content).toEqual([{ type: 'text', text: result.error }]);
    expect(result.metadata).toEqual({
      rendered: { url: 'https://u:***@api.example.com', headers: { 'X-Key': '***' } },
    });
  });

  it('passes successful results through unchanged and turns thrown values into error results', async () => {
    const fixed = { isError: false, content: [{ type: 'text' as const, text: 'fixed' }], metadata: { n: 1 } };
    const responses: unknown[] = [
      fixed,
      new ToolExecutionError('exit 2', { metadata: { exit_code: 2 } }),
      'plain',
    ];
    const executor = {
      ...createEchoExecutor('http', ['url']),
      async execute() {
        const next = responses.shift();
        if (next === fixed) return fixed;
        throw next;
      },
    };
    const client = await load([executor]);
    expect(await client.execute('get_weather', { location: 'x' })).toBe(fixed);
    expect(await client.execute('get_weather', { location: 'x' })).toEqual({
      isError: true,
      error: 'exit 2',
      errorCode: 'TOOL_EXECUTION_FAILED',
      content: [{ type: 'text', text: 'exit 2' }],
      metadata: { exit_code: 2 },
    });
    expect(await client.execute('get_weather', { location: 'x' })).toMatchObject({
      error: 'plain',
      errorCode: 'UNEXPECTED_ERROR',
    });
  });

  it('bounds template loops with maxIterations', async () => {
    const looping = {
      schemaVersion: '1.0',
      tools: [{ name: 'loop', execution: { type: 'text', text: '@for(i in range(0, 10)){{i}}@endfor' } }],
    };
    const bounded = await MCIClient.load({ schema: looping, maxIterations: 5 });
    const result = await bounded.execute('loop');
    expect(result.isError).toBe(true);
    expect(result.error).toMatch(/5/);
    const unbounded = await MCIClient.load({ schema: looping });
    expect((await unbounded.execute('loop')).content).toEqual([{ type: 'text', text: '0123456789' }]);
  });

  it('hands calls made without a signal one shared signal that nothing can abort, not even a cancelled call', async () => {
    const signals: AbortSignal[] = [];
    const executor: ExecutorV1 = {
      specificationVersion: 'v1',
      type: 'text',
      errorCodes: {},
      close: async () => {},
      parseConfig: (execution) => execution as { type: string },
      async execute({ signal }) {
        signals.push(signal);
        return { isError: false, content: [] };
      },
    };
    const client = await MCIClient.load({
      schema: { schemaVersion: '1.0', tools: [{ name: 'run', execution: { type: 'text', text: '' } }] },
      executors: [executor],
    });
    await client.execute('run');
    const controller = new AbortController();
    await client.execute('run', {}, { signal: controller.signal });
    controller.abort(new Error('stopped by the caller'));
    expect((await client.execute('run', {}, { signal: controller.signal })).errorCode).toBe('CALL_CANCELLED');
    await client.execute('run');
    const [first, given, last] = signals;
    expect(signals).toHaveLength(3);
    expect(given).toBe(controller.signal);
    expect(last).toBe(first);
    expect(first).toBeInstanceOf(AbortSignal);
    expect(first?.aborted).toBe(false);
  });

  it('gives a call one signal however often the executor reads it, also from a copy of the call', async () => {
    const reads: AbortSignal[][] = [];
    const executor: ExecutorV1 = {
      specificationVersion: 'v1',
      type: 'text',
      errorCodes: {},
      close: async () => {},
      parseConfig: (execution) => execution as { type: string },
      async execute(call) {
        const copy = { ...call };
        reads.push([call.signal, call.signal, copy.signal]);
        return { isError: false, content: [] };
      },
    };
    const client = await MCIClient.load({
      schema: { schemaVersion: '1.0', tools: [{ name: 'run', execution: { type: 'text', text: '' } }] },
      executors: [executor],
    });
    await client.execute('run');
    const controller = new AbortController();
    await client.execute('run', {}, { signal: controller.signal });
    expect(reads.map((signals) => new Set(signals).size)).toEqual([1, 1]);
    expect(reads[0]?.[0]).toBeInstanceOf(AbortSignal);
    expect(reads[1]?.[0]).toBe(controller.signal);
  });

  it('returns an error result when the call is already aborted', async () => {
    const client = await load();
    const controller = new AbortController();
    controller.abort(new Error('caller gave up'));
    const result = await client.execute('greet', { name: 'a' }, { signal: controller.signal });
    expect(result).toMatchObject({
      isError: true,
      error: 'The call of tool "greet" was cancelled: caller gave up.',
      errorCode: 'CALL_CANCELLED',
    });
  });
});

describe('close', () => {
  it('closes every executor once, even when called twice', async () => {
    const http = createEchoExecutor('http', ['url']);
    const cli = createEchoExecutor('cli', ['command']);
    const client = await MCIClient.load({ schema, env, executors: [http, cli] });
    await Promise.all([client.close(), client.close()]);
    await client.close();
    expect([http.closeCount(), cli.closeCount()]).toEqual([1, 1]);
  });

  it('answers calls made after close with an error result instead of reopening connections', async () => {
    const http = createEchoExecutor('http', ['url']);
    const client = await MCIClient.load({ schema, env, executors: [http, createEchoExecutor('cli')] });
    expect((await client.execute('get_weather', { location: 'Oslo' })).isError).toBe(false);
    await client.close();
    const result = await client.execute('get_weather', { location: 'Oslo' });
    expect(result).toMatchObject({
      isError: true,
      error: 'Cannot run tool "get_weather": the MCI client is closed.',
      errorCode: 'CLIENT_CLOSED',
    });
  });
});

describe('structured content', () => {
  const weatherOutput = {
    type: 'object',
    properties: { temperature: { type: 'number' }, city: { type: 'string' } },
    required: ['temperature'],
  };
  const textTool = (name: string, text: string) => ({
    name,
    outputSchema: weatherOutput,
    inputSchema: { type: 'object', properties: { out: {} } },
    execution: { type: 'text', text },
  });
  const loadStructured = () =>
    MCIClient.load({
      schema: {
        schemaVersion: '1.0',
        tools: [
          textTool('good', '{{ props.out }}'),
          textTool('plain', 'sunny'),
          { name: 'free', execution: { type: 'text', text: '{"temperature": "warm"}' } },
        ],
      },
    });

  it('gives a tool with an outputSchema the JSON object of its text as structuredContent', async () => {
    const client = await loadStructured();
    expect(await client.execute('good', { out: { temperature: 21.5, city: 'Oslo' } })).toEqual({
      isError: false,
      content: [{ type: 'text', text: '{"temperature":21.5,"city":"Oslo"}' }],
      structuredContent: { temperature: 21.5, city: 'Oslo' },
    });
    expect((await client.execute('free')).structuredContent).toBeUndefined();
  });

  it('returns output that does not match the outputSchema as an error result naming the field', async () => {
    const client = await loadStructured();
    expect(await client.execute('good', { out: { temperature: 'hot' } })).toEqual({
      isError: true,
      error: 'Invalid output of tool "good": structuredContent.temperature: must be number (received "hot").',
      errorCode: 'INVALID_OUTPUT',
      content: [
        {
          type: 'text',
          text: 'Invalid output of tool "good": structuredContent.temperature: must be number (received "hot").',
        },
      ],
    });
    expect(await client.execute('plain')).toMatchObject({
      isError: true,
      errorCode: 'INVALID_OUTPUT',
      error:
        'Invalid output of tool "plain": the tool declares an outputSchema, but its output is not a JSON object.',
    });
  });

  it('checks structured content an executor gave against the outputSchema too', async () => {
    const client = await MCIClient.load({
      schema: {
        schemaVersion: '1.0',
        tools: [
          {
            name: 'echo',
            outputSchema: { type: 'object', required: ['props', 'missing'] },
            execution: { type: 'http', url: 'https://example.com' },
          },
        ],
      },
      executors: [createEchoExecutor('http', ['url'])],
    });
    expect(await client.execute('echo')).toMatchObject({
      errorCode: 'INVALID_OUTPUT',
      error: 'Invalid output of tool "echo": missing required property "missing".',
    });
  });

  const badOutput = {
    schemaVersion: '1.0',
    tools: [{ name: 'bad', outputSchema: { type: 'nonsense' }, execution: { type: 'text', text: '{}' } }],
  };

  it("refuses an outputSchema that is not a JSON Schema at load with checkSchemas: 'load'", async () => {
    const load = MCIClient.load({ schema: badOutput, checkSchemas: 'load' });
    await expect(load).rejects.toThrow(/tools\[0\]\.outputSchema: invalid outputSchema: /);
  });

  it('returns INVALID_OUTPUT_SCHEMA for an outputSchema that is not a JSON Schema, by default at the call', async () => {
    const client = await MCIClient.load({ schema: badOutput });
    const result = await client.execute('bad');
    expect(result).toMatchObject({ isError: true, errorCode: 'INVALID_OUTPUT_SCHEMA' });
    expect(result.content[0]).toMatchObject({
      text: expect.stringMatching(/^Tool "bad" has an invalid outputSchema: outputSchema\/type /),
    });
  });

  it('reports a broken outputSchema before the tool runs, so the tool never acts on that call', async () => {
    let runs = 0;
    const client = await MCIClient.load({
      schema: {
        schemaVersion: '1.0',
        tools: [{ name: 'act', outputSchema: { type: 'nonsense' }, execution: { type: 'counted' } }],
      },
      executors: [
        {
          specificationVersion: 'v1',
          type: 'counted',
          errorCodes: {},
          close: async () => {},
          parseConfig: (execution) => execution as { type: 'counted' },
          execute: async () => {
            runs++;
            return { isError: false, content: [{ type: 'text', text: '{}' }] };
          },
        },
      ],
    });
    expect(await client.execute('act')).toMatchObject({ isError: true, errorCode: 'INVALID_OUTPUT_SCHEMA' });
    expect(await client.execute('act')).toMatchObject({ isError: true, errorCode: 'INVALID_OUTPUT_SCHEMA' });
    expect(runs).toBe(0);
  });
});
