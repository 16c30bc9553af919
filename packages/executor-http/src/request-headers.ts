import { HttpHeaderError } from './http-header-error.js';

/** Request headers with case-insensitive names; the first spelling given is the one sent. */
export class RequestHeaders {
  readonly #entries = new Map<string, { name: string; values: string[] }>();

  has(name: string): boolean {
    return this.#entries.has(name.toLowerCase());
  }

  /** Replaces every header of that name; an empty list removes it. */
  set(name: string, values: string | readonly string[]): void {
    const list = typeof values === 'string' ? [values] : [...values];
    if (list.length === 0) this.#entries.delete(name.toLowerCase());
    else this.#entries.set(name.toLowerCase(), { name, values: list });
  }

  delete(name: string): void {
    this.#entries.delete(name.toLowerCase());
  }

  /** Lower-case names of every header. */
  names(): string[] {
    return [...this.#entries.keys()];
  }

  values(name: string): readonly string[] {
    return this.#entries.get(name.toLowerCase())?.values ?? [];
  }

  copy(): RequestHeaders {
    const copy = new RequestHeaders();
    for (const { name, values } of this.#entries.values()) copy.set(name, values);
    return copy;
  }

  /**
   * Throws `HttpHeaderError` when a name or value holds CR, LF or NUL, the characters of header injection.
   * `redact` hides secrets in the name shown.
   */
  assertSafe(redact: (text: string) => string): void {
    for (const { name, values } of this.#entries.values()) {
      if (/[\r\n\0]/.test(name) || values.some((value) => /[\r\n\0]/.test(value))) {
        throw new HttpHeaderError({ header: redact(name) });
      }
    }
  }

  /** The form undici takes: one string, or an array for a repeated header. */
  toRecord(): Record<string, string | string[]> {
    const record: Record<string, string | string[]> = {};
    for (const { name, values } of this.#entries.values()) {
      record[name] = values.length === 1 ? (values[0] as string) : values;
    }
    return record;
  }
}
