/** Marks every `MciError`, of whichever copy of `@mci/schema` made it: `Symbol.for` keys are global. */
const mciErrorBrand: unique symbol = Symbol.for('mci.error') as never;

/**
 * Base class of every error the MCI packages throw on purpose. `code` is stable and meant for programs;
 * the message is built from the typed fields of the subclass and meant for people. Test for it with
 * `MciError.isInstance(value)`, which also knows errors made by another copy of this package.
 */
export class MciError<Code extends string = string> extends Error {
  /** One of the codes the declaring package lists in its `ErrorCodeList`. */
  readonly code: Code;

  constructor(code: Code, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }

  get [mciErrorBrand](): true {
    return true;
  }

  /**
   * Whether `value` is an instance of this class (`MciError.isInstance`, `PathNotAllowedError.isInstance`,
   * ...), also when another copy of `@mci/schema` or of the package declaring the class made it: there
   * `instanceof` fails, so the class is matched by name along the value's prototype chain.
   */
  static isInstance<T extends abstract new (...args: never[]) => MciError>(
    this: T,
    value: unknown,
  ): value is InstanceType<T> {
    // biome-ignore lint/complexity/noThisInStatic: the answer is for the subclass it is called on
    // biome-ignore lint/complexity/noUselessThisAlias: named once for the two checks below
    const wanted = this;
    if (
      !(value instanceof Error) ||
      (value as Partial<Record<typeof mciErrorBrand, unknown>>)[mciErrorBrand] !== true ||
      typeof (value as { code?: unknown }).code !== 'string'
    ) {
      return false;
    }
    if (value instanceof wanted) return true;
    for (let proto = Object.getPrototypeOf(value); proto; proto = Object.getPrototypeOf(proto)) {
      if (Object.hasOwn(proto, 'constructor') && proto.constructor.name === wanted.name) return true;
    }
    return false;
  }
}
