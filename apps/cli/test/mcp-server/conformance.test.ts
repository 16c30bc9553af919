import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FIXTURE_PNG_BASE64, FIXTURE_WAV_BASE64 } from '@mci/test-utils/mcp-servers';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWithNode22 } from './node22.js';
import { type ServerProcess, spawnServer, stopServer, waitForStderr } from './support.js';

const conformanceBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/package.json')),
  'dist',
  'index.js',
);

const scenarios = [
  'server-initialize',
  'ping',
  'tools-list',
  'tools-call-simple-text',
  'tools-call-error',
  'tools-call-image',
  'tools-call-audio',
  'json-schema-2020-12',
  'dns-rebinding-protection',
];

const tools = [
  {
    name: 'test_simple_text',
    description: 'Returns a simple text',
    execution: { type: 'text', text: 'This is a simple text response for testing.' },
  },
  {
    name: 'test_error_handling',
    description: 'Always fails',
    execution: {
      type: 'cli',
      command: process.execPath,
      args: [
        '-e',
        "process.stderr.write('This tool intentionally returns an error for testing'); process.exit(1)",
      ],
    },
  },
  {
    name: 'test_image_content',
    description: 'Returns an image',
    execution: { type: 'file', path: './image.png' },
  },
  {
    name: 'test_audio_content',
    description: 'Returns audio',
    execution: { type: 'file', path: './audio.wav' },
  },
  {
    name: 'json_schema_2020_12_tool',
    description: 'Tool with JSON Schema 2020-12 features',
    inputSchema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      $defs: {
        address: { type: 'object', properties: { street: { type: 'string' }, city: { type: 'string' } } },
      },
      properties: { name: { type: 'string' }, address: { $ref: '#/$defs/address' } },
      additionalProperties: false,
    },
    execution: { type: 'text', text: 'Hello {{props.name | "nobody"}}' },
  },
];

interface Check {
  id: string;
  status: string;
  errorMessage?: string;
}

let dir: TempDir;
let server: ServerProcess;

beforeAll(async () => {
  dir = await createTempDir();
  await writeFile(path.join(dir.path, 'mci.json'), JSON.stringify({ schemaVersion: '1.0', tools }));
  await writeFile(path.join(dir.path, 'image.png'), Buffer.from(FIXTURE_PNG_BASE64, 'base64'));
  await writeFile(path.join(dir.path, 'audio.wav'), Buffer.from(FIXTURE_WAV_BASE64, 'base64'));
  server = spawnServer(['--http', '--port', '0'], { cwd: dir.path });
});

afterAll(async () => {
  await stopServer(server);
  await dir.remove();
});

describe('MCP conformance suite against mci-mcp-server over HTTP', () => {
  it.each(scenarios)('passes %s', { timeout: 300_000 }, async (scenario) => {
    const url = (await waitForStderr(server, /over (http:\/\/\S+)/))[1] as string;
    const output = path.join(dir.path, 'results', scenario);
    const run = await runWithNode22(
      'node',
      [conformanceBin, 'server', '--url', url, '--scenario', scenario, '-o', output],
      { cwd: dir.path },
    );
    const checks = await readChecks(output);
    expect(checks.length, run.stderr.slice(-2000)).toBeGreaterThan(0);
    expect(checks.filter((check) => check.status !== 'SUCCESS')).toEqual([]);
    expect(run.code).toBe(0);
  });
});

async function readChecks(output: string): Promise<Check[]> {
  const runs = await readdir(output).catch(() => []);
  const checks: Check[] = [];
  for (const run of runs) {
    const text = await readFile(path.join(output, run, 'checks.json'), 'utf8').catch(() => '[]');
    checks.push(...(JSON.parse(text) as Check[]));
  }
  return checks;
}
