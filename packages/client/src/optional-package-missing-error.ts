import { MciError } from '@mci/schema';
import type { ClientErrorCode } from './client-error-codes.js';

/** A setting needs an optional package that is not installed. */
export class OptionalPackageMissingError extends MciError<ClientErrorCode> {
  /** The npm packages to install, such as `ioredis`. */
  readonly packages: readonly string[];
  /** What needs them, such as rate limits kept in Redis. */
  readonly neededFor: string;

  constructor(fields: { packages: readonly string[]; neededFor: string }, options?: { cause?: unknown }) {
    const { packages, neededFor } = fields;
    const list = packages.join(' ');
    super(
      'OPTIONAL_PACKAGE_MISSING',
      `${neededFor} needs the optional package${packages.length === 1 ? '' : 's'} ${list}, which ${packages.length === 1 ? 'is' : 'are'} not installed. Install ${packages.length === 1 ? 'it' : 'them'} where @mci/cli is installed: npm i -g ${list} (or npm i ${list} in the project).`,
      options,
    );
    this.packages = packages;
    this.neededFor = neededFor;
  }
}
