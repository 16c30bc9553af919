/** What templates read: `{ props, input, env }` for tool calls, any record for direct use. */
export type TemplateContext = Readonly<Record<string, unknown>>;

export interface RenderOptions {
  /**
   * Full paths of optional input properties, e.g. 'props.limit' and 'input.limit'. A lookup that fails
   * on such a path (or below it) is "optional absent": '' inside longer text; in renderValue an object
   * entry / array item whose whole string is that one placeholder is left out.
   */
  optionalPaths?: ReadonlySet<string>;
  /** Bound on total loop iterations of one render (default 100_000); exceeding it throws TemplateError. */
  maxIterations?: number;
}

export const DEFAULT_MAX_ITERATIONS = 100_000;
