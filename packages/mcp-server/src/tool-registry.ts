import type { MCIClient, Tool } from '@mci/client';
import type { Tool as McpTool } from '@modelcontextprotocol/sdk/types.js';
import { toMcpTool } from './to-mcp-tool.js';

/**
 * The tools served now: those of the current client that the filter keeps. The `tools/list` answer is
 * built once per client (a reload brings a new one) and shared by every connection. A place for a rule
 * that narrows what is listed and callable (a search mode, a caller's scopes) is `filter`.
 */
export class ToolRegistry {
  #client: MCIClient;
  readonly #filter: (tool: Tool) => boolean;
  #listed: { readonly client: MCIClient; readonly tools: readonly McpTool[] } | undefined;

  constructor(client: MCIClient, filter: (tool: Tool) => boolean = () => true) {
    this.#client = client;
    this.#filter = filter;
  }

  get client(): MCIClient {
    return this.#client;
  }

  /** The served tools, in file order. */
  tools(): Tool[] {
    return this.#client.tools().filter(this.#filter);
  }

  /** The `tools/list` answer for the current client. */
  listed(): McpTool[] {
    if (this.#listed?.client !== this.#client) {
      this.#listed = { client: this.#client, tools: Object.freeze(this.tools().map(toMcpTool)) };
    }
    return this.#listed.tools as McpTool[];
  }

  /** The client a call of `name` runs on, or undefined when no served tool has that name. */
  find(name: string): MCIClient | undefined {
    const client = this.#client;
    const tool = client.getTool(name);
    return tool !== undefined && this.#filter(tool) ? client : undefined;
  }

  /** Serves the tools of `next` from now on; returns the client served before. */
  swap(next: MCIClient): MCIClient {
    const previous = this.#client;
    this.#client = next;
    return previous;
  }
}
