import { describe, expect, it } from 'vitest';
import { compileTemplate } from './compile-template.js';
import type { RenderOptions, TemplateContext } from './render-options.js';
import { renderTemplate } from './render-template.js';
import { TemplateError } from './template-error.js';

function failure(text: string, context: TemplateContext = {}, options?: RenderOptions): TemplateError {
  try {
    renderTemplate(text, context, options);
  } catch (error) {
    if (error instanceof TemplateError) return error;
    throw error;
  }
  throw new Error(`expected a TemplateError for ${JSON.stringify(text)}`);
}

describe('TemplateError', () => {
  it('is an Error with a name, code, line, column and snippet', () => {
    const error = failure('line one\n  {{props.missing}}', { props: {} });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('TemplateError');
    expect(error).toMatchObject({
      code: 'TEMPLATE_PATH_NOT_FOUND',
      line: 2,
      column: 3,
      snippet: '{{props.missing}}',
    });
    expect(error.message).toBe(
      "Failed to resolve placeholder '{{props.missing}}' at line 2, column 3: Path 'props.missing' not found in context",
    );
  });
});

describe('placeholder syntax errors', () => {
  it.each([
    [
      'Hi {{props.name',
      1,
      4,
      "Unclosed placeholder '{{props.name' at line 1, column 4: expected '|' or '}}', found the end of the template",
    ],
    [
      '{{}}',
      1,
      1,
      "Invalid placeholder '{{}}' at line 1, column 1: expected a path or a quoted literal, found '}}'",
    ],
    [
      '{{ a b }}',
      1,
      1,
      "Invalid placeholder '{{ a b }}' at line 1, column 1: expected '|' or '}}', found 'b'",
    ],
    [
      '{{ a | }}',
      1,
      1,
      "Invalid placeholder '{{ a | }}' at line 1, column 1: expected a path or a quoted literal after '|', found '}}'",
    ],
    [
      'x\n{{ a..b }}',
      2,
      1,
      "Invalid placeholder '{{ a..b }}' at line 2, column 1: expected a path or a quoted literal, the path 'a..b' has an empty segment",
    ],
    [
      '{{ 1abc }}',
      1,
      1,
      "Invalid placeholder '{{ 1abc }}' at line 1, column 1: expected a path or a quoted literal, a path must start with a letter, _ or $",
    ],
    [
      "{{ 'open }}",
      1,
      1,
      "Invalid placeholder '{{ 'open }}' at line 1, column 1: expected a path or a quoted literal, the string literal is never closed with '",
    ],
    [
      '{{ a & b }}',
      1,
      1,
      "Invalid placeholder '{{ a & b }}' at line 1, column 1: expected '|' or '}}', unexpected character '&'",
    ],
  ])('%j', (text, line, column, message) => {
    const error = failure(text);
    expect(error).toMatchObject({ code: 'TEMPLATE_SYNTAX_ERROR', line, column, message });
  });
});

describe('missing paths', () => {
  it('lists every path of a placeholder with fallbacks', () => {
    const error = failure('{{ props.a | env.B }}', { props: {}, env: {} });
    expect(error.message).toBe(
      "Failed to resolve placeholder '{{ props.a | env.B }}' at line 1, column 1: Paths 'props.a', 'env.B' not found in context",
    );
  });

  it('fails for indexes out of range, paths through strings and values of undefined', () => {
    const context = { props: { list: [1], text: 'abc', undef: undefined } };
    expect(failure('{{props.list.1}}', context).code).toBe('TEMPLATE_PATH_NOT_FOUND');
    expect(failure('{{props.list.01}}', context).code).toBe('TEMPLATE_PATH_NOT_FOUND');
    expect(failure('{{props.text.0}}', context).code).toBe('TEMPLATE_PATH_NOT_FOUND');
    expect(failure('{{props.text.length}}', context).code).toBe('TEMPLATE_PATH_NOT_FOUND');
    expect(failure('{{props.undef}}', context).code).toBe('TEMPLATE_PATH_NOT_FOUND');
  });

  it('fails in a condition whose root name is not in the context, naming it', () => {
    const error = failure('a\n@if(prop.x == 1)\nb\n@endif', { props: {} });
    expect(error).toMatchObject({
      code: 'TEMPLATE_PATH_NOT_FOUND',
      line: 2,
      column: 1,
      snippet: '@if(prop.x == 1)',
    });
    expect(error.message).toBe(
      "Failed to resolve condition '@if(prop.x == 1)' at line 2, column 1: Name 'prop' not found in context",
    );
  });

  it('fails for a missing @foreach collection or @for bound', () => {
    expect(failure('@foreach(x in props.list)@endforeach', { props: {} }).message).toBe(
      "Failed to resolve '@foreach(x in props.list)' at line 1, column 1: Path 'props.list' not found in context",
    );
    expect(failure('@for(i in range(0, props.n))@endfor', { props: {} }).message).toBe(
      "Failed to resolve '@for(i in range(0, props.n))' at line 1, column 1: Path 'props.n' not found in context",
    );
  });
});

describe('JSON-native placeholder errors', () => {
  it('names the position instead of quoting a long or multi-line text', () => {
    const error = failure('first line\nsecond {!!props.x!!} line');
    expect(error).toMatchObject({ code: 'TEMPLATE_NATIVE_PLACEHOLDER_INVALID', line: 2, column: 8 });
    expect(error.message).toBe(
      "Invalid JSON-native placeholder format at line 2, column 8: '{!!props.x!!} line'. Must be exactly {!!path!!} with no surrounding content.",
    );
  });

  it.each([
    '{!! !!}',
    "{!!'literal'!!}",
    '{!!a b!!}',
    '{!!props.x',
    '{!!props.x!!}{{props.y}}',
    '@if(x){!!props.x!!}@endif',
  ])('rejects %j', (text) => {
    expect(failure(text).message).toBe(
      `Invalid JSON-native placeholder format: '${text}'. Must be exactly {!!path!!} with no surrounding content.`,
    );
  });
});

describe('directive errors', () => {
  it.each([
    [
      '@if x',
      'TEMPLATE_SYNTAX_ERROR',
      1,
      1,
      "Invalid @if at line 1, column 1: expected '(' after @if (write @@if for the literal text)",
    ],
    [
      '@for(i in 3)@endfor',
      'TEMPLATE_SYNTAX_ERROR',
      1,
      1,
      "Invalid @for at line 1, column 1: expected '@for(variable in range(start, end))', found '3'",
    ],
    [
      "@for(i in range(0, 'a'))@endfor",
      'TEMPLATE_SYNTAX_ERROR',
      1,
      1,
      "Invalid @for at line 1, column 1: expected '@for(variable in range(start, end))', found ''a''",
    ],
    [
      '@foreach(x of list)',
      'TEMPLATE_SYNTAX_ERROR',
      1,
      1,
      "Invalid @foreach at line 1, column 1: expected '@foreach(variable in path)', found 'of'",
    ],
    [
      '@foreach(x.y in list)',
      'TEMPLATE_SYNTAX_ERROR',
      1,
      1,
      "Invalid @foreach at line 1, column 1: expected '@foreach(variable in path)', found 'x.y'",
    ],
    [
      'ok\n @if(a ==)',
      'TEMPLATE_SYNTAX_ERROR',
      2,
      2,
      "Invalid @if at line 2, column 2: expected '@if(condition)', found ')'",
    ],
    [
      '@if(a b)',
      'TEMPLATE_SYNTAX_ERROR',
      1,
      1,
      "Invalid @if at line 1, column 1: expected '@if(condition)', found 'b'",
    ],
    [
      '@if(a',
      'TEMPLATE_SYNTAX_ERROR',
      1,
      1,
      "Invalid @if at line 1, column 1: expected '@if(condition)', found the end of the template",
    ],
    [
      '@if(a)@elseif b@endif',
      'TEMPLATE_SYNTAX_ERROR',
      1,
      7,
      "Invalid @elseif at line 1, column 7: expected '(' after @elseif (write @@elseif for the literal text)",
    ],
    [
      '\n\n  @if(a)\nx',
      'TEMPLATE_SYNTAX_ERROR',
      3,
      3,
      'Unclosed @if opened at line 3, column 3: expected @endif',
    ],
    [
      '@foreach(x in y)\n@for(i in range(0, 1))\n@endfor',
      'TEMPLATE_SYNTAX_ERROR',
      1,
      1,
      'Unclosed @foreach opened at line 1, column 1: expected @endforeach',
    ],
    [
      'text @endif',
      'TEMPLATE_SYNTAX_ERROR',
      1,
      6,
      'Unexpected @endif at line 1, column 6: there is no open @if',
    ],
    [
      '@for(i in range(0, 1))\n@endforeach',
      'TEMPLATE_SYNTAX_ERROR',
      2,
      1,
      'Unexpected @endforeach at line 2, column 1: the @for opened at line 1, column 1 must be closed with @endfor first',
    ],
    ['@else', 'TEMPLATE_SYNTAX_ERROR', 1, 1, 'Unexpected @else at line 1, column 1: there is no open @if'],
    [
      '@if(a)@else@else@endif',
      'TEMPLATE_SYNTAX_ERROR',
      1,
      12,
      'Unexpected @else at line 1, column 12: the @if opened at line 1, column 1 already has an @else',
    ],
    [
      '@if(a)@else@elseif(b)@endif',
      'TEMPLATE_SYNTAX_ERROR',
      1,
      12,
      'Unexpected @elseif at line 1, column 12: the @if opened at line 1, column 1 already has an @else',
    ],
    [
      '@foreach(x in y)@elseif(a)@endforeach',
      'TEMPLATE_SYNTAX_ERROR',
      1,
      17,
      'Unexpected @elseif at line 1, column 17: the @foreach opened at line 1, column 1 must be closed with @endforeach first',
    ],
  ])('%j', (text, code, line, column, message) => {
    expect(failure(text)).toMatchObject({ code, line, column, message });
  });

  it('reports a syntax error at compile time, before any render', () => {
    expect(() => compileTemplate('@if(a)')).toThrow(TemplateError);
  });

  it('limits nesting to 100 levels', () => {
    const deep = (levels: number) => `${'@if(a)'.repeat(levels)}x${'@endif'.repeat(levels)}`;
    expect(renderTemplate(deep(100), { a: true })).toBe('x');
    const error = failure(deep(101), { a: true });
    expect(error).toMatchObject({ code: 'TEMPLATE_SYNTAX_ERROR', line: 1, column: 601 });
    expect(error.message).toBe(
      "Too deeply nested directive '@if(a)' at line 1, column 601: at most 100 levels are allowed",
    );
  });
});

describe('value errors', () => {
  it('rejects range bounds that are not integers', () => {
    const error = failure('@for(i in range(0, props.n))@endfor', { props: { n: 2.5 } });
    expect(error).toMatchObject({ code: 'TEMPLATE_INVALID_VALUE', snippet: '@for(i in range(0, props.n))' });
    expect(error.message).toBe(
      "Invalid range in '@for(i in range(0, props.n))' at line 1, column 1: 'props.n' is not an integer",
    );
    expect(failure('@for(i in range(0, 1.5))@endfor').message).toContain('1.5 is not an integer');
    expect(failure('@for(i in range(props.s, 2))@endfor', { props: { s: 'abc' } }).code).toBe(
      'TEMPLATE_INVALID_VALUE',
    );
  });

  it('rejects @foreach over something that is not an array or object, without showing the value', () => {
    const error = failure('@foreach(c in env.SECRET)@endforeach', { env: { SECRET: 's3cr3t' } });
    expect(error.message).toBe(
      "Cannot loop in '@foreach(c in env.SECRET)' at line 1, column 1: 'env.SECRET' is a string, not an array or object",
    );
    expect(error.message).not.toContain('s3cr3t');
  });

  it('rejects values that are not JSON data', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    for (const value of [circular, () => 1, Symbol('s'), { big: 1n }]) {
      const error = failure('x {{props.v}}', { props: { v: value } });
      expect(error).toMatchObject({ code: 'TEMPLATE_INVALID_VALUE', line: 1, column: 3 });
      expect(error.message).toBe(
        "Cannot render the value of '{{props.v}}' at line 1, column 3 as text: it is not JSON data",
      );
    }
  });

  it('turns an output longer than a string can be into a TemplateError', () => {
    const error = failure('@for(i in range(0, 100000)){{props.big}}@endfor', {
      props: { big: 'x'.repeat(10_000) },
    });
    expect(error.code).toBe('TEMPLATE_INVALID_VALUE');
    expect(error.message).toBe(
      'The rendered text is too large to build as one string: lower the loop bounds or the data',
    );
    expect(error.cause).toBeInstanceOf(RangeError);
  });

  it('renders a BigInt on its own as its digits', () => {
    expect(renderTemplate('{{props.v}}', { props: { v: 12n } })).toBe('12');
  });

  it('rejects a template that is not a string', () => {
    expect(() => compileTemplate(42 as unknown as string)).toThrow(
      new TemplateError('TEMPLATE_INVALID_VALUE', 'A template must be a string, not number', {
        line: 1,
        column: 1,
        snippet: '',
      }),
    );
  });
});

describe('loop limit', () => {
  it('stops a render that runs more iterations than maxIterations, counting nested loops together', () => {
    const text = '@for(i in range(0, 10))@for(j in range(0, 10)){{j}}@endfor@endfor';
    expect(renderTemplate(text, {}, { maxIterations: 110 })).toHaveLength(100);
    const error = failure(text, {}, { maxIterations: 109 });
    expect(error).toMatchObject({
      code: 'TEMPLATE_LOOP_LIMIT_EXCEEDED',
      line: 1,
      column: 24,
      snippet: '@for(j in range(0, 10))',
    });
    expect(error.message).toBe(
      "Loop limit exceeded by '@for(j in range(0, 10))' at line 1, column 24: one render may run at most 109 loop iterations",
    );
  });

  it('refuses a huge range up front and defaults to 100000 iterations', () => {
    expect(failure('@for(i in range(0, 9007199254740991))x@endfor').message).toContain(
      'at most 100000 loop iterations',
    );
    expect(renderTemplate('@for(i in range(0, 100000))@endfor', {})).toBe('');
    expect(failure('@for(i in range(0, 100001))@endfor').code).toBe('TEMPLATE_LOOP_LIMIT_EXCEEDED');
  });

  it('counts @foreach items against the limit', () => {
    const error = failure(
      '@foreach(x in props.list){{x}}@endforeach',
      { props: { list: [1, 2, 3] } },
      { maxIterations: 2 },
    );
    expect(error.code).toBe('TEMPLATE_LOOP_LIMIT_EXCEEDED');
  });

  it('starts counting again for every render of a compiled template', () => {
    const template = compileTemplate('@for(i in range(0, 3)){{i}}@endfor');
    for (let run = 0; run < 3; run++) expect(template.render({}, { maxIterations: 3 })).toBe('012');
  });
});
