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
      'InvalidInputError',
      'InvalidSearchLimitError',
      'MCIClient',
      'OptionalPackageMissingError',
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
      'codeModeToolDefinitions',
      'createTextExecutor',
      'defaultSearchLimit',
      'executeToolName',
      'findCloseNames',
      'importOptionalPackage',
      'maxSearchLimit',
      'resolveCallTool',
      'searchToolDefinitions',
      'searchToolsName',
      'toErrorResult',
    ]);
  });

  it("@mci/client/testing: the execution context an executor's tests call it with", () => {
    expect(Object.keys(testingEntry).sort()).toEqual(['createTestExecutionContext']);
  });
});
