/** A tool as code mode needs it: its name, and the toolset (or MCP server) that groups it. */
export interface BindableTool {
  readonly name: string;
  /** Tools of one toolset share a namespace; tools without one are in `tools`. */
  readonly toolset?: string | undefined;
}

/** Where the code finds a tool: `namespace.identifier(args)` calls the tool `name`. */
export interface ToolBinding {
  readonly name: string;
  readonly namespace: string;
  readonly identifier: string;
}

/** The namespace of tools without a toolset. */
export const defaultNamespace = 'tools';

const reserved = new Set(
  `break case catch class const continue debugger default delete do else enum export extends false finally
  for function if import in instanceof new null return super switch this throw true try typeof var void while
  with yield let static implements interface package private protected public await arguments eval undefined
  NaN Infinity globalThis console`.split(/\s+/),
);

/**
 * Gives each tool a valid JavaScript identifier inside the namespace of its toolset: characters that
 * cannot be in an identifier become `_`, a leading digit or a reserved word gets a `_`, and a name that
 * would clash with one before it gets `_2`, `_3`... The declarations and the sandbox use the same
 * bindings, so the code calls exactly what the declarations show.
 */
export function bindTools(tools: readonly BindableTool[]): ToolBinding[] {
  const taken = new Map<string, Set<string>>();
  return tools.map((tool) => {
    const namespace = toIdentifier(tool.toolset ?? defaultNamespace);
    const names = taken.get(namespace) ?? new Set<string>();
    taken.set(namespace, names);
    const base = toIdentifier(tool.name);
    let identifier = base;
    for (let n = 2; names.has(identifier); n++) identifier = `${base}_${n}`;
    names.add(identifier);
    return { name: tool.name, namespace, identifier };
  });
}

/** `text` as a valid identifier that is not a reserved word. */
export function toIdentifier(text: string): string {
  let identifier = text.replace(/[^A-Za-z0-9_$]/g, '_');
  if (identifier === '' || /^[0-9]/.test(identifier)) identifier = `_${identifier}`;
  return reserved.has(identifier) ? `${identifier}_` : identifier;
}
