import type * as z from 'zod';
import { describeIssues } from './describe-issues.js';
import { typeName } from './describe-received.js';
import { detectFormat } from './detect-format.js';
import type { DiagnosticCode } from './diagnostic-codes.js';
import { findUnknownFields } from './find-unknown-fields.js';
import { formatJsonPath } from './format-json-path.js';
import type { MciDiagnostic } from './mci-diagnostic.js';
import { MciFileError } from './mci-file-error.js';
import { parseJsonSource } from './parse-json-source.js';
import { parseYamlSource } from './parse-yaml-source.js';
import type { ParsedMciFile, ParseMciFileOptions } from './parsed-mci-file.js';
import { safeParseBounded } from './safe-parse-bounded.js';
import type { SourceLocator } from './source-locations.js';
import { suggestField } from './suggest-field.js';

type Path = ReadonlyArray<string | number>;

/**
 * Diagnostics of each severity kept for one file; the rest are counted in one summary diagnostic, so a
 * huge broken file costs bounded memory and gives a readable error.
 */
export const MAX_DIAGNOSTICS = 100;

/** A plain YAML scalar that was read as a number or boolean where text is expected. */
const YAML_UNQUOTED_STRING = /^expected string, received (number|boolean)$/;

/** The schema that decides validity, and the documented one that unknown fields are checked against. */
export interface MciDocumentSchemas<T> {
  readonly schema: z.ZodType<T>;
  readonly documented: z.core.$ZodType;
}

/** Reads a JSON or YAML text and validates it; throws `MciFileError` listing every error. */
export function validateMciText<T>(
  text: string,
  options: ParseMciFileOptions,
  schemas: MciDocumentSchemas<T>,
): ParsedMciFile<T> {
  const unmarked = text.replace(/^\uFEFF/, '');
  const format = chooseFormat(unmarked, options);
  const source = format === 'json' ? parseJsonSource(unmarked) : parseYamlSource(unmarked);
  const { filePath } = options;
  const diagnostics = source.problems.map((problem) =>
    diagnostic(
      {
        severity: problem.severity,
        code: problem.code,
        message: problem.message,
        path: problem.path ?? [],
        position: source.locations.position(problem.offset),
      },
      filePath,
    ),
  );
  if (!source.usable) throw new MciFileError({ filePath, diagnostics: sortByPosition(diagnostics) });
  return validateMciValue(source.value, filePath, schemas, source.locations, diagnostics, format);
}

/**
 * Validates a parsed document; `locations` is absent for a main file given as an object. For YAML, a number
 * or boolean where a string is expected gets a hint to quote it (`version: 1.10` reads as the number 1.1).
 */
export function validateMciValue<T>(
  raw: unknown,
  filePath: string | undefined,
  schemas: MciDocumentSchemas<T>,
  locations: SourceLocator | undefined,
  earlier: readonly MciDiagnostic[] = [],
  format?: 'json' | 'yaml',
): ParsedMciFile<T> {
  const list = new DiagnosticList(earlier, { filePath, locations, format });
  const value = checkDocument(raw, schemas, list);
  const sorted = list.sorted();
  if (value === undefined || sorted.some((entry) => entry.severity === 'error')) {
    throw new MciFileError({ filePath, diagnostics: sorted });
  }
  return {
    value,
    raw,
    filePath,
    warnings: sorted,
    locate: (path) => locations?.value(path),
  };
}

/** The validated value (undefined when the document does not pass), adding what is wrong to `list`. */
function checkDocument<T>(raw: unknown, schemas: MciDocumentSchemas<T>, list: DiagnosticList): T | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    const received = raw === undefined ? 'an empty document' : typeName(raw);
    list.add(
      [],
      'error',
      'INVALID_TYPE',
      `expected an object with "schemaVersion" at the top level, received ${received}`,
    );
    return undefined;
  }
  const input = normaliseSchemaVersion(raw as Record<string, unknown>, list);
  const result = safeParseBounded(schemas.schema, input, MAX_DIAGNOSTICS);
  for (const issue of describeIssues(result.issues, input))
    list.add(issue.path, 'error', issue.code, issue.message);
  list.omit('error', result.omitted);
  for (const field of findUnknownFields(schemas.documented, input)) {
    const key = String(field.path.at(-1));
    const suggestion = suggestField(key, field);
    const hint = suggestion ? `; did you mean "${suggestion}"?` : '';
    list.add(field.path, 'warning', 'UNKNOWN_FIELD', `unknown field "${key}" is ignored${hint}`, true);
  }
  return result.data;
}

/** Where a file's diagnostics point to: its path, its source positions, and its format. */
interface DiagnosticSource {
  readonly filePath: string | undefined;
  readonly locations: SourceLocator | undefined;
  readonly format: 'json' | 'yaml' | undefined;
}

/** The diagnostics of one file: at most MAX_DIAGNOSTICS of each severity, the rest only counted. */
class DiagnosticList {
  readonly #diagnostics: MciDiagnostic[];
  readonly #source: DiagnosticSource;
  readonly #kept = { error: 0, warning: 0 };
  readonly #omitted = { error: 0, warning: 0 };

  constructor(earlier: readonly MciDiagnostic[], source: DiagnosticSource) {
    this.#diagnostics = [...earlier];
    this.#source = source;
    for (const entry of earlier) this.#kept[entry.severity]++;
  }

  /** `atKey`: the position is the key's at the end of `path`, not its value's. */
  add(path: Path, severity: 'error' | 'warning', code: DiagnosticCode, message: string, atKey = false): void {
    if (this.#kept[severity] >= MAX_DIAGNOSTICS) {
      this.#omitted[severity]++;
      return;
    }
    this.#kept[severity]++;
    const { filePath, locations, format } = this.#source;
    const position = atKey ? locations?.key(path) : locations?.value(path);
    const hinted =
      format === 'yaml' && YAML_UNQUOTED_STRING.test(message)
        ? `${message} (in YAML, put the value in quotes to make it a string)`
        : message;
    this.#diagnostics.push(diagnostic({ severity, code, message: hinted, path, position }, filePath));
  }

  /** Counts diagnostics left out before they were made. */
  omit(severity: 'error' | 'warning', count: number): void {
    this.#omitted[severity] += count;
  }

  /** By position, then one summary per severity that had more than were kept. */
  sorted(): MciDiagnostic[] {
    return [...sortByPosition(this.#diagnostics), ...summaries(this.#omitted, this.#source.filePath)];
  }
}

/** One diagnostic per severity that had more than MAX_DIAGNOSTICS, saying how many were left out. */
function summaries(
  omitted: Record<'error' | 'warning', number>,
  filePath: string | undefined,
): MciDiagnostic[] {
  return (['error', 'warning'] as const)
    .filter((severity) => omitted[severity] > 0)
    .map((severity) =>
      diagnostic(
        {
          severity,
          code: severity === 'error' ? 'MORE_ERRORS' : 'MORE_WARNINGS',
          message: `and ${omitted[severity]} more ${severity}${omitted[severity] === 1 ? '' : 's'} (only the first ${MAX_DIAGNOSTICS} are listed)`,
          path: [],
          position: undefined,
        },
        filePath,
      ),
    );
}

function chooseFormat(text: string, options: ParseMciFileOptions): 'json' | 'yaml' {
  if (options.format) return options.format;
  if (options.filePath !== undefined) return detectFormat(options.filePath);
  return text.trimStart().startsWith('{') ? 'json' : 'yaml';
}

/** `schemaVersion: 1.0` (YAML or JSON) reads as the number 1: accept it as "1.0", with a warning. */
function normaliseSchemaVersion(raw: Record<string, unknown>, list: DiagnosticList): Record<string, unknown> {
  if (raw.schemaVersion !== 1) return raw;
  list.add(
    ['schemaVersion'],
    'warning',
    'SCHEMA_VERSION_NUMBER',
    'expected the string "1.0", received a number (accepted as "1.0")',
  );
  return { ...raw, schemaVersion: '1.0' };
}

function diagnostic(
  entry: {
    severity: 'error' | 'warning';
    code: DiagnosticCode;
    message: string;
    path: Path;
    position: { line: number; column: number } | undefined;
  },
  filePath: string | undefined,
): MciDiagnostic {
  return {
    severity: entry.severity,
    code: entry.code,
    message: entry.message,
    ...(filePath === undefined ? {} : { filePath }),
    ...(entry.position ? { line: entry.position.line, column: entry.position.column } : {}),
    path: formatJsonPath(entry.path),
  };
}

function sortByPosition(diagnostics: readonly MciDiagnostic[]): MciDiagnostic[] {
  return [...diagnostics].sort(
    (first, second) => (first.line ?? 0) - (second.line ?? 0) || (first.column ?? 0) - (second.column ?? 0),
  );
}
