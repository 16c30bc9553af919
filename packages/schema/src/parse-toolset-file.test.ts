import { describe, expect, it } from 'vitest';
import { MciFileError } from './mci-file-error.js';
import { parseToolsetFile } from './parse-toolset-file.js';

function errorsOf(text: string, filePath = 'mci/t.mci.yaml') {
  try {
    parseToolsetFile(text, { filePath });
  } catch (error) {
    expect(error).toBeInstanceOf(MciFileError);
    return (error as MciFileError).diagnostics
      .filter((entry) => entry.severity === 'error')
      .map(({ line, column, path, message, code }) => ({ line, column, path, message, code }));
  }
  throw new Error('expected the toolset file to be refused');
}

describe('parseToolsetFile', () => {
  it('reads tools with their defaults, metadata and expiresAt', () => {
    const parsed = parseToolsetFile(
      [
        'schemaVersion: "1.0"',
        'metadata: {name: Weather}',
        'expiresAt: "2030-01-01T00:00:00.000Z"',
        'tools:',
        '  - name: get_weather',
        '    tags: [read]',
        '    execution: {type: http, url: "https://x"}',
        '',
      ].join('\n'),
      { filePath: 'mci/weather.mci.yaml' },
    );
    expect(parsed.value).toEqual({
      schemaVersion: '1.0',
      metadata: { name: 'Weather' },
      expiresAt: '2030-01-01T00:00:00.000Z',
      tools: [
        {
          name: 'get_weather',
          disabled: false,
          tags: ['read'],
          execution: { type: 'http', url: 'https://x' },
        },
      ],
    });
    expect(parsed.filePath).toBe('mci/weather.mci.yaml');
    expect(parsed.warnings).toEqual([]);
  });

  it('requires tools', () => {
    expect(errorsOf('{\n  "schemaVersion": "1.0"\n}', 'mci/t.mci.json')).toEqual([
      {
        line: 1,
        column: 1,
        path: 'tools',
        message: 'missing required field (expected array)',
        code: 'MISSING_FIELD',
      },
    ]);
  });

  it('refuses every main-only field with a clear error at its position', () => {
    const text = [
      'schemaVersion: "1.0"',
      'tools: []',
      'toolsets: [other]',
      'libraryDir: ./lib',
      'enableAnyPaths: true',
      'directoryAllowList: [/etc]',
      'mcp_servers: {m: {command: x}}',
      '',
    ].join('\n');
    const where = (field: string) => `"${field}" is only allowed in the main file, not in a toolset file`;
    expect(errorsOf(text)).toEqual([
      { line: 3, column: 11, path: 'toolsets', message: where('toolsets'), code: 'NOT_ALLOWED' },
      { line: 4, column: 13, path: 'libraryDir', message: where('libraryDir'), code: 'NOT_ALLOWED' },
      { line: 5, column: 17, path: 'enableAnyPaths', message: where('enableAnyPaths'), code: 'NOT_ALLOWED' },
      {
        line: 6,
        column: 21,
        path: 'directoryAllowList',
        message: where('directoryAllowList'),
        code: 'NOT_ALLOWED',
      },
      { line: 7, column: 14, path: 'mcp_servers', message: where('mcp_servers'), code: 'NOT_ALLOWED' },
    ]);
  });

  it('reports tool errors and warns about unknown fields', () => {
    expect(errorsOf('schemaVersion: "1.0"\ntools:\n  - name: a\n')).toEqual([
      {
        line: 3,
        column: 5,
        path: 'tools[0].execution',
        message: 'missing required field (expected object)',
        code: 'MISSING_FIELD',
      },
    ]);
    const parsed = parseToolsetFile('schemaVersion: "1.0"\ntools: []\nauthor: me\n', { filePath: 't.yaml' });
    expect(parsed.warnings.map(({ path, line, column, code }) => ({ path, line, column, code }))).toEqual([
      { path: 'author', line: 3, column: 1, code: 'UNKNOWN_FIELD' },
    ]);
  });
});
