/** Hides the secrets of one call in any text about it. */
export interface Redactor {
  /** Replaces the call's env secrets, credentials and query values with `***`. */
  text(text: string): string;
  /** A URL for messages: userinfo and every query value replaced with `***`, then `text` applied. */
  url(url: URL | string): string;
  /** A redactor that also hides `credentials`. */
  extend(credentials: readonly string[]): Redactor;
}

/** Query values shorter than this are hidden in URLs only, not searched for in free text (nor their encodings). */
const MIN_QUERY_VALUE_LENGTH = 4;

/**
 * Combines the client's `redact` (env values the tool uses) with the credentials and query values of one
 * call. Longer secrets are replaced first, so a secret that contains another is hidden whole.
 */
export function createRedactor(
  redactEnv: (text: string) => string,
  credentials: readonly string[],
  queryValues: readonly string[] = [],
): Redactor {
  const secrets = [
    ...credentials.filter((value) => value.length > 0),
    ...queryValues
      .filter((value) => value.length >= MIN_QUERY_VALUE_LENGTH)
      .flatMap((value) => [
        value,
        encodeURIComponent(value),
        new URLSearchParams({ v: value }).toString().slice(2),
      ]),
  ].sort((a, b) => b.length - a.length);
  const text = (input: string): string => {
    let output = redactEnv(input);
    for (const secret of secrets) output = output.split(secret).join('***');
    return output;
  };
  return {
    text,
    url: (url) => text(maskUrl(url)),
    extend: (more) => createRedactor(redactEnv, [...credentials, ...more], queryValues),
  };
}

/** `https://user:pw@host/p?a=1&b=2#f` becomes `https://***@host/p?a=***&b=***`; text that is no URL is masked after `?`. */
export function maskUrl(url: URL | string): string {
  let parsed: URL;
  try {
    parsed = typeof url === 'string' ? new URL(url) : url;
  } catch {
    const text = String(url);
    const query = text.indexOf('?');
    return query === -1 ? text : `${text.slice(0, query)}?***`;
  }
  const userinfo = parsed.username || parsed.password ? '***@' : '';
  const keys = [...parsed.searchParams.keys()];
  const query = keys.length ? `?${keys.map((key) => `${encodeURIComponent(key)}=***`).join('&')}` : '';
  return `${parsed.protocol}//${userinfo}${parsed.host}${parsed.pathname}${query}`;
}
