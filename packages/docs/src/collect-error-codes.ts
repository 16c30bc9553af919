import type { DocumentedTool, ErrorCodeList, ErrorStage, ExecutorV1 } from '@mci/schema';

/** One row of the table of error codes. */
export interface ErrorCodeRow {
  readonly code: string;
  readonly meaning: string;
  readonly stage: ErrorStage;
  /** Execution types whose calls can return it; `[]` means any tool. */
  readonly executionTypes: readonly string[];
  /** Whether a tool of those types can get it (absent: every one can). */
  readonly appliesTo?: (tool: DocumentedTool) => boolean;
}

/** Where the codes come from: the executors in use, and the code lists of the packages and apps around them. */
export interface ErrorCodeSources {
  readonly executors: readonly Pick<ExecutorV1, 'type' | 'errorCodes'>[];
  readonly lists: readonly ErrorCodeList[];
}

/**
 * Every code of the executors and the lists, sorted by code. A code that executors declare applies to
 * their execution types (or to those its entry names, `[]` for any tool); a code no executor declares
 * applies to the types its entry names, or to any tool.
 */
export function collectErrorCodes(sources: ErrorCodeSources): ErrorCodeRow[] {
  const rows = new Map<string, ErrorCodeRow>();
  for (const executor of sources.executors) {
    for (const [code, info] of Object.entries(executor.errorCodes ?? {})) {
      const types = info.executionTypes ?? [executor.type];
      const known = rows.get(code);
      rows.set(
        code,
        known
          ? mergeRows(known, { code, ...info, executionTypes: types })
          : { code, ...info, executionTypes: types },
      );
    }
  }
  for (const list of sources.lists) {
    for (const [code, info] of Object.entries(list)) {
      if (!rows.has(code)) rows.set(code, { code, ...info, executionTypes: info.executionTypes ?? [] });
    }
  }
  return [...rows.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/**
 * One row for a code that two executors declare: their execution types together, and each type keeps the
 * `appliesTo` of the executor that declared it (the file executor's paths are not the http executor's).
 */
function mergeRows(known: ErrorCodeRow, added: ErrorCodeRow): ErrorCodeRow {
  if (known.executionTypes.length === 0 || added.executionTypes.length === 0) {
    return { ...known, executionTypes: added.executionTypes };
  }
  const executionTypes = [...new Set([...known.executionTypes, ...added.executionTypes])];
  if (known.appliesTo === added.appliesTo) return { ...known, executionTypes };
  const appliesTo = (tool: DocumentedTool): boolean => {
    const row = known.executionTypes.includes(String(tool.execution.type)) ? known : added;
    return row.appliesTo?.(tool) ?? true;
  };
  return { ...known, executionTypes, appliesTo };
}
