import type { ExecutorV1 } from '@mci/schema';
import type { ToolRanker } from './tool-ranker.js';

export interface MCIClientOptions {
  /** Path of the main MCI file (JSON, or YAML for `.yaml`/`.yml`). Give this or `schema`. */
  schemaFilePath?: string;
  /** A main file as an object, instead of `schemaFilePath`. */
  schema?: unknown;
  /** Folder the relative paths of `schema` resolve against (default: the current folder). */
  baseDir?: string;
  /** Variables templates can read as `env.X`. Default `{}`. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Executors for `http`, `cli`, `file`, `mcp` and other types; `text` is built in. */
  executors?: readonly ExecutorV1[];
  /** MCP servers: read caches only, never connect. */
  offline?: boolean;
  /**
   * Fail the load when an MCP server cannot be loaded (unreachable with no cache, or a template of its
   * config that cannot be rendered). Default false: its tools are left out, with an `MCP_SERVER_UNAVAILABLE`
   * warning saying why and how to fix it, and the rest of the file loads.
   */
  strictMcpServers?: boolean;
  /** Bound on loop iterations of one template render. */
  maxIterations?: number;
  /**
   * When each tool's inputSchema and outputSchema is checked against its JSON Schema meta-schema.
   * `'first-call'` (default): at the tool's first call, so a load neither imports the JSON Schema validator
   * nor checks any schema; a broken schema makes every call of that tool return `INVALID_INPUT_SCHEMA`
   * (`INVALID_OUTPUT_SCHEMA`). `'load'`: every schema at load, a broken one failing the load with its
   * file, line and column (what `mci validate` uses).
   */
  checkSchemas?: 'first-call' | 'load';
  /** Ranks tools for `searchTools`. Default `createLexicalRanker()`. */
  ranker?: ToolRanker;
  /** Cancels loading (MCP servers). */
  signal?: AbortSignal;
}
