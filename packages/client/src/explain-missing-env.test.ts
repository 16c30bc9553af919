import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFiles } from './__fixtures__/write-files.js';
import { MCIClient } from './mci-client.js';

let temp: TempDir;
beforeEach(async () => {
  temp = await createTempDir();
});
afterEach(() => temp.remove());

const main = {
  schemaVersion: '1.0',
  tools: [
    { name: 'other', execution: { type: 'text', text: 'x' } },
    {
      name: 'get_weather',
      execution: { type: 'text', text: 'Bearer {{env.WEATHER_TOKEN}} for {{props.city}}' },
    },
    { name: 'with_fallback', execution: { type: 'text', text: "{{env.WEATHER_TOKEN | 'none'}}" } },
  ],
};

describe('an env variable missing at call time', () => {
  it('names the variable, the field, file:line:column and how to set it, with a code of its own', async () => {
    await writeFiles(temp.path, { 'mci.json': main });
    const filePath = path.join(temp.path, 'mci.json');
    const client = await MCIClient.load({ schemaFilePath: filePath, env: { OTHER: 'x' } });
    const result = await client.execute('get_weather', { city: 'Paris' });
    expect(result.isError).toBe(true);
    expect(result.errorCode).toBe('ENV_VARIABLE_NOT_SET');
    // writeFiles writes JSON with two-space indents: the text of tools[1] is on line 15, column 17.
    expect(result.error).toBe(
      `env variable WEATHER_TOKEN is not set; tool "get_weather" reads it in tools[1].execution.text (${filePath}:15:17). Set it in a .env file next to mci.json, in the "env" of the server entry of your MCP host's config, or in the environment.`,
    );
    expect((await client.execute('with_fallback')).content).toEqual([{ type: 'text', text: 'none' }]);
  });

  it('finds the position in the file as it is when the call fails (the loaded tool keeps no file text)', async () => {
    const toolset = { schemaVersion: '1.0', tools: [main.tools[1]] };
    await writeFiles(temp.path, {
      'mci.json': { schemaVersion: '1.0', toolsets: ['weather'] },
      'mci/weather.mci.json': toolset,
    });
    const toolsetPath = path.join(temp.path, 'mci', 'weather.mci.json');
    const client = await MCIClient.load({ schemaFilePath: path.join(temp.path, 'mci.json') });
    const reads = 'tool "get_weather" reads it in tools[0].execution.text';
    expect((await client.execute('get_weather', { city: 'Paris' })).error).toContain(
      `${reads} (${toolsetPath}:8:17).`,
    );
    await rm(toolsetPath);
    expect((await client.execute('get_weather', { city: 'Paris' })).error).toContain(
      `${reads} (${toolsetPath}).`,
    );
  });

  it('leaves other missing paths as the template error they are', async () => {
    await writeFiles(temp.path, {
      'mci.json': {
        schemaVersion: '1.0',
        tools: [{ name: 't', execution: { type: 'text', text: '{{ nope.x }}' } }],
      },
    });
    const client = await MCIClient.load({ schemaFilePath: path.join(temp.path, 'mci.json') });
    const result = await client.execute('t');
    expect(result.errorCode).toBe('TEMPLATE_PATH_NOT_FOUND');
  });
});
