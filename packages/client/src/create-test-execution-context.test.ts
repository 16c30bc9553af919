import path from 'node:path';
import { PathNotAllowedError, resolveAllowedPath } from '@mci/executor-kit';
import { describe, expect, it } from 'vitest';
import { createTestExecutionContext } from './create-test-execution-context.js';

describe('createTestExecutionContext', () => {
  it('renders with the props and env it was given, leaving absent optional props out', () => {
    const context = createTestExecutionContext({
      props: { city: 'Paris' },
      env: { API_KEY: 'k-123456' },
      inputSchema: { type: 'object', properties: { city: {}, unit: {} }, required: ['city'] },
    });
    expect(
      context.renderValue({ q: '{{props.city}}', unit: '{{props.unit}}', key: '{{env.API_KEY}}' }),
    ).toEqual({
      q: 'Paris',
      key: 'k-123456',
    });
    expect(context.renderString('{{input.city}}')).toBe('Paris');
    expect(context.renderTemplate('@if(props.city)in {{props.city}}@endif')).toBe('in Paris');
    expect(context.tool).toMatchObject({ name: 'test_tool', baseDir: process.cwd() });
  });

  it('redacts every env value and checks paths with the real policy', async () => {
    const baseDir = path.resolve('src');
    const context = createTestExecutionContext({ env: { TOKEN: 'secret-token-1' }, baseDir });
    expect(context.redact('sent secret-token-1')).toBe('sent ***');
    await expect(resolveAllowedPath(context.pathPolicy, '../package.json')).rejects.toThrow(
      PathNotAllowedError,
    );
    await expect(resolveAllowedPath(context.pathPolicy, 'index.ts')).resolves.toBe(
      path.join(baseDir, 'index.ts'),
    );
  });
});
