import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startHttpServer, type TestHttpServer } from '@mci/test-utils/http-server';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { githubOpenApiDocument } from './github-openapi.js';
import { mciBin, runMci } from './run-mci.js';

const require = createRequire(import.meta.url);
const petstore30 = require.resolve('@readme/oas-examples/3.0/json/petstore.json');
const petstore31 = require.resolve('@readme/oas-examples/3.1/json/petstore.json');

// From an empty folder, as a new user: GitHub's REST API with a token from an env variable, and the
// Petstore of OpenAPI 3.0 and 3.1 side by side with prefixes; then every command, against a local server.
// Each command loads GitHub's 1 223 tools: a generous bound for loaded CI machines, not a speed target.
describe('real APIs in one project', { timeout: 600_000 }, () => {
  let temp: TempDir;
  let server: TestHttpServer;
  const token = 'ghp_test-token-123';
  const read = async (file: string) => JSON.parse(await readFile(path.join(temp.path, file), 'utf8'));
  const mci = (args: string[], env: Record<string, string> = {}) => runMci(args, { cwd: temp.path, env });

  beforeAll(async () => {
    temp = await createTempDir('mci-cli-real-apis-');
    server = await startHttpServer();
    server.route('GET /user', (_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end('{"login":"octocat"}');
    });
    server.route('GET /v2/pet/7', (_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end('{"id":7,"name":"rex"}');
    });
  });
  afterAll(async () => {
    await server.close();
    await temp.remove();
  });

  it('imports GitHub with --auth bearer:GITHUB_TOKEN into a new main file, named github', async () => {
    const run = await mci([
      'import',
      'openapi',
      await githubOpenApiDocument(),
      '--auth',
      'bearer:GITHUB_TOKEN',
    ]);
    expect(run.stderr).not.toContain('Error');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Added toolset github with its auth to mci.json.');
    expect(run.stdout).toMatch(/GITHUB_TOKEN {2}credential given with --auth/);
    expect(await read('mci.json')).toEqual({
      schemaVersion: '1.0',
      toolsets: [{ name: 'github', http: { auth: { type: 'bearer', token: '{{env.GITHUB_TOKEN}}' } } }],
    });
    const toolset = await read('mci/github.mci.json');
    expect(toolset.tools.length).toBeGreaterThan(1000);
  });

  it('refuses Petstore 3.1 beside 3.0 without a prefix, writing nothing, and takes it with --prefix', async () => {
    const first = await mci(['import', 'openapi', petstore30, '--name', 'petstore30']);
    expect(first.code).toBe(0);
    const before = await readFile(path.join(temp.path, 'mci.json'), 'utf8');
    const clash = await mci(['import', 'openapi', petstore31, '--name', 'petstore31']);
    expect(clash.code).toBe(1);
    expect(clash.stderr).toContain('Nothing written: 20 tool names of petstore31 are already used');
    expect(clash.stderr).toContain('--prefix petstore31_');
    expect(await readFile(path.join(temp.path, 'mci.json'), 'utf8')).toBe(before);
    const second = await mci(['import', 'openapi', petstore31, '--name', 'petstore31', '--prefix', 'pet31_']);
    expect(second.code).toBe(0);
    expect((await read('mci.json')).toolsets.slice(1)).toEqual(['petstore30', 'petstore31']);
  });

  it('lists, validates, calls with the token, lists the env variable and serves in search mode', async () => {
    const main = await read('mci.json');
    main.toolsets[0].http.baseUrl = server.origin;
    // A prefix on the entry renames the tools of 3.0 without editing its toolset file.
    main.toolsets[1] = { name: 'petstore30', prefix: 'pet30_' };
    main.toolsets[2] = { name: 'petstore31', http: { baseUrl: server.origin } };
    await writeFile(path.join(temp.path, 'mci.json'), JSON.stringify(main, null, 2));

    const list = await mci(['list', '--format', 'json']);
    expect(list.code).toBe(0);
    const names = JSON.parse(list.stdout).map((tool: { name: string }) => tool.name);
    expect(names).toEqual(
      expect.arrayContaining(['users_get-authenticated', 'pet30_getPetById', 'pet31_getPetById']),
    );

    const validate = await mci(['validate'], { GITHUB_TOKEN: token });
    expect(validate.code).toBe(0);
    expect(validate.stdout).toContain('mci.json is valid');

    const call = await mci(['call', 'users_get-authenticated'], { GITHUB_TOKEN: token });
    expect(call.stdout).toContain('"login":"octocat"');
    expect(server.requestsTo('/user').map((request) => request.headers.authorization)).toEqual([
      `Bearer ${token}`,
    ]);
    const pet = await mci(['call', 'pet31_getPetById', '--prop', 'petId=7'], { PETSTORE31_API_KEY: 'k' });
    expect(pet.stdout).toContain('"name":"rex"');

    const envs = await mci(['envs']);
    expect(envs.stdout).toMatch(/GITHUB_TOKEN +not set +mci\.json: toolsets\[0\]\.http\.auth\.token/);

    const docs = await mci(['docs']);
    expect(docs.stdout).toContain('`GITHUB_TOKEN`');

    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [mciBin, 'run'],
      cwd: temp.path,
      env: { ...(process.env as Record<string, string>), GITHUB_TOKEN: token },
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const client = new Client({ name: 'real-apis-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(['search_tools', 'call_tool']);
      const result = await client.callTool({
        name: 'call_tool',
        arguments: { name: 'users_get-authenticated', arguments: {} },
      });
      expect(JSON.stringify(result.content)).toContain('octocat');
    } finally {
      await client.close();
    }
    expect(stderr).toMatch(
      /tools mode auto: search \(the tool definitions are about \d+ tokens, above 10000\)/,
    );
  });
});
