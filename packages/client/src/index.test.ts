import { describe, expect, it } from 'vitest';
import * as library from './index.js';
import * as internalEntry from './internal.js';
import * as testingEntry from './testing.js';

describe('the public entries', () => {
  it('@mci/client: MCIClient, its options and results, its errors and codes, and what a ranker needs', () => {
    expect(Object.keys(library).sort()).toEqual([
      'ClientClosedError',
      'EnvVariableNotSetError',
      'ExecutorNotFoundError',
      'InvalidSearchLimitError',
      'MCIClient',
      'OutputSelectError',
      'ToolNotFoundError',
      'clientErrorCodes',
      'createLexicalRanker',
    ]);
  });

  it('@mci/client/internal: the pieces other MCI packages compose, not for general use', () => {
    expect(Object.keys(internalEntry).sort()).toEqual([
      'answerSearchTools',
      'callToolName',
      'createTextExecutor',
      'defaultSearchLimit',
      'findCloseNames',
      'maxSearchLimit',
      'searchToolDefinitions',
      'searchToolsName',
    ]);
  });

  it("@mci/client/testing: the execution context an executor's tests call it with", () => {
    expect(Object.keys(testingEntry).sort()).toEqual(['createTestExecutionContext']);
  });
});
