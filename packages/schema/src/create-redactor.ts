/** Replaces secret values in texts and deep values with `***`. */
export interface Redactor {
  /** `text` with every secret replaced by `***`. */
  text(text: string): string;
  /** Deep copy of `value` with every string (keys too) redacted. */
  value<T>(value: T): T;
}

export interface RedactorOptions {
  /**
   * Secrets shorter than this are left alone. Default 4: env values such as `DEBUG=1` or `ON=yes` would
   * otherwise mangle every message they appear in (`exit code ***`), and are no secrets anyway.
   */
  minLength?: number;
}

const DEFAULT_MIN_LENGTH = 4;

/** Builds a redactor for the given secret values; empty and undefined ones are ignored, longest first. */
export function createRedactor(secrets: Iterable<string | undefined>, options?: RedactorOptions): Redactor {
  const minLength = Math.max(1, options?.minLength ?? DEFAULT_MIN_LENGTH);
  const values = [...new Set(secrets)]
    .filter((secret): secret is string => secret !== undefined && secret.length >= minLength)
    .sort((a, b) => b.length - a.length);
  const text = (input: string): string => {
    let output = input;
    for (const secret of values) output = output.split(secret).join('***');
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
  return { text, value: <T>(input: T) => value(input) as T };
}
