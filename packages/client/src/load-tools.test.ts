import { symlink } from 'node:fs/promises';
import path from 'node:path';
import type { ExecutorV1, MciDiagnostic } from '@mci/schema';
import { MciFileError } from '@mci/schema';
import type { LoadMcpServersRequest, McpServerSupport } from '@mci/schema/internal';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEchoExecutor } from './__fixtures__/create-echo-executor.js';
import { writeFiles } from './__fixtures__/write-files.js';
import { MCIClient } from './mci-client.js';
import type { MCIClientOptions } from './mci-client-options.js';
import { ToolNotFoundError } from './tool-not-found-error.js';

let temp: TempDir;
beforeEach(async () => {
  temp = await createTempDir();
});
afterEach(async () => {
  await temp.remove();
});

const text = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  execution: { type: 'text', text: `${name} output` },
  ...extra,
});
const toolset = (...tools: object[]) => ({ schemaVersion: '1.0', tools });

async function loadMain(main: object, options: Partial<MCIClientOptions> = {}): Promise<MCIClient> {
  await writeFiles(temp.path, { 'mci.json': main });
  return MCIClient.load({ schemaFilePath: path.join(temp.path, 'mci.json'), ...options });
}

async function loadError(main: object, options: Partial<MCIClientOptions> = {}): Promise<MciFileError> {
  const error = await loadMain(main, options).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(MciFileError);
  return error as MciFileError;
}

const errorsOf = (error: MciFileError): MciDiagnostic[] =>
  error.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');

describe('toolset resolution', () => {
  it('loads a folder toolset: .mci.json, .mci.yaml and .mci.yml files in sorted order', async () => {
    await writeFiles(temp.path, {
      'mci/pack/b.mci.yaml':
        "schemaVersion: '1.0'\ntools:\n  - name: from_yaml\n    execution: { type: text, text: y }\n",
      'mci/pack/a.mci.json': toolset(text('from_json')),
      'mci/pack/c.mci.yml':
        "schemaVersion: '1.0'\ntools:\n  - name: from_yml\n    execution: { type: text, text: z }\n",
      'mci/pack/notes.txt': 'ignored',
    });
    const client = await loadMain({ schemaVersion: '1.0', toolsets: ['pack'] });
    expect(client.listTools()).toEqual(['from_json', 'from_yaml', 'from_yml']);
    expect(client.files.map((file) => path.relative(temp.path, file))).toEqual([
      'mci.json',
      path.join('mci', 'pack', 'a.mci.json'),
      path.join('mci', 'pack', 'b.mci.yaml'),
      path.join('mci', 'pack', 'c.mci.yml'),
    ]);
  });

  it('loads an exact file name and each extension, from a custom libraryDir', async () => {
    await writeFiles(temp.path, {
      'lib/exact.json': toolset(text('exact_tool')),
      'lib/one.mci.json': toolset(text('json_tool')),
      'lib/two.mci.yaml':
        "schemaVersion: '1.0'\ntools:\n  - name: yaml_tool\n    execution: { type: text, text: y }\n",
      'lib/three.mci.yml':
        "schemaVersion: '1.0'\ntools:\n  - name: yml_tool\n    execution: { type: text, text: z }\n",
    });
    const client = await loadMain({
      schemaVersion: '1.0',
      libraryDir: './lib',
      toolsets: ['exact.json', 'one', { name: 'two' }, 'three'],
    });
    expect(client.listTools()).toEqual(['exact_tool', 'json_tool', 'yaml_tool', 'yml_tool']);
    expect(client.getTool('yaml_tool')?.source.toolset).toBe('two');
  });

  it('prefers a folder over a file of the same name', async () => {
    await writeFiles(temp.path, {
      'mci/both/x.mci.json': toolset(text('in_folder')),
      'mci/both.mci.json': toolset(text('in_file')),
    });
    const client = await loadMain({ schemaVersion: '1.0', toolsets: ['both'] });
    expect(client.listTools()).toEqual(['in_folder']);
  });

  it('resolves toolsets of a schema object against its baseDir', async () => {
    await writeFiles(temp.path, { 'mci/tools.mci.json': toolset(text('from_object')) });
    const client = await MCIClient.load({
      schema: { schemaVersion: '1.0', toolsets: ['tools'] },
      baseDir: temp.path,
    });
    expect(client.listTools()).toEqual(['from_object']);
    expect(client.getTool('from_object')?.source.file).toBe(path.join(temp.path, 'mci', 'tools.mci.json'));
  });

  it('reports a missing toolset at its reference in the main file', async () => {
    const error = await loadError({ schemaVersion: '1.0', toolsets: [{ name: 'nowhere' }] });
    const [diagnostic] = errorsOf(error);
    expect(diagnostic).toMatchObject({
      code: 'TOOLSET_NOT_FOUND',
      filePath: path.join(temp.path, 'mci.json'),
      path: 'toolsets[0].name',
      line: expect.any(Number),
      column: expect.any(Number),
    });
    expect(error.message).toContain('Toolset "nowhere" not found');
  });

  it('suggests the closest toolset and lists those the library folder has', async () => {
    await writeFiles(temp.path, {
      'mci/weather.mci.json': toolset(text('w')),
      'mci/github.mci.yaml': 'schemaVersion: "1.0"\ntools: []\n',
      'mci/team/a.mci.json': toolset(text('a')),
      'mci/mcp/cached.mci.json': toolset(text('c')),
    });
    const error = await loadError({ schemaVersion: '1.0', toolsets: ['wether'] });
    expect(errorsOf(error)[0]?.message).toBe(
      `Toolset "wether" not found in ${path.join(temp.path, 'mci')}: looked for the folder wether/, the file wether, and wether.mci.json, .mci.yaml, .mci.yml. Did you mean "weather"? Its toolsets: github, team, weather.`,
    );
  });

  it('refuses names that escape the library folder: ../, absolute paths and symlinks', async () => {
    await writeFiles(temp.path, {
      'outside.mci.json': toolset(text('secret_tool')),
      'elsewhere/x.mci.json': toolset(text('other_secret')),
      'mci/ok.mci.json': toolset(text('fine')),
    });
    await symlink(path.join(temp.path, 'outside.mci.json'), path.join(temp.path, 'mci', 'link.mci.json'));
    await symlink(path.join(temp.path, 'elsewhere'), path.join(temp.path, 'mci', 'linkdir'));
    const error = await loadError({
      schemaVersion: '1.0',
      toolsets: ['../outside', path.join(temp.path, 'outside.mci.json'), 'link', 'linkdir', 'ok'],
    });
    expect(errorsOf(error).map((diagnostic) => [diagnostic.code, diagnostic.path])).toEqual([
      ['TOOLSET_OUTSIDE_LIBRARY', 'toolsets[0].name'],
      ['TOOLSET_OUTSIDE_LIBRARY', 'toolsets[1].name'],
      ['TOOLSET_OUTSIDE_LIBRARY', 'toolsets[2].name'],
      ['TOOLSET_OUTSIDE_LIBRARY', 'toolsets[3].name'],
    ]);
    expect(error.message).toContain('points outside the library folder');
  });

  it('refuses a file of a folder toolset whose schemaVersion differs', async () => {
    await writeFiles(temp.path, {
      'mci/mixed/a.mci.json': toolset(text('a_tool')),
      'mci/mixed/b.mci.json': { schemaVersion: '2.0', tools: [text('b_tool')] },
    });
    const error = await loadError({ schemaVersion: '1.0', toolsets: ['mixed'] });
    expect(errorsOf(error)).toEqual([
      expect.objectContaining({
        filePath: path.join(temp.path, 'mci', 'mixed', 'b.mci.json'),
        path: 'schemaVersion',
        line: 2,
      }),
    ]);
    expect(error.message).toContain('b.mci.json:2:');
  });

  it('warns about a folder toolset without MCI files', async () => {
    await writeFiles(temp.path, { 'mci/empty/readme.md': 'nothing here' });
    const client = await loadMain({ schemaVersion: '1.0', tools: [text('a')], toolsets: ['empty'] });
    expect(client.listTools()).toEqual(['a']);
    expect(client.warnings).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'TOOLSET_EMPTY', path: 'toolsets[0].name' }),
    ]);
  });

  it('reports errors inside a toolset file with that file and position', async () => {
    await writeFiles(temp.path, { 'mci/bad.mci.json': { schemaVersion: '1.0', tools: [{ name: 3 }] } });
    const error = await loadError({ schemaVersion: '1.0', toolsets: ['bad'] });
    expect(errorsOf(error).length).toBeGreaterThan(0);
    expect(errorsOf(error).every((d) => d.filePath === path.join(temp.path, 'mci', 'bad.mci.json'))).toBe(
      true,
    );
  });
});

describe('main file', () => {
  it('reports a missing main file and a folder given as the main file', async () => {
    for (const [name, message] of [
      ['absent.json', 'file not found'],
      ['.', 'this is a folder; expected an MCI file (.json, .yaml or .yml)'],
    ] as const) {
      const filePath = path.join(temp.path, name);
      const error = await MCIClient.load({ schemaFilePath: filePath }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MciFileError);
      expect((error as MciFileError).diagnostics).toEqual([
        { severity: 'error', code: 'FILE_UNREADABLE', filePath: path.resolve(filePath), message },
      ]);
    }
  });

  it.each([
    [
      'tools.mci.txt',
      'the main file has the extension ".txt"; supported extensions are .json, .yaml and .yml',
    ],
    ['mci', 'the main file has no extension; supported extensions are .json, .yaml and .yml'],
  ])('refuses a main file named %s, even holding valid JSON', async (name, message) => {
    await writeFiles(temp.path, { [name]: { schemaVersion: '1.0', tools: [] } });
    const filePath = path.join(temp.path, name);
    const error = await MCIClient.load({ schemaFilePath: filePath }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MciFileError);
    expect((error as MciFileError).diagnostics).toEqual([
      { severity: 'error', code: 'FILE_EXTENSION_UNSUPPORTED', filePath, message },
    ]);
  });

  it('loads a main file whose extension is in upper case', async () => {
    await writeFiles(temp.path, { 'MCI.YML': 'schemaVersion: "1.0"\ntools: []\n' });
    const client = await MCIClient.load({ schemaFilePath: path.join(temp.path, 'MCI.YML') });
    expect(client.listTools()).toEqual([]);
  });
});

describe('toolset filters', () => {
  beforeEach(async () => {
    await writeFiles(temp.path, {
      'mci/kit.mci.json': toolset(
        text('read_a', { tags: ['read'] }),
        text('read_b', { tags: ['read', 'slow'] }),
        text('write_c', { tags: ['write', 'destructive'] }),
        text('plain_d'),
      ),
    });
  });

  it.each([
    ['only', ' read_a ,plain_d,', ['read_a', 'plain_d']],
    ['except', 'read_a, write_c', ['read_b', 'plain_d']],
    ['tags', 'slow , write', ['read_b', 'write_c']],
    ['withoutTags', 'destructive,slow', ['read_a', 'plain_d']],
  ])('%s with "%s"', async (filter, filterValue, expected) => {
    const client = await loadMain({ schemaVersion: '1.0', toolsets: [{ name: 'kit', filter, filterValue }] });
    expect(client.listTools()).toEqual(expected);
  });

  it('warns when only/except names a tool the toolset does not declare, or the filter is empty', async () => {
    const client = await loadMain({
      schemaVersion: '1.0',
      toolsets: [
        { name: 'kit', filter: 'only', filterValue: 'read_a, reed_b' },
        { name: 'kit', filter: 'tags', filterValue: ' , ' },
      ],
    });
    expect(client.listTools()).toEqual(['read_a']);
    expect(client.warnings.map(({ code, path, line, message }) => ({ code, path, line, message }))).toEqual([
      {
        code: 'FILTER_UNMATCHED',
        path: 'toolsets[0].filterValue',
        line: 7,
        message: 'filter "only" names "reed_b", which toolset "kit" does not declare',
      },
      {
        code: 'FILTER_UNMATCHED',
        path: 'toolsets[1].filterValue',
        line: 12,
        message: 'filter "tags" has an empty filterValue',
      },
    ]);
  });

  it('says so when a toolset listed twice would load the same tool twice', async () => {
    const error = await loadError({
      schemaVersion: '1.0',
      toolsets: ['kit', { name: 'kit', filter: 'only', filterValue: 'plain_d' }],
    });
    expect(errorsOf(error).map(({ code, path, message }) => ({ code, path, message }))).toEqual([
      {
        code: 'DUPLICATE_TOOL',
        path: 'tools[3].name',
        message:
          'tool "plain_d" is loaded twice: toolset "kit" is listed more than once in toolsets and the ' +
          'filters of both entries let it through; tool names must be unique',
      },
    ]);
  });
});

describe('tool names and disabled tools', () => {
  it('reports a name used twice, naming both places with line and column', async () => {
    await writeFiles(temp.path, { 'mci/extra.mci.json': toolset(text('shared')) });
    const error = await loadError({ schemaVersion: '1.0', tools: [text('shared')], toolsets: ['extra'] });
    const [diagnostic] = errorsOf(error);
    expect(diagnostic).toMatchObject({
      code: 'DUPLICATE_TOOL',
      filePath: path.join(temp.path, 'mci', 'extra.mci.json'),
      path: 'tools[0].name',
      line: 5,
    });
    expect(diagnostic?.message).toContain(`already declared at ${path.join(temp.path, 'mci.json')}:5:`);
    expect(diagnostic?.message).toContain('toolset "extra"');
  });

  it('makes disabled tools vanish: no listing, lookup, execution, name clash or executor check', async () => {
    const client = await loadMain({
      schemaVersion: '1.0',
      tools: [
        text('kept'),
        text('kept', { disabled: true }),
        text('hidden', { disabled: true, tags: ['x'] }),
        { name: 'needs_ftp', disabled: true, execution: { type: 'ftp' } },
      ],
    });
    expect(client.listTools()).toEqual(['kept']);
    expect(client.tags(['x'])).toEqual([]);
    expect(client.getTool('hidden')).toBeUndefined();
    await expect(client.execute('hidden')).rejects.toBeInstanceOf(ToolNotFoundError);
    expect(() => client.getToolSchema('hidden')).toThrow(ToolNotFoundError);
  });
});

describe('executors at load', () => {
  it('names the package to install for each missing executor and collects every error', async () => {
    const error = await loadError({
      schemaVersion: '1.0',
      tools: [
        { name: 'web', execution: { type: 'http', url: 'https://example.com' } },
        { name: 'shell', execution: { type: 'cli', command: 'ls' } },
        { name: 'read', execution: { type: 'file', path: './x' } },
        { name: 'remote', execution: { type: 'mcp', serverName: 's', toolName: 't' } },
        { name: 'odd', execution: { type: 'carrier-pigeon' } },
      ],
    });
    const errors = errorsOf(error);
    expect(errors.map((diagnostic) => [diagnostic.code, diagnostic.path])).toEqual([
      ['EXECUTOR_NOT_FOUND', 'tools[0].execution.type'],
      ['EXECUTOR_NOT_FOUND', 'tools[1].execution.type'],
      ['EXECUTOR_NOT_FOUND', 'tools[2].execution.type'],
      ['EXECUTOR_NOT_FOUND', 'tools[3].execution.type'],
      ['EXECUTOR_NOT_FOUND', 'tools[4].execution.type'],
    ]);
    expect(errors.map((diagnostic) => diagnostic.message)).toEqual([
      expect.stringContaining('install @mci/executor-http and pass createHttpExecutor()'),
      expect.stringContaining('install @mci/executor-cli'),
      expect.stringContaining('install @mci/executor-file'),
      expect.stringContaining('install @mci/mcp-cache'),
      'unknown execution type "carrier-pigeon"; expected one of text, file, cli, http, mcp (or a plugin\'s type)',
    ]);
    expect(error.message).toContain('(5 errors)');
  });

  it("lists the valid types, a plugin's among them, and suggests the closest for an unknown type", async () => {
    const error = await loadError(
      {
        schemaVersion: '1.0',
        tools: [{ name: 'web', execution: { type: 'https', url: 'https://example.com' } }],
      },
      { executors: [createEchoExecutor('weather')] },
    );
    expect(errorsOf(error).map((diagnostic) => [diagnostic.path, diagnostic.message])).toEqual([
      [
        'tools[0].execution.type',
        'unknown execution type "https"; expected one of text, file, cli, http, mcp, weather (or a plugin\'s type); did you mean "http"?',
      ],
    ]);
  });

  it('positions parseConfig errors at the offending field', async () => {
    await writeFiles(temp.path, {
      'mci.json': `{
  "schemaVersion": "1.0",
  "tools": [
    { "name": "fine", "execution": { "type": "text", "text": "ok" } },
    { "name": "broken", "execution": { "type": "http",
        "url": 42 } },
    { "name": "no_text", "execution": { "type": "text" } }
  ]
}
`,
    });
    const error = await MCIClient.load({
      schemaFilePath: path.join(temp.path, 'mci.json'),
      executors: [createEchoExecutor('http', ['url'])],
    }).catch((thrown: unknown) => thrown as MciFileError);
    expect(error).toBeInstanceOf(MciFileError);
    const [broken, noText] = errorsOf(error as MciFileError);
    expect(broken).toMatchObject({
      code: 'CONFIG_INVALID',
      path: 'tools[1].execution.url',
      line: 6,
      column: 16,
      message: 'invalid "http" execution config: must be a string',
    });
    expect(noText).toMatchObject({
      code: 'CONFIG_INVALID',
      path: 'tools[2].execution.text',
      line: 7,
    });
    expect((error as Error).message).toContain(`${path.join(temp.path, 'mci.json')}:6:16`);
  });

  it('refuses templates that do not parse, at the string that holds them', async () => {
    const error = await loadError(
      {
        schemaVersion: '1.0',
        tools: [
          { name: 'unclosed', execution: { type: 'text', text: '@if(props.a) no end' } },
          { name: 'mixed', execution: { type: 'http', url: 'https://x/{!! props.id !!}' } },
        ],
      },
      { executors: [createEchoExecutor('http', ['url'])] },
    );
    expect(errorsOf(error).map((diagnostic) => [diagnostic.code, diagnostic.path])).toEqual([
      ['CONFIG_INVALID', 'tools[0].execution.text'],
      ['TEMPLATE_SYNTAX_ERROR', 'tools[1].execution.url'],
    ]);
    expect(error.message).toContain('expected @endif');
    expect(error.message).toContain('Must be exactly {!!path!!} with no surrounding content');
  });

  it("reports an inputSchema ajv cannot compile at load with checkSchemas: 'load'", async () => {
    const error = await loadError(
      {
        schemaVersion: '1.0',
        tools: [
          text('odd_schema', {
            inputSchema: { type: 'object', properties: { a: { type: 'no-such-type' } } },
          }),
        ],
      },
      { checkSchemas: 'load' },
    );
    expect(errorsOf(error)).toEqual([
      expect.objectContaining({
        code: 'INVALID_INPUT_SCHEMA',
        path: 'tools[0].inputSchema',
        line: 10,
        column: 22,
      }),
    ]);
  });

  it('loads a broken inputSchema by default and returns INVALID_INPUT_SCHEMA naming the tool on every call', async () => {
    const client = await loadMain({
      schemaVersion: '1.0',
      tools: [
        text('odd_schema', { inputSchema: { type: 'object', properties: { a: { type: 'no-such-type' } } } }),
        text('fine'),
      ],
    });
    expect(client.listTools()).toEqual(['odd_schema', 'fine']);
    for (let call = 0; call < 2; call += 1) {
      const result = await client.execute('odd_schema', { a: 1 });
      expect(result).toMatchObject({ isError: true, errorCode: 'INVALID_INPUT_SCHEMA' });
      expect(result.content).toEqual([
        {
          type: 'text',
          text: expect.stringMatching(
            /^Tool "odd_schema" has an invalid inputSchema: inputSchema\/properties\/a/,
          ),
        },
      ]);
    }
    expect((await client.execute('fine')).isError).toBeFalsy();
  });

  it('refuses two executors for one type', async () => {
    const error = await loadError(
      { schemaVersion: '1.0', tools: [text('a')] },
      { executors: [createEchoExecutor('http'), createEchoExecutor('http')] },
    );
    expect(errorsOf(error)).toEqual([
      expect.objectContaining({ code: 'DUPLICATE_EXECUTOR', message: expect.stringContaining('"http"') }),
    ]);
  });

  it('refuses an executor without close() or errorCodes, which the contract requires', async () => {
    const { close: _close, ...noClose } = createEchoExecutor('http');
    const { errorCodes: _codes, ...noCodes } = createEchoExecutor('cli');
    const error = await loadError(
      { schemaVersion: '1.0', tools: [text('a')] },
      { executors: [noClose, noCodes] as unknown as ExecutorV1[] },
    );
    expect(errorsOf(error)).toEqual([
      expect.objectContaining({
        code: 'EXECUTOR_UNSUPPORTED',
        message: 'the executor for type "http" has no close() or no errorCodes; ExecutorV1 needs both',
      }),
      expect.objectContaining({ code: 'EXECUTOR_UNSUPPORTED', message: expect.stringContaining('"cli"') }),
    ]);
  });

  it('lets a passed text executor replace the built-in one', async () => {
    const client = await loadMain(
      { schemaVersion: '1.0', tools: [text('a')] },
      { executors: [createEchoExecutor('text')] },
    );
    const result = await client.execute('a');
    expect(result.structuredContent?.rendered).toEqual({ text: 'a output' });
  });

  it('closes the executors it was given when loading fails', async () => {
    const http = createEchoExecutor('http', ['url']);
    await loadError({ schemaVersion: '1.0', toolsets: ['missing'] }, { executors: [http] });
    expect(http.closeCount()).toBe(1);
  });
});

describe('mcp_servers', () => {
  function createTestMcpSupport(requests: LoadMcpServersRequest[]): McpServerSupport {
    const executor = createEchoExecutor('mcp', ['serverName', 'toolName']);
    return {
      ...executor,
      async loadMcpServers(request) {
        requests.push(request);
        return {
          toolsets: Object.keys(request.servers).map((serverName) => ({
            serverName,
            filePath: path.join(request.libraryDir, 'mcp', `${serverName}.mci.json`),
            tools: [
              {
                name: `${serverName}_echo`,
                inputSchema: { type: 'object', properties: { word: { type: 'string' } } },
                execution: { type: 'mcp', serverName, toolName: 'echo' },
              },
            ],
          })),
          warnings: [{ severity: 'warning', code: 'MCP_CACHE_STALE', message: 'served from a stale cache' }],
        };
      },
    };
  }

  it('loads the tools of every server once through the MCP support', async () => {
    const requests: LoadMcpServersRequest[] = [];
    const signal = new AbortController().signal;
    const client = await loadMain(
      {
        schemaVersion: '1.0',
        libraryDir: 'lib',
        tools: [text('local')],
        mcp_servers: {
          memory: { command: 'node', args: ['server.js'] },
          web: { type: 'http', url: 'http://127.0.0.1:1/mcp' },
        },
      },
      { executors: [createTestMcpSupport(requests)], env: { TOKEN: 't' }, offline: true, signal },
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      libraryDir: path.join(temp.path, 'lib'),
      env: { TOKEN: 't' },
      offline: true,
    });
    expect(Object.keys(requests[0]?.servers ?? {})).toEqual(['memory', 'web']);
    expect(client.listTools()).toEqual(['local', 'memory_echo', 'web_echo']);
    expect(client.getTool('web_echo')?.source).toEqual({
      file: path.join(temp.path, 'lib', 'mcp', 'web.mci.json'),
      mcpServer: 'web',
    });
    expect(client.toolsets(['memory']).map((tool) => tool.name)).toEqual(['memory_echo']);
    expect(client.files).toContain(path.join(temp.path, 'lib', 'mcp', 'memory.mci.json'));
    expect(client.warnings).toEqual([expect.objectContaining({ code: 'MCP_CACHE_STALE' })]);
    const result = await client.execute('memory_echo', { word: 'hi' });
    expect(result.structuredContent?.rendered).toEqual({ serverName: 'memory', toolName: 'echo' });
  });

  it('gives each tool the requiredScopes of its toolset reference and MCP server entry too', async () => {
    await writeFiles(temp.path, {
      'mci/admin.mci.json': toolset(
        text('purge', { requiredScopes: ['admin:write', 'audit'] }),
        text('stats'),
      ),
    });
    const client = await loadMain(
      {
        schemaVersion: '1.0',
        tools: [text('local', { requiredScopes: ['read'] }), text('open')],
        toolsets: [{ name: 'admin', requiredScopes: ['admin:write'] }],
        mcp_servers: { memory: { command: 'node', requiredScopes: ['memory'] } },
      },
      { executors: [createTestMcpSupport([])] },
    );
    const scopes = (name: string) => client.getTool(name)?.requiredScopes;
    expect(scopes('local')).toEqual(['read']);
    expect(scopes('open')).toBeUndefined();
    expect(scopes('purge')).toEqual(['admin:write', 'audit']);
    expect(scopes('stats')).toEqual(['admin:write']);
    expect(scopes('memory_echo')).toEqual(['memory']);
  });

  it('refuses a requiredScopes entry that is not an OAuth scope', async () => {
    const error = await loadError({
      schemaVersion: '1.0',
      tools: [text('local', { requiredScopes: ['two words'] })],
    });
    expect(errorsOf(error)).toEqual([
      expect.objectContaining({ message: expect.stringContaining('expected an OAuth scope') }),
    ]);
  });

  it('reports a clash between an MCP tool and a main-file tool', async () => {
    const error = await loadError(
      { schemaVersion: '1.0', tools: [text('memory_echo')], mcp_servers: { memory: { command: 'node' } } },
      { executors: [createTestMcpSupport([])] },
    );
    expect(errorsOf(error)).toEqual([
      expect.objectContaining({
        code: 'DUPLICATE_TOOL',
        filePath: path.join(temp.path, 'mci', 'mcp', 'memory.mci.json'),
        message: expect.stringContaining('MCP server "memory"'),
      }),
    ]);
  });

  it('reports an MCP tool the tool schema refuses in the same words as a file tool', async () => {
    const support: McpServerSupport = {
      ...createTestMcpSupport([]),
      async loadMcpServers(request) {
        const filePath = path.join(request.libraryDir, 'mcp', 'memory.mci.json');
        const execution = { type: 'mcp', serverName: 'memory', toolName: 'echo' };
        return { toolsets: [{ serverName: 'memory', filePath, tools: [{ execution }] }], warnings: [] };
      },
    };
    const error = await loadError(
      { schemaVersion: '1.0', mcp_servers: { memory: { command: 'node' } } },
      { executors: [support] },
    );
    expect(errorsOf(error)).toEqual([
      expect.objectContaining({
        code: 'INVALID_MCP_TOOL',
        path: 'tools[0].name',
        message: 'missing required field (expected string)',
      }),
    ]);
  });

  it('fails the load naming @mci/mcp-cache when no MCP support was passed', async () => {
    const error = await loadError({ schemaVersion: '1.0', mcp_servers: { memory: { command: 'node' } } });
    expect(errorsOf(error)).toEqual([
      expect.objectContaining({
        code: 'EXECUTOR_NOT_FOUND',
        path: 'mcp_servers',
        message: expect.stringContaining('install @mci/mcp-cache and pass createMcpExecutor()'),
      }),
    ]);
  });
});
