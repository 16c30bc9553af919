import { fileURLToPath } from 'node:url';
import { createTestExecutionContext } from '@mci/client/testing';
import { describeExecutorV1 } from '@mci/executor-kit/test';
import { createFileExecutor } from './create-file-executor.js';

const fixtures = fileURLToPath(new URL('./__fixtures__/', import.meta.url));

describeExecutorV1(() => createFileExecutor(), {
  type: 'file',
  execution: { type: 'file', path: 'pixel.png' },
  invalidExecution: { type: 'file', path: 42 },
  failingExecution: { type: 'file', path: 'no-such-file.txt' },
  context: () => createTestExecutionContext({ baseDir: fixtures }),
});
