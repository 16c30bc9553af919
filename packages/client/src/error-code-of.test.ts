import { MciError, ToolExecutionError } from '@mci/schema';
import { TemplateError } from '@mci/templating';
import { describe, expect, it } from 'vitest';
import { errorCodeOf } from './error-code-of.js';

describe('errorCodeOf', () => {
  it("gives an MciError's code, also one no list of these packages knows (an executor's own)", () => {
    expect(errorCodeOf(new ToolExecutionError('x', { code: 'HTTP_STATUS' }))).toBe('HTTP_STATUS');
    expect(errorCodeOf(new MciError('ACME_QUOTA', 'over quota'))).toBe('ACME_QUOTA');
  });

  it("gives a TemplateError's code, else UNEXPECTED_ERROR for errors that are no MCI error", () => {
    const position = { line: 1, column: 1, snippet: '{{' };
    expect(errorCodeOf(new TemplateError('TEMPLATE_SYNTAX_ERROR', 'bad', position))).toBe(
      'TEMPLATE_SYNTAX_ERROR',
    );
    expect(errorCodeOf(Object.assign(new Error('x'), { code: 'HTTP_STATUS' }))).toBe('UNEXPECTED_ERROR');
    expect(errorCodeOf(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBe('UNEXPECTED_ERROR');
    expect(errorCodeOf(new TypeError('x is not a function'))).toBe('UNEXPECTED_ERROR');
    expect(errorCodeOf('a string')).toBe('UNEXPECTED_ERROR');
  });
});
