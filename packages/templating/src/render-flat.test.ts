import { describe, expect, it } from 'vitest';
import { compileTemplate } from './compile-template.js';

/** Templates without directives render through the split text-and-tags path. */
function render(text: string, context: Record<string, unknown>): string {
  return compileTemplate(text, { directives: false }).render(context);
}

describe('rendering a template without directives', () => {
  it('never invokes a getter or setter of an own property; the fallback is used instead', () => {
    const calls: string[] = [];
    const props = {
      name: 'Ada',
      get secret() {
        calls.push('get');
        return 'leaked';
      },
      set writeOnly(_value: string) {
        calls.push('set');
      },
    };
    expect(render("{{props.name}}/{{props.secret | 'hidden'}}/{{props.writeOnly | 'none'}}", { props })).toBe(
      'Ada/hidden/none',
    );
    expect(calls).toEqual([]);
  });

  it('never invokes a getter that is a context root', () => {
    let called = false;
    const context = {
      get props() {
        called = true;
        return { a: 'leaked' };
      },
      env: { B: 'b' },
    };
    expect(render("{{props.a | 'none'}} {{env.B}}", context)).toBe('none b');
    expect(called).toBe(false);
  });

  it('never resolves inherited or prototype members', () => {
    let called = false;
    class User {
      get name(): string {
        called = true;
        return 'leaked';
      }
    }
    const inherited = Object.create({ role: 'admin' }) as Record<string, unknown>;
    const text =
      "{{props.toString | '-'}} {{props.constructor | '-'}} {{props.__proto__ | '-'}} {{props.hasOwnProperty | '-'}}";
    expect(render(text, { props: { a: 1 } })).toBe('- - - -');
    expect(render("{{props.role | '-'}} {{props.user.name | '-'}}", { props: inherited })).toBe('- -');
    expect(render("{{props.user.name | '-'}}", { props: { user: new User() } })).toBe('-');
    expect(render("{{constructor | '-'}} {{__proto__ | '-'}}", { props: {} })).toBe('- -');
    expect(called).toBe(false);
  });

  it('reads own data of null-prototype and frozen objects', () => {
    const bare = Object.create(null) as Record<string, unknown>;
    bare.name = 'Ada';
    const frozen = Object.freeze({ user: Object.freeze({ name: 'Bo' }) });
    expect(render('{{props.name}} {{env.user.name}}', { props: bare, env: frozen })).toBe('Ada Bo');
  });

  it('reads a proxy through its property descriptors, never its get trap', () => {
    let trapped = false;
    const props = new Proxy(
      { name: 'Ada' },
      {
        get(target, key, receiver) {
          trapped = true;
          return Reflect.get(target, key, receiver);
        },
      },
    );
    expect(render('{{props.name}}', { props })).toBe('Ada');
    expect(trapped).toBe(false);
  });

  it('reads arrays by canonical index only', () => {
    const props = { list: ['a', 'b'] };
    expect(render("{{props.list.1}} {{props.list.01 | '-'}} {{props.list.length | '-'}}", { props })).toBe(
      'b - -',
    );
  });

  it('reads each root of each context, in any order', () => {
    const template = compileTemplate('{{props.a}}.{{env.B}}.{{props.c}}.{{env.B}}', { directives: false });
    expect(template.render({ props: { a: 1, c: true }, env: { B: 'x' } })).toBe('1.x.true.x');
    expect(template.render({ props: { a: 'p', c: null }, env: { B: 2 } })).toBe('p.2.null.2');
  });

  it('takes a literal first alternative and later alternatives in order', () => {
    const context = { props: {}, env: { B: 'b' } };
    expect(render("{{ 'x' | props.a }} {{ props.a | env.B | 'z' }} {{ props.a | 'z' }}", context)).toBe(
      'x b z',
    );
  });
});
