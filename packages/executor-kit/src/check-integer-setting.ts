import { InvalidSettingError } from './invalid-setting-error.js';

/**
 * Returns `value` when it is a safe integer of at least `minimum`; throws `InvalidSettingError` naming the
 * setting otherwise. Executors check their numeric settings with it when they are created.
 */
export function checkIntegerSetting(setting: string, value: number, minimum: number): number {
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new InvalidSettingError({
      setting,
      expected: `an integer of at least ${minimum}`,
      received: value,
    });
  }
  return value;
}
