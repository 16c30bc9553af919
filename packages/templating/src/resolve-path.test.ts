import { describe, expect, it } from 'vitest';
import { renderTemplate } from './render-template.js';
import { renderValue } from './render-value.js';
import { TemplateError } from './template-error.js';

const context = { props: { user: { name: 'Ada' }, list: [1, 2] }, env: {} };

function renderOrError(text: string, data: Record<string, unknown> = context): string {
  try {
    return renderTemplate(text, data);
  } catch (error) {
    if (error instanceof TemplateError) return `error:${error.code}`;
    throw error;
  }
}

describe('path resolution security', () => {
  it.each([
    '{{props.__proto__}}',
    '{{props.constructor}}',
    '{{props.constructor.name}}',
    '{{props.user.__proto__.constructor}}',
    '{{props.user.hasOwnProperty}}',
    '{{props.user.toString}}',
    '{{props.list.length}}',
    '{{props.list.map}}',
    '{{props.user.name.length}}',
    '{{__proto__}}',
    '{{constructor}}',
    '{{toString}}',
  ])('%s reads only own data and fails as missing', (text) => {
    expect(renderOrError(text)).toBe('error:TEMPLATE_PATH_NOT_FOUND');
  });

  it('does not see prototype members in conditions or loops either', () => {
    expect(renderOrError('@if(props.constructor)yes@else no@endif')).toBe('no');
    expect(renderOrError('@foreach(x in props.constructor)@endforeach')).toBe(
      'error:TEMPLATE_PATH_NOT_FOUND',
    );
    expect(renderOrError('@foreach(x in props.user){{x.key}}@endforeach')).toBe('name');
  });

  it('reads an own __proto__ key parsed from JSON as data', () => {
    const props = JSON.parse('{"__proto__": {"polluted": "yes"}}') as Record<string, unknown>;
    expect(renderTemplate('{{props.__proto__.polluted}}', { props })).toBe('yes');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never calls getters of the context', () => {
    let called = false;
    const props = {
      get secret() {
        called = true;
        return 'value';
      },
    };
    expect(renderOrError('{{props.secret}}', { props })).toBe('error:TEMPLATE_PATH_NOT_FOUND');
    expect(renderOrError('@if(props.secret)x@endif', { props })).toBe('');
    expect(renderOrError('@foreach(v in props)[{{ v.key }}]@endforeach', { props })).toBe('[secret]');
    expect(called).toBe(false);
  });

  it('keeps context values out of error messages', () => {
    const env = { TOKEN: 'sup3r-s3cret' };
    const texts = [
      '@foreach(t in env.TOKEN)@endforeach',
      '@for(i in range(0, env.TOKEN))@endfor',
      '{{env.TOKEN.x}}',
    ];
    for (const text of texts) {
      const error = (() => {
        try {
          renderTemplate(text, { env });
        } catch (caught) {
          return caught as TemplateError;
        }
        throw new Error('expected an error');
      })();
      expect(error).toBeInstanceOf(TemplateError);
      expect(error.message).not.toContain('sup3r-s3cret');
      expect(error.snippet).not.toContain('sup3r-s3cret');
    }
  });

  it('does not re-scan values substituted by renderValue', () => {
    const props = { a: '{{env.TOKEN}}', b: '{!!env.TOKEN!!}' };
    expect(renderValue({ x: '{{props.a}}', y: '{!!props.b!!}' }, { props, env: { TOKEN: 't' } })).toEqual({
      x: '{{env.TOKEN}}',
      y: '{!!env.TOKEN!!}',
    });
  });
});
