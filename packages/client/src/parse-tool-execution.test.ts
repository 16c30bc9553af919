import type { ExecutorV1 } from '@mci/schema';
import { describe, expect, it } from 'vitest';
import { MCIClient } from './mci-client.js';

/** An executor that parses its config into a copy, as a zod schema does, with `timeout_ms` defaulted. */
function copyingExecutor(seen: unknown[]): ExecutorV1<{ type: string; timeout_ms: number }> {
  return {
    specificationVersion: 'v1',
    type: 'copy',
    errorCodes: {},
    parseConfig: (execution) => ({ timeout_ms: 1000, ...(structuredClone(execution) as { type: string }) }),
    async execute({ config }) {
      seen.push(config);
      return { isError: false, content: [{ type: 'text', text: 'ok' }] };
    },
    async close() {},
  };
}

describe('the config a tool runs with', () => {
  it("is the tool's own execution when the executor parsed it to the same data, else the parsed copy", async () => {
    const seen: unknown[] = [];
    const client = await MCIClient.load({
      schema: {
        schemaVersion: '1.0',
        tools: [
          { name: 'same', execution: { type: 'copy', timeout_ms: 1000, args: ['a', { b: 1 }] } },
          { name: 'defaulted', execution: { type: 'copy', args: ['a'] } },
        ],
      },
      executors: [copyingExecutor(seen)],
    });
    await client.execute('same');
    await client.execute('defaulted');
    expect(seen[0]).toBe(client.getTool('same')?.execution);
    expect(seen[1]).toEqual({ type: 'copy', timeout_ms: 1000, args: ['a'] });
    expect(client.getTool('defaulted')?.execution).toEqual({ type: 'copy', args: ['a'] });
  });
});
