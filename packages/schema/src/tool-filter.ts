import { InvalidToolFilterError } from './invalid-tool-filter-error.js';
import type { ToolFilterType } from './tool-filter-type-schema.js';

/**
 * One filter: what it selects by and the names or tags it lists. The kinds are the four of the file
 * format's `filter` field, plus `toolsets`, which keeps the tools loaded by the named toolsets or MCP
 * servers (command lines and `MCIClient.toolsets` only).
 */
export interface ToolFilter {
  readonly kind: ToolFilterType | 'toolsets';
  readonly values: ReadonlySet<string>;
}

/** The parts of a tool a filter looks at. */
export interface FilterableTool {
  readonly name: string;
  readonly tags?: readonly string[] | undefined;
  /** The toolset reference and the MCP server (key of `mcp_servers`) the tool was loaded from. */
  readonly source?: { readonly toolset?: string | undefined; readonly mcpServer?: string | undefined };
}

/**
 * How a kind may be written in `kind:values`: as in the file format, or in the kebab case of command-line
 * flags (`without-tags`). Exact and case-sensitive, like every name in an MCI file.
 */
const writtenKinds: Readonly<Record<string, ToolFilter['kind']>> = {
  only: 'only',
  except: 'except',
  tags: 'tags',
  withoutTags: 'withoutTags',
  'without-tags': 'withoutTags',
  toolsets: 'toolsets',
};

const kindList = 'only, except, tags, without-tags (or withoutTags), toolsets';

/** Splits a comma-separated `filterValue` into its trimmed, non-empty entries. */
export function splitFilterValue(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  );
}

/**
 * Parses `only:a,b`, `except:a`, `tags:x,y`, `without-tags:x` (or `withoutTags:x`) or `toolsets:t`.
 * Throws `InvalidToolFilterError` saying what is wrong.
 */
export function parseToolFilter(text: string): ToolFilter {
  const colon = text.indexOf(':');
  if (colon === -1) {
    throw new InvalidToolFilterError({
      filter: text,
      reason: `expected "kind:value,value" with kind one of ${kindList}`,
    });
  }
  const written = text.slice(0, colon).trim();
  const kind = Object.hasOwn(writtenKinds, written) ? writtenKinds[written] : undefined;
  if (kind === undefined) {
    throw new InvalidToolFilterError({
      filter: text,
      reason: `unknown kind "${written}", expected one of ${kindList}`,
    });
  }
  const values = splitFilterValue(text.slice(colon + 1));
  if (values.size === 0)
    throw new InvalidToolFilterError({ filter: text, reason: 'expected at least one name after the colon' });
  return { kind, values };
}

/** Whether a tool passes a filter; names, tags, toolsets and MCP servers match exactly. */
export function matchesToolFilter(tool: FilterableTool, filter: ToolFilter): boolean {
  const { values } = filter;
  switch (filter.kind) {
    case 'only':
      return values.has(tool.name);
    case 'except':
      return !values.has(tool.name);
    case 'tags':
      return (tool.tags ?? []).some((tag) => values.has(tag));
    case 'withoutTags':
      return !(tool.tags ?? []).some((tag) => values.has(tag));
    case 'toolsets': {
      const { toolset, mcpServer } = tool.source ?? {};
      return (
        (toolset !== undefined && values.has(toolset)) || (mcpServer !== undefined && values.has(mcpServer))
      );
    }
  }
}
