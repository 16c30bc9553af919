import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { describeIssues } from './describe-issues.js';
import { isDiagnosticCode } from './diagnostic-codes.js';

function describeFailure(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return describeIssues(result.error.issues, input);
}

describe('describeIssues', () => {
  it('tells a missing field from a wrong type, and says what was received', () => {
    const schema = z.object({ a: z.string(), b: z.number(), c: z.boolean() });
    expect(describeFailure(schema, { b: null, c: [] })).toEqual([
      { path: ['a'], code: 'MISSING_FIELD', message: 'missing required field (expected string)' },
      { path: ['b'], code: 'INVALID_TYPE', message: 'expected number, received null' },
      { path: ['c'], code: 'INVALID_TYPE', message: 'expected boolean, received array' },
    ]);
  });

  it('describes bounds of numbers, strings and arrays', () => {
    const schema = z.object({
      n: z.number().max(10),
      m: z.number().gt(0),
      s: z.string().min(3),
      l: z.array(z.string()).min(1),
    });
    expect(describeFailure(schema, { n: 11, m: 0, s: 'ab', l: [] }).map((issue) => issue.message)).toEqual([
      'expected a number <= 10, received 11',
      'expected a number > 0, received 0',
      'expected a string of at least 3 characters, received "ab"',
      'expected at least 1 item',
    ]);
  });

  it('reports the branch of a union that fits the value', () => {
    const schema = z.array(z.union([z.string(), z.object({ name: z.string() })]));
    expect(describeFailure(schema, [{ name: 1 }, true])).toEqual([
      { path: [0, 'name'], code: 'INVALID_TYPE', message: 'expected string, received number' },
      { path: [1], code: 'INVALID_TYPE', message: 'expected string or object, received boolean' },
    ]);
  });

  it('keeps messages written for a schema', () => {
    const schema = z.object({ port: z.number().refine((value) => value !== 0, 'port 0 is not allowed') });
    expect(describeFailure(schema, { port: 0 })).toEqual([
      { path: ['port'], code: 'INVALID_VALUE', message: 'port 0 is not allowed' },
    ]);
  });

  it('gives every issue a code of diagnosticCodes: a schema names its own, zod codes map to one', () => {
    const schema = z.object({
      named: z
        .string()
        .refine((value) => value !== 'x', { message: 'x is missing', params: { code: 'MISSING_FIELD' } }),
      unnamed: z
        .string()
        .refine((value) => value !== 'x', { message: 'not x', params: { code: 'no-such-code' } }),
      size: z.number().max(1),
      step: z.number().multipleOf(5),
    });
    const issues = describeFailure(schema, { named: 'x', unnamed: 'x', size: 2, step: 3 });
    expect(issues.map((issue) => issue.code)).toEqual([
      'MISSING_FIELD',
      'INVALID_VALUE',
      'TOO_BIG',
      'INVALID_VALUE',
    ]);
    expect(issues.every((issue) => isDiagnosticCode(issue.code))).toBe(true);
  });

  it('keeps long strings out of messages', () => {
    const schema = z.object({ mode: z.enum(['a', 'b']) });
    const long = 'x'.repeat(200);
    expect(describeFailure(schema, { mode: long })[0]?.message).toBe(
      'expected "a" or "b", received a string of 200 characters',
    );
  });
});
