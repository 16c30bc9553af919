import { describe, expect, it, vi } from 'vitest';
import { createInputValidatorCompiler } from './create-input-validator-compiler.js';
import { InvalidInputSchemaError } from './invalid-input-schema-error.js';

describe('createInputValidatorCompiler', () => {
  const compileFor = createInputValidatorCompiler();
  const compile = (schema: Record<string, unknown>) => compileFor(schema, 'a_tool');

  it('uses JSON Schema 2020-12 when $schema says so (prefixItems is enforced)', () => {
    const validate = compile({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }] } },
    });
    expect(validate({ pair: ['a', 1] })).toEqual([]);
    expect(validate({ pair: [1, 'a'] })).toEqual([
      'pair[0]: must be string (received 1)',
      'pair[1]: must be number (received "a")',
    ]);
  });

  it('uses draft-07 by default and ignores a $schema it does not know', () => {
    const draft07 = compile({
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: { list: { type: 'array', items: [{ type: 'string' }] } },
    });
    expect(draft07({ list: [3] })).toEqual(['list[0]: must be string (received 3)']);
    const unknownDialect = compile({ $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' });
    expect(unknownDialect({})).toEqual([]);
  });

  it('checks formats, nested required properties and unknown properties', () => {
    const validate = compile({
      type: 'object',
      properties: {
        email: { type: 'string', format: 'email' },
        user: { type: 'object', properties: { 'a/b': { type: 'string' } }, required: ['id'] },
      },
      additionalProperties: false,
    });
    expect(validate({ email: 'not-an-email', user: { 'a/b': 1 }, extra: true })).toEqual([
      'unknown property "extra"',
      'email: must match format "email" (received "not-an-email")',
      'user: missing required property "id"',
      'user.a/b: must be string (received 1)',
    ]);
  });

  it('compiles two schemas with the same $id independently', () => {
    const first = compile({ $id: 'https://example.com/same.json', type: 'object', required: ['a'] });
    const second = compile({ $id: 'https://example.com/same.json', type: 'object', required: ['b'] });
    expect(first({ b: 1 })).toEqual(['missing required property "a"']);
    expect(second({ a: 1 })).toEqual(['missing required property "b"']);
  });

  it('remembers a schema that cannot be compiled and names the tool on every call', () => {
    const validate = compile({ type: 'object', properties: { code: { type: 'string', pattern: '(' } } });
    let first: unknown;
    try {
      validate({ code: 'x' });
    } catch (error) {
      first = error;
    }
    expect(first).toBeInstanceOf(InvalidInputSchemaError);
    expect((first as Error).message).toMatch(
      /^Tool "a_tool" has an invalid inputSchema: .*Unterminated group/,
    );
    let second: unknown;
    try {
      validate({ code: 'y' });
    } catch (error) {
      second = error;
    }
    expect(second).toBe(first);
  });

  it('ignores unknown formats without printing anything', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const validate = compile({ type: 'object', properties: { id: { type: 'string', format: 'no-such' } } });
      expect(validate({ id: 'anything' })).toEqual([]);
      expect(validate({ id: 3 })).toEqual(['id: must be string (received 3)']);
      expect(warn).not.toHaveBeenCalled();
      expect(log).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      log.mockRestore();
    }
  });

  it('checks equal schemas once and still names each tool when they cannot be compiled', () => {
    const compileShared = createInputValidatorCompiler();
    const schema = () => ({ type: 'object', properties: { code: { type: 'string', pattern: '(' } } });
    const messages = ['first_tool', 'second_tool'].map((name) => {
      const validate = compileShared(schema(), name);
      try {
        validate({ code: 'x' });
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    });
    expect(messages[0]).toMatch(/^Tool "first_tool" has an invalid inputSchema: .*Unterminated group/);
    expect(messages[1]).toMatch(/^Tool "second_tool" has an invalid inputSchema: .*Unterminated group/);
    const valid = { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] };
    const [one, two] = ['a', 'b'].map((name) => compileShared(structuredClone(valid), name));
    expect(one?.({ n: 'x' })).toEqual(['n: must be integer (received "x")']);
    expect(two?.({})).toEqual(['missing required property "n"']);
    expect(() => compileShared({ type: 'no-such-type' }, 'c')).toThrow(/inputSchema/);
    expect(() => compileShared({ type: 'no-such-type' }, 'd')).toThrow(/inputSchema/);
  });

  it('keeps checking schemas in later loads after a schema that names the meta-schema as its $id', () => {
    const first = createInputValidatorCompiler();
    const odd = first({ $id: 'http://json-schema.org/draft-07/schema#', type: 'object' }, 'odd');
    expect(odd({})).toEqual([]);
    const later = createInputValidatorCompiler();
    expect(() => later({ type: 'no-such-type' }, 'broken')).toThrow(/inputSchema/);
    const validate = later({ type: 'object', properties: { n: { type: 'integer' } } }, 'fine');
    expect(validate({ n: 1.5 })).toEqual(['n: must be integer (received 1.5)']);
  });
});
