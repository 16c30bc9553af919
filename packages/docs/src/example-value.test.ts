import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { exampleArguments, exampleValue } from './example-value.js';

const ajv = addFormats.default(new Ajv2020({ strict: false }));

describe('exampleValue', () => {
  it.each([
    [{ type: 'string', examples: ['Paris', 'Rome'], default: 'Oslo' }, 'Paris'],
    [{ type: 'string', default: 'Oslo', enum: ['Oslo', 'Bern'] }, 'Oslo'],
    [{ const: 'fixed' }, 'fixed'],
    [{ enum: ['b', 'a'] }, 'b'],
    [{ type: 'string', minLength: 10 }, 'examplexxx'],
    [{ type: 'string', maxLength: 3 }, 'exa'],
    [{ type: 'string', format: 'date-time' }, '2025-01-01T00:00:00Z'],
    [{ type: 'integer', exclusiveMinimum: 7 }, 8],
    [{ type: 'number', minimum: 2.5, multipleOf: 2 }, 4],
    [{ type: 'integer', maximum: -3 }, -3],
    [{ type: ['null', 'boolean'] }, true],
    [{ type: 'null' }, null],
    [{ type: 'array', items: { type: 'integer' }, minItems: 2 }, [1, 1]],
    [{ type: 'array', maxItems: 0 }, []],
    [{ anyOf: [{ type: 'integer', minimum: 3 }, { type: 'string' }] }, 3],
    [
      { properties: { a: { type: 'string' }, b: { type: 'integer', default: 2 } }, required: ['a'] },
      { a: 'example', b: 2 },
    ],
  ])('gives %j a valid example', (schema, expected) => {
    const value = exampleValue(schema);
    expect(value).toEqual(expected);
    expect(ajv.validate(schema, value), ajv.errorsText()).toBe(true);
  });
});

describe('exampleArguments', () => {
  it('takes required properties and the optional ones that declare an example or a default', () => {
    const schema = {
      type: 'object',
      properties: {
        city: { type: 'string' },
        units: { type: 'string', enum: ['metric', 'imperial'] },
        days: { type: 'integer', default: 3 },
        verbose: { type: 'boolean' },
      },
      required: ['city'],
    };
    expect(exampleArguments(schema)).toEqual({ city: 'example', units: 'metric', days: 3 });
  });

  it('gives no arguments for a tool without properties', () => {
    expect(exampleArguments({ type: 'object' })).toEqual({});
  });
});
