import * as templating from '@mci/templating';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEchoExecutor } from './__fixtures__/create-echo-executor.js';
import { MCIClient } from './mci-client.js';

vi.mock('@mci/templating', async (importOriginal) => {
  const original = await importOriginal<typeof import('@mci/templating')>();
  return { ...original, compileTemplate: vi.fn(original.compileTemplate) };
});

afterEach(() => {
  vi.mocked(templating.compileTemplate).mockClear();
});

describe('template compilation', () => {
  it('compiles the templates of a tool at load; calls compile nothing', async () => {
    const client = await MCIClient.load({
      schema: {
        schemaVersion: '1.0',
        tools: [
          {
            name: 'greet',
            execution: {
              type: 'text',
              text: '@foreach(item in props.items)\n{{ item }} for {{ props.name }}\n@endforeach\n',
            },
          },
          {
            name: 'echo',
            execution: { type: 'echo', url: 'https://example.com/{{props.name}}', tags: ['{{props.name}}'] },
          },
        ],
      },
      executors: [createEchoExecutor('echo')],
    });
    const compile = vi.mocked(templating.compileTemplate);
    expect(compile).toHaveBeenCalled();
    compile.mockClear();

    for (const name of ['Ada', 'Bob']) {
      const greeting = await client.execute('greet', { name, items: ['tea'] });
      expect(greeting.content).toEqual([{ type: 'text', text: `tea for ${name}\n` }]);
      const echoed = await client.execute('echo', { name });
      expect(echoed.structuredContent?.rendered).toEqual({
        url: `https://example.com/${name}`,
        tags: [name],
      });
    }
    expect(compile).not.toHaveBeenCalled();
  });

  it('compiles a string once per load: for both modes when it has no @, and once for every tool using it', async () => {
    const url = 'https://example.com/{{props.name}}';
    const client = await MCIClient.load({
      schema: {
        schemaVersion: '1.0',
        tools: ['a', 'b', 'c'].map((name) => ({ name, execution: { type: 'echo', url } })),
      },
      executors: [createEchoExecutor('echo')],
    });
    const calls = vi.mocked(templating.compileTemplate).mock.calls.filter(([text]) => text === url);
    expect(calls).toHaveLength(1);
    const echoed = await client.execute('b', { name: 'Ada' });
    expect(echoed.structuredContent?.rendered).toEqual({ url: 'https://example.com/Ada' });
  });
});
