import type { ToolFilterType } from '@mci/schema';

/** A toolset reference as `mci add` writes it: a plain name, or an object when it has a filter. */
export interface ToolsetEntry {
  readonly name: string;
  readonly filter?: ToolFilterType;
  readonly filterValue?: string;
}

/** The value written into the file: the name alone, or `{ name, filter, filterValue }`. */
export function toolsetEntryValue(entry: ToolsetEntry): string | Record<string, string> {
  if (entry.filter === undefined) return entry.name;
  return { name: entry.name, filter: entry.filter, filterValue: entry.filterValue ?? '' };
}

/** Whether a `toolsets` item (string or object) refers to the toolset `name`. */
export function isToolsetNamed(item: unknown, name: string): boolean {
  if (typeof item === 'string') return item === name;
  return typeof item === 'object' && item !== null && (item as { name?: unknown }).name === name;
}
