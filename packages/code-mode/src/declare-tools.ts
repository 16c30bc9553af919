import { executeToolName } from '@mci/client/internal';
import { type HostTool, toDeclaredTool } from './to-declared-tool.js';
import { toolDeclarations } from './tool-declarations.js';

/**
 * Code mode's answer to `search_tools` for the tools found: their TypeScript declarations, after a line
 * saying how to call them from `execute`. Pass it as `declare` to `answerSearchTools` of `@mci/client`.
 */
export function declareTools(tools: readonly HostTool[]): string {
  const declarations = toolDeclarations(tools.map(toDeclaredTool));
  return `// Call these from ${executeToolName} as \`await namespace.function(args)\`.\n${declarations}`;
}
