import { createRedactor, type Redactor } from '@mci/executor-kit';
import type { HttpExecutionConfig } from '@mci/schema';

/** What one executor remembers between calls to prepare them faster; never shared between executors. */
export interface RequestCaches {
  /**
   * The last URL parsed for each config whose URL gets no query or credentials added: a call that renders
   * the same text reuses it, as a prepared URL is never changed.
   */
  readonly lastUrls: WeakMap<HttpExecutionConfig, { text: string; url: URL }>;
  /** Redactors of calls that add no secrets of their own: one per context redaction (that is, per tool). */
  readonly plainRedactors: WeakMap<(text: string) => string, Redactor>;
}

export function createRequestCaches(): RequestCaches {
  return { lastUrls: new WeakMap(), plainRedactors: new WeakMap() };
}

/** The redactor of a call that adds no secrets to its tool's: made once per tool. */
export function plainRedactor(caches: RequestCaches, redact: (text: string) => string): Redactor {
  let redactor = caches.plainRedactors.get(redact);
  if (redactor === undefined) {
    redactor = createRedactor([], { redact });
    caches.plainRedactors.set(redact, redactor);
  }
  return redactor;
}
