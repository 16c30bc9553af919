import { describe, expect, it } from 'vitest';
import { checkIntegerSetting } from './check-integer-setting.js';
import { InvalidSettingError } from './invalid-setting-error.js';

describe('checkIntegerSetting', () => {
  it('returns an integer at or above the minimum', () => {
    expect(checkIntegerSetting('limit', 0, 0)).toBe(0);
    expect(checkIntegerSetting('limit', 5, 1)).toBe(5);
  });

  it.each([
    [-1, 0, 'Setting limit must be an integer of at least 0, got -1.'],
    [0, 1, 'Setting limit must be an integer of at least 1, got 0.'],
    [1.5, 0, 'Setting limit must be an integer of at least 0, got 1.5.'],
    [Number.NaN, 0, 'Setting limit must be an integer of at least 0, got NaN.'],
    [2 ** 53, 0, 'Setting limit must be an integer of at least 0, got 9007199254740992.'],
  ])('refuses %s with minimum %s', (value, minimum, message) => {
    const error = (() => {
      try {
        checkIntegerSetting('limit', value, minimum);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(InvalidSettingError);
    expect(error).toMatchObject({ code: 'INVALID_SETTING', setting: 'limit', message });
  });
});
