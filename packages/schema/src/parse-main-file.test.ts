import { describe, expect, it } from 'vitest';
import type { MciDiagnostic } from './mci-diagnostic.js';
import { MciFileError } from './mci-file-error.js';
import { parseMainFile } from './parse-main-file.js';
import { MAX_DIAGNOSTICS } from './validate-mci-document.js';

/** The diagnostics of a file that must fail to parse. */
function failures(text: string, filePath: string): MciDiagnostic[] {
  try {
    parseMainFile(text, { filePath });
  } catch (error) {
    expect(error).toBeInstanceOf(MciFileError);
    return [...(error as MciFileError).diagnostics];
  }
  throw new Error('expected the file to be refused');
}

const brief = (diagnostics: readonly MciDiagnostic[]) =>
  diagnostics.map(({ severity, line, column, path, message }) => ({ severity, line, column, path, message }));

describe('parseMainFile', () => {
  it('applies the defaults of the main file and of tools', () => {
    const parsed = parseMainFile(
      '{"schemaVersion": "1.0", "tools": [{"name": "a", "execution": {"type": "text", "text": "x"}}]}',
    );
    expect(parsed.value).toEqual({
      schemaVersion: '1.0',
      tools: [{ name: 'a', disabled: false, tags: [], execution: { type: 'text', text: 'x' } }],
      toolsets: [],
      mcp_servers: {},
      libraryDir: './mci',
      enableAnyPaths: false,
      directoryAllowList: [],
    });
    expect(parsed.warnings).toEqual([]);
    expect(parsed.filePath).toBeUndefined();
  });

  it('keeps the fields of execution as given, and a tool-level title', () => {
    const parsed = parseMainFile(
      'schemaVersion: "1.0"\ntools:\n  - name: a\n    title: Tool A\n    execution: {type: http, url: "u", method: post, retries: {attempts: 2}}\n',
    );
    const [tool] = parsed.value.tools;
    expect(tool?.title).toBe('Tool A');
    expect(tool?.execution).toEqual({ type: 'http', url: 'u', method: 'post', retries: { attempts: 2 } });
  });

  it('reports every schema error of a JSON file with line, column, path and expectation', () => {
    const text = [
      '{',
      '  "schemaVersion": "1.0",',
      '  "tools": [',
      '    {',
      '      "name": "ok",',
      '      "execution": { "type": "text", "text": "hi" }',
      '    },',
      '    {',
      '      "name": 42,',
      '      "execution": { "type": "http", "url": "https://x" }',
      '    },',
      '    {',
      '      "description": "no name",',
      '      "execution": "http"',
      '    }',
      '  ],',
      '  "enableAnyPaths": "yes"',
      '}',
    ].join('\n');
    expect(brief(failures(text, 'mci.json'))).toEqual([
      {
        severity: 'error',
        line: 9,
        column: 15,
        path: 'tools[1].name',
        message: 'expected string, received number',
      },
      {
        severity: 'error',
        line: 12,
        column: 5,
        path: 'tools[2].name',
        message: 'missing required field (expected string)',
      },
      {
        severity: 'error',
        line: 14,
        column: 20,
        path: 'tools[2].execution',
        message: 'expected object, received string',
      },
      {
        severity: 'error',
        line: 17,
        column: 21,
        path: 'enableAnyPaths',
        message: 'expected boolean, received string',
      },
    ]);
  });

  it('reports every schema error of a YAML file with line, column, path and expectation', () => {
    const text = [
      'schemaVersion: "1.0"',
      'tools:',
      '  - name: ok',
      '    execution:',
      '      type: text',
      '      text: hi',
      '  - name: [a]',
      '    execution:',
      '      type: 5',
      'toolsets:',
      '  - weather',
      '  - name: db',
      '    filter: tags',
      'mcp_servers:',
      '  fs:',
      '    command: npx',
      '    args: npx',
      '',
    ].join('\n');
    expect(brief(failures(text, 'mci.yaml'))).toEqual([
      {
        severity: 'error',
        line: 7,
        column: 11,
        path: 'tools[1].name',
        message: 'expected string, received array',
      },
      {
        severity: 'error',
        line: 9,
        column: 13,
        path: 'tools[1].execution.type',
        message: 'expected string, received number (in YAML, put the value in quotes to make it a string)',
      },
      {
        severity: 'error',
        line: 12,
        column: 5,
        path: 'toolsets[1].filterValue',
        message:
          'missing required field (expected a comma-separated list of names or tags, since "filter" is set)',
      },
      {
        severity: 'error',
        line: 17,
        column: 11,
        path: 'mcp_servers.fs.args',
        message: 'expected array, received string',
      },
    ]);
  });

  it('puts file, line, column and path of every error in the message', () => {
    const text =
      '{\n  "schemaVersion": "2.0",\n  "tools": [{ "name": "", "execution": { "type": "text" } }]\n}\n';
    const error = (() => {
      try {
        parseMainFile(text, { filePath: 'project/mci.json' });
      } catch (caught) {
        return caught as MciFileError;
      }
    })();
    expect(error?.code).toBe('FILE_INVALID');
    expect(error?.filePath).toBe('project/mci.json');
    expect(error?.message).toBe(
      [
        'project/mci.json is not a valid MCI file (2 errors):',
        '  project/mci.json:2:20: error: schemaVersion: expected "1.0", received "2.0"',
        '  project/mci.json:3:23: error: tools[0].name: expected a non-empty string',
      ].join('\n'),
    );
  });

  it('accepts schemaVersion written as the number 1.0, with a warning', () => {
    for (const [text, filePath, line, column] of [
      ['{\n  "schemaVersion": 1.0,\n  "tools": []\n}', 'mci.json', 2, 20],
      ['tools: []\nschemaVersion: 1.0\n', 'mci.yml', 2, 16],
    ] as const) {
      const parsed = parseMainFile(text, { filePath });
      expect(parsed.value.schemaVersion).toBe('1.0');
      expect(parsed.warnings).toEqual([
        {
          severity: 'warning',
          code: 'SCHEMA_VERSION_NUMBER',
          message: 'expected the string "1.0", received a number (accepted as "1.0")',
          filePath,
          line,
          column,
          path: 'schemaVersion',
        },
      ]);
    }
  });

  it('refuses other schema versions, and a missing one', () => {
    expect(brief(failures('schemaVersion: 2\ntools: []\n', 'a.yaml'))).toEqual([
      {
        severity: 'error',
        line: 1,
        column: 16,
        path: 'schemaVersion',
        message: 'expected "1.0", received 2',
      },
    ]);
    expect(brief(failures('tools: []\n', 'a.yaml'))).toEqual([
      {
        severity: 'error',
        line: 1,
        column: 1,
        path: 'schemaVersion',
        message: 'missing required field (expected "1.0")',
      },
    ]);
  });

  it('accepts a file with only mcp_servers, and refuses one without tools, toolsets or mcp_servers', () => {
    const parsed = parseMainFile('schemaVersion: "1.0"\nmcp_servers:\n  memory:\n    command: uvx\n');
    expect(parsed.value.mcp_servers).toEqual({ memory: { command: 'uvx', args: [], env: {} } });
    expect(parsed.value.tools).toEqual([]);
    expect(brief(failures('schemaVersion: "1.0"\nmetadata:\n  name: x\n', 'm.yaml'))).toEqual([
      {
        severity: 'error',
        line: 1,
        column: 1,
        path: '',
        message: 'expected at least one of "tools", "toolsets" or "mcp_servers"',
      },
    ]);
  });

  it('reports the missing content together with the other errors', () => {
    const codes = failures('{"schemaVersion": 3, "libraryDir": 4}', 'm.json').map((entry) => entry.path);
    expect(codes).toEqual(['', 'schemaVersion', 'libraryDir']);
  });

  it('normalises plain-name toolsets to objects', () => {
    const parsed = parseMainFile(
      'schemaVersion: "1.0"\ntoolsets:\n  - weather\n  - name: db\n    filter: except\n    filterValue: drop\n',
    );
    expect(parsed.value.toolsets).toEqual([
      { name: 'weather' },
      { name: 'db', filter: 'except', filterValue: 'drop' },
    ]);
  });

  it('refuses filter without filterValue, the reverse, unknown filters and bad toolset entries', () => {
    const text = [
      'schemaVersion: "1.0"',
      'toolsets:',
      '  - name: a',
      '    filterValue: x',
      '  - name: b',
      '    filter: some',
      '    filterValue: x',
      '  - ""',
      '  - 7',
      '',
    ].join('\n');
    expect(brief(failures(text, 't.yaml'))).toEqual([
      {
        severity: 'error',
        line: 3,
        column: 5,
        path: 'toolsets[0].filter',
        message:
          'missing required field (expected "only", "except", "tags" or "withoutTags", since "filterValue" is set)',
      },
      {
        severity: 'error',
        line: 6,
        column: 13,
        path: 'toolsets[1].filter',
        message: 'expected "only", "except", "tags" or "withoutTags", received "some"',
      },
      { severity: 'error', line: 8, column: 5, path: 'toolsets[2]', message: 'expected a non-empty string' },
      {
        severity: 'error',
        line: 9,
        column: 5,
        path: 'toolsets[3]',
        message: 'expected string or object, received number',
      },
    ]);
  });

  it('checks mcp_servers entries by their type', () => {
    const text = [
      'schemaVersion: "1.0"',
      'mcp_servers:',
      '  remote:',
      '    type: http',
      '  socket:',
      '    type: ws',
      '  local:',
      '    command: npx',
      '    env: {DEBUG: 1}',
      '    config: {expDays: -1}',
      '',
    ].join('\n');
    expect(brief(failures(text, 's.yaml'))).toEqual([
      {
        severity: 'error',
        line: 4,
        column: 5,
        path: 'mcp_servers.remote.url',
        message: 'missing required field (expected string)',
      },
      {
        severity: 'error',
        line: 6,
        column: 11,
        path: 'mcp_servers.socket.type',
        message: 'expected "stdio" or "http", received "ws"',
      },
      {
        severity: 'error',
        line: 9,
        column: 18,
        path: 'mcp_servers.local.env.DEBUG',
        message: 'expected string, received number (in YAML, put the value in quotes to make it a string)',
      },
      {
        severity: 'error',
        line: 10,
        column: 23,
        path: 'mcp_servers.local.config.expDays',
        message: 'expected a number >= 0, received -1',
      },
    ]);
  });

  it('warns about unknown fields at every level, at the position of the key', () => {
    const text = [
      'schemaVersion: "1.0"',
      'colour: blue',
      'metadata: {name: x, homepage: y}',
      'tools:',
      '  - name: a',
      '    tittle: A',
      '    annotations: {readOnly: true}',
      '    inputSchema: {type: object, anything: 1}',
      '    execution:',
      '      type: http',
      '      url: u',
      '      methd: GET',
      '      auth: {type: oauth2, flow: clientCredentials, tokenUrl: t, clientId: i, clientSecret: s, scope: x}',
      '      body: {type: json, content: {free: 1}, encoding: utf8}',
      '      retries: {attempts: 2, jitter: true}',
      '  - name: b',
      '    execution: {type: cli, command: ls, flags: {-l: {from: props.long, type: boolean, default: false}}}',
      '  - name: c',
      '    execution: {type: slack, channel: x}',
      'toolsets:',
      '  - {name: w, filters: only}',
      'mcp_servers:',
      '  s: {command: x, cwd: /tmp, config: {ttl: 3}}',
      '  h: {type: http, url: u, timeout: 5}',
      '',
    ].join('\n');
    const parsed = parseMainFile(text, { filePath: 'w.yaml' });
    expect(parsed.warnings.map((warning) => [warning.path, warning.line, warning.column])).toEqual([
      ['colour', 2, 1],
      ['metadata.homepage', 3, 21],
      ['tools[0].tittle', 6, 5],
      ['tools[0].annotations.readOnly', 7, 19],
      ['tools[0].execution.methd', 12, 7],
      ['tools[0].execution.auth.scope', 13, 96],
      ['tools[0].execution.body.encoding', 14, 46],
      ['tools[0].execution.retries.jitter', 15, 30],
      ['tools[1].execution.flags["-l"].default', 17, 87],
      ['toolsets[0].filters', 21, 15],
      ['mcp_servers.s.cwd', 23, 19],
      ['mcp_servers.s.config.ttl', 23, 39],
      ['mcp_servers.h.timeout', 24, 27],
    ]);
    expect(
      parsed.warnings.every((warning) => warning.severity === 'warning' && warning.code === 'UNKNOWN_FIELD'),
    ).toBe(true);
    expect(parsed.warnings[2]?.message).toBe('unknown field "tittle" is ignored; did you mean "title"?');
    expect(parsed.warnings[0]?.message).toBe('unknown field "colour" is ignored');
  });

  it('suggests the missing required field a misspelt key was meant to be, before an optional one', () => {
    const text = JSON.stringify({
      schemaVersion: '1.0',
      tools: [{ name: 'ls', execution: { type: 'cli', cmd: 'ls' } }],
    });
    // The cli executor reports the missing command at load; the file's own check warns about "cmd".
    const parsed = parseMainFile(text, { filePath: 'm.json' });
    const messages = parsed.warnings.map((entry) => `${entry.path}: ${entry.message}`);
    expect(messages).toContain(
      'tools[0].execution.cmd: unknown field "cmd" is ignored; did you mean "command"?',
    );
    expect(messages.some((message) => message.includes('"cwd"'))).toBe(false);
  });

  it('warns about unknown fields of a JSON file at the position of the key', () => {
    const text = [
      '{',
      '  "schemaVersion": "1.0",',
      '  "colour": "blue",',
      '  "tools": [',
      '    { "name": "a", "execution": { "type": "text", "text": "{\\"tittle\\": 1}", "methd": 1 } },',
      '    { "name": "b", "tit\\u0074le": "B", "execution": { "type": "text", "text": "x" } }',
      '  ]',
      '}',
    ].join('\n');
    const parsed = parseMainFile(text, { filePath: 'w.json' });
    expect(parsed.warnings.map((warning) => [warning.path, warning.line, warning.column])).toEqual([
      ['colour', 3, 3],
      ['tools[0].execution.methd', 5, 78],
      ['tools[1].tittle', 6, 20],
    ]);
  });

  it('leaves unknown fields out of the value but keeps them in raw', () => {
    const parsed = parseMainFile('{"schemaVersion": "1.0", "tools": [], "extra": 1}');
    expect(parsed.value).not.toHaveProperty('extra');
    expect(parsed.raw).toEqual({ schemaVersion: '1.0', tools: [], extra: 1 });
  });

  it('reports duplicate keys in JSON and YAML with their position', () => {
    const json = '{\n  "schemaVersion": "1.0",\n  "tools": [],\n  "schemaVersion": "1.0"\n}';
    expect(brief(failures(json, 'd.json'))).toEqual([
      {
        severity: 'error',
        line: 4,
        column: 3,
        path: 'schemaVersion',
        message: 'duplicate key "schemaVersion" (first defined at line 2, column 3)',
      },
    ]);
    const yaml =
      'schemaVersion: "1.0"\ntools:\n  - name: a\n    name: b\n    execution: {type: text, text: x}\n';
    expect(brief(failures(yaml, 'd.yaml'))).toEqual([
      {
        severity: 'error',
        line: 4,
        column: 5,
        path: 'tools[0].name',
        message: 'duplicate key "name" (first defined at line 3, column 5)',
      },
    ]);
  });

  it('reports nested duplicate keys in JSON', () => {
    const json =
      '{"schemaVersion": "1.0", "tools": [{"name": "a",\n "execution": {"type": "text", "text": "x", "type": "text"}}]}';
    expect(brief(failures(json, 'n.json'))).toEqual([
      {
        severity: 'error',
        line: 2,
        column: 45,
        path: 'tools[0].execution.type',
        message: 'duplicate key "type" (first defined at line 2, column 16)',
      },
    ]);
  });

  it('tells duplicate keys from strings that look like keys, and finds keys written with escapes', () => {
    const tricky =
      '{"schemaVersion": "1.0", "tools": [], "metadata": {"name": "a\\": \\"b", "description": "\\\\"}}';
    expect(parseMainFile(tricky, { filePath: 't.json' }).warnings).toEqual([]);
    const escaped = '{"schemaVersion": "1.0", "tools": [], "libraryDir": "a", "library\\u0044ir": "b"}';
    expect(brief(failures(escaped, 'e.json'))).toEqual([
      {
        severity: 'error',
        line: 1,
        column: 58,
        path: 'libraryDir',
        message: 'duplicate key "libraryDir" (first defined at line 1, column 39)',
      },
    ]);
  });

  it('reports duplicate keys together with schema errors', () => {
    const yaml = 'schemaVersion: "1.0"\ntools: 3\nlibraryDir: a\nlibraryDir: b\n';
    expect(failures(yaml, 'd.yaml').map((entry) => [entry.code, entry.path])).toEqual([
      ['INVALID_TYPE', 'tools'],
      ['DUPLICATE_KEY', 'libraryDir'],
    ]);
  });

  it('reports JSON syntax errors like JSON errors, with line and column', () => {
    const cases: Array<[string, number, number, string]> = [
      [
        '{\n  "schemaVersion": "1.0",\n  "tools": [],\n}',
        4,
        1,
        'Expected double-quoted property name (trailing commas are not allowed in JSON)',
      ],
      ['{\n  "tools": [1, 2,]\n}', 2, 18, "Unexpected token ']' (trailing commas are not allowed in JSON)"],
      ['{\n  "a": 1\n  "b": 2\n}', 3, 3, "Expected ',' or '}' after property value"],
      ['{"a" 1}', 1, 6, "Expected ':' after property name"],
      ['{"a": [1 2]}', 1, 10, "Expected ',' or ']' after array element"],
      ['{"a": tru}', 1, 7, "Unexpected token 't'"],
      ['{\n  // comment\n}', 2, 3, "Expected property name or '}'"],
      ['{"a": // c\n 1}', 1, 7, "Unexpected token '/' (comments are not allowed in JSON)"],
      ['{"a": \'x\'}', 1, 7, 'Unexpected token "\'" (strings must use double quotes in JSON)'],
      ['{"a": "x\ny"}', 1, 9, 'Bad control character in string literal'],
      ['{"a": "\\x"}', 1, 8, 'Bad escaped character'],
      ['{"a": "\\u12G4"}', 1, 8, 'Bad Unicode escape'],
      ['{"a": "open', 1, 7, 'Unterminated string in JSON'],
      ['{"a": -}', 1, 7, 'No number after minus sign in JSON'],
      ['{"a": 1.}', 1, 8, 'Unterminated fractional number in JSON'],
      ['{"a": 1', 1, 8, 'Unexpected end of JSON input'],
      ['', 1, 1, 'Unexpected end of JSON input'],
      ['{} {}', 1, 4, 'Unexpected non-whitespace character after JSON'],
    ];
    for (const [text, line, column, message] of cases) {
      expect(brief(failures(text, 'bad.json')), text).toEqual([
        { severity: 'error', line, column, path: '', message },
      ]);
      expect(failures(text, 'bad.json')[0]?.code).toBe('JSON_SYNTAX');
    }
  });

  it('reads JSON strings, numbers and escapes as JSON.parse does', () => {
    const values = [
      '"a\\"b\\\\c\\/d\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00"',
      '-0.5e+3',
      '0',
      '1E2',
      'true',
      'null',
      '[]',
      '{}',
    ];
    const text = `{"schemaVersion": "1.0", "tools": [], "metadata": {"name": "n"}, "x": [${values.join(', ')}]}`;
    expect(parseMainFile(text, { format: 'json' }).raw).toEqual(JSON.parse(text));
  });

  it('reports YAML syntax errors with line and column', () => {
    const diagnostics = failures('schemaVersion: "1.0"\ntools:\n  - name: a\n   bad: [\n', 'bad.yaml');
    expect(diagnostics.length).toBeGreaterThan(0);
    expect(diagnostics.every((entry) => entry.code === 'YAML_SYNTAX' && entry.filePath === 'bad.yaml')).toBe(
      true,
    );
    expect(diagnostics[0]?.line).toBe(4);
    expect(brief(failures('a: 1\n---\nb: 2\n', 'two.yaml'))).toEqual([
      {
        severity: 'error',
        line: 2,
        column: 1,
        path: '',
        message: 'Source contains multiple documents; please use YAML.parseAllDocuments()',
      },
    ]);
  });

  it('refuses empty documents and documents that are not objects', () => {
    expect(brief(failures('# nothing here\n', 'e.yaml'))).toEqual([
      {
        severity: 'error',
        line: 1,
        column: 1,
        path: '',
        message: 'expected an object with "schemaVersion" at the top level, received an empty document',
      },
    ]);
    expect(failures('[1, 2]', 'l.json')[0]?.message).toBe(
      'expected an object with "schemaVersion" at the top level, received array',
    );
  });

  it('locates nodes by JSON path, falling back to the nearest parent', () => {
    const text =
      'schemaVersion: "1.0"\ntools:\n  - name: a\n    execution:\n      type: text\n      text: hi\n';
    const parsed = parseMainFile(text, { filePath: 'l.yaml' });
    expect(parsed.locate(['tools', 0, 'execution', 'text'])).toEqual({ line: 6, column: 13 });
    expect(parsed.locate(['tools', 0, 'execution', 'url'])).toEqual({ line: 5, column: 7 });
    expect(parsed.locate([])).toEqual({ line: 1, column: 1 });
  });

  it('chooses the format by extension, or by the first character without one', () => {
    const json = '{"schemaVersion": "1.0", "tools": []}';
    expect(parseMainFile(json).value.tools).toEqual([]);
    expect(parseMainFile('schemaVersion: "1.0"\ntools: []\n').value.tools).toEqual([]);
    expect(parseMainFile(json, { filePath: 'x.yaml' }).value.tools).toEqual([]);
    expect(failures('schemaVersion: "1.0"\ntools: []\n', 'x.json')[0]?.code).toBe('JSON_SYNTAX');
  });

  it('ignores a byte order mark', () => {
    expect(
      parseMainFile('\uFEFF{"schemaVersion": "1.0", "tools": []}', { filePath: 'b.json' }).value.tools,
    ).toEqual([]);
    expect(
      parseMainFile('\uFEFFschemaVersion: "1.0"\ntools: []\n', { filePath: 'b.yaml' }).value.tools,
    ).toEqual([]);
  });

  it('tells YAML users to quote a number or boolean where text is expected, and only them', () => {
    const yaml = 'schemaVersion: "1.0"\nmetadata:\n  version: 1.10\n  name: true\ntools: []\n';
    expect(brief(failures(yaml, 'mci.yaml'))).toEqual([
      {
        severity: 'error',
        line: 3,
        column: 12,
        path: 'metadata.version',
        message: 'expected string, received number (in YAML, put the value in quotes to make it a string)',
      },
      {
        severity: 'error',
        line: 4,
        column: 9,
        path: 'metadata.name',
        message: 'expected string, received boolean (in YAML, put the value in quotes to make it a string)',
      },
    ]);
    const json = '{"schemaVersion": "1.0", "metadata": {"version": 1.1}, "tools": []}';
    expect(failures(json, 'mci.json').map((entry) => entry.message)).toEqual([
      'expected string, received number',
    ]);
  });

  it('merges YAML mappings with << and reports errors in them at the merging tool', () => {
    const text = [
      'schemaVersion: "1.0"',
      'x-text: &text {type: text, text: hi}',
      'tools:',
      '  - name: a',
      '    execution: *text',
      '  - name: b',
      '    execution:',
      '      <<: *text',
      '      text: bye',
      '  - name: c',
      '    execution:',
      '      <<: [*text]',
      '      type: 5',
      '',
    ].join('\n');
    const diagnostics = failures(text, 'merge.yaml');
    expect(brief(diagnostics).filter((entry) => entry.severity === 'error')).toEqual([
      {
        severity: 'error',
        line: 13,
        column: 13,
        path: 'tools[2].execution.type',
        message: 'expected string, received number (in YAML, put the value in quotes to make it a string)',
      },
    ]);
    const parsed = parseMainFile(text.replace('type: 5', 'text: later'), { filePath: 'merge.yaml' });
    expect(parsed.value.tools.map((tool) => tool.execution)).toEqual([
      { type: 'text', text: 'hi' },
      { type: 'text', text: 'bye' },
      { type: 'text', text: 'later' },
    ]);
  });
});

describe('parseMainFile on hostile input', () => {
  it('keeps "__proto__" keys as plain data', () => {
    for (const [text, filePath] of [
      ['{"schemaVersion": "1.0", "tools": [], "__proto__": {"polluted": true}}', 'p.json'],
      ['schemaVersion: "1.0"\ntools: []\n__proto__:\n  polluted: true\n', 'p.yaml'],
    ] as const) {
      const parsed = parseMainFile(text, { filePath });
      expect(Object.getPrototypeOf(parsed.raw)).toBe(Object.prototype);
      expect(Object.hasOwn(parsed.raw as object, '__proto__')).toBe(true);
      expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
      expect(parsed.warnings.map((warning) => warning.path)).toEqual(['__proto__']);
    }
  });

  it('reports an alias to an undefined anchor at the alias', () => {
    const text =
      'schemaVersion: "1.0"\ntools:\n  - name: a\n    tags: [read, *tag]\n    execution: *base\n*key : 1\n';
    const message = (name: string) => `Unresolved alias *${name}: no anchor &${name} is set before it`;
    expect(brief(failures(text, 'alias.yaml'))).toEqual([
      { severity: 'error', line: 4, column: 18, path: 'tools[0].tags[1]', message: message('tag') },
      { severity: 'error', line: 5, column: 16, path: 'tools[0].execution', message: message('base') },
      { severity: 'error', line: 6, column: 1, path: '', message: message('key') },
    ]);
  });

  it('lists the first 100 errors of a huge broken file, counts the rest, and keeps the message short', () => {
    const text = JSON.stringify({
      schemaVersion: '1.0',
      tools: Array.from({ length: 5000 }, (_, index) => index),
    });
    let error: MciFileError | undefined;
    try {
      parseMainFile(text, { filePath: 'huge.json' });
    } catch (caught) {
      error = caught as MciFileError;
    }
    const diagnostics = error?.diagnostics ?? [];
    expect(diagnostics).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(
      diagnostics.slice(0, 2).map(({ path, line, column, message }) => ({ path, line, column, message })),
    ).toEqual([
      { path: 'tools[0]', line: 1, column: 33, message: 'expected object, received number' },
      { path: 'tools[1]', line: 1, column: 35, message: 'expected object, received number' },
    ]);
    expect(diagnostics.at(-1)).toEqual({
      severity: 'error',
      code: 'MORE_ERRORS',
      message: 'and 4900 more errors (only the first 100 are listed)',
      filePath: 'huge.json',
      path: '',
    });
    expect(Buffer.byteLength(error?.message ?? '')).toBeLessThan(64 * 1024);
    expect(error?.message).toMatch(/^huge\.json is not a valid MCI file \(100 errors and more\):\n/);
    expect(error?.message).toMatch(
      /huge\.json: error: and 4900 more errors \(only the first 100 are listed\)$/,
    );
  });

  it('counts the warnings beyond the first 100 in one more', () => {
    const tools = Array.from({ length: 300 }, (_, index) => ({
      name: `t${index}`,
      colour: 'blue',
      execution: { type: 'text', text: 'x' },
    }));
    const parsed = parseMainFile(JSON.stringify({ schemaVersion: '1.0', tools }), { filePath: 'w.json' });
    expect(parsed.value.tools).toHaveLength(300);
    expect(parsed.warnings).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(parsed.warnings[99]?.path).toBe('tools[99].colour');
    expect(parsed.warnings.at(-1)).toMatchObject({
      severity: 'warning',
      code: 'MORE_WARNINGS',
      message: 'and 200 more warnings (only the first 100 are listed)',
    });
  });

  it('validates a long tools array in slices, with every tool in order and errors at their real index', () => {
    const tool = (index: number) => ({ name: `t${index}`, execution: { type: 'text', text: `${index}` } });
    const tools = Array.from({ length: 600 }, (_, index) => tool(index));
    const lines = (list: unknown[]) =>
      `{"schemaVersion": "1.0", "tools": [\n${list.map((item) => JSON.stringify(item)).join(',\n')}\n]}`;
    const parsed = parseMainFile(lines(tools), { filePath: 'long.json' });
    expect(parsed.value.tools.map((entry) => entry.name)).toEqual(tools.map((entry) => entry.name));
    expect(parsed.value.tools[599]).toEqual({ ...tool(599), disabled: false, tags: [] });

    const broken: unknown[] = [...tools];
    broken[300] = { ...tool(300), name: 5 };
    broken[599] = { name: 't599' };
    expect(brief(failures(lines(broken), 'long.json'))).toEqual([
      {
        severity: 'error',
        line: 302,
        column: 9,
        path: 'tools[300].name',
        message: 'expected string, received number',
      },
      {
        severity: 'error',
        line: 601,
        column: 1,
        path: 'tools[599].execution',
        message: expect.stringMatching(/^missing required field/),
      },
    ]);
  });

  it('refuses YAML that expands aliases exponentially', () => {
    const lines = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let level = 1; level < 10; level++) {
      const previous = `*a${level - 1}`;
      lines.push(`a${level}: &a${level} [${Array(10).fill(previous).join(', ')}]`);
    }
    const diagnostics = failures(`${lines.join('\n')}\nschemaVersion: "1.0"\ntools: []\n`, 'bomb.yaml');
    expect(diagnostics[0]?.code).toBe('YAML_SYNTAX');
    expect(diagnostics[0]?.message).toMatch(/alias/i);
  });

  it('refuses JSON nested deeper than 1000 levels without exhausting the stack', () => {
    const text = `{"schemaVersion": "1.0", "tools": [], "x": ${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect(brief(failures(text, 'deep.json'))).toEqual([
      {
        severity: 'error',
        line: 1,
        column: 1043,
        path: '',
        message: 'Nesting deeper than 1000 levels is not supported',
      },
    ]);
  });

  it('reports deeply nested YAML as an error, not a crash', () => {
    const text = `schemaVersion: "1.0"\ntools: []\nx: ${'['.repeat(20000)}${']'.repeat(20000)}\n`;
    expect(brief(failures(text, 'deep.yaml'))).toEqual([
      { severity: 'error', line: 1, column: 1, path: '', message: 'The document is nested too deeply' },
    ]);
  });
});
