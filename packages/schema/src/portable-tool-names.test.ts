import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPortableToolName, toPortableToolNames } from './portable-tool-names.js';

describe('isPortableToolName', () => {
  it('accepts what every provider accepts and refuses the rest', () => {
    expect(isPortableToolName('get_weather-2')).toBe(true);
    expect(isPortableToolName('repos.get')).toBe(false);
    expect(isPortableToolName('get weather')).toBe(false);
    expect(isPortableToolName('météo')).toBe(false);
    expect(isPortableToolName('a'.repeat(65))).toBe(false);
    expect(isPortableToolName('')).toBe(false);
  });
});

describe('toPortableToolNames', () => {
  it('keeps portable names and replaces the characters providers refuse', () => {
    const mapped = toPortableToolNames(['get_weather', 'repos.get', 'météo du jour', '...']);
    expect(Object.fromEntries(mapped)).toEqual({
      get_weather: 'get_weather',
      'repos.get': 'repos_get',
      'météo du jour': 'meteo_du_jour',
      '...': 'tool',
    });
  });

  it('gives a clashing name a hash suffix and lets a portable name keep its own spelling', () => {
    const mapped = toPortableToolNames(['repos.get', 'repos_get', 'repos get']);
    expect(mapped.get('repos_get')).toBe('repos_get');
    expect(mapped.get('repos.get')).toMatch(/^repos_get_[0-9a-f]{8}$/);
    expect(mapped.get('repos get')).toMatch(/^repos_get_[0-9a-f]{8}$/);
    expect(mapped.get('repos.get')).not.toBe(mapped.get('repos get'));
  });

  it('shortens long names to 64 characters, still distinct', () => {
    const long = `${'a'.repeat(70)}.first`;
    const other = `${'a'.repeat(70)}.second`;
    const mapped = toPortableToolNames([long, other]);
    expect(mapped.get(long)).toHaveLength(64);
    expect(mapped.get(long)).not.toBe(mapped.get(other));
  });

  it('always gives portable, unique names, the same ones when mapped again', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ maxLength: 80 }), { maxLength: 30 }), (names) => {
        const mapped = toPortableToolNames(names);
        const values = [...mapped.values()];
        expect(values.every(isPortableToolName)).toBe(true);
        expect(new Set(values).size).toBe(names.length);
        expect(toPortableToolNames(names)).toEqual(mapped);
      }),
    );
  });
});
