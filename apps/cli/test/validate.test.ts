import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMci, writeFiles } from './run-mci.js';

const goodFile = {
  schemaVersion: '1.0',
  tools: [{ name: 'hello', description: 'Says hi', execution: { type: 'text', text: 'hi' } }],
};

describe('mci validate', () => {
  let temp: TempDir;
  beforeEach(async () => {
    temp = await createTempDir('mci-cli-validate-');
  });
  afterEach(() => temp.remove());

  it('passes a good file with exit code 0 and a summary', async () => {
    await writeFiles(temp.path, { 'mci.json': goodFile });
    const run = await runMci(['validate'], { cwd: temp.path });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('mci.json is valid: 1 tool, 0 errors, 0 warnings');
  });

  it('names file, line, column and JSON path of every error, without a stack, and exits 1', async () => {
    const text = [
      '{',
      '  "schemaVersion": "1.0",',
      '  "tools": [',
      '    { "name": "ok", "execution": { "type": "text", "text": "hi" } },',
      '    { "name": "bad", "tags": "one", "execution": { "type": "text", "text": "x" } },',
      '    { "name": 7, "execution": { "type": "text", "text": "x" } }',
      '  ]',
      '}',
      '',
    ].join('\n');
    await writeFiles(temp.path, { 'mci.json': text });
    const run = await runMci(['validate'], { cwd: temp.path });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/mci\.json:5:\d+: error: tools\[1\]\.tags: /);
    expect(run.stdout).toMatch(/mci\.json:6:\d+: error: tools\[2\]\.name: /);
    expect(run.stdout).toMatch(/is not valid: 2 errors, 0 warnings/);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/\n\s+at /);
  });

  it('reports a tool whose inputSchema is not a JSON Schema with its position, while list and call still load', async () => {
    const text = [
      '{',
      '  "schemaVersion": "1.0",',
      '  "tools": [',
      '    { "name": "ok", "execution": { "type": "text", "text": "hi" } },',
      '    {',
      '      "name": "odd",',
      '      "inputSchema": { "type": "object", "properties": { "a": { "type": "no-such-type" } } },',
      '      "execution": { "type": "text", "text": "x" }',
      '    }',
      '  ]',
      '}',
      '',
    ].join('\n');
    await writeFiles(temp.path, { 'mci.json': text });
    const run = await runMci(['validate'], { cwd: temp.path });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/mci\.json:7:22: error: tools\[1\]\.inputSchema: invalid inputSchema: /);
    expect(run.stdout).toMatch(/is not valid: 1 error, 2 warnings/);

    const list = await runMci(['list', '--format', 'json'], { cwd: temp.path });
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout).map((tool: { name: string }) => tool.name)).toEqual(['ok', 'odd']);
    const call = await runMci(['call', 'odd', '--props', '{"a":1}'], { cwd: temp.path });
    expect(call.code).not.toBe(0);
    expect(`${call.stdout}${call.stderr}`).toMatch(/Tool "odd" has an invalid inputSchema: /);
    expect(`${call.stdout}${call.stderr}`).not.toMatch(/\n\s+at /);
  });

  it('reports a YAML syntax error with its position', async () => {
    await writeFiles(temp.path, { 'mci.yaml': 'schemaVersion: "1.0"\ntools:\n  - name: [unclosed\n' });
    const run = await runMci(['validate'], { cwd: temp.path });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/mci\.yaml:\d+:\d+: error: /);
  });

  it('warns about unknown fields, unset env variables and MCP commands not on PATH, and still exits 0', async () => {
    await writeFiles(temp.path, {
      'mci.json': {
        schemaVersion: '1.0',
        colour: 'blue',
        tools: [
          {
            name: 'hello',
            execution: { type: 'text', text: 'hi {{ env.MCI_TEST_UNSET }} {{env.MCI_TEST_SET}}' },
          },
        ],
        mcp_servers: { ghost: { command: 'mci-test-no-such-command', args: [] } },
      },
    });
    const run = await runMci(['validate'], {
      cwd: temp.path,
      env: { MCI_TEST_SET: 'yes', MCI_TEST_UNSET: undefined },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/mci\.json:\d+:\d+: warning: colour: /);
    expect(run.stdout).toMatch(
      /warning: tools\[0\]\.execution\.text: env variable MCI_TEST_UNSET is used but not set/,
    );
    expect(run.stdout).not.toContain('MCI_TEST_SET is used');
    expect(run.stdout).toMatch(
      /warning: mcp_servers\.ghost\.command: .*mci-test-no-such-command.* not on PATH/,
    );
    expect(run.stdout).toMatch(/is valid: 1 tool, 0 errors, \d+ warnings/);
  });

  it('warns about tools without a description, where they are', async () => {
    const text = [
      '{',
      '  "schemaVersion": "1.0",',
      '  "tools": [',
      '    { "name": "described", "description": "Says hi", "execution": { "type": "text", "text": "hi" } },',
      '    { "name": "bare", "execution": { "type": "text", "text": "hi" } },',
      '    { "name": "blank", "title": "Blank", "description": " ", "execution": { "type": "text", "text": "hi" } }',
      '  ]',
      '}',
      '',
    ].join('\n');
    await writeFiles(temp.path, { 'mci.json': text });
    const run = await runMci(['validate'], { cwd: temp.path });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/mci\.json:5:5: warning: tools\[1\]: tool "bare" has no description/);
    expect(run.stdout).toMatch(/mci\.json:6:5: warning: tools\[2\]: tool "blank" has no description/);
    expect(run.stdout).not.toContain('"described"');
    expect(run.stdout).toContain('is valid: 3 tools, 0 errors, 2 warnings');
  });

  it('warns about tool names model providers refuse, where they are, with the name adapters send', async () => {
    const long = 'a'.repeat(70);
    const tool = (name: string) =>
      `    { "name": "${name}", "description": "d", "execution": { "type": "text", "text": "hi" } }`;
    const text = [
      '{',
      '  "schemaVersion": "1.0",',
      '  "tools": [',
      `${tool('get_weather-2')},`,
      `${tool('weather.get')},`,
      `${tool('météo du jour')},`,
      tool(long),
      '  ]',
      '}',
      '',
    ].join('\n');
    await writeFiles(temp.path, { 'mci.json': text });
    const run = await runMci(['validate'], { cwd: temp.path });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /mci\.json:5:15: warning: tools\[1\]\.name: tool "weather\.get" has a name OpenAI and Anthropic refuse as a function name \("\."\); adapters send it as "weather_get"/,
    );
    expect(run.stdout).toMatch(
      /mci\.json:6:15: warning: .*"météo du jour" .*\(spaces, non-ASCII characters\); adapters send it as "meteo_du_jour"/,
    );
    expect(run.stdout).toMatch(
      /mci\.json:7:15: warning: .*\(70 characters\); adapters send it as "a{55}_[0-9a-f]{8}"/,
    );
    expect(run.stdout).not.toContain('"get_weather-2" has a name');
    expect(run.stdout).toContain('is valid: 4 tools, 0 errors, 3 warnings');
  });

  it('still warns about the main file when a toolset is broken', async () => {
    await writeFiles(temp.path, {
      'mci.json': {
        schemaVersion: '1.0',
        tools: [
          {
            name: 'hello',
            description: 'Says hi',
            execution: { type: 'text', text: 'hi {{env.MCI_TEST_UNSET}}' },
          },
        ],
        toolsets: ['missing'],
      },
    });
    const run = await runMci(['validate'], { cwd: temp.path, env: { MCI_TEST_UNSET: undefined } });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/error: toolsets\[0\]/);
    expect(run.stdout).toContain(
      'warning: tools[0].execution.text: env variable MCI_TEST_UNSET is used but not set',
    );
    expect(run.stdout).toContain('is not valid: 1 error, 1 warning');
  });

  it('never contacts an MCP server', async () => {
    const marker = `${temp.path}/started`;
    await writeFiles(temp.path, {
      'server.mjs': `import { writeFileSync } from 'node:fs'; writeFileSync(${JSON.stringify(marker)}, 'yes');`,
      'mci.json': {
        schemaVersion: '1.0',
        mcp_servers: { local: { command: process.execPath, args: ['server.mjs'] } },
      },
    });
    const run = await runMci(['validate'], { cwd: temp.path });
    expect(run.code).toBe(0);
    expect(existsSync(marker)).toBe(false);
  });
  it('warns, with positions, about a command not on PATH, a missing file and a URL without a scheme', async () => {
    const text = [
      '{',
      '  "schemaVersion": "1.0",',
      '  "tools": [',
      '    { "name": "a", "description": "d", "execution": { "type": "cli", "command": "mci-no-such-command" } },',
      '    { "name": "b", "description": "d", "execution": { "type": "file", "path": "./docs/x.md" } },',
      '    { "name": "c", "description": "d", "execution": { "type": "http", "url": "api.example.com/w" } },',
      '    { "name": "d", "description": "d", "execution": { "type": "cli", "command": "node" } },',
      '    { "name": "e", "description": "d", "execution": { "type": "file", "path": "./mci.json" } },',
      '    { "name": "f", "description": "d", "execution": { "type": "http", "url": "{{env.BASE}}/w" } }',
      '  ]',
      '}',
      '',
    ].join('\n');
    await writeFiles(temp.path, { 'mci.json': text });
    const run = await runMci(['validate'], { cwd: temp.path, env: { NO_COLOR: '1', BASE: 'https://x' } });
    expect(run.code).toBe(0);
    const warnings = run.stdout.split('\n').filter((line) => line.includes(': warning: '));
    expect(warnings).toEqual([
      'mci.json:4:81: warning: tools[0].execution.command: the command "mci-no-such-command" is not on PATH (install it, or give its full path)',
      `mci.json:5:79: warning: tools[1].execution.path: the file "./docs/x.md" does not exist (${path.join(temp.path, 'docs', 'x.md')})`,
      'mci.json:6:78: warning: tools[2].execution.url: the URL "api.example.com/w" has no scheme; write it as https://api.example.com/w',
    ]);
  });
});
