import { describe, expect, it } from 'vitest';
import { compilePathExpression } from './compile-path-expression.js';
import { renderTemplate } from './render-template.js';
import { TemplateError } from './template-error.js';

const context = {
  props: { name: 'Ada', count: 0, flag: false, tags: ['a', 'b'], nested: { deep: { value: 3 } }, none: null },
  env: { USER: 'ada' },
};

describe('compilePathExpression', () => {
  it('reads the native value at a dot path through objects and arrays', () => {
    expect(compilePathExpression('props.tags').read(context)).toEqual(['a', 'b']);
    expect(compilePathExpression('props.tags.1').read(context)).toBe('b');
    expect(compilePathExpression('props.nested.deep').read(context)).toEqual({ value: 3 });
    expect(compilePathExpression(' props.count ').read(context)).toBe(0);
    expect(compilePathExpression('props.none').read(context)).toBeNull();
  });

  it('takes the first alternative that resolves, as placeholders do', () => {
    const expression = compilePathExpression("props.missing | env.USER | 'guest'");
    expect(expression.read(context)).toBe('ada');
    expect(expression.read({ props: {}, env: {} })).toBe('guest');
    expect(compilePathExpression('props.missing | props.flag').read(context)).toBe(false);
    expect(compilePathExpression('props.missing | 12').read(context)).toBe(12);
    expect(expression.paths).toEqual(['props.missing', 'env.USER']);
  });

  it('gives undefined when no alternative resolves', () => {
    expect(compilePathExpression('props.missing | env.NOPE').read(context)).toBeUndefined();
    expect(compilePathExpression('props.tags.01').read(context)).toBeUndefined();
    expect(compilePathExpression('props.name.length').read(context)).toBeUndefined();
  });

  it('resolves paths by the same rules as {{ }}', () => {
    const withGetter = Object.defineProperty({}, 'secret', { get: () => 'x', enumerable: true });
    const cases = { props: { getter: withGetter, list: [1, 2] } };
    for (const path of ['props.getter.secret', 'props.list.1', 'props.list.length', 'props.toString']) {
      const read = compilePathExpression(path).read(cases);
      const rendered = renderTemplate(`{{ ${path} | 'MISSING' }}`, cases);
      expect(read === undefined ? 'MISSING' : String(read)).toBe(rendered);
    }
  });

  it.each([
    ['', 'expected a path or a quoted literal, found the end of the expression'],
    ['props.x |', "expected a path or a quoted literal after '|', found the end of the expression"],
    ['props.x props.y', "expected '|' or the end, found 'props.y'"],
    ['props..x', "the path 'props..x' has an empty segment"],
    ['{{props.x}}', "unexpected character '{'"],
  ])('refuses %j with a syntax error that says what was expected', (expression, detail) => {
    expect(() => compilePathExpression(expression)).toThrow(TemplateError);
    expect(() => compilePathExpression(expression)).toThrow(detail);
  });
});
