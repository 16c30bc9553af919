import type { ToolAnnotations } from '@mci/schema';

/**
 * Everything `MCP_TOOL_SPECIFICATION.md` says, as data (what `mci docs --format json` prints). Paths are
 * relative to the folder of the main file and use `/`; no env value is ever part of it, only names.
 */
export interface ToolSpecification {
  /** The main file's `metadata.name`, else its file name. */
  readonly title: string;
  /** The main file's `metadata.description`. */
  readonly description?: string;
  /** The main file's name. */
  readonly mainFile: string;
  /** The toolsets and MCP servers the documented tools come from, in the order of their first tool. */
  readonly sources: readonly SourceDocument[];
  /** The documented tools, in file order. */
  readonly tools: readonly ToolDocument[];
}

/** A toolset or an MCP server, with the names of its documented tools. */
export interface SourceDocument {
  readonly kind: 'toolset' | 'mcpServer';
  readonly name: string;
  /** The toolset file's `metadata.name`. */
  readonly title?: string;
  /** The toolset file's `metadata.description`. */
  readonly description?: string;
  /** Toolset files, or the file that declares the MCP server. */
  readonly files: readonly string[];
  /** How the MCP server is reached, as written in the file: `stdio: node server.js` or `http: https://...`. */
  readonly server?: string;
  readonly tools: readonly string[];
}

/** Where a tool is declared. */
export interface ToolOrigin {
  readonly kind: 'file' | 'toolset' | 'mcpServer';
  /** The toolset or MCP server name. */
  readonly name?: string;
  /** The declaring file (for an MCP server tool: the file that declares the server). */
  readonly file: string;
}

/** One row of a parameter table: a property, nested ones flattened as `a.b` and `items[].b`. */
export interface ParameterRow {
  readonly name: string;
  /** `string`, `integer`, `string[]`, `string | null`, ... */
  readonly type: string;
  readonly required: boolean;
  readonly description?: string;
  readonly enum?: readonly unknown[];
  readonly default?: unknown;
  /** From `examples`, `default`, `const` or `enum`, else made up from the type and its bounds. */
  readonly example: unknown;
}

/** The annotations that say whether a call can be repeated; `undefined` when not declared. */
export interface Idempotency {
  readonly readOnly: boolean | undefined;
  readonly idempotent: boolean | undefined;
  readonly destructive: boolean | undefined;
}

/** A `tools/call` request of the MCP protocol. */
export interface ToolCallRequest {
  readonly jsonrpc: '2.0';
  readonly id: 1;
  readonly method: 'tools/call';
  readonly params: { readonly name: string; readonly arguments: Record<string, unknown> };
}

/** The specification of one tool. */
export interface ToolDocument {
  readonly name: string;
  readonly title?: string;
  readonly description?: string;
  /** The declaring file's `metadata.version`, else the main file's, else the nearest package.json's. */
  readonly version?: string;
  readonly executionType: string;
  readonly origin: ToolOrigin;
  readonly tags: readonly string[];
  /** OAuth scopes a caller over HTTP needs, from the tool, its toolset reference and its MCP server entry. */
  readonly requiredScopes: readonly string[];
  readonly annotations?: ToolAnnotations;
  /** The tool's inputSchema (`{ type: 'object' }` when it has none). */
  readonly inputSchema: Record<string, unknown>;
  readonly parameters: readonly ParameterRow[];
  readonly outputSchema?: Record<string, unknown>;
  readonly outputFields?: readonly ParameterRow[];
  /** What a successful call returns, in one or two sentences (Markdown). */
  readonly returns: string;
  /** The codes an error result of this tool can carry. */
  readonly errors: ReadonlyArray<{ readonly code: string; readonly meaning: string }>;
  readonly idempotency: Idempotency;
  readonly usageExample: ToolCallRequest;
  /** Sentences (Markdown) about what the tool may touch: folders, commands, hosts, env variable names. */
  readonly security: readonly string[];
}
