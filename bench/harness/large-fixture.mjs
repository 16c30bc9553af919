// Writes the large fixture of the benchmarks: a main file referencing 100 toolset files of 100 tools
// each (10 000 tools), every tool with a templated text execution and a 5-property inputSchema.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const TOOLSET_COUNT = 100;
export const TOOLS_PER_TOOLSET = 100;

/** @param {number} toolset @param {number} index */
function tool(toolset, index) {
  return {
    name: `set${toolset}_tool${index}`,
    description: `Tool ${index} of toolset ${toolset}: greets someone a number of times`,
    tags: [index % 2 === 0 ? 'even' : 'odd', `set${toolset}`],
    inputSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', description: 'Who to greet' },
        count: { type: 'integer', minimum: 1, default: 1 },
        loud: { type: 'boolean', default: false },
        lang: { type: 'string', enum: ['en', 'fr', 'de'] },
        note: { type: 'string' },
      },
      required: ['name'],
    },
    execution: { type: 'text', text: 'Hello {{props.name}} x{{props.count}} ({{props.lang}})' },
  };
}

/**
 * Writes the main file (`mci.json`) and its toolsets (`mci/set<N>.mci.json`) into `dir`.
 * @param {string} dir
 * @returns {Promise<{ mainPath: string, files: string[] }>}
 */
export async function writeLargeFixture(dir) {
  await mkdir(path.join(dir, 'mci'), { recursive: true });
  const files = [];
  for (let set = 0; set < TOOLSET_COUNT; set++) {
    const file = path.join(dir, 'mci', `set${set}.mci.json`);
    const tools = Array.from({ length: TOOLS_PER_TOOLSET }, (_, index) => tool(set, index));
    await writeFile(file, JSON.stringify({ schemaVersion: '1.0', tools }, null, 2));
    files.push(file);
  }
  const mainPath = path.join(dir, 'mci.json');
  const toolsets = Array.from({ length: TOOLSET_COUNT }, (_, set) => `set${set}`);
  await writeFile(mainPath, JSON.stringify({ schemaVersion: '1.0', toolsets }, null, 2));
  return { mainPath, files: [mainPath, ...files] };
}

// node harness/large-fixture.mjs <folder>: writes the fixture there (for profiling a load by hand).
if (process.argv[1] === new URL(import.meta.url).pathname) {
  const target = process.argv[2];
  if (!target) throw new Error('usage: node harness/large-fixture.mjs <folder>');
  const { mainPath } = await writeLargeFixture(path.resolve(target));
  process.stdout.write(`${mainPath}\n`);
}
