import type { MciDiagnostic } from '@mci/schema';
import { formatJsonPath } from '@mci/schema/internal';
import { createDiagnostic } from './create-diagnostic.js';
import type { FileLocator } from './file-locator.js';
import type { ToolCandidate } from './tool-candidate.js';

/** Drops disabled tools and reports names used twice, naming both places. */
export function selectUniqueEnabled(
  candidates: readonly ToolCandidate[],
  diagnostics: MciDiagnostic[],
): ToolCandidate[] {
  const seen = new Map<string, ToolCandidate>();
  for (const candidate of candidates) {
    if (candidate.definition.disabled) continue;
    const first = seen.get(candidate.definition.name);
    if (!first) {
      seen.set(candidate.definition.name, candidate);
      continue;
    }
    const message = isSameDeclaration(first, candidate)
      ? `tool "${candidate.definition.name}" is loaded twice: toolset "${candidate.source.toolset}" is ` +
        'listed more than once in toolsets and the filters of both entries let it through; tool names must be unique'
      : `tool "${candidate.definition.name}" (${describeSource(candidate)}) is already declared at ` +
        `${describeLocation(first.locator, [...first.path, 'name'])} (${describeSource(first)}); tool names must be unique: ${renameHint(candidate, first)}`;
    diagnostics.push(
      createDiagnostic(candidate.locator, [...candidate.path, 'name'], 'DUPLICATE_TOOL', message),
    );
  }
  return [...seen.values()];
}

/** The same tool of the same file, reached through two entries of `toolsets`. */
function isSameDeclaration(first: ToolCandidate, second: ToolCandidate): boolean {
  return (
    first.source.file !== undefined &&
    first.source.file === second.source.file &&
    formatJsonPath(first.path) === formatJsonPath(second.path)
  );
}

/** How to rename one side: a `prefix` on a toolset's entry, else a new name in the file. */
function renameHint(candidate: ToolCandidate, first: ToolCandidate): string {
  const toolset = candidate.source.toolset ?? first.source.toolset;
  if (toolset === undefined) return 'rename one of them';
  const entry = JSON.stringify({ name: toolset, prefix: `${toolset.replace(/[^A-Za-z0-9_.-]+/g, '_')}_` });
  return `give the toolset a prefix on its entry in the main file's toolsets (${entry}), or import it again with mci import openapi --prefix`;
}

function describeSource(candidate: ToolCandidate): string {
  if (candidate.source.mcpServer) return `MCP server "${candidate.source.mcpServer}"`;
  if (candidate.source.toolset) return `toolset "${candidate.source.toolset}"`;
  return 'main file';
}

/** `file:line:column`, or `file (tools[2])` when positions are unknown; `schema object` without a file. */
function describeLocation(locator: FileLocator, path: ReadonlyArray<string | number>): string {
  const file = locator.filePath ?? 'schema object';
  const position = locator.locate(path);
  return position ? `${file}:${position.line}:${position.column}` : `${file} (${formatJsonPath(path)})`;
}
