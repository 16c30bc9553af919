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
