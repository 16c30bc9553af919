import { type BindableTool, bindTools } from './bind-tools.js';
import { docComment, schemaToType } from './schema-to-type.js';

/** A tool as its declaration shows it: what `tools/list` says of it, and its toolset. */
export interface DeclaredTool extends BindableTool {
  readonly description?: string | undefined;
  readonly inputSchema?: unknown;
  readonly outputSchema?: unknown;
}

/**
 * The TypeScript declarations (`.d.ts` text) of tools as code mode's sandbox offers them: one
 * `declare namespace` per toolset, in it one async function per tool that takes the arguments (typed
 * from `inputSchema`) and resolves to the result (typed from `outputSchema`, else `unknown`), with the
 * description as its doc comment. A tool whose name is not a valid identifier says its real name there.
 */
export function toolDeclarations(tools: readonly DeclaredTool[]): string {
  const bindings = bindTools(tools);
  const namespaces = new Map<string, string[]>();
  tools.forEach((tool, index) => {
    const binding = bindings[index];
    if (binding === undefined) return;
    const lines = namespaces.get(binding.namespace) ?? [];
    namespaces.set(binding.namespace, lines);
    lines.push(declareFunction(tool, binding.identifier));
  });
  return [...namespaces]
    .map(([namespace, functions]) => `declare namespace ${namespace} {\n${functions.join('\n\n')}\n}\n`)
    .join('\n');
}

function declareFunction(tool: DeclaredTool, identifier: string): string {
  const indent = '  ';
  const notes = [
    tool.description?.trim() ?? '',
    identifier === tool.name ? '' : `Calls the tool "${tool.name}".`,
  ].filter((note) => note !== '');
  const args = schemaToType(tool.inputSchema ?? { type: 'object' }, indent);
  const output = tool.outputSchema === undefined ? 'unknown' : schemaToType(tool.outputSchema, indent);
  const comment = notes.length > 0 ? `${docComment(notes.join('\n\n'), indent)}\n` : '';
  const optional = hasRequired(tool.inputSchema) ? '' : '?';
  return `${comment}${indent}function ${identifier}(args${optional}: ${args}): Promise<${output}>;`;
}

function hasRequired(schema: unknown): boolean {
  const required = (schema as { required?: unknown } | null | undefined)?.required;
  return Array.isArray(required) && required.length > 0;
}
