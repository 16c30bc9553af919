import { describe, expect, it } from 'vitest';
import * as library from './index.js';

describe('the public entries', () => {
  it('@mci/code-mode: running code over bound tools, its limits, errors and codes', () => {
    expect(Object.keys(library).sort()).toEqual([
      'CodeRunError',
      'codeModeErrorCodes',
      'declareTools',
      'defaultCodeRunLimits',
      'executeCode',
      'runCode',
      'toolDeclarations',
    ]);
  });
});
