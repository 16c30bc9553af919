import { tmpdir } from 'node:os';
import { MCIClient } from '@mci/client';
import type { ExecutorV1 } from '@mci/schema';
import { createHttpExecutor } from '../create-http-executor.js';
import type { HttpExecutorSettings } from '../http-executor-settings.js';

export interface HttpToolFixture {
  name?: string;
  execution: Record<string, unknown>;
  inputSchema?: Record<string, unknown>;
}

export interface LoadHttpClientOptions {
  env?: Record<string, string>;
  settings?: HttpExecutorSettings;
  /** Use this executor instead of a new one (to share its pool and token cache). */
  executor?: ExecutorV1;
}

/** An MCIClient over a schema object holding the given tools (named `t0`, `t1`, ... unless named). */
export function loadHttpClient(
  tools: readonly HttpToolFixture[],
  options: LoadHttpClientOptions = {},
): Promise<MCIClient> {
  return MCIClient.load({
    schema: {
      schemaVersion: '1.0',
      tools: tools.map((tool, index) => ({
        name: tool.name ?? `t${index}`,
        description: 'test tool',
        ...(tool.inputSchema ? { inputSchema: tool.inputSchema } : {}),
        execution: { type: 'http', ...tool.execution },
      })),
    },
    baseDir: tmpdir(),
    env: options.env ?? {},
    executors: [options.executor ?? createHttpExecutor(options.settings)],
  });
}

/** The text of a result's first content item (throws when it is not text). */
export function firstText(result: { content: ReadonlyArray<{ type: string; text?: string }> }): string {
  const item = result.content[0];
  if (item?.type !== 'text' || item.text === undefined)
    throw new Error(`expected text content, got ${item?.type}`);
  return item.text;
}
