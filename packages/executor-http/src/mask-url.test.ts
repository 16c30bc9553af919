import { describe, expect, it } from 'vitest';
import { maskUrl } from './mask-url.js';

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
