import { MciError } from '@mci/schema';

/** A serving option used where it means nothing, such as `--port` without `--http`. */
export class InvalidServeOptionError extends MciError {
  readonly option: string;
  readonly reason: string;

  constructor(option: string, reason: string) {
    super('MCI_INVALID_SERVE_OPTION', `Option ${option} ${reason}.`);
    this.option = option;
    this.reason = reason;
  }
}
