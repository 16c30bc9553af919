import { describe, expect, it } from 'vitest';
import { createRedactor } from './create-redactor.js';

describe('createRedactor', () => {
  it('replaces longer secrets first so no part of a secret is left', () => {
    const redactor = createRedactor(['abcd', 'abcdefgh', '', undefined]);
    expect(redactor.text('key=abcdefgh other=abcd empty=')).toBe('key=*** other=*** empty=');
  });

  it('redacts every string of a value deeply, keys included, without touching the input', () => {
    const redactor = createRedactor(['s3cr3t']);
    const input = { url: 'https://x/?k=s3cr3t', list: ['s3cr3t', 1, null], nested: { s3cr3t: true } };
    expect(redactor.value(input)).toEqual({
      url: 'https://x/?k=***',
      list: ['***', 1, null],
      nested: { '***': true },
    });
    expect(input.list[0]).toBe('s3cr3t');
  });
});

describe('createRedactor minLength', () => {
  it('leaves values shorter than 4 characters alone by default so ordinary text is not mangled', () => {
    const redactor = createRedactor(['1', 'yes', 'tok3n']);
    expect(redactor.text('exit code 1, DEBUG=yes token=tok3n')).toBe('exit code 1, DEBUG=yes token=***');
  });

  it('takes another minimum', () => {
    const redactor = createRedactor(['1', 'tok3n'], { minLength: 1 });
    expect(redactor.text('DEBUG=1 token=tok3n')).toBe('DEBUG=*** token=***');
  });
});

describe('createRedactor encoded forms', () => {
  const secret = 'p@ss w/rd&"x"+é';

  it('hides a secret percent-encoded as a URL component', () => {
    const shown = `https://api.test/items?key=${encodeURIComponent(secret)}`;
    expect(createRedactor([secret]).text(shown)).toBe('https://api.test/items?key=***');
  });

  it('hides a secret percent-encoded as a whole URL (encodeURI keeps / & + @)', () => {
    const shown = `https://api.test/${encodeURI(secret)}/items`;
    expect(shown).toContain('p@ss%20w/rd&%22x%22+%C3%A9');
    expect(createRedactor([secret]).text(shown)).toBe('https://api.test/***/items');
  });

  it('hides a secret form-encoded, with + for spaces', () => {
    const shown = new URLSearchParams({ key: secret }).toString();
    expect(shown).toContain('+w%2Frd');
    expect(createRedactor([secret]).text(shown)).toBe('key=***');
  });

  it('hides a secret JSON-escaped inside a JSON text', () => {
    const shown = JSON.stringify({ token: secret });
    expect(shown).toContain('\\"x\\"');
    expect(createRedactor([secret]).text(shown)).toBe('{"token":"***"}');
  });

  it('hides a secret holding a lone surrogate, which has no percent-encoded form', () => {
    const lone = 'abc\uD800def';
    expect(createRedactor([lone]).text(`x ${lone} y`)).toBe('x *** y');
  });
});

describe('createRedactor extend and redact', () => {
  it('extend returns a new redactor hiding more secrets, encoded forms included, and leaves the first alone', () => {
    const base = createRedactor(['first-secret']);
    const extended = base.extend(['sec ond', undefined]);
    expect(extended.text('first-secret sec+ond sec%20ond')).toBe('*** *** ***');
    expect(base.text('first-secret sec ond')).toBe('*** sec ond');
  });

  it('extend keeps the minimum length', () => {
    expect(createRedactor([], { minLength: 6 }).extend(['12345', '123456']).text('12345 123456')).toBe(
      '12345 ***',
    );
  });

  it('applies the redaction it was given first, so an executor adds its secrets to the call’s', () => {
    const callRedact = (text: string) => text.split('ENVSECRET').join('***');
    const redactor = createRedactor(['tenant9'], { redact: callRedact });
    expect(redactor.text('ENVSECRET/tenant9')).toBe('***/***');
    expect(redactor.extend(['token123']).text('ENVSECRET token123')).toBe('*** ***');
  });
});
