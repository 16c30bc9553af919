/** Replaces secret values, and the forms they take once encoded, in texts and deep values with `***`. */
export interface Redactor {
  /** `text` with every secret (and every encoded form of it) replaced by `***`. */
  text(text: string): string;
  /** Deep copy of `value` with every string (keys too) redacted. */
  value<T>(value: T): T;
  /** A new redactor hiding these secrets as well; this one is left as it is. */
  extend(moreSecrets: Iterable<string | undefined>): Redactor;
}

export interface RedactorOptions {
  /**
   * Secrets shorter than this are left alone. Default 4: env values such as `DEBUG=1` or `ON=yes` would
   * otherwise mangle every message they appear in (`exit code ***`), and are no secrets anyway.
   */
  minLength?: number;
  /**
   * A redaction applied before this one, such as an `ExecutionContext`'s `redact`: an executor adds the
   * secrets of one call (credentials, query values) to the ones the client already hides.
   */
  redact?: (text: string) => string;
}

const DEFAULT_MIN_LENGTH = 4;

/**
 * Builds a redactor for the given secret values; empty, undefined and short ones are ignored. Each secret
 * is also hidden percent-encoded (as in a URL path, a query or a form body) and JSON-escaped (as inside a
 * JSON document shown in a message). Longer texts are replaced first, so a secret holding another is
 * hidden whole.
 */
export function createRedactor(
  secrets: Iterable<string | undefined>,
  options: RedactorOptions = {},
): Redactor {
  const minLength = Math.max(1, options.minLength ?? DEFAULT_MIN_LENGTH);
  const kept = [...new Set(secrets)].filter(
    (secret): secret is string => secret !== undefined && secret.length >= minLength,
  );
  const forms = [...new Set(kept.flatMap(encodedForms))].sort((a, b) => b.length - a.length);
  const before = options.redact;
  const text = (input: string): string => {
    let output = before ? before(input) : input;
    for (const form of forms) output = output.split(form).join('***');
    return output;
  };
  const value = (input: unknown): unknown => {
    if (typeof input === 'string') return text(input);
    if (Array.isArray(input)) return input.map(value);
    if (input !== null && typeof input === 'object') {
      return Object.fromEntries(Object.entries(input).map(([key, entry]) => [text(key), value(entry)]));
    }
    return input;
  };
  return {
    text,
    value: <T>(input: T) => value(input) as T,
    extend: (moreSecrets) => createRedactor([...kept, ...moreSecrets], options),
  };
}

/** The secret as written, percent-encoded (URI, URI component, form) and JSON-escaped. */
function encodedForms(secret: string): string[] {
  const forms = [secret, JSON.stringify(secret).slice(1, -1)];
  try {
    forms.push(
      encodeURI(secret),
      encodeURIComponent(secret),
      new URLSearchParams({ v: secret }).toString().slice(2),
    );
  } catch {
    // a lone surrogate cannot be percent-encoded, so it cannot appear percent-encoded either
  }
  return forms;
}
