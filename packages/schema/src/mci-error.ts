/**
 * Base class of every error the MCI packages throw on purpose. `code` is stable and meant for programs;
 * the message is built from the typed fields of the subclass and meant for people.
 */
export class MciError extends Error {
  readonly code: string;

  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}
