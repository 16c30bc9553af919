import { createCliExecutor } from '@mci/executor-cli';
import { createFileExecutor } from '@mci/executor-file';
import { createHttpExecutor } from '@mci/executor-http';
import { createMcpExecutor } from '@mci/mcp-cache';
import type { ExecutorV1 } from '@mci/schema';

/**
 * Fresh http, cli, file and mcp executors with default settings (text is built into the client). Make a
 * new set for every `MCIClient.load`: closing a client closes its executors.
 */
export function createDefaultExecutors(): ExecutorV1[] {
  return [createHttpExecutor(), createCliExecutor(), createFileExecutor(), createMcpExecutor()];
}
