import { describe, expect, it } from 'vitest';
import { createRedactor, maskUrl } from './redactor.js';

describe('maskUrl', () => {
  it('replaces userinfo and every query value, and drops the fragment', () => {
    expect(maskUrl('https://user:pw@api.test:8443/a/b?key=1&key=2&q=x#frag')).toBe(
      'https://***@api.test:8443/a/b?key=***&key=***&q=***',
    );
  });

  it('masks everything after ? in text that is not a URL', () => {
    expect(maskUrl('not a url?token=abc')).toBe('not a url?***');
    expect(maskUrl('plain')).toBe('plain');
  });
});

describe('createRedactor', () => {
  const redactEnv = (text: string) => text.split('ENVSECRET').join('***');

  it('hides env secrets, credentials (longest first) and encoded query values', () => {
    const redactor = createRedactor(redactEnv, ['abc', 'abcdef'], ['a b&c', 'x']);
    expect(redactor.text('ENVSECRET abcdef abc a b&c a+b%26c a%20b%26c x')).toBe('*** *** *** *** *** *** x');
  });

  it('applies the secrets to URLs after masking them, and can be extended', () => {
    const redactor = createRedactor(redactEnv, []).extend(['tenant9']);
    expect(redactor.url('https://h/tenant9/ENVSECRET?k=v')).toBe('https://h/***/***?k=***');
  });
});
