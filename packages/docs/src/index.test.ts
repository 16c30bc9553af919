import { describe, expect, it } from 'vitest';
import * as library from './index.js';

describe('the public entries', () => {
  it('@mci/docs: the tool specification, its rendering and comparison, and the error-code table', () => {
    expect(Object.keys(library).sort()).toEqual([
      'collectErrorCodes',
      'compareDocuments',
      'createToolSpecification',
      'renderDiagnosticCodeTable',
      'renderErrorCodeTable',
      'renderToolSpecification',
    ]);
  });
});
