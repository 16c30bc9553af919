import type { MCIClient, Tool } from '@mci/client';
import type { Tool as McpTool } from '@modelcontextprotocol/server';
import { toMcpTool } from './to-mcp-tool.js';

/**
 * The tools served now: those of the current client that the filter keeps. The `tools/list` answer is
 * built once per client (a reload brings a new one) and shared by every connection. A rule that narrows
 * what is listed and callable is `filter`; search mode (`createToolSearchLayer`) and a caller's scopes
 * (`listedFor`) narrow the list further, from the tools served here.
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

  /** Whether `tool` of the current client is served. */
  serves(tool: Tool): boolean {
    return this.#filter(tool);
  }

  /** The served tool named `name`, or undefined. */
  tool(name: string): Tool | undefined {
    const tool = this.#client.getTool(name);
    return tool !== undefined && this.#filter(tool) ? tool : undefined;
  }

  /** The client a call of `name` runs on, or undefined when no served tool has that name. */
  find(name: string): MCIClient | undefined {
    const client = this.#client;
    return this.tool(name) !== undefined ? client : undefined;
  }

  /** Serves the tools of `next` from now on; returns the client served before. */
  swap(next: MCIClient): MCIClient {
    const previous = this.#client;
    this.#client = next;
    return previous;
  }
}
