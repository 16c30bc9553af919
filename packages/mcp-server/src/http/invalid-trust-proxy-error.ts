import { MciError } from '@mci/schema';
import type { McpServerErrorCode } from '../mcp-server-error-codes.js';

/** A trust-proxy setting that is neither a hop count nor a list of addresses, CIDR ranges or range names. */
export class InvalidTrustProxyError extends MciError<McpServerErrorCode> {
  /** The entry that was refused. */
  readonly value: string;

  constructor(fields: { value: string; reason: string }) {
    const { value, reason } = fields;
    super(
      'INVALID_TRUST_PROXY',
      `The trust-proxy setting "${value}" is not usable: ${reason}. Give a number of proxy hops, or ` +
        'addresses and CIDR ranges (or loopback, linklocal, uniquelocal) separated by commas.',
    );
    this.value = value;
  }
}
