// Writes the realistic large fixture of the benchmarks: a main file referencing 100 toolset files of 100
// tools each (10 000 tools), mixed as files people write are: http tools with headers, auth, params and a
// body; cli tools with args and flags; file tools; text tools. Every tool has a described inputSchema.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const MIXED_TOOLSETS = 100;
export const MIXED_TOOLS_PER_TOOLSET = 100;

const kinds = [httpExecution, httpExecution, cliExecution, fileExecution, textExecution];

/** @param {number} set @param {number} index */
function tool(set, index) {
  const kind = kinds[index % kinds.length] ?? textExecution;
  return {
    name: `s${set}_${kind.name.replace('Execution', '')}_${index}`,
    title: `Tool ${index} of set ${set}`,
    description: `Looks up the records of project ${index} in area ${set}, filtered by owner and state`,
    tags: [index % 3 === 0 ? 'read' : 'write', `area${set}`],
    annotations: { readOnlyHint: index % 3 === 0 },
    inputSchema: {
      type: 'object',
      properties: {
        project: { type: 'string', description: 'Project key, e.g. ENG' },
        owner: { type: 'string', description: 'Owner login' },
        state: { type: 'string', enum: ['open', 'closed', 'all'], default: 'open' },
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
        verbose: { type: 'boolean', default: false },
      },
      required: ['project'],
    },
    execution: kind(set, index),
  };
}

/** @param {number} set @param {number} index */
function httpExecution(set, index) {
  return {
    type: 'http',
    method: index % 2 ? 'POST' : 'GET',
    url: `https://api{{env.REGION}}.example.com/v2/areas/${set}/projects/{{props.project}}/records`,
    headers: { Accept: 'application/json', 'X-Request-Source': 'mci', 'X-Owner': '{{props.owner}}' },
    auth:
      index % 4
        ? { type: 'bearer', token: '{{env.API_TOKEN}}' }
        : { type: 'apiKey', in: 'header', name: 'X-Api-Key', value: '{{env.API_KEY}}' },
    params: { state: '{{props.state}}', limit: '{!! props.limit !!}', owner: '{{props.owner}}' },
    ...(index % 2
      ? {
          body: { type: 'json', content: { project: '{{props.project}}', verbose: '{!! props.verbose !!}' } },
        }
      : {}),
    timeout_ms: 10_000,
    retries: { attempts: 3, backoff_ms: 200 },
  };
}

/** @param {number} set @param {number} index */
function cliExecution(set, index) {
  return {
    type: 'cli',
    command: 'git',
    args: ['log', `--grep=area-${set}-${index}`, '--max-count={{props.limit}}'],
    flags: {
      '--author': { from: 'props.owner', type: 'value' },
      '--verbose': { from: 'props.verbose', type: 'boolean' },
    },
    cwd: './repos/{{props.project}}',
    timeout_ms: 5_000,
  };
}

/** @param {number} set @param {number} index */
function fileExecution(set, index) {
  return {
    type: 'file',
    path: `./notes/area${set}/{{props.project}}-${index}.md`,
    enableTemplating: index % 2 === 0,
  };
}

/** @param {number} _set @param {number} index */
function textExecution(_set, index) {
  return {
    type: 'text',
    text: `Project {{props.project}} (${index}) owned by {{props.owner | 'nobody'}}, state {{props.state}}`,
  };
}

/**
 * Writes the main file (`mci.json`) and its toolsets (`mci/area<N>.mci.json`) into `dir`.
 * @param {string} dir
 * @returns {Promise<{ mainPath: string, files: string[] }>}
 */
export async function writeMixedFixture(dir) {
  await mkdir(path.join(dir, 'mci'), { recursive: true });
  const files = [];
  for (let set = 0; set < MIXED_TOOLSETS; set++) {
    const file = path.join(dir, 'mci', `area${set}.mci.json`);
    const tools = Array.from({ length: MIXED_TOOLS_PER_TOOLSET }, (_, index) => tool(set, index));
    await writeFile(file, JSON.stringify({ schemaVersion: '1.0', tools }, null, 2));
    files.push(file);
  }
  const mainPath = path.join(dir, 'mci.json');
  const toolsets = Array.from({ length: MIXED_TOOLSETS }, (_, set) => `area${set}`);
  await writeFile(mainPath, JSON.stringify({ schemaVersion: '1.0', toolsets }, null, 2));
  return { mainPath, files: [mainPath, ...files] };
}

// node harness/mixed-fixture.mjs <folder>: writes the fixture there (for profiling a load by hand).
if (process.argv[1] === new URL(import.meta.url).pathname) {
  const target = process.argv[2];
  if (!target) throw new Error('usage: node harness/mixed-fixture.mjs <folder>');
  const { mainPath } = await writeMixedFixture(path.resolve(target));
  process.stdout.write(`${mainPath}\n`);
}
