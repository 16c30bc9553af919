import type { Tool } from '@mci/client';
import { InvalidToolFilterError } from './invalid-tool-filter-error.js';

/** Decides whether a tool is served. */
export type ToolFilter = (tool: Tool) => boolean;

const kinds = {
  only:
    (names: ReadonlySet<string>): ToolFilter =>
    (tool) =>
      names.has(tool.name),
  except:
    (names: ReadonlySet<string>): ToolFilter =>
    (tool) =>
      !names.has(tool.name),
  tags:
    (tags: ReadonlySet<string>): ToolFilter =>
    (tool) =>
      (tool.tags ?? []).some((tag) => tags.has(tag)),
  'without-tags':
    (tags: ReadonlySet<string>): ToolFilter =>
    (tool) =>
      !(tool.tags ?? []).some((tag) => tags.has(tag)),
  toolsets:
    (names: ReadonlySet<string>): ToolFilter =>
    (tool) =>
      tool.source.toolset !== undefined && names.has(tool.source.toolset),
} as const;

type FilterKind = keyof typeof kinds;

const aliases: Record<string, FilterKind> = { withoutTags: 'without-tags', without_tags: 'without-tags' };

function isFilterKind(value: string): value is FilterKind {
  return Object.hasOwn(kinds, value);
}

/**
 * Parses `only:a,b`, `except:a`, `tags:x,y`, `without-tags:x` (or `withoutTags:x`) or `toolsets:t` into
 * a predicate over tools. Names and tags are exact and case-sensitive, as in the MCI file.
 */
export function parseToolFilter(text: string): ToolFilter {
  const colon = text.indexOf(':');
  if (colon === -1) {
    throw new InvalidToolFilterError(text, `expected "kind:value,value" with kind one of ${kindList()}`);
  }
  const written = text.slice(0, colon).trim();
  const kind = aliases[written] ?? written;
  if (!isFilterKind(kind)) {
    throw new InvalidToolFilterError(text, `unknown kind "${written}", expected one of ${kindList()}`);
  }
  const values = text
    .slice(colon + 1)
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (values.length === 0)
    throw new InvalidToolFilterError(text, 'expected at least one name after the colon');
  return kinds[kind](new Set(values));
}

/** All of the filters at once: a tool is served when every filter keeps it. */
export function combineToolFilters(filters: readonly ToolFilter[]): ToolFilter {
  return (tool) => filters.every((filter) => filter(tool));
}

function kindList(): string {
  return Object.keys(kinds).join(', ');
}
