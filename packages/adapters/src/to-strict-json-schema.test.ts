import { describe, expect, it } from 'vitest';
import { removeStrictNulls } from './remove-strict-nulls.js';
import { toStrictJsonSchema } from './to-strict-json-schema.js';

const order = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    note: { description: 'Free text', type: 'string', maxLength: 200 },
    lines: {
      type: 'array',
      items: {
        type: 'object',
        properties: { sku: { type: 'string' }, quantity: { type: 'integer', default: 1 } },
        required: ['sku'],
      },
    },
    shipping: { $ref: '#/$defs/address' },
    payment: { oneOf: [{ type: 'string' }, { type: 'number' }] },
  },
  required: ['id', 'lines'],
  $defs: { address: { type: 'object', properties: { city: { type: 'string' } } } },
};

describe('toStrictJsonSchema', () => {
  it('requires every property, makes optional ones nullable and closes every object', () => {
    expect(toStrictJsonSchema(order)).toEqual({
      type: 'object',
      properties: {
        id: { type: 'string', description: '(format: "uuid")' },
        note: { description: 'Free text (maxLength: 200)', type: ['string', 'null'] },
        lines: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              sku: { type: 'string' },
              quantity: { type: ['integer', 'null'], description: '(default: 1)' },
            },
            required: ['sku', 'quantity'],
            additionalProperties: false,
          },
        },
        shipping: { anyOf: [{ $ref: '#/$defs/address' }, { type: 'null' }] },
        payment: { anyOf: [{ anyOf: [{ type: 'string' }, { type: 'number' }] }, { type: 'null' }] },
      },
      required: ['id', 'note', 'lines', 'shipping', 'payment'],
      additionalProperties: false,
      $defs: {
        address: {
          type: 'object',
          properties: { city: { type: ['string', 'null'] } },
          required: ['city'],
          additionalProperties: false,
        },
      },
    });
  });

  it('gives a schema without properties an empty object, and refuses objects open to any property', () => {
    expect(toStrictJsonSchema({ type: 'object' })).toEqual({
      type: 'object',
      properties: {},
      required: [],
      additionalProperties: false,
    });
    const open = {
      type: 'object',
      properties: { headers: { type: 'object', additionalProperties: { type: 'string' } } },
    };
    expect(toStrictJsonSchema(open)).toBeUndefined();
    expect(toStrictJsonSchema({ type: 'object', properties: { any: { type: 'object' } } })).toBeUndefined();
  });

  it('leaves the schema it was given unchanged', () => {
    const copy = structuredClone(order);
    toStrictJsonSchema(order);
    expect(order).toEqual(copy);
  });
});

describe('removeStrictNulls', () => {
  it('drops the nulls strict mode made a model send for optional properties, at every depth', () => {
    const input = { id: 'a', note: null, lines: [{ sku: 'x', quantity: null }], shipping: null, payment: 3 };
    expect(removeStrictNulls(order, input)).toEqual({ id: 'a', lines: [{ sku: 'x' }], payment: 3 });
  });

  it('keeps a null the original schema accepts, and a null for a required property for MCI to refuse', () => {
    const schema = {
      type: 'object',
      properties: { maybe: { type: ['string', 'null'] }, needed: { type: 'string' } },
      required: ['needed'],
    };
    expect(removeStrictNulls(schema, { maybe: null, needed: null })).toEqual({ maybe: null, needed: null });
  });
});
