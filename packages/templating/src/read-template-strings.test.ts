import { describe, expect, it } from 'vitest';
import { compileTemplate } from './compile-template.js';
import { readTemplateStrings } from './read-template-strings.js';

const envUses = (value: unknown, options?: { directives?: boolean }) =>
  readTemplateStrings(value, options).flatMap(({ envNames, path }) =>
    envNames.map((name) => [name, path.join('.')]),
  );

describe('readTemplateStrings', () => {
  it('finds env names in every string, with their paths, whitespace, fallbacks and directives included', () => {
    const document = {
      tools: [
        {
          description: 'mail me@example.com, costs {{ 5 }}',
          execution: {
            url: '{{  env.BASE_URL  }}/items',
            headers: { Authorization: 'Bearer {{env.TOKEN}}', 'X-Name': '{{ props.name | env.USER | "x" }}' },
            body: { content: { flag: '{!! env.FLAG !!}' } },
            text: '@if(env.MODE == "dev")debug@endif @foreach(item in env.LIST){{item}}{{env.MODE}}@endforeach',
          },
        },
      ],
      mcp_servers: { s: { args: ['{{env.TOKEN}}', 'plain', '{{ broken'] } },
    };
    expect(envUses(document)).toEqual([
      ['BASE_URL', 'tools.0.execution.url'],
      ['TOKEN', 'tools.0.execution.headers.Authorization'],
      ['USER', 'tools.0.execution.headers.X-Name'],
      ['FLAG', 'tools.0.execution.body.content.flag'],
      ['MODE', 'tools.0.execution.text'],
      ['LIST', 'tools.0.execution.text'],
      ['TOKEN', 'mcp_servers.s.args.0'],
    ]);
    const invalid = readTemplateStrings(document).filter((found) => found.error);
    expect(invalid.map(({ path, error }) => [path, error?.code])).toEqual([
      [['mcp_servers', 's', 'args', 2], 'TEMPLATE_SYNTAX_ERROR'],
    ]);
  });

  it('lists every string with its path, keys left out', () => {
    expect(
      readTemplateStrings({ '{{env.KEY}}': ['a', 1, { b: 'c' }] }).map(({ text, path }) => [text, path]),
    ).toEqual([
      ['a', ['{{env.KEY}}', 0]],
      ['c', ['{{env.KEY}}', 2, 'b']],
    ]);
  });

  it('reads a string that is no valid full template with placeholders only', () => {
    expect(envUses({ url: '{{ env.HOST }}/@if(' })).toEqual([['HOST', 'url']]);
  });

  it('reads directives as text when they are off, as config fields are rendered', () => {
    expect(envUses(['@if(env.MODE)x@endif {{ env.KEY }}'], { directives: false })).toEqual([['KEY', '0']]);
  });

  it('finds no env names in a value without env placeholders', () => {
    expect(envUses({ a: ['{{props.x}}', 1, null, true], b: 'env.NOT_A_PLACEHOLDER' })).toEqual([]);
  });

  it('gives the templates it compiled, one for both modes when the text has no @, through the compile passed', () => {
    const compiled: string[] = [];
    const found = readTemplateStrings(
      { a: 'Hi {{props.x}}', b: '@if(props.x)y@endif', c: 'a@b {{ props.x }} @if(', d: 'plain' },
      {
        compile: (text, options) => {
          compiled.push(text);
          return compileTemplate(text, options);
        },
      },
    );
    const [a, b, c, d] = found;
    expect(a?.template?.render({ props: { x: 1 } })).toBe('Hi 1');
    expect(a?.placeholders).toBe(a?.template);
    expect(b?.template?.render({ props: { x: 1 } })).toBe('y');
    expect(b?.placeholders).toBeUndefined();
    expect(c?.template).toBeUndefined();
    expect(c?.placeholders?.render({ props: { x: 2 } })).toBe('a@b 2 @if(');
    expect(d).toMatchObject({ text: 'plain', envNames: [] });
    expect(d?.template).toBeUndefined();
    expect(compiled).toEqual([
      'Hi {{props.x}}',
      '@if(props.x)y@endif',
      'a@b {{ props.x }} @if(',
      'a@b {{ props.x }} @if(',
    ]);
  });
});
