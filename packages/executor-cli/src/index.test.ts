import { describe, expect, it } from 'vitest';
import * as library from './index.js';

describe('the public entries', () => {
  it('@mci/executor-cli: the executor factory, its errors and codes', () => {
    expect(Object.keys(library).sort()).toEqual([
      'CommandExitError',
      'CommandNotFoundError',
      'CommandOutputLimitError',
      'CommandStartError',
      'InvalidCommandError',
      'WorkingDirectoryError',
      'cliExecutorErrorCodes',
      'createCliExecutor',
    ]);
  });
});
