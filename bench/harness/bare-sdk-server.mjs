// node bare-sdk-server.mjs <main file>: the hand-written limit of the `mci run` rows. Reads the MCI file and
// its toolset files with JSON.parse, lists every tool and answers a call with the tool's text, its
// `{{props.x}}` placeholders replaced; nothing else (no validation, no templates, no executors).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const mainPath = path.resolve(process.argv[2] ?? 'mci.json');
const main = JSON.parse(readFileSync(mainPath, 'utf8'));
const tools = [...(main.tools ?? [])];
for (const toolset of main.toolsets ?? []) {
  const name = typeof toolset === 'string' ? toolset : toolset.name;
  const file = path.join(path.dirname(mainPath), main.libraryDir ?? 'mci', `${name}.mci.json`);
  tools.push(...JSON.parse(readFileSync(file, 'utf8')).tools);
}
const byName = new Map(tools.map((tool) => [tool.name, tool]));
const listed = tools.map(({ name, description, inputSchema }) => ({
  name,
  description,
  inputSchema: inputSchema ?? { type: 'object' },
}));

const server = new Server({ name: 'bare', version: '1.0.0' }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listed }));
server.setRequestHandler(CallToolRequestSchema, (request) => {
  const text = byName.get(request.params.name)?.execution?.text ?? '';
  const props = request.params.arguments ?? {};
  return {
    content: [
      { type: 'text', text: text.replace(/\{\{\s*props\.(\w+)\s*\}\}/g, (_, key) => String(props[key])) },
    ],
  };
});
await server.connect(new StdioServerTransport());
