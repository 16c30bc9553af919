import { describe, expect, it } from 'vitest';
import { renderTemplate } from './render-template.js';

const props = {
  name: 'Ada',
  count: 3,
  ratio: 2.5,
  active: true,
  off: false,
  nothing: null,
  items: ['a', 'b', 'c'],
  user: { name: 'Ada', roles: ['admin', 'dev'], address: { city: 'Oslo' } },
  users: [
    { name: 'Alice', active: true, tags: ['x', 'y'] },
    { name: 'Bob', active: false, tags: [] },
  ],
  scores: { math: 9, art: 7 },
  status: 'pending',
  numeric: '5',
};
const context = { props, input: props, env: { USER: 'ops', EMPTY: '', FLAG: 'false' } };
const render = (text: string) => renderTemplate(text, context);

describe('placeholders', () => {
  it('allows whitespace inside the braces', () => {
    expect(render('{{props.name}}|{{ props.name }}|{{\tprops.name\n}}')).toBe('Ada|Ada|Ada');
  });

  it('follows dot paths through objects and arrays', () => {
    expect(
      render('{{props.items.0}} {{props.user.roles.1}} {{props.users.1.name}} {{props.user.address.city}}'),
    ).toBe('a dev Bob Oslo');
  });

  it('renders values JSON-style', () => {
    expect(render('{{props.count}} {{props.ratio}} {{props.active}} {{props.off}} {{props.nothing}}')).toBe(
      '3 2.5 true false null',
    );
    expect(render('{{props.items}} {{props.user.address}}')).toBe('["a","b","c"] {"city":"Oslo"}');
  });

  it('uses the first fallback that resolves', () => {
    expect(render("{{ props.missing | env.USER | 'guest' }}")).toBe('ops');
    expect(render("{{ props.missing | env.MISSING | 'guest' }}")).toBe('guest');
    expect(render('{{ props.missing | "double quoted" }}')).toBe('double quoted');
    expect(render('{{ props.name | env.USER }}')).toBe('Ada');
  });

  it('takes number, boolean and null literals as fallbacks', () => {
    expect(
      render('{{ props.limit | 10 }} {{ props.flag | true }} {{ props.x | null }} {{ props.y | -1.5 }}'),
    ).toBe('10 true null -1.5');
  });

  it('treats null and empty strings as values, not as missing', () => {
    expect(render("{{ props.nothing | 'x' }}|{{ env.EMPTY | 'x' }}")).toBe('null|');
  });

  it('renders quoted literals as written, braces included, so {{ and }} can be produced', () => {
    expect(render("{{ '{{' }}props.name{{ '}}' }} {{ \"a | b\" }}")).toBe('{{props.name}} a | b');
  });

  it('keeps single braces, lone closers and unknown @ words as text', () => {
    expect(render('{ a } }} {x} !!} @ @user @iffy user@example.com')).toBe(
      '{ a } }} {x} !!} @ @user @iffy user@example.com',
    );
  });

  it('never re-scans substituted values as templates', () => {
    const value = '{{props.name}} @if(props.active)x@endif {!!props.count!!} @for(i in range(0, 2))';
    expect(renderTemplate('{{props.v}}', { props: { v: value, name: 'n', active: true, count: 1 } })).toBe(
      value,
    );
    expect(renderTemplate('>{{props.v}}<', { props: { v: '@endif' } })).toBe('>@endif<');
  });
});

describe('@for', () => {
  it('counts from start (inclusive) to end (exclusive)', () => {
    expect(render('@for(i in range(2, 5)){{i}},@endfor')).toBe('2,3,4,');
  });

  it('takes paths, numeric strings and negative numbers as bounds', () => {
    expect(render('@for(i in range(props.count, 5)){{i}}@endfor')).toBe('34');
    expect(render('@for(i in range(0, props.numeric)){{i}}@endfor')).toBe('01234');
    expect(render('@for(i in range(-2, 1)){{i}} @endfor')).toBe('-2 -1 0 ');
  });

  it('runs zero times when end <= start', () => {
    expect(render('[@for(i in range(3, 1))x@endfor]')).toBe('[]');
  });

  it('lets the variable index into arrays with a nested placeholder', () => {
    expect(render('@for(i in range(0, 3))@if(i > 0), @endif{{props.items}}.{{i}}@endfor')).toBe(
      '["a","b","c"].0, ["a","b","c"].1, ["a","b","c"].2',
    );
  });
});

describe('@foreach', () => {
  it('iterates arrays, the variable being the item', () => {
    expect(render('@foreach(item in props.items)<{{item}}>@endforeach')).toBe('<a><b><c>');
  });

  it('iterates objects: x is the value, x.key and x.value the entry', () => {
    expect(render('@foreach(score in props.scores){{score.key}}={{score.value}}/{{score}};@endforeach')).toBe(
      'math=9/9;art=7/7;',
    );
  });

  it('reads below the value of an object entry, x.value.key reaching a property named key', () => {
    const data = { props: { map: { first: { key: 'k1', label: 'L1' } } } };
    const text = '@foreach(e in props.map){{e.key}} {{e.label}} {{e.value.key}} {{e.value.label}}@endforeach';
    expect(renderTemplate(text, data)).toBe('first L1 k1 L1');
  });

  it('iterates nothing for an empty array, an empty object or null', () => {
    expect(
      renderTemplate(
        '[@foreach(x in props.a)x@endforeach@foreach(x in props.o)x@endforeach@foreach(x in props.n)x@endforeach]',
        { props: { a: [], o: {}, n: null } },
      ),
    ).toBe('[]');
  });

  it('nests, inner loops reading outer variables', () => {
    const text = `@foreach(user in props.users)
@foreach(tag in user.tags)
{{user.name}}:{{tag}}
@endforeach
@endforeach
`;
    expect(render(text)).toBe('Alice:x\nAlice:y\n');
  });

  it('lets a loop variable shadow a context key inside the loop only', () => {
    expect(render('@foreach(props in props.items){{props}}@endforeach {{props.name}}')).toBe('abc Ada');
  });
});

describe('@if', () => {
  it('supports every comparison operator', () => {
    const cases: Array<[string, boolean]> = [
      ['props.count == 3', true],
      ['props.count != 3', false],
      ['props.count > 2', true],
      ['props.count < 3', false],
      ['props.count >= 3', true],
      ['props.count <= 2', false],
      ["props.status == 'pending'", true],
      ['props.status != "pending"', false],
    ];
    for (const [condition, expected] of cases) {
      expect(render(`@if(${condition})yes@else no@endif`), condition).toBe(expected ? 'yes' : 'no');
    }
  });

  it('compares a numeric string and a number as numbers', () => {
    expect(
      render('@if(props.numeric == 5)eq@endif @if("5" == 5)lit@endif @if(props.numeric > 4)gt@endif'),
    ).toBe('eq lit gt');
  });

  it('compares literals true, false and null', () => {
    expect(
      render(
        '@if(props.active == true)a@endif@if(props.off == false)b@endif@if(props.nothing == null)c@endif',
      ),
    ).toBe('abc');
  });

  it('uses truthiness without an operator', () => {
    const text =
      '@if(props.active)1@endif@if(props.off)2@endif@if(props.items)3@endif@if(props.nothing)4@endif@if(env.EMPTY)5@endif@if(env.FLAG)6@endif@if(env.UNSET)7@endif';
    expect(render(text)).toBe('13');
  });

  it('chooses the first true branch of @elseif chains and falls back to @else', () => {
    const text =
      "@if(props.status == 'active')A@elseif(props.status == 'pending')P@elseif(props.count > 0)C@else E@endif";
    expect(render(text)).toBe('P');
    expect(renderTemplate(text, { props: { status: 'x', count: 0 } })).toBe('E');
    expect(renderTemplate(text, { props: { status: 'x', count: 1 } })).toBe('C');
  });

  it('renders nothing when no branch matches and there is no @else', () => {
    expect(render('[@if(props.off)x@elseif(props.nothing)y@endif]')).toBe('[]');
  });

  it('sees loop variables in conditions and nests inside loops', () => {
    const text = `@foreach(user in props.users)
@if(user.active)
+ {{user.name}}
@else
- {{user.name}}
@endif
@endforeach
`;
    expect(render(text)).toBe('+ Alice\n- Bob\n');
  });

  it('nests @if, @for and @foreach inside each other', () => {
    const text = `@if(props.active)
  @for(i in range(0, 2))
    @foreach(item in props.items)
      @if(item != 'b')
{{i}}{{item}}
      @endif
    @endforeach
  @endfor
@endif
`;
    expect(render(text)).toBe('0a\n0c\n1a\n1c\n');
  });
});

describe('line handling', () => {
  it('removes a line holding only a directive, with its line break, indented or not', () => {
    expect(render('A\n  @if(props.active)  \nB\n\t@endif\nC')).toBe('A\nB\nC');
  });

  it('removes a line holding only directives', () => {
    expect(render('A\n@if(props.active) @if(props.count)\nB\n@endif @endif\nC\n')).toBe('A\nB\nC\n');
  });

  it('handles CRLF line breaks', () => {
    expect(render('@if(props.active)\r\nyes\r\n@endif\r\nend')).toBe('yes\r\nend');
  });

  it('removes a last line without a line break', () => {
    expect(render('@if(props.active)\nyes\n@endif')).toBe('yes\n');
  });

  it('keeps text around inline directives as written', () => {
    expect(render('Hi @if(props.active)there@endif !\nnext')).toBe('Hi there !\nnext');
  });

  it('keeps a line that also holds a placeholder', () => {
    expect(render('@if(props.active){{props.name}}\n@endif')).toBe('Ada\n');
  });

  it('keeps blank lines that hold no directive', () => {
    expect(render('a\n\n@if(props.active)\n\nb\n@endif\n')).toBe('a\n\n\nb\n');
  });
});

describe('@ handling', () => {
  it('opens a directive right after a word character', () => {
    const nested = '@if(props.admin)Admin@if(props.owner)+owner@endif@endif.';
    expect(renderTemplate(nested, { props: { admin: true, owner: true } })).toBe('Admin+owner.');
    expect(renderTemplate(nested, { props: { admin: true, owner: false } })).toBe('Admin.');
    expect(render('x@for(i in range(0, 2)){{i}}@endfor y')).toBe('x01 y');
    expect(render('a@foreach(item in props.items){{item}}@endforeach!')).toBe('aabc!');
    expect(render('@if(props.off)on@elseif(props.active)yes@endif')).toBe('yes');
  });

  it('keeps an opening word without its parenthesis after a word character as text', () => {
    expect(render('mail ops@if.example or x@for y')).toBe('mail ops@if.example or x@for y');
  });

  it('keeps a directive word followed by a letter, digit or _ as text', () => {
    expect(render('ops@ifttt.com a@endif2 b@else_x c@endforeachy @forever')).toBe(
      'ops@ifttt.com a@endif2 b@else_x c@endforeachy @forever',
    );
  });

  it('closes and branches an open block right after a word', () => {
    expect(render('@if(props.off)on@else off@endif.')).toBe('off.');
    expect(render('@foreach(i in props.items){{i}}x@endforeach')).toBe('axbxcx');
  });

  it('reports a closer right after a word that closes no open block', () => {
    expect(() => render('a@endif b')).toThrow('Unexpected @endif at line 1, column 2: there is no open @if');
    expect(() => render('x@for(y) z')).toThrow(/^Invalid @for at line 1, column 2: /);
  });

  it('drops the blanks between an inline bare @else and its text', () => {
    expect(renderTemplate('[@if(props.ok)yes@else no@endif]', { props: { ok: false } })).toBe('[no]');
    expect(renderTemplate('[@if(props.ok)yes@else no@endif]', { props: { ok: true } })).toBe('[yes]');
    expect(render('@if(props.off)a@else \t b @endif|')).toBe('b |');
    expect(render('@if(props.off)a@elseif(props.active) b@endif|')).toBe(' b|');
    expect(render('@if(props.off)a@else  \nb@endif|')).toBe('\nb|');
  });

  it('escapes a directive word with @@', () => {
    expect(render('@@if(x) @@endif @@foreach @@@for a@@else')).toBe('@if(x) @endif @foreach @@for a@else');
  });

  it('accepts blanks between a directive and its parenthesis', () => {
    expect(render('@if (props.active)yes@endif')).toBe('yes');
  });
});
