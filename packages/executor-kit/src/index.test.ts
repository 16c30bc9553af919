import { describe, expect, it } from 'vitest';
import * as library from './index.js';
import * as testEntry from './test.js';

describe('the public entries', () => {
  it('@mci/executor-kit: what executors share: running calls, path policies, redaction, deadlines, spans and the shared errors', () => {
    expect(Object.keys(library).sort()).toEqual([
      'CallCancelledError',
      'CallTimeoutError',
      'ExecutorClosedError',
      'InvalidSettingError',
      'PathNotAllowedError',
      'checkIntegerSetting',
      'createPathPolicy',
      'createRedactor',
      'createRunningCalls',
      'createToolPathPolicy',
      'executorKitErrorCodes',
      'linkSignal',
      'neverAbortedSignal',
      'resolveAllowedPath',
      'timerDelay',
      'withDeadline',
      'withSpan',
      'withTraceContext',
    ]);
  });

  it('@mci/executor-kit/test: the conformance suite every executor runs', () => {
    expect(Object.keys(testEntry).sort()).toEqual(['createStartHook', 'describeExecutorV1']);
  });
});
