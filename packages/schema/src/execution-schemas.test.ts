import { describe, expect, it } from 'vitest';
import { cliExecutionSchema } from './cli-execution-schema.js';
import { ConfigValidationError } from './config-validation-error.js';
import { fileExecutionSchema } from './file-execution-schema.js';
import { mcpExecutionSchema } from './mcp-execution-schema.js';
import { parseExecutionConfig } from './parse-execution-config.js';
import { textExecutionSchema } from './text-execution-schema.js';

function issuesOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigValidationError);
    return (error as ConfigValidationError).issues;
  }
  throw new Error('expected the config to be refused');
}

describe('cliExecutionSchema', () => {
  it('defaults timeout_ms to 30000 and keeps args, flags and cwd', () => {
    const config = {
      type: 'cli',
      command: 'grep',
      args: ['-r'],
      flags: { '-i': { from: 'props.i', type: 'boolean' } },
    };
    expect(cliExecutionSchema.parse({ ...config, cwd: '/tmp' })).toEqual({
      ...config,
      cwd: '/tmp',
      timeout_ms: 30_000,
    });
    expect(cliExecutionSchema.parse({ type: 'cli', command: 'ls' })).toEqual({
      type: 'cli',
      command: 'ls',
      timeout_ms: 30_000,
    });
  });

  it('reports bad commands, arguments and flags', () => {
    const run = () =>
      parseExecutionConfig(cliExecutionSchema, 'cli', {
        type: 'cli',
        command: '',
        args: ['-n', 5],
        flags: { '--size': { from: 'props.size', type: 'number' }, '-q': { type: 'boolean' } },
        timeout_ms: 1.5,
      });
    expect(issuesOf(run)).toEqual([
      { path: ['command'], message: 'expected a non-empty string' },
      { path: ['args', 1], message: 'expected string, received number' },
      { path: ['flags', '--size', 'type'], message: 'expected "boolean" or "value", received "number"' },
      { path: ['flags', '-q', 'from'], message: 'missing required field (expected string)' },
      { path: ['timeout_ms'], message: 'expected integer, received number' },
    ]);
  });
});

describe('fileExecutionSchema', () => {
  it('defaults enableTemplating to true', () => {
    expect(fileExecutionSchema.parse({ type: 'file', path: './a.txt' })).toEqual({
      type: 'file',
      path: './a.txt',
      enableTemplating: true,
    });
    expect(
      fileExecutionSchema.parse({ type: 'file', path: 'a', enableTemplating: false }).enableTemplating,
    ).toBe(false);
  });

  it('requires a path and a boolean enableTemplating', () => {
    const run = () =>
      parseExecutionConfig(fileExecutionSchema, 'file', { type: 'file', enableTemplating: 'no' });
    expect(issuesOf(run)).toEqual([
      { path: ['path'], message: 'missing required field (expected string)' },
      { path: ['enableTemplating'], message: 'expected boolean, received string' },
    ]);
  });
});

describe('textExecutionSchema', () => {
  it('takes the text, and requires it', () => {
    expect(textExecutionSchema.parse({ type: 'text', text: 'Hi {{props.name}}' })).toEqual({
      type: 'text',
      text: 'Hi {{props.name}}',
    });
    expect(issuesOf(() => parseExecutionConfig(textExecutionSchema, 'text', { type: 'text' }))).toEqual([
      { path: ['text'], message: 'missing required field (expected string)' },
    ]);
  });

  it('refuses an execution of another type', () => {
    expect(
      issuesOf(() => parseExecutionConfig(textExecutionSchema, 'text', { type: 'file', text: 'x' })),
    ).toEqual([{ path: ['type'], message: 'expected "text", received "file"' }]);
  });
});

describe('mcpExecutionSchema', () => {
  it('takes the server and tool names, and requires both', () => {
    const config = { type: 'mcp', serverName: 'memory', toolName: 'read_graph' };
    expect(mcpExecutionSchema.parse(config)).toEqual(config);
    expect(
      issuesOf(() => parseExecutionConfig(mcpExecutionSchema, 'mcp', { type: 'mcp', serverName: '' })),
    ).toEqual([
      { path: ['serverName'], message: 'expected a non-empty string' },
      { path: ['toolName'], message: 'missing required field (expected string)' },
    ]);
  });

  it('reports an execution that is not an object', () => {
    expect(issuesOf(() => parseExecutionConfig(mcpExecutionSchema, 'mcp', 'read_graph'))).toEqual([
      { path: [], message: 'expected object, received string' },
    ]);
  });
});
