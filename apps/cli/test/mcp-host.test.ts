import { realpathSync } from 'node:fs';
import path from 'node:path';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mciBin, writeFiles } from './run-mci.js';

const mainFile = {
  schemaVersion: '1.0',
  tools: [
    { name: 'token', description: 'd', execution: { type: 'text', text: 'token={{env.WEATHER_TOKEN}}' } },
  ],
};

/**
 * As the README's host section says: a host starts `mci run` by absolute path, from a folder of its own,
 * with a minimal environment (no PATH of the user's shell, none of the variables exported there).
 */
describe('mci run started by an MCP host', () => {
  let temp: TempDir;
  let client: Client | undefined;
  beforeEach(async () => {
    temp = await createTempDir('mci-cli-host-');
  });
  afterEach(async () => {
    await client?.close();
    client = undefined;
    await temp.remove();
  });

  const callToken = async (env: Record<string, string>) => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [mciBin, 'run', '-f', path.join(temp.path, 'project', 'mci.json')],
      cwd: realpathSync(path.parse(temp.path).root),
      env,
      stderr: 'pipe',
    });
    client = new Client({ name: 'host-test', version: '1.0.0' });
    await client.connect(transport);
    const result = await client.callTool({ name: 'token', arguments: {} });
    return (result.content as Array<{ text?: string }>)[0]?.text;
  };

  it('reads the variables from .env next to the file', async () => {
    await writeFiles(temp.path, {
      'project/mci.json': mainFile,
      'project/.env': 'WEATHER_TOKEN=from-dotenv\n',
    });
    expect(await callToken({})).toBe('token=from-dotenv');
  });

  it('takes the variables of the server entry\'s "env"', async () => {
    await writeFiles(temp.path, { 'project/mci.json': mainFile });
    expect(await callToken({ WEATHER_TOKEN: 'from-host-env' })).toBe('token=from-host-env');
  });

  it('says how to set a variable that is missing', async () => {
    await writeFiles(temp.path, { 'project/mci.json': mainFile });
    const text = await callToken({});
    expect(text).toContain('env variable WEATHER_TOKEN is not set');
    expect(text).toContain('Set it in a .env file next to mci.json, in the "env" of the server entry');
  });
});
