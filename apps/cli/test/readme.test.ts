import { execFile } from 'node:child_process';
import { cp, readFile, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { sendJson, startHttpServer } from '@mci/test-utils/http-server';
import { findReadmeBlock, readmeBlocks, runnableReadmeBlocks } from '@mci/test-utils/readme-blocks';
import { repoPath } from '@mci/test-utils/repo-path';
import { runReadmeBlock } from '@mci/test-utils/run-readme-block';
import { useTempDir } from '@mci/test-utils/use-temp-dir';
import { describe, expect, it } from 'vitest';

/** The repository's root: the folder of its README, which every README test input covers. */
const repoRoot = path.dirname(repoPath('README.md'));
const cliReadme = path.join(repoRoot, 'apps', 'cli', 'README.md');
const rootReadme = path.join(repoRoot, 'README.md');
const examplesReadme = path.join(repoRoot, 'examples', 'README.md');
const everythingFolder = path.dirname(
  createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/package.json'),
);

/** Each README with code to run, and the test that runs it. */
const readmeTests: Record<string, string> = {
  'README.md': 'apps/cli/test/readme.test.ts',
  'apps/cli/README.md': 'apps/cli/test/readme.test.ts',
  'packages/mcp-server/README.md': 'packages/mcp-server/src/readme.test.ts',
  'examples/README.md': 'apps/cli/test/readme.test.ts',
  'packages/adapters/README.md': 'packages/adapters/src/readme.test.ts',
  'examples/plugin-executor/README.md': 'packages/client/src/readme.test.ts',
  'packages/client/README.md': 'packages/client/src/readme.test.ts',
  'packages/code-mode/README.md': 'packages/code-mode/src/readme.test.ts',
  'packages/docs/README.md': 'packages/docs/src/readme.test.ts',
  'packages/executor-kit/README.md': 'packages/client/src/executor-kit-readme.test.ts',
  'packages/executor-cli/README.md': 'packages/executor-cli/src/readme.test.ts',
  'packages/executor-file/README.md': 'packages/executor-file/src/readme.test.ts',
  'packages/executor-http/README.md': 'packages/executor-http/src/readme.test.ts',
  'packages/mcp-cache/README.md': 'packages/mcp-cache/src/readme.test.ts',
  'packages/openapi/README.md': 'packages/openapi/src/readme.test.ts',
  'packages/host/README.md': 'packages/host/src/readme.test.ts',
  'packages/schema/README.md': 'packages/schema/src/readme.test.ts',
  'packages/templating/README.md': 'packages/templating/src/readme.test.ts',
};

describe('every README', () => {
  it('with runnable code is run by a test that reads it', async () => {
    const { stdout } = await promisify(execFile)('git', ['ls-files', '*README.md'], { cwd: repoRoot });
    const readmes = stdout.split('\n').filter((file) => file !== '' && !file.startsWith('.changeset/'));
    const runnable = readmes.filter((file) => runnableReadmeBlocks(path.join(repoRoot, file)).length > 0);
    expect(runnable.sort()).toEqual(Object.keys(readmeTests).sort());
    for (const [readme, test] of Object.entries(readmeTests)) {
      const source = await readFile(path.join(repoRoot, test), 'utf8');
      expect(source, `${test} runs ${readme}`).toMatch(/runnableReadmeBlocks\(/);
    }
  });
});

describe('README blocks', () => {
  const temp = useTempDir();

  it('are all run here: the cli example and library use, the root library use, the examples commands', () => {
    expect(runnableReadmeBlocks(cliReadme).map((block) => block.language)).toEqual(['sh', 'ts']);
    expect(runnableReadmeBlocks(rootReadme).map((block) => block.language)).toEqual(['js']);
    expect(runnableReadmeBlocks(examplesReadme).map((block) => block.language)).toEqual(['sh', 'sh']);
  });

  it('cli: the example creates a project, calls greet and writes the specification', async () => {
    const run = await runReadmeBlock(findReadmeBlock(runnableReadmeBlocks(cliReadme), 'mci init'), {
      cwd: temp.path,
    });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('Hello, Ada! Welcome to MCI.');
    const specification = await readFile(
      path.join(temp.path, 'my-tools', 'MCP_TOOL_SPECIFICATION.md'),
      'utf8',
    );
    expect(specification).toContain('## Tool: `greet`');
  });

  it('cli: runCli lists the tools as JSON and returns the exit code', async () => {
    const mciFile = {
      schemaVersion: '1.0',
      tools: [{ name: 'hello', execution: { type: 'text', text: 'hi' } }],
    };
    await writeFile(path.join(temp.path, 'mci.json'), JSON.stringify(mciFile));
    const example = findReadmeBlock(runnableReadmeBlocks(cliReadme), 'runCli(');
    const run = await runReadmeBlock(
      { ...example, code: `${example.code}process.exitCode = exitCode;\n` },
      {
        cwd: temp.path,
      },
    );
    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject([{ name: 'hello', type: 'text' }]);
  });

  it('root: the library example calls the weather API of the file it shows with the token', async () => {
    const server = await startHttpServer({
      routes: { 'GET /weather': (_request, response) => sendJson(response, 200, { temperature: 21 }) },
    });
    try {
      const file = findReadmeBlock(readmeBlocks(rootReadme), '"get_weather"').code;
      await writeFile(
        path.join(temp.path, 'mci.json'),
        file.replace('https://api.example.com', server.origin),
      );
      const example = findReadmeBlock(runnableReadmeBlocks(rootReadme), "execute('get_weather'");
      // The example keeps the result in `result`: printed, it shows what the call returned.
      const printing = { ...example, code: `${example.code}\nconsole.log(JSON.stringify(result));\n` };
      const run = await runReadmeBlock(printing, { cwd: temp.path, env: { WEATHER_TOKEN: 'sesame' } });
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toEqual({
        isError: false,
        content: [{ type: 'text', text: '{"temperature":21}' }],
        metadata: { status_code: 200, response_time_ms: expect.any(Number) },
      });
      expect(server.requests.map((request) => [request.url, request.headers.authorization])).toEqual([
        ['/weather?city=Paris', 'Bearer sesame'],
      ]);
    } finally {
      await server.close();
    }
  });

  it('examples: the commands list and call the example tools and write their specification', async () => {
    await cp(path.join(repoRoot, 'examples'), path.join(temp.path, 'examples'), { recursive: true });
    await symlink(path.join(repoRoot, 'apps'), path.join(temp.path, 'apps'));
    const blocks = runnableReadmeBlocks(examplesReadme);
    const env = {
      EVERYTHING_SERVER: path.join(everythingFolder, 'dist', 'index.js'),
      DEMO_API_URL: 'http://127.0.0.1:9/api',
      DEMO_API_TOKEN: 'demo-token',
    };
    const run = await runReadmeBlock(findReadmeBlock(blocks, 'call greet'), { cwd: temp.path, env });
    expect(run.exitCode).toBe(0);
    // `mci list` names the tools, greet among them; then `mci call greet` prints its greeting.
    expect(run.stdout).toMatch(/^\S*greet\b/m);
    expect(run.stdout.endsWith('\nHello, Ada! Welcome to MCI.\n')).toBe(true);
    const committed = await readFile(path.join(repoRoot, 'examples', 'MCP_TOOL_SPECIFICATION.md'), 'utf8');
    expect((await runReadmeBlock(findReadmeBlock(blocks, ' docs '), { cwd: temp.path, env })).exitCode).toBe(
      0,
    );
    const written = await readFile(path.join(temp.path, 'examples', 'MCP_TOOL_SPECIFICATION.md'), 'utf8');
    expect(written).toBe(committed);
  });
});
