import { MciError } from '@mci/schema';
import type { ExecutorKitErrorCode } from './executor-kit-error-codes.js';

/** A setting passed to a factory (`createHttpExecutor({ ... })`) that is out of its range. */
export class InvalidSettingError extends MciError<ExecutorKitErrorCode> {
  /** The setting's name, as the factory's settings object spells it. */
  readonly setting: string;
  /** What would have been accepted, in words. */
  readonly expected: string;

  constructor(fields: { setting: string; expected: string; received: unknown }) {
    const { setting, expected, received } = fields;
    super('INVALID_SETTING', `Setting ${setting} must be ${expected}, got ${describe(received)}.`);
    this.setting = setting;
    this.expected = expected;
  }
}

function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}
