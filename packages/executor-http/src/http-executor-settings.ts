import { checkIntegerSetting, InvalidSettingError } from '@mci/executor-kit';
import packageJson from '../package.json' with { type: 'json' };

/** Options of `createHttpExecutor`; every field has a default. */
export interface HttpExecutorSettings {
  /** Largest response body accepted, in bytes. Default 10 MiB. */
  maxResponseBytes?: number;
  /** Redirects followed per attempt; one more fails the call (0 refuses every redirect). Default 5. */
  maxRedirects?: number;
  /** Longest wait a `Retry-After` header can ask for, in ms (longer asks wait this long). Default 60 000. */
  maxRetryAfterMs?: number;
  /** Cap of the exponential backoff between retries, in ms. Default 30 000. */
  maxBackoffMs?: number;
  /** `User-Agent` sent when the tool sets none. Default `mci-ts/<version>`. */
  userAgent?: string;
  /** Most open connections per origin; more requests queue. Default: no limit. */
  connectionsPerOrigin?: number;
  /**
   * How the OAuth2 client authenticates at the token endpoint: `basic` (HTTP Basic, the method RFC 6749
   * section 2.3.1 requires servers to support) or `body` (client_id and client_secret form fields).
   * Default `basic`.
   */
  oauth2ClientAuthentication?: 'basic' | 'body';
}

export type ResolvedHttpExecutorSettings = Required<Omit<HttpExecutorSettings, 'connectionsPerOrigin'>> &
  Pick<HttpExecutorSettings, 'connectionsPerOrigin'>;

export function resolveHttpExecutorSettings(
  settings: HttpExecutorSettings = {},
): ResolvedHttpExecutorSettings {
  const authentication = settings.oauth2ClientAuthentication ?? 'basic';
  if (authentication !== 'basic' && authentication !== 'body') {
    throw new InvalidSettingError({
      setting: 'oauth2ClientAuthentication',
      expected: '"basic" or "body"',
      received: authentication,
    });
  }
  return {
    maxResponseBytes: checkIntegerSetting(
      'maxResponseBytes',
      settings.maxResponseBytes ?? 10 * 1024 * 1024,
      1,
    ),
    maxRedirects: checkIntegerSetting('maxRedirects', settings.maxRedirects ?? 5, 0),
    maxRetryAfterMs: checkIntegerSetting('maxRetryAfterMs', settings.maxRetryAfterMs ?? 60_000, 0),
    maxBackoffMs: checkIntegerSetting('maxBackoffMs', settings.maxBackoffMs ?? 30_000, 0),
    userAgent: settings.userAgent ?? `mci-ts/${packageJson.version}`,
    connectionsPerOrigin:
      settings.connectionsPerOrigin === undefined
        ? undefined
        : checkIntegerSetting('connectionsPerOrigin', settings.connectionsPerOrigin, 1),
    oauth2ClientAuthentication: authentication,
  };
}
