import { describe, expect, it } from 'vitest';
import { type CompiledTemplate, compileTemplate } from './compile-template.js';
import { renderValue } from './render-value.js';
import { TemplateError } from './template-error.js';

const props = { name: 'Ada', limit: 5, tags: ['a', 'b'], config: { debug: true }, empty: '' };
const context = { props, input: props, env: { TOKEN: 't-1' } };
const optionalPaths = new Set(['props.since', 'input.since', 'props.filter']);

describe('renderValue', () => {
  it('renders strings deep inside arrays and objects, leaving other values as they are', () => {
    const value = {
      url: 'https://x.test/{{props.name}}',
      headers: { Authorization: 'Bearer {{env.TOKEN}}' },
      args: ['-n', '{{props.limit}}', 7, true, null],
      nested: [{ deep: ['{{ props.missing | "fallback" }}'] }],
      count: 3,
    };
    expect(renderValue(value, context)).toEqual({
      url: 'https://x.test/Ada',
      headers: { Authorization: 'Bearer t-1' },
      args: ['-n', '5', 7, true, null],
      nested: [{ deep: ['fallback'] }],
      count: 3,
    });
  });

  it('never mutates its input and returns new arrays and objects', () => {
    const value = { a: ['{{props.name}}'], b: { c: '{!!props.tags!!}' } };
    const before = structuredClone(value);
    const rendered = renderValue(value, context) as typeof value;
    expect(value).toEqual(before);
    expect(rendered).not.toBe(value);
    expect(rendered.a).not.toBe(value.a);
    expect(rendered.b).not.toBe(value.b);
  });

  it('turns a whole-string {!! !!} into the native value, blanks around allowed', () => {
    expect(renderValue('{!!props.limit!!}', context)).toBe(5);
    expect(renderValue(' {!! props.config !!}\n', context)).toEqual({ debug: true });
    expect(renderValue({ tags: '{!!props.tags!!}' }, context)).toEqual({ tags: ['a', 'b'] });
  });

  it('keeps {{ }} results strings, even for numbers and arrays', () => {
    expect(renderValue({ n: '{{props.limit}}', t: '{{props.tags}}' }, context)).toEqual({
      n: '5',
      t: '["a","b"]',
    });
  });

  it('treats @ as plain text: no directives in config strings', () => {
    expect(renderValue(['@if(props.name)x@endif', 'a@@if'], context)).toEqual([
      '@if(props.name)x@endif',
      'a@@if',
    ]);
  });

  it('leaves out entries and items whose whole string is one optional absent placeholder', () => {
    const value = {
      since: '{{props.since}}',
      sinceNative: '{!!props.since!!}',
      spaced: ' {{ input.since }} ',
      below: '{{props.filter.after}}',
      kept: 'from {{props.since}} on',
      list: ['{{props.since}}', 'x', '{!!input.since!!}'],
    };
    expect(renderValue(value, context, { optionalPaths })).toEqual({ kept: 'from  on', list: ['x'] });
  });

  it('gives undefined for a top-level string that is one optional absent placeholder', () => {
    expect(renderValue('{{props.since}}', context, { optionalPaths })).toBeUndefined();
  });

  it('still fails for a missing path that is not optional', () => {
    expect(() => renderValue({ a: '{{props.other}}' }, context, { optionalPaths })).toThrow(
      "Failed to resolve placeholder '{{props.other}}' at line 1, column 1: Path 'props.other' not found in context",
    );
  });

  it('uses a fallback before treating a path as optional absent', () => {
    expect(renderValue({ a: "{{ props.since | 'today' }}" }, context, { optionalPaths })).toEqual({
      a: 'today',
    });
  });

  it('copies a __proto__ key as an own entry without touching prototypes', () => {
    const value = JSON.parse('{"__proto__": "{{props.name}}", "a": 1}') as Record<string, unknown>;
    const rendered = renderValue(value, context) as Record<string, unknown>;
    expect(Object.getPrototypeOf(rendered)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(rendered, '__proto__')?.value).toBe('Ada');
    expect(rendered.a).toBe(1);
  });

  it('returns class instances and other non-plain objects as they are', () => {
    const date = new Date(0);
    const map = new Map([['k', '{{props.name}}']]);
    const rendered = renderValue({ date, map }, context) as { date: Date; map: Map<string, string> };
    expect(rendered.date).toBe(date);
    expect(rendered.map).toBe(map);
  });

  it('throws a TemplateError for a circular value', () => {
    const value: Record<string, unknown> = { a: '{{props.name}}' };
    value.self = value;
    expect(() => renderValue(value, context)).toThrow(TemplateError);
    const shared = { a: '{{props.name}}' };
    expect(renderValue([shared, shared], context)).toEqual([{ a: 'Ada' }, { a: 'Ada' }]);
  });

  it('only reads the cache: strings it lacks are compiled for the call and not stored', () => {
    const compiled = compileTemplate('{{props.name}}', { directives: false });
    const cache = new Map<string, CompiledTemplate>([['{{props.name}}', compiled]]);
    const value = { a: '{{props.name}}', b: ['{{props.name}}', '{!!props.limit!!}'], c: 'plain' };
    expect(renderValue(value, context, { cache })).toEqual({ a: 'Ada', b: ['Ada', 5], c: 'plain' });
    expect(renderValue(value, { props: { name: 'Bo', limit: 1 } }, { cache })).toEqual({
      a: 'Bo',
      b: ['Bo', 1],
      c: 'plain',
    });
    expect([...cache.entries()]).toEqual([['{{props.name}}', compiled]]);
  });

  it('renders with a compiled template from the cache that another engine made', () => {
    const foreign: CompiledTemplate = { source: 'x', paths: [], render: () => 'from cache' };
    expect(renderValue({ a: 'x' }, {}, { cache: new Map([['x', foreign]]) })).toEqual({ a: 'from cache' });
  });
});
