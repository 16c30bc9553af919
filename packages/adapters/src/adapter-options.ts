/**
 * Which tools an adapter hands out: the client's filters, applied together (a tool must pass each one
 * given). Names are the tools' real names, as written in the MCI file.
 */
export interface AdapterOptions {
  /** Only tools with one of these names. */
  readonly only?: readonly string[];
  /** No tools with these names. */
  readonly except?: readonly string[];
  /** Only tools with at least one of these tags. */
  readonly tags?: readonly string[];
  /** No tools with any of these tags. */
  readonly withoutTags?: readonly string[];
  /** Only tools loaded by these toolsets or from these MCP servers. */
  readonly toolsets?: readonly string[];
  /**
   * Hand out the two tools of search mode instead of the full list: `search_tools` finds tools (among those
   * the filters keep) by what they do, `call_tool` runs one by name. `pin` names tools handed out as well.
   * For a client with many tools, whose definitions would not fit a model's context or attention.
   */
  readonly search?: { readonly pin?: readonly string[] };
}
