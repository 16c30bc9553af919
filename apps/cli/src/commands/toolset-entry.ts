import type { ToolsetHttpSettings, ToolsetReference } from '@mci/schema/internal';

/** A toolset reference as `mci add` and `mci import` write it: a plain name, or an object. */
export interface ToolsetEntry {
  readonly name: string;
  readonly filter?: ToolsetReference['filter'];
  readonly filterValue?: string;
  readonly prefix?: string;
  readonly http?: ToolsetHttpSettings;
}

/** The keys of an entry that `mci add` and `mci import` write; other keys of an entry are left as they are. */
export const entryKeys = ['name', 'filter', 'filterValue', 'prefix', 'http'] as const;

/**
 * The value written into the file: the name alone, or an object with the keys that are set (and, for an
 * entry read from the file, its other keys such as `requiredScopes`, kept as they were).
 */
export function toolsetEntryValue(entry: ToolsetEntry): string | Record<string, unknown> {
  const others = Object.fromEntries(
    Object.entries(entry).filter(([key]) => !(entryKeys as readonly string[]).includes(key)),
  );
  const plain = Object.keys(others).length === 0;
  if (plain && entry.filter === undefined && entry.prefix === undefined && entry.http === undefined)
    return entry.name;
  return {
    name: entry.name,
    ...others,
    ...(entry.filter !== undefined && { filter: entry.filter, filterValue: entry.filterValue ?? '' }),
    ...(entry.prefix !== undefined && { prefix: entry.prefix }),
    ...(entry.http !== undefined && { http: entry.http }),
  };
}

/** Whether a `toolsets` item (string or object) refers to the toolset `name`. */
export function isToolsetNamed(item: unknown, name: string): boolean {
  if (typeof item === 'string') return item === name;
  return typeof item === 'object' && item !== null && (item as { name?: unknown }).name === name;
}
