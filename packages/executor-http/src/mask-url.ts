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
  const keys = parsed.search === '' ? [] : [...parsed.searchParams.keys()];
  const query = keys.length ? `?${keys.map((key) => `${encodeURIComponent(key)}=***`).join('&')}` : '';
  return `${parsed.protocol}//${userinfo}${parsed.host}${parsed.pathname}${query}`;
}
