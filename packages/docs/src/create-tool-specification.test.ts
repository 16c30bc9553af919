import { cp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientErrorCodes, MCIClient } from '@mci/client';
import { createTextExecutor } from '@mci/client/internal';
import { createCliExecutor } from '@mci/executor-cli';
import { createFileExecutor } from '@mci/executor-file';
import { createHttpExecutor, httpExecutorErrorCodes } from '@mci/executor-http';
import { createMcpExecutor } from '@mci/mcp-cache';
import { schemaErrorCodes } from '@mci/schema';
import { fixtureScripts } from '@mci/test-utils/mcp-servers';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { lint } from 'markdownlint/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrorCodes } from './collect-error-codes.js';
import { createToolSpecification } from './create-tool-specification.js';
import { renderToolSpecification } from './render-tool-specification.js';
import type { ToolDocument, ToolSpecification } from './tool-specification.js';

const fixtureFolder = fileURLToPath(new URL('./__fixtures__/tools', import.meta.url));

/** Env values the files read: none may ever appear in the document. */
const secrets = {
  TEAM_NAME: 'team-value-1111',
  API_KEY: 'api-key-value-2222',
  ORG_ID: 'org-value-3333',
  DEPLOY_TOKEN: 'deploy-value-4444',
  FIXTURE_TOKEN: 'fixture-value-5555',
  CACHED_KEY: 'cached-key-value-6666',
};

let folder: TempDir;
let schemaFilePath: string;
let specification: ToolSpecification;
let markdown: string;

async function generate(): Promise<{ specification: ToolSpecification; markdown: string }> {
  const executors = [createHttpExecutor(), createCliExecutor(), createFileExecutor(), createMcpExecutor()];
  const client = await MCIClient.load({
    schemaFilePath,
    env: { ...secrets, FIXTURE_SERVER: fixtureScripts.stdioServer },
    executors,
  });
  try {
    const generated = await createToolSpecification(client.tools(), {
      mainFilePath: schemaFilePath,
      env: secrets,
      executors,
    });
    return { specification: generated, markdown: renderToolSpecification(generated) };
  } finally {
    await client.close();
  }
}

function tool(name: string): ToolDocument {
  const found = specification.tools.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no tool ${name}`);
  return found;
}

/** The text of the `## Tool: \`name\`` section. */
function section(name: string): string {
  const start = markdown.indexOf(`## Tool: \`${name}\``);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end === -1 ? undefined : end);
}

beforeAll(async () => {
  folder = await createTempDir('mci-docs-');
  await cp(fixtureFolder, folder.path, { recursive: true });
  await writeFile(path.join(folder.path, 'package.json'), '{ "name": "fixture", "version": "4.5.6" }\n');
  schemaFilePath = path.join(folder.path, 'mci.json');
  ({ specification, markdown } = await generate());
}, 60_000);

afterAll(() => folder.remove());

describe('createToolSpecification and renderToolSpecification', () => {
  it('documents every tool in file order: main file, toolsets, then MCP servers', () => {
    expect(specification.tools.map((entry) => entry.name)).toEqual([
      'greet',
      'read_notes',
      'list_files',
      'create_issue',
      'tail_log',
      'deploy',
      'echo',
      'add',
      'lookup',
    ]);
    const headings = [...markdown.matchAll(/^## Tool: `([^`]+)`$/gm)].map((match) => match[1]);
    expect(headings).toEqual(specification.tools.map((entry) => entry.name));
  });

  it('gives each tool every section, in order', () => {
    const sections = [
      '### Purpose and Description',
      '### Input Schema (Parameters)',
      '### Output Schema (Return Value)',
      '### Error Handling',
      '### Idempotency',
      '### Usage Examples (for MCP context)',
      '### Security Considerations',
    ];
    for (const entry of specification.tools) {
      const text = section(entry.name);
      const positions = sections.map((heading) => text.indexOf(heading));
      expect(
        positions.every((position) => position > 0),
        entry.name,
      ).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    }
  });

  it('states the OAuth scopes a caller needs, inherited from the toolset reference too', () => {
    expect(section('greet')).toContain('- **Required scopes:** `greetings:write`');
    expect(section('tail_log')).toContain('- **Required scopes:** `ops`');
    expect(section('list_files')).toContain('- **Required scopes:** none');
  });

  it('states version, invocation name, origin and tags', () => {
    expect(section('greet')).toContain('- **Version:** `4.5.6`');
    expect(section('greet')).toContain('- **Invocation Name:** `greet`');
    expect(section('greet')).toContain('- **Source:** the main file `mci.json`');
    expect(section('greet')).toContain('- **Tags:** `text`, `friendly`');
    expect(section('list_files')).toContain('- **Tags:** none');
    expect(section('tail_log')).toContain('- **Version:** `2.3.0`');
    expect(section('tail_log')).toContain('- **Source:** toolset `ops` (`mci/ops.mci.yaml`)');
    expect(section('echo')).toContain('- **Source:** MCP server `fixture`, declared in `mci.json`');
    expect(section('greet')).toContain('**Title:** Greeting\n\nGreet people by name. Uses the team name.');
  });

  it('has a table of contents and a short section per toolset and MCP server', () => {
    expect(markdown).toContain('- [Tool: `read_notes`](#tool-read_notes): Read a notes file.');
    expect(markdown).toContain('- [Toolset: `ops`](#toolset-ops)');
    expect(specification.sources).toEqual([
      {
        kind: 'toolset',
        name: 'ops',
        title: 'Ops tools',
        description: 'Tools for the people on call.',
        files: ['mci/ops.mci.yaml'],
        tools: ['tail_log', 'deploy'],
      },
      {
        kind: 'mcpServer',
        name: 'fixture',
        files: ['mci.json'],
        server: 'stdio: node {{env.FIXTURE_SERVER}}',
        tools: ['echo', 'add'],
      },
      {
        kind: 'mcpServer',
        name: 'cached',
        files: ['mci.json'],
        server: 'http: https://mcp.example.com/mcp',
        tools: ['lookup'],
      },
    ]);
    expect(markdown).toContain('## MCP server: `fixture`\n\n- **Declared in:** `mci.json`');
  });

  it('flattens parameters into a table with types, enums, defaults and examples', () => {
    const rows = tool('greet').parameters.map((row) => [row.name, row.type, row.required, row.example]);
    expect(rows).toEqual([
      ['name', 'string', true, 'Ada'],
      ['lang', 'string', false, 'en'],
      ['options', 'object', true, { loud: true }],
      ['options.loud', 'boolean', true, true],
      ['recipients', 'object[]', true, [{ email: 'user@example.com' }]],
      ['recipients[].email', 'string', true, 'user@example.com'],
    ]);
    const text = section('greet');
    expect(text).toContain('| `name` | `string` | yes | Who to greet | `"Ada"` |');
    expect(text).toContain('| `lang` | `string` | no | One of: `"en"`, `"fr"`. Default: `"en"`. | `"en"` |');
    expect(text).toContain('| `options.loud` | `boolean` | yes | Shout it \\| really | `true` |');
    expect(tool('create_issue').parameters.find((row) => row.name === 'due')?.type).toBe('string | null');
    expect(section('create_issue')).toContain('| `due` | `string \\| null` | yes |');
    expect(section('list_files')).toContain('The tool takes no parameters.');
    expect(text).toContain(
      `JSON Schema for \`arguments\`:\n\n\`\`\`json\n${JSON.stringify(tool('greet').inputSchema, null, 2)}\n\`\`\``,
    );
  });

  it("describes the return value: the output schema when declared, else the execution type's result", () => {
    expect(section('create_issue')).toContain('| `url` | `string` | no | Web page | `"example"` |');
    expect(section('create_issue')).toContain('JSON Schema for `structuredContent`:');
    expect(tool('add').outputFields?.map((row) => row.name)).toEqual(['sum']);
    expect(tool('greet').returns).toMatch(/^One text content item/);
    expect(tool('read_notes').returns).toMatch(/^The file's content/);
    expect(tool('list_files').returns).toMatch(/^The command's standard output/);
    expect(tool('echo').returns).toMatch(/^What the MCP server's tool returns/);
    expect(section('greet')).not.toContain('structuredContent`:');
  });

  it('lists the error codes of the execution type, from the code lists of the executors and the client', () => {
    const executors = [createTextExecutor(), createHttpExecutor(), createCliExecutor(), createFileExecutor()];
    const rows = collectErrorCodes({
      executors: [...executors, createMcpExecutor()],
      lists: [schemaErrorCodes, clientErrorCodes],
    });
    const meanings = new Map(rows.map((row) => [row.code, row.meaning]));
    const codes = (name: string) => tool(name).errors.map((error) => error.code);
    expect(codes('read_notes')).toContain('PATH_NOT_ALLOWED');
    expect(codes('read_notes')).not.toContain('HTTP_STATUS');
    expect(codes('create_issue')).toContain('HTTP_STATUS');
    expect(codes('list_files')).toContain('CALL_TIMEOUT');
    expect(codes('list_files')).toContain('CALL_CANCELLED');
    expect(codes('echo')).toContain('MCP_CALL_FAILED');
    expect(codes('echo')).not.toContain('TEMPLATE_PATH_NOT_FOUND');
    for (const entry of specification.tools) {
      expect(codes(entry.name)).toContain('INVALID_INPUT');
      for (const error of entry.errors) {
        expect(meanings.get(error.code)).toBe(error.meaning);
      }
    }
    // The schema codes only for tools that declare that schema.
    expect(codes('create_issue')).toEqual(
      expect.arrayContaining(['INVALID_OUTPUT', 'INVALID_OUTPUT_SCHEMA']),
    );
    expect(codes('greet')).toContain('INVALID_INPUT_SCHEMA');
    expect(codes('greet')).not.toContain('INVALID_OUTPUT');
    expect(codes('greet')).not.toContain('INVALID_OUTPUT_SCHEMA');
    expect(codes('list_files')).not.toContain('INVALID_INPUT_SCHEMA');
    expect(section('create_issue')).toContain(
      `| \`HTTP_STATUS\` | ${httpExecutorErrorCodes.HTTP_STATUS.meaning} |`,
    );
  });

  it('lists a code that only a feature of the execution can cause only for tools that use that feature', () => {
    const codes = (name: string) => tool(name).errors.map((error) => error.code);
    // create_issue: apiKey auth in a header and headers, no OAuth2, no pathParams.
    expect(codes('create_issue')).toContain('HTTP_INVALID_HEADER');
    expect(codes('create_issue')).not.toContain('OAUTH2_TOKEN_FAILED');
    expect(codes('create_issue')).not.toContain('HTTP_INVALID_PATH_PARAM');
    // read_notes: the path check, no templating; tail_log: templating, enableAnyPaths.
    expect(codes('read_notes')).not.toContain('FILE_TEMPLATE_ERROR');
    expect(codes('tail_log')).toContain('FILE_TEMPLATE_ERROR');
    expect(codes('tail_log')).not.toContain('PATH_NOT_ALLOWED');
    expect(codes('tail_log')).toContain('FILE_NOT_FOUND');
    // list_files has a cwd; deploy runs in its file's folder.
    expect(codes('list_files')).toEqual(expect.arrayContaining(['CWD_INVALID', 'CWD_NOT_ALLOWED']));
    expect(codes('deploy')).not.toContain('CWD_INVALID');
    expect(codes('deploy')).not.toContain('CWD_NOT_ALLOWED');
    expect(codes('deploy')).toContain('CWD_NOT_FOUND');
  });

  it('lists the OAuth2, path parameter, header and working directory codes of the tools that can cause them', async () => {
    const dir = await createTempDir('mci-docs-codes-');
    try {
      const file = path.join(dir.path, 'mci.json');
      const http = (name: string, extra: Record<string, unknown>) => ({
        name,
        execution: { type: 'http', method: 'GET', url: 'https://api.example.com/items/{id}', ...extra },
      });
      const main = {
        schemaVersion: '1.0',
        enableAnyPaths: true,
        tools: [
          http('with_oauth2', {
            pathParams: { id: '{{props.id}}' },
            auth: {
              type: 'oauth2',
              flow: 'clientCredentials',
              tokenUrl: 'https://auth.example.com/token',
              clientId: 'client',
              clientSecret: 'secret',
            },
          }),
          http('with_basic', { auth: { type: 'basic', username: 'ada', password: 'pw' } }),
          http('with_query_key', { auth: { type: 'apiKey', in: 'query', name: 'key', value: 'k' } }),
          http('with_bearer', { auth: { type: 'bearer', token: 't' } }),
          {
            ...http('with_upload', {
              body: { type: 'multipart', files: { file: { path: '{{props.file}}' } } },
            }),
            enableAnyPaths: false,
          },
          http('with_bytes', { body: { type: 'raw', encoding: 'base64', content: '{{props.data}}' } }),
          { name: 'in_folder', execution: { type: 'cli', command: 'ls', cwd: './{{props.dir}}' } },
          {
            name: 'checked_folder',
            enableAnyPaths: false,
            execution: { type: 'cli', command: 'ls', cwd: './{{props.dir}}' },
          },
        ],
      };
      await writeFile(file, JSON.stringify(main));
      const executors = [createHttpExecutor(), createCliExecutor()];
      const client = await MCIClient.load({ schemaFilePath: file, executors });
      const generated = await createToolSpecification(client.tools(), { mainFilePath: file, executors });
      await client.close();
      const codes = (name: string) =>
        generated.tools.find((entry) => entry.name === name)?.errors.map((error) => error.code) ?? [];
      expect(codes('with_oauth2')).toEqual(
        expect.arrayContaining(['OAUTH2_TOKEN_FAILED', 'HTTP_INVALID_PATH_PARAM', 'HTTP_INVALID_HEADER']),
      );
      for (const name of ['with_basic', 'with_query_key']) {
        expect(codes(name)).toContain('HTTP_STATUS');
        expect(codes(name)).not.toContain('HTTP_INVALID_HEADER');
        expect(codes(name)).not.toContain('OAUTH2_TOKEN_FAILED');
        expect(codes(name)).not.toContain('HTTP_INVALID_PATH_PARAM');
      }
      expect(codes('with_bearer')).toContain('HTTP_INVALID_HEADER');
      // Only bodies that decode base64 or read files; only file parts read paths.
      expect(codes('with_upload')).toEqual(expect.arrayContaining(['HTTP_INVALID_BODY', 'PATH_NOT_ALLOWED']));
      expect(codes('with_bytes')).toContain('HTTP_INVALID_BODY');
      expect(codes('with_bytes')).not.toContain('PATH_NOT_ALLOWED');
      expect(codes('with_bearer')).not.toContain('HTTP_INVALID_BODY');
      // The main file's enableAnyPaths turns the check off; the tool's own setting turns it back on.
      expect(codes('in_folder')).toContain('CWD_INVALID');
      expect(codes('in_folder')).not.toContain('CWD_NOT_ALLOWED');
      expect(codes('checked_folder')).toContain('CWD_NOT_ALLOWED');
    } finally {
      await dir.remove();
    }
  });

  it('states idempotency from the annotations, and "not declared" without them', () => {
    expect(section('read_notes')).toContain('- **Read-only:** yes (`readOnlyHint: true`)');
    expect(section('read_notes')).toContain('Safe to repeat');
    expect(section('list_files')).toContain('- **Idempotent:** yes (`idempotentHint: true`)');
    expect(section('list_files')).toContain('- **Destructive:** no (`destructiveHint: false`)');
    expect(section('create_issue')).toContain('- **Destructive:** yes (`destructiveHint: true`)');
    expect(section('create_issue')).toContain('Not declared safe to repeat');
    expect(section('deploy')).toContain('- **Read-only:** not declared (no `readOnlyHint`)');
    expect(section('echo')).toContain('- **Read-only:** yes');
  });

  it('gives a tools/call example that the input schema accepts', () => {
    const draft07 = addFormats.default(new Ajv({ strict: false }));
    const draft2020 = addFormats.default(new Ajv2020({ strict: false }));
    for (const entry of specification.tools) {
      const { inputSchema, usageExample } = entry;
      const ajv = String(inputSchema.$schema ?? '').includes('draft-07') ? draft07 : draft2020;
      const validate = ajv.compile(inputSchema);
      expect(
        validate(usageExample.params.arguments),
        `${entry.name}: ${ajv.errorsText(validate.errors)}`,
      ).toBe(true);
      expect(usageExample).toMatchObject({
        jsonrpc: '2.0',
        method: 'tools/call',
        params: { name: entry.name },
      });
      expect(section(entry.name)).toContain(JSON.stringify(usageExample, null, 2));
    }
    expect(tool('greet').usageExample.params.arguments).toEqual({
      name: 'Ada',
      lang: 'en',
      options: { loud: true },
      recipients: [{ email: 'user@example.com' }],
    });
  });

  it('derives the security considerations from the execution', () => {
    expect(section('read_notes')).toContain('It may only read files inside `.` and `shared`');
    expect(section('tail_log')).toContain('`enableAnyPaths` is true: the path check is off');
    expect(section('list_files')).toContain(
      'Runs `ls` directly, without a shell, in the working directory `./data`',
    );
    expect(section('list_files')).toContain('Its working directory must be inside `.` and `shared`');
    expect(section('deploy')).toContain('in the folder of `mci/ops.mci.yaml`');
    expect(section('deploy')).toContain('Its working directory must be inside `mci`, `.` and `shared`');
    expect(section('deploy')).toContain(
      'Passes the values of the env variable `DEPLOY_TOKEN` to the command',
    );
    expect(section('create_issue')).toContain('Sends `POST` requests to `https://api.example.com`.');
    expect(section('create_issue')).toContain(
      'Sends the env variables `API_KEY` and `ORG_ID` as credentials (apiKey auth and headers;',
    );
    expect(section('greet')).toContain('Its template reads the env variable `TEAM_NAME`');
    expect(section('echo')).toContain('Runs on another server: the MCP server `fixture`');
    expect(section('echo')).toContain('reads the env variables `FIXTURE_SERVER` and `FIXTURE_TOKEN`');
  });

  it('never shows an env value, in Markdown or JSON', () => {
    const json = JSON.stringify(specification);
    for (const value of [...Object.values(secrets), fixtureScripts.stdioServer, folder.path]) {
      expect(markdown).not.toContain(value);
      expect(json).not.toContain(value);
    }
  });

  it('hides the value of an env variable the files read wherever it shows up, such as an MCP tool description', () => {
    expect(tool('lookup').description).toBe(
      'Look things up. This server echoes its key *** in descriptions.',
    );
    expect(section('lookup')).toContain('reached at `https://mcp.example.com` over Streamable HTTP');
    expect(section('lookup')).toContain(
      'reads the env variable `CACHED_KEY` in its command, arguments, env or headers',
    );
  });

  it('gives the same bytes for the same files', async () => {
    const again = await generate();
    expect(again.markdown).toBe(markdown);
    expect(JSON.stringify(again.specification)).toBe(JSON.stringify(specification));
  });

  it('passes markdownlint', () => {
    const results = lint({
      strings: { 'MCP_TOOL_SPECIFICATION.md': markdown },
      config: { default: true, MD013: false, MD024: { siblings_only: true } },
    });
    expect(results['MCP_TOOL_SPECIFICATION.md']).toEqual([]);
  });
});
