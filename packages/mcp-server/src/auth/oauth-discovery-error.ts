import { MciError } from '@mci/schema';
import type { McpServerErrorCode } from '../mcp-server-error-codes.js';

/** The signing keys of an issuer could not be found: its metadata or JWKS did not answer as expected. */
export class OAuthDiscoveryError extends MciError<McpServerErrorCode> {
  /** The issuer, as configured. */
  readonly issuer: string;
  /** Why, such as `GET https://id.example.com/.well-known/openid-configuration answered 404`. */
  readonly reason: string;

  constructor(fields: { issuer: string; reason: string }, options?: { cause?: unknown }) {
    const { issuer, reason } = fields;
    super(
      'OAUTH_DISCOVERY_FAILED',
      `Cannot find the signing keys of issuer ${issuer}: ${reason}. Check the issuer URL, or give the URL of its JWKS.`,
      options,
    );
    this.issuer = issuer;
    this.reason = reason;
  }
}
