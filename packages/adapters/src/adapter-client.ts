import type { SearchToolsOptions, ToolMatch } from '@mci/client';
import type { ExecutionResult, FilterableTool } from '@mci/schema';

/** The parts of a loaded tool an adapter reads; an `MCIClient`'s tools have them all. */
export interface AdapterTool extends FilterableTool {
  readonly description?: string | undefined;
  readonly title?: string | undefined;
  readonly inputSchema?: Readonly<Record<string, unknown>> | undefined;
  /** Read by the `code` option, which declares the result type of each tool. */
  readonly outputSchema?: Readonly<Record<string, unknown>> | undefined;
}

/**
 * What an adapter needs of a client: its tools and a way to run them. An `MCIClient` fits; so does any
 * object with these two methods, which keeps the adapters free of a hard dependency on `@mci/client`.
 */
export interface AdapterClient {
  tools(): readonly AdapterTool[];
  execute(
    name: string,
    props?: Record<string, unknown>,
    options?: { signal?: AbortSignal },
  ): Promise<ExecutionResult>;
  /** Needed only for the `search` and `code` options: an `MCIClient`'s `searchTools`. */
  searchTools?(query: string, options?: SearchToolsOptions): Promise<ToolMatch[]>;
}
