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
  /**
   * Hand out the two tools of code mode instead of the full list: `search_tools` answers the TypeScript
   * declarations of the tools found (among those the filters keep), `execute` runs code that calls them in
   * the sandbox of the optional package `@mci/code-mode`, each call through `client.execute`. `pin` names
   * tools handed out as well; `limits` are those of one run. Not together with `search`.
   */
  readonly code?: { readonly pin?: readonly string[]; readonly limits?: CodeLimits };
}

/** The limits of one `execute` run (the defaults of `@mci/code-mode` for those not given). */
export interface CodeLimits {
  /** Wall time of a run, its tool calls included. Default 30 000 ms. */
  readonly timeoutMs?: number;
  /** Memory of the sandbox. Default 64 MiB. */
  readonly memoryBytes?: number;
  /** Tool calls per run. Default 100. */
  readonly maxToolCalls?: number;
  /** Characters printed and returned per run. Default 40 000. */
  readonly maxOutputChars?: number;
}
