import { describe, expect, it } from 'vitest';
import * as library from './index.js';

describe('the public entries', () => {
  it('@mci/templating: rendering and compiling templates, reading template strings, its error and codes', () => {
    expect(Object.keys(library).sort()).toEqual([
      'TemplateError',
      'collectPaths',
      'compilePathExpression',
      'compileTemplate',
      'readTemplateStrings',
      'renderTemplate',
      'renderValue',
      'templatingErrorCodes',
    ]);
  });
});
