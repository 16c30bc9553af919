import { describe, expect, it } from 'vitest';
import { editDistance, findCloseNames } from './find-close-names.js';

describe('findCloseNames', () => {
  it('measures edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('returns close names, closest first, ignoring case', () => {
    const names = ['get_weather', 'get_forecast', 'set_weather', 'list_files'];
    expect(findCloseNames('Get_Wether', names)).toEqual(['get_weather', 'set_weather']);
    expect(findCloseNames('zzz', names)).toEqual([]);
  });
});
