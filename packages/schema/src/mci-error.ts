/** Marks every `MciError`, of whichever copy of `@mci/schema` made it: `Symbol.for` keys are global. */
const mciErrorBrand: unique symbol = Symbol.for('mci.error') as never;

/**
 * Base class of every error the MCI packages throw on purpose. `code` is stable and meant for programs;
 * the message is built from the typed fields of the subclass and meant for people. Test for it with
 * `MciError.isInstance(value)`, which also knows errors made by another copy of this package.
 */
export class MciError extends Error {
  readonly code: string;

  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }

  get [mciErrorBrand](): true {
    return true;
  }

  /** Whether `value` is an `MciError` of any copy of `@mci/schema` (where `instanceof` sees only its own). */
  static isInstance(value: unknown): value is MciError {
    return (
      value instanceof Error &&
      (value as Partial<Record<typeof mciErrorBrand, unknown>>)[mciErrorBrand] === true &&
      typeof (value as { code?: unknown }).code === 'string'
    );
  }
}
