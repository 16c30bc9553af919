import path from 'node:path';
import { MciFileError } from '@mci/schema';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEchoExecutor } from './__fixtures__/create-echo-executor.js';
import { writeFiles } from './__fixtures__/write-files.js';
import { MCIClient } from './mci-client.js';

let temp: TempDir;
beforeEach(async () => {
  temp = await createTempDir();
});
afterEach(() => temp.remove());

const http = (name: string, execution: Record<string, unknown> = {}) => ({
  name,
  execution: { type: 'http', url: `https://api.example.com/v1/${name}?page=2`, ...execution },
});

/** Loads a main file over toolset `api`, with http calls echoed back as their rendered config. */
async function load(reference: unknown, tools: object[]): Promise<MCIClient> {
  await writeFiles(temp.path, {
    'mci.json': { schemaVersion: '1.0', toolsets: [reference] },
    'mci/api.mci.json': { schemaVersion: '1.0', tools },
  });
  return MCIClient.load({
    schemaFilePath: path.join(temp.path, 'mci.json'),
    executors: [createEchoExecutor('http')],
    env: { TOKEN: 'secret-1', TEAM: 'blue' },
  });
}

async function rendered(client: MCIClient, tool: string): Promise<Record<string, unknown>> {
  const result = await client.execute(tool, {});
  return (result.structuredContent as { rendered: Record<string, unknown> }).rendered;
}

describe('toolset entry settings', () => {
  it('prefixes the names, and filters still name the tools as the toolset file does', async () => {
    const client = await load({ name: 'api', prefix: 'gh_', filter: 'except', filterValue: 'b' }, [
      http('a'),
      http('b'),
    ]);
    expect(client.listTools()).toEqual(['gh_a']);
  });

  it('merges base URL, headers and auth into each http tool; the tool’s own auth and headers win', async () => {
    const client = await load(
      {
        name: 'api',
        http: {
          baseUrl: 'http://127.0.0.1:9999/proxy/',
          headers: { 'X-Team': '{{env.TEAM}}', Accept: 'text/plain' },
          auth: { type: 'bearer', token: '{{env.TOKEN}}' },
        },
      },
      [
        http('plain'),
        http('own', {
          headers: { accept: 'application/json' },
          auth: { type: 'apiKey', in: 'header', name: 'X-Key', value: 'k' },
        }),
        { name: 'note', execution: { type: 'text', text: 'not http' } },
      ],
    );
    expect(await rendered(client, 'plain')).toEqual({
      url: 'http://127.0.0.1:9999/proxy/v1/plain?page=2',
      headers: { 'X-Team': 'blue', Accept: 'text/plain' },
      auth: { type: 'bearer', token: 'secret-1' },
    });
    expect(await rendered(client, 'own')).toMatchObject({
      url: 'http://127.0.0.1:9999/proxy/v1/own?page=2',
      headers: { 'X-Team': 'blue', accept: 'application/json' },
      auth: { type: 'apiKey', value: 'k' },
    });
    expect((await client.execute('note', {})).content).toEqual([{ type: 'text', text: 'not http' }]);
  });

  it('refuses a base URL that is not http(s), with the position in the main file', async () => {
    const error = await load({ name: 'api', http: { baseUrl: 'ftp://x' } }, [http('a')]).catch(
      (thrown: unknown) => thrown,
    );
    expect(MciFileError.isInstance(error)).toBe(true);
    const [diagnostic] = (error as MciFileError).diagnostics;
    expect(diagnostic).toMatchObject({ path: 'toolsets[0].http.baseUrl', line: 7 });
    expect(diagnostic?.message).toContain('expected an http(s) URL');
  });

  it('says how to get out of a name clash between two toolsets', async () => {
    await writeFiles(temp.path, {
      'mci.json': { schemaVersion: '1.0', toolsets: ['api', 'other'] },
      'mci/api.mci.json': { schemaVersion: '1.0', tools: [http('a')] },
      'mci/other.mci.json': { schemaVersion: '1.0', tools: [http('a')] },
    });
    const clash = await MCIClient.load({
      schemaFilePath: path.join(temp.path, 'mci.json'),
      executors: [createEchoExecutor('http')],
    }).catch((thrown: unknown) => thrown);
    expect(MciFileError.isInstance(clash)).toBe(true);
    expect((clash as MciFileError).diagnostics[0]?.message).toContain(
      'give the toolset a prefix on its entry in the main file\'s toolsets ({"name":"other","prefix":"other_"}), or import it again with mci import openapi --prefix',
    );
  });
});
