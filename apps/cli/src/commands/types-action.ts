import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CliContext } from '../cli-context.js';
import { openClient } from '../open-client.js';
import type { SchemaOptions } from '../schema-options.js';
import { selectTools } from '../select-tools.js';

export interface TypesOptions extends SchemaOptions {
  filter?: string[];
  out?: string;
}

/**
 * `mci types`: the `.d.ts` of the tools, one namespace per toolset, as `search_tools` shows them in code
 * mode, for agents that write code against the tools in a shell or a repository.
 */
export async function typesAction(context: CliContext, options: TypesOptions): Promise<void> {
  const { loadCodeMode } = await import('@mci/mcp-server');
  const { toolDeclarations } = await loadCodeMode('mci types');
  const { client } = await openClient(context, options);
  try {
    const tools = await selectTools(client, options.filter);
    const text = toolDeclarations(
      tools.map((tool) => ({
        name: tool.name,
        toolset: tool.source.toolset ?? tool.source.mcpServer,
        description: tool.description || tool.title || tool.annotations?.title,
        inputSchema: tool.inputSchema,
        outputSchema: tool.outputSchema,
      })),
    );
    if (options.out === undefined) {
      context.output.write(text);
      return;
    }
    const target = path.resolve(context.output.io.cwd, options.out);
    await writeFile(target, text);
    context.output.note(`wrote the declarations of ${tools.length} tools to ${options.out}`);
  } finally {
    await client.close();
  }
}
