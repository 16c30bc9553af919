import { describe, expect, it } from 'vitest';
import { compileTemplate } from './compile-template.js';

describe('compileTemplate', () => {
  it('compiles once and renders many times with different contexts', () => {
    const template = compileTemplate('@foreach(u in props.users){{u}} @endforeach{{ env.SUFFIX | "!" }}');
    expect(template.render({ props: { users: ['a', 'b'] }, env: {} })).toBe('a b !');
    expect(template.render({ props: { users: ['c'] }, env: { SUFFIX: '?' } })).toBe('c ?');
    expect(template.render({ props: { users: [] }, env: {} })).toBe('!');
  });

  it('keeps the source and lists the context paths it reads', () => {
    const text = '{{ props.a | env.B }} @if(props.c == env.D)x@endif';
    const template = compileTemplate(text);
    expect(template.source).toBe(text);
    expect(template.paths).toEqual(['props.a', 'env.B', 'props.c', 'env.D']);
    expect(Object.isFrozen(template.paths)).toBe(true);
  });

  it('treats @ as plain text with directives off', () => {
    const template = compileTemplate('@if(x) {{props.a}} @endif', { directives: false });
    expect(template.render({ props: { a: 1 } })).toBe('@if(x) 1 @endif');
    expect(template.paths).toEqual(['props.a']);
  });

  it('renders text without tags as it is', () => {
    expect(compileTemplate('').render({})).toBe('');
    expect(compileTemplate('just text\n').render({})).toBe('just text\n');
    const escaped = compileTemplate('mail ops@@if.example, @@endfor');
    expect(escaped.render({})).toBe('mail ops@if.example, @endfor');
    expect(escaped.paths).toEqual([]);
    expect(Object.isFrozen(escaped.paths)).toBe(true);
  });

  it('reads the context again after formatting an object, whose toJSON may change it', () => {
    const context: Record<string, unknown> = { props: { first: 'a' } };
    const value = {
      toJSON() {
        context.props = { first: 'b' };
        return 'v';
      },
    };
    (context.props as Record<string, unknown>).value = value;
    const template = compileTemplate('{{props.first}} {{props.value}} {{props.first}}', {
      directives: false,
    });
    expect(template.render(context)).toBe('a "v" b');
  });

  it('treats an optional absent placeholder inside text as empty', () => {
    const template = compileTemplate('limit=[{{props.limit}}]');
    expect(template.render({ props: {} }, { optionalPaths: new Set(['props.limit']) })).toBe('limit=[]');
    expect(
      compileTemplate('{!!props.limit!!}').render({ props: {} }, { optionalPaths: new Set(['props.limit']) }),
    ).toBe('');
  });

  it('renders a whole-string {!! !!} as JSON-style text', () => {
    expect(compileTemplate('{!!props.v!!}').render({ props: { v: { a: [1] } } })).toBe('{"a":[1]}');
  });

  it('skips an optional absent @foreach collection', () => {
    const template = compileTemplate('[@foreach(x in props.list){{x}}@endforeach]');
    expect(template.render({ props: {} }, { optionalPaths: new Set(['props.list']) })).toBe('[]');
  });

  it('treats a non-object context as empty', () => {
    expect(compileTemplate("{{ a | 'none' }}").render(null as unknown as Record<string, unknown>)).toBe(
      'none',
    );
  });
});
