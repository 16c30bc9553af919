import type * as z from 'zod';

type Issue = z.core.$ZodIssue;

/** Top-level arrays longer than this are validated a slice at a time. */
const SLICE_LENGTH = 256;

/** The outcome of `safeParseBounded`: the data when valid, else the first issues and how many more. */
export interface BoundedParse<T> {
  readonly data: T | undefined;
  readonly issues: readonly Issue[];
  /** Issues found beyond `maxIssues`, counted but not kept. */
  readonly omitted: number;
}

/**
 * `schema.safeParse(input)` with bounded memory for a broken document: zod collects every issue of a call,
 * so a top-level array of a million wrong items would hold a million issues. Each top-level array longer
 * than a slice is validated a slice at a time (the rest of the document with it), the issues of each slice
 * are moved to the array's real indexes, and only the first `maxIssues` are kept.
 */
export function safeParseBounded<T>(
  schema: z.ZodType<T>,
  input: Record<string, unknown>,
  maxIssues: number,
): BoundedParse<T> {
  const long = Object.keys(input).filter((key) => {
    const value = input[key];
    return Array.isArray(value) && value.length > SLICE_LENGTH;
  });
  const issues: Issue[] = [];
  let omitted = 0;
  const keep = (found: readonly Issue[]) => {
    for (const issue of found) {
      if (issues.length < maxIssues) issues.push(issue);
      else omitted++;
    }
  };

  const first: Record<string, unknown> = { ...input };
  for (const key of long) first[key] = (input[key] as unknown[]).slice(0, SLICE_LENGTH);
  const result = schema.safeParse(first);
  if (!result.success) keep(result.error.issues);
  const data = result.success ? ({ ...result.data } as Record<string, unknown>) : undefined;
  let failed = !result.success;

  for (const key of long) {
    const items = input[key] as unknown[];
    const parsed = data ? [...(data[key] as unknown[])] : [];
    for (let start = SLICE_LENGTH; start < items.length; start += SLICE_LENGTH) {
      const slice = schema.safeParse({ ...first, [key]: items.slice(start, start + SLICE_LENGTH) });
      if (slice.success) {
        if (!failed) parsed.push(...((slice.data as Record<string, unknown>)[key] as unknown[]));
        continue;
      }
      failed = true;
      keep(slice.error.issues.filter((issue) => issue.path[0] === key).map((issue) => shift(issue, start)));
    }
    if (data) data[key] = parsed;
  }
  return { data: failed ? undefined : (data as T), issues, omitted };
}

/** The issue of a slice, at its index in the whole array. */
function shift(issue: Issue, start: number): Issue {
  const [key, index, ...rest] = issue.path;
  if (typeof index !== 'number') return issue;
  return { ...issue, path: [key as PropertyKey, index + start, ...rest] } as Issue;
}
