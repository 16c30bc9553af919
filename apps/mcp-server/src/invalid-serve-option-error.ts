import { MciError } from '@mci/schema';
import type { ServeOptionErrorCode } from './serve-option-error-codes.js';

/** A serving option used where it means nothing, such as `--port` without `--http`, or with a bad value. */
export class InvalidServeOptionError extends MciError<ServeOptionErrorCode> {
  /** The option as written, with its value where the value is the problem (`--rate-limit "x"`). */
  readonly option: string;
  /** Why it is refused, such as `only applies with --http`. */
  readonly reason: string;

  constructor(fields: { option: string; reason: string }) {
    const { option, reason } = fields;
    super('INVALID_SERVE_OPTION', `Option ${option} ${reason}.`);
    this.option = option;
    this.reason = reason;
  }
}
