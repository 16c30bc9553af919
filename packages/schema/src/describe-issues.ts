import type * as z from 'zod';
import { describeReceived, typeName } from './describe-received.js';
import { type DiagnosticCode, isDiagnosticCode } from './diagnostic-codes.js';

/** A zod issue made readable: where (relative to the parsed value), a stable code, and what was expected. */
export interface ReadableIssue {
  readonly path: ReadonlyArray<string | number>;
  readonly code: DiagnosticCode;
  readonly message: string;
}

type Issue = z.core.$ZodIssue;
type Path = ReadonlyArray<string | number>;

/**
 * Turns zod issues into readable messages ("expected string, received number", "missing required field
 * (expected string)"). `input` is the value that was parsed: it tells what was received and which fields
 * are missing. A union that failed reports the errors of the branch that fits the value best.
 */
export function describeIssues(issues: readonly Issue[], input: unknown): ReadableIssue[] {
  return issues.flatMap((issue) => describeIssue(issue, [], input));
}

function describeIssue(issue: Issue, prefix: Path, input: unknown): ReadableIssue[] {
  const path = [
    ...prefix,
    ...issue.path.map((segment) => (typeof segment === 'number' ? segment : String(segment))),
  ];
  const lookup = lookupPath(input, path);
  const received = describeReceived(lookup.value);
  const missing = !lookup.found;
  const custom = isCustomMessage(issue.message);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.expected === 'never') return [{ path, code: 'NOT_ALLOWED', message: issue.message }];
      if (custom) return [{ path, code: 'INVALID_TYPE', message: issue.message }];
      const expected = expectedName(issue.expected);
      if (missing) return [missingField(path, expected)];
      return [
        { path, code: 'INVALID_TYPE', message: `expected ${expected}, received ${typeName(lookup.value)}` },
      ];
    }
    case 'invalid_value': {
      if (custom) return [{ path, code: 'INVALID_VALUE', message: issue.message }];
      const expected = listValues(issue.values);
      if (missing) return [missingField(path, expected)];
      return [{ path, code: 'INVALID_VALUE', message: `expected ${expected}, received ${received}` }];
    }
    case 'too_small':
    case 'too_big':
      return [
        {
          path,
          code: issue.code === 'too_small' ? 'TOO_SMALL' : 'TOO_BIG',
          message: custom ? issue.message : describeBound(issue, received),
        },
      ];
    case 'invalid_union':
      return describeUnion(issue, path, input, lookup.value, missing);
    case 'invalid_format':
      return [
        {
          path,
          code: 'INVALID_FORMAT',
          message: custom ? issue.message : `expected a ${issue.format}, received ${received}`,
        },
      ];
    case 'custom': {
      const named = issue.params?.code;
      const code = typeof named === 'string' && isDiagnosticCode(named) ? named : 'INVALID_VALUE';
      return [{ path, code, message: issue.message }];
    }
    default:
      return [{ path, code: 'INVALID_VALUE', message: stripZodPrefix(issue.message) }];
  }
}

function describeUnion(
  issue: Extract<Issue, { code: 'invalid_union' }>,
  path: Path,
  input: unknown,
  value: unknown,
  missing: boolean,
): ReadableIssue[] {
  if ('note' in issue && issue.discriminator !== undefined && issue.errors.length === 0) {
    const options = ('options' in issue ? (issue.options ?? []) : []).filter(
      (option) => option !== undefined,
    );
    const expected = listValues(options);
    if (missing) return [missingField(path, expected)];
    return [
      { path, code: 'INVALID_VALUE', message: `expected ${expected}, received ${describeReceived(value)}` },
    ];
  }
  if (issue.errors.length === 0) {
    return [{ path, code: 'INVALID_UNION', message: 'matches more than one of the allowed forms' }];
  }
  const fitting = issue.errors.filter((branch) => !isTypeMismatch(branch));
  const best = fitting[0];
  if (best) return best.flatMap((branchIssue) => describeIssue(branchIssue, path, input));
  if (missing) return [missingField(path, listTypes(issue.errors))];
  return [
    {
      path,
      code: 'INVALID_TYPE',
      message: `expected ${listTypes(issue.errors)}, received ${typeName(value)}`,
    },
  ];
}

/** A branch that failed only because the value has another type altogether. */
function isTypeMismatch(branch: readonly Issue[]): boolean {
  return branch.length === 1 && branch[0]?.code === 'invalid_type' && branch[0].path.length === 0;
}

function listTypes(branches: readonly (readonly Issue[])[]): string {
  const names = branches.flatMap((branch) =>
    branch[0]?.code === 'invalid_type' ? [expectedName(branch[0].expected)] : [],
  );
  return joinAlternatives([...new Set(names)]);
}

function missingField(path: Path, expected: string): ReadableIssue {
  const message =
    path.length === 0
      ? `expected ${expected}, received nothing`
      : `missing required field (expected ${expected})`;
  return { path, code: 'MISSING_FIELD', message };
}

function describeBound(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>, received: string): string {
  const small = issue.code === 'too_small';
  const limit = small
    ? (issue as { minimum: number | bigint }).minimum
    : (issue as { maximum: number | bigint }).maximum;
  const operator = `${small ? '>' : '<'}${issue.inclusive === false ? '' : '='}`;
  switch (issue.origin) {
    case 'string':
      if (small && Number(limit) === 1) return 'expected a non-empty string';
      return `expected a string of ${small ? 'at least' : 'at most'} ${limit} characters, received ${received}`;
    case 'array':
      return `expected ${small ? 'at least' : 'at most'} ${limit} item${Number(limit) === 1 ? '' : 's'}`;
    default:
      return `expected a number ${operator} ${limit}, received ${received}`;
  }
}

function expectedName(expected: string): string {
  if (expected === 'int') return 'integer';
  if (expected === 'record') return 'object';
  if (expected === 'nonoptional') return 'a value';
  return expected;
}

function listValues(values: readonly unknown[]): string {
  return joinAlternatives(values.map((value) => JSON.stringify(value) ?? String(value)));
}

function joinAlternatives(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? 'a valid value';
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** zod's own messages start like this; any other message was written for the schema and is kept. */
function isCustomMessage(message: string): boolean {
  return !/^(Invalid |Too (small|big)|Unrecognized key)/.test(message);
}

function stripZodPrefix(message: string): string {
  return message.replace(/^Invalid (input|option): /, '');
}

function lookupPath(root: unknown, path: Path): { found: boolean; value: unknown } {
  let current = root;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, segment)) {
      return { found: false, value: undefined };
    }
    current = (current as Record<string | number, unknown>)[segment];
  }
  return { found: current !== undefined, value: current };
}
