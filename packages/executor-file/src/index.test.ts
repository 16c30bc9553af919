import { describe, expect, it } from 'vitest';
import * as library from './index.js';

describe('the public entries', () => {
  it('@mci/executor-file: the executor factory, its errors and codes', () => {
    expect(Object.keys(library).sort()).toEqual([
      'FileReadError',
      'FileTemplateError',
      'FileTooLargeError',
      'createFileExecutor',
      'fileExecutorErrorCodes',
    ]);
  });
});
