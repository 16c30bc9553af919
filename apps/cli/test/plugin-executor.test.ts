import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MCIClient } from '@mci/client';
import { createTestExecutionContext } from '@mci/client/testing';
import { describeExecutorV1 } from '@mci/executor-kit/test';
import type { ExecutorV1 } from '@mci/schema';
import { repoPath } from '@mci/test-utils/repo-path';
import { describe, expect, it } from 'vitest';

const pluginFolder = repoPath('examples', 'plugin-executor');

async function loadPlugin(): Promise<{ createUppercaseExecutor: () => ExecutorV1 }> {
  return import(pathToFileURL(path.join(pluginFolder, 'uppercase-executor.mjs')).href);
}

describe('a third-party executor from examples/plugin-executor', () => {
  it('runs through MCIClient with nothing else changed', async () => {
    const { createUppercaseExecutor } = await loadPlugin();
    const client = await MCIClient.load({
      schemaFilePath: path.join(pluginFolder, 'mci.json'),
      executors: [createUppercaseExecutor()],
    });
    try {
      expect(client.listTools()).toEqual(['shout']);
      const result = await client.execute('shout', { message: 'hello there' });
      expect(result).toMatchObject({ isError: false, content: [{ type: 'text', text: 'HELLO THERE!' }] });
      const invalid = await client.execute('shout', {});
      expect(invalid.isError).toBe(true);
    } finally {
      await client.close();
    }
  });

  it('reports its config errors at load, as built-in executors do', async () => {
    const { createUppercaseExecutor } = await loadPlugin();
    const load = MCIClient.load({
      schema: { schemaVersion: '1.0', tools: [{ name: 'bad', execution: { type: 'uppercase' } }] },
      executors: [createUppercaseExecutor()],
    });
    await expect(load).rejects.toThrow(/needs a string "text"/);
  });

  it('is needed: without it the tool type is unknown', async () => {
    await expect(MCIClient.load({ schemaFilePath: path.join(pluginFolder, 'mci.json') })).rejects.toThrow(
      /uppercase/,
    );
  });
});

// The conformance suite every executor runs, as a plugin author runs it.
describeExecutorV1(async () => (await loadPlugin()).createUppercaseExecutor(), {
  type: 'uppercase',
  calls: [
    {
      execution: { type: 'uppercase', text: 'hello {{props.name}}' },
      props: { name: 'ada' },
      content: [{ type: 'text', text: 'HELLO ADA' }],
    },
    {
      execution: { type: 'uppercase', text: '{{props.name}}, bye' },
      props: { name: 'grace' },
      content: [{ type: 'text', text: 'GRACE, BYE' }],
    },
  ],
  invalidExecution: { type: 'uppercase' },
  context: (props) => createTestExecutionContext({ props }),
});
