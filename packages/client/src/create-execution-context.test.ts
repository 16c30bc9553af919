import { describe, expect, it } from 'vitest';
import { createEchoExecutor } from './__fixtures__/create-echo-executor.js';
import { createExecutionContext } from './create-execution-context.js';
import { loadTools } from './load-tools.js';

describe('createExecutionContext', () => {
  it('reads the caches built at load and never adds what an executor renders later', async () => {
    const { tools } = await loadTools(
      {
        schema: {
          schemaVersion: '1.0',
          tools: [{ name: 'echo', execution: { type: 'echo', url: 'https://example.com/{{props.name}}' } }],
        },
        baseDir: process.cwd(),
      },
      [createEchoExecutor('echo')],
    );
    const [prepared] = tools;
    if (prepared === undefined) throw new Error('the tool did not load');
    const placeholders = [...prepared.scope.templates.placeholders.keys()];
    const templates = [...prepared.scope.templates.templates.keys()];
    expect(placeholders).toContain('https://example.com/{{props.name}}');

    for (const name of ['Ada', 'Bob', 'Cy']) {
      const context = createExecutionContext(prepared.scope, { name }, {}, undefined);
      expect(context.renderValue({ url: 'https://example.com/{{props.name}}' })).toEqual({
        url: `https://example.com/${name}`,
      });
      expect(context.renderValue(`changing ${name}: {{props.name}}`)).toBe(`changing ${name}: ${name}`);
      expect(context.renderString(`string ${name}: {{props.name}}`)).toBe(`string ${name}: ${name}`);
      expect(context.renderTemplate(`@if(props.name)template ${name}@endif`)).toBe(`template ${name}`);
    }
    expect([...prepared.scope.templates.placeholders.keys()]).toEqual(placeholders);
    expect([...prepared.scope.templates.templates.keys()]).toEqual(templates);
  });
});
