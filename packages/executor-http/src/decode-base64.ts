import { HttpBodyError } from './http-body-error.js';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?)?$/;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** Bytes of base64 (or base64url) text, white space ignored; `HttpBodyError` naming `part` otherwise. */
export function decodeBase64(text: string, part: string): Buffer {
  const compact = text.replace(/\s+/g, '');
  if (BASE64.test(compact)) return Buffer.from(compact, 'base64');
  if (BASE64URL.test(compact)) return Buffer.from(compact, 'base64url');
  throw new HttpBodyError({ part, reason: 'is not valid base64 (A-Z, a-z, 0-9, +, / and = padding)' });
}
