import { createTestExecutionContext } from '@mci/client/testing';
import { describeExecutorV1 } from '@mci/executor-kit/test';
import { createCliExecutor } from './create-cli-executor.js';

describeExecutorV1(() => createCliExecutor({ killGraceMs: 100 }), {
  type: 'cli',
  execution: { type: 'cli', command: process.execPath, args: ['-e', 'process.stdout.write("ok")'] },
  invalidExecution: { type: 'cli', command: ['not', 'a', 'string'] },
  slowExecution: { type: 'cli', command: process.execPath, args: ['-e', 'setTimeout(() => {}, 60000)'] },
  failingExecution: { type: 'cli', command: process.execPath, args: ['-e', 'process.exit(3)'] },
  context: () => createTestExecutionContext({ enableAnyPaths: true }),
});
