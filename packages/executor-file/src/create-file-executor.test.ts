import { execFileSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { chmod, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MCIClient } from '@mci/client';
import { InvalidSettingError } from '@mci/executor-kit';
import type { ExecutionResult } from '@mci/schema';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileExecutor, type FileExecutorSettings } from './index.js';

const fixtures = fileURLToPath(new URL('./__fixtures__/', import.meta.url));
const isRoot = process.getuid?.() === 0;

let root: TempDir;
let outside: TempDir;
let project: string;

beforeEach(async () => {
  root = await createTempDir();
  outside = await createTempDir();
  project = path.join(root.path, 'project');
  await mkdir(path.join(project, 'data'), { recursive: true });
  await writeFile(path.join(outside.path, 'secret.txt'), 'outside secret');
});

afterEach(async () => {
  await root.remove();
  await outside.remove();
});

/** A client over one file tool (plus `extra` fields on the main schema), rooted at `project`. */
async function loadClient(
  execution: Record<string, unknown>,
  options: {
    tool?: Record<string, unknown>;
    schema?: Record<string, unknown>;
    settings?: FileExecutorSettings;
    env?: Record<string, string>;
  } = {},
): Promise<MCIClient> {
  return MCIClient.load({
    schema: {
      schemaVersion: '1.0',
      ...options.schema,
      tools: [
        {
          name: 'read',
          inputSchema: {
            type: 'object',
            properties: { name: { type: 'string' }, items: { type: 'array', items: { type: 'string' } } },
          },
          execution: { type: 'file', ...execution },
          ...options.tool,
        },
      ],
    },
    baseDir: project,
    env: options.env ?? {},
    executors: [createFileExecutor(options.settings)],
  });
}

async function read(
  execution: Record<string, unknown>,
  props: Record<string, unknown> = {},
  options: Parameters<typeof loadClient>[1] = {},
): Promise<ExecutionResult> {
  const client = await loadClient(execution, options);
  try {
    return await client.execute('read', props);
  } finally {
    await client.close();
  }
}

function textOf(result: ExecutionResult): string {
  expect(result.isError, result.error).toBe(false);
  const [item] = result.content;
  if (item?.type !== 'text') throw new Error(`expected text content, got ${JSON.stringify(item)}`);
  return item.text;
}

function errorOf(result: ExecutionResult): string {
  expect(result.isError).toBe(true);
  expect(result.content).toEqual([{ type: 'text', text: result.error }]);
  return result.error ?? '';
}

const template = 'Hello {{props.name}}!\n@foreach(item in props.items)\n- {{item}}\n@endforeach\n';

describe('text files', () => {
  beforeEach(() => writeFile(path.join(project, 'data', 'greeting.txt'), template));

  it('renders the contents with the full template engine by default', async () => {
    const result = await read({ path: './data/greeting.txt' }, { name: 'Ada', items: ['a', 'b'] });
    expect(textOf(result)).toBe('Hello Ada!\n- a\n- b\n');
  });

  it('returns the contents as written when enableTemplating is false', async () => {
    const result = await read({ path: './data/greeting.txt', enableTemplating: false }, { name: 'Ada' });
    expect(textOf(result)).toBe(template);
  });

  it('renders placeholders in the path', async () => {
    const result = await read(
      { path: './data/{{props.name}}.txt', enableTemplating: false },
      { name: 'greeting' },
    );
    expect(textOf(result)).toBe(template);
  });

  it('reads relative paths of a toolset tool from the folder of the toolset file', async () => {
    await mkdir(path.join(project, 'mci', 'notes'), { recursive: true });
    await writeFile(path.join(project, 'mci', 'notes', 'readme.txt'), 'from the toolset folder');
    await mkdir(path.join(project, 'notes'));
    await writeFile(path.join(project, 'notes', 'readme.txt'), 'from the main folder');
    const tool = { name: 'readme', execution: { type: 'file', path: './notes/readme.txt' } };
    await writeFile(
      path.join(project, 'mci', 'docs.mci.json'),
      JSON.stringify({ schemaVersion: '1.0', tools: [tool] }),
    );
    await writeFile(
      path.join(project, 'mci.json'),
      JSON.stringify({ schemaVersion: '1.0', toolsets: ['docs'] }),
    );
    const client = await MCIClient.load({
      schemaFilePath: path.join(project, 'mci.json'),
      executors: [createFileExecutor()],
    });
    try {
      expect(textOf(await client.execute('readme'))).toBe('from the toolset folder');
    } finally {
      await client.close();
    }
  });

  it('names the file and the place in it when its template is wrong', async () => {
    await writeFile(path.join(project, 'data', 'bad.txt'), 'Line one\n@if(props.name)\nunclosed\n');
    const result = await read({ path: './data/bad.txt' }, { name: 'x' });
    expect(errorOf(result)).toBe(
      'Template error in file "./data/bad.txt": Unclosed @if opened at line 2, column 1: expected @endif',
    );
  });

  it('returns an empty file as empty text', async () => {
    await writeFile(path.join(project, 'empty.txt'), '');
    expect(textOf(await read({ path: 'empty.txt' }))).toBe('');
  });
});

describe('path policy', () => {
  it('refuses a relative path that climbs out of the tool folder', async () => {
    await writeFile(path.join(root.path, 'sibling.txt'), 'sibling secret');
    const error = errorOf(await read({ path: '../sibling.txt' }));
    expect(error).toContain('"../sibling.txt" is outside the allowed directories');
  });

  it('refuses an absolute path outside the allowed folders', async () => {
    const target = path.join(outside.path, 'secret.txt');
    const error = errorOf(await read({ path: target }));
    expect(error).toContain(`"${target}" is outside the allowed directories`);
  });

  it('refuses a placeholder value that climbs out of the folder', async () => {
    const result = await read({ path: './data/{{props.name}}.txt' }, { name: '../../etc/passwd' });
    expect(errorOf(result)).toContain('"./data/../../etc/passwd.txt" is outside the allowed directories');
  });

  it('refuses a symlink inside the folder that points outside it', async () => {
    await symlink(path.join(outside.path, 'secret.txt'), path.join(project, 'link.txt'));
    const result = await read({ path: './link.txt' });
    expect(errorOf(result)).toContain('"./link.txt" is outside the allowed directories');
    expect(result.error).not.toContain('outside secret');
  });

  it('refuses a symlinked folder inside that points outside', async () => {
    await symlink(outside.path, path.join(project, 'linked-dir'));
    expect(errorOf(await read({ path: './linked-dir/secret.txt' }))).toContain(
      'outside the allowed directories',
    );
  });

  it('follows a symlink inside the folder that points inside it', async () => {
    await writeFile(path.join(project, 'data', 'real.txt'), 'real contents');
    await symlink(path.join(project, 'data', 'real.txt'), path.join(project, 'alias.txt'));
    expect(textOf(await read({ path: './alias.txt' }))).toBe('real contents');
  });

  it('allows a folder of directoryAllowList given relative to the schema folder', async () => {
    await mkdir(path.join(root.path, 'shared'));
    await writeFile(path.join(root.path, 'shared', 'info.txt'), 'shared info');
    const result = await read(
      { path: '../shared/info.txt' },
      {},
      { schema: { directoryAllowList: ['../shared'] } },
    );
    expect(textOf(result)).toBe('shared info');
  });

  it('allows a folder of directoryAllowList given as an absolute path', async () => {
    const target = path.join(outside.path, 'secret.txt');
    const result = await read({ path: target }, {}, { schema: { directoryAllowList: [outside.path] } });
    expect(textOf(result)).toBe('outside secret');
  });

  it('lets a tool with enableAnyPaths read anywhere while its siblings stay confined', async () => {
    const target = path.join(outside.path, 'secret.txt');
    const client = await MCIClient.load({
      schema: {
        schemaVersion: '1.0',
        tools: [
          { name: 'free', enableAnyPaths: true, execution: { type: 'file', path: target } },
          { name: 'confined', execution: { type: 'file', path: target } },
        ],
      },
      baseDir: project,
      executors: [createFileExecutor()],
    });
    try {
      expect(textOf(await client.execute('free'))).toBe('outside secret');
      expect(errorOf(await client.execute('confined'))).toContain('outside the allowed directories');
    } finally {
      await client.close();
    }
  });

  it("lets a tool's own settings override the file's, in both directions", async () => {
    const target = path.join(outside.path, 'secret.txt');
    const allowing = { schema: { directoryAllowList: [outside.path], enableAnyPaths: true } };
    const narrowed = await read(
      { path: target },
      {},
      { ...allowing, tool: { directoryAllowList: ['./data'], enableAnyPaths: false } },
    );
    expect(errorOf(narrowed)).toContain('outside the allowed directories');
    await mkdir(path.join(root.path, 'shared'));
    await writeFile(path.join(root.path, 'shared', 'x.txt'), 'shared x');
    const widened = await read(
      { path: '../shared/x.txt' },
      {},
      { tool: { directoryAllowList: ['../shared'] } },
    );
    expect(textOf(widened)).toBe('shared x');
  });

  it('reads the path it checked when `..` follows a symlinked folder', async () => {
    // For the OS, deep-link/.. is the outside folder; the path is resolved by its text first, so both the
    // check and the read see ./secret.txt inside the project.
    await mkdir(path.join(outside.path, 'deep'));
    await symlink(path.join(outside.path, 'deep'), path.join(project, 'deep-link'));
    await writeFile(path.join(project, 'secret.txt'), 'inside copy');
    expect(textOf(await read({ path: './deep-link/../secret.txt' }))).toBe('inside copy');
  });

  it('never shows the value of an env variable used in the path', async () => {
    const result = await read(
      { path: './{{env.DATA_TOKEN}}/missing.txt' },
      {},
      { env: { DATA_TOKEN: 'tok-8c1f' } },
    );
    const error = errorOf(result);
    expect(error).toMatch(
      /^File "\.\/\*\*\*\/missing\.txt" does not exist \(looked for \/.+\/\*\*\*\/missing\.txt\)$/,
    );
    expect(error).not.toContain('tok-8c1f');
  });
});

describe('file problems', () => {
  it('names a missing file as the tool wrote it and the absolute path it looked for', async () => {
    expect(errorOf(await read({ path: './data/missing.txt' }))).toBe(
      `File "./data/missing.txt" does not exist (looked for ${path.join(realpathSync(project), 'data', 'missing.txt')})`,
    );
  });

  it('refuses a path holding a NUL character without showing the real path', async () => {
    const result = await read({ path: '{{props.name}}' }, { name: 'data/a\0b.txt' });
    expect(errorOf(result)).toBe('Path "data/a\\0b.txt" contains a NUL character');
  });

  it('refuses a directory', async () => {
    expect(errorOf(await read({ path: './data' }))).toBe('Path "./data" is a directory, not a file');
  });

  it('refuses a dangling symlink', async () => {
    await symlink(path.join(project, 'gone.txt'), path.join(project, 'dangling.txt'));
    expect(errorOf(await read({ path: './dangling.txt' }))).toBe(
      'Path "./dangling.txt" is not a regular file',
    );
  });

  it.skipIf(isRoot)('reports a file it may not read', async () => {
    const target = path.join(project, 'locked.txt');
    await writeFile(target, 'locked');
    await chmod(target, 0o000);
    expect(errorOf(await read({ path: './locked.txt' }))).toBe(
      'Permission denied reading file "./locked.txt"',
    );
  });

  it.skipIf(!hasCommand('mkfifo'))('refuses a named pipe without waiting for a writer', async () => {
    execFileSync('mkfifo', [path.join(project, 'pipe')]);
    expect(errorOf(await read({ path: './pipe' }))).toBe('Path "./pipe" is not a regular file');
  });
});

describe('size limit', () => {
  it('reads a file of exactly maxFileBytes', async () => {
    await writeFile(path.join(project, 'sixteen.txt'), 'x'.repeat(16));
    const result = await read({ path: './sixteen.txt' }, {}, { settings: { maxFileBytes: 16 } });
    expect(textOf(result)).toBe('x'.repeat(16));
  });

  it('refuses a larger file before reading it', async () => {
    await writeFile(path.join(project, 'big.txt'), 'x'.repeat(17));
    const result = await read({ path: './big.txt' }, {}, { settings: { maxFileBytes: 16 } });
    expect(errorOf(result)).toBe('File "./big.txt" is larger than the limit of 16 bytes (maxFileBytes)');
  });

  it('defaults to 10 MB', async () => {
    await writeFile(path.join(project, 'huge.txt'), Buffer.alloc(10 * 1024 * 1024 + 1, 'x'));
    expect(errorOf(await read({ path: './huge.txt' }))).toContain('larger than the limit of 10485760 bytes');
  });

  it.skipIf(process.platform !== 'linux')(
    'stops reading a file whose size is not known in advance',
    async () => {
      // Files under /proc report a size of 0 but have contents: only the bounded read can catch them.
      const result = await read(
        { path: '/proc/self/maps' },
        {},
        { tool: { enableAnyPaths: true }, settings: { maxFileBytes: 16 } },
      );
      expect(errorOf(result)).toBe(
        'File "/proc/self/maps" is larger than the limit of 16 bytes (maxFileBytes)',
      );
    },
  );

  it('refuses settings that are not a positive integer', () => {
    expect(() => createFileExecutor({ maxFileBytes: 0 })).toThrow(InvalidSettingError);
    expect(() => createFileExecutor({ maxFileBytes: 1.5 })).toThrow(
      'Setting maxFileBytes must be an integer of at least 1, got 1.5.',
    );
  });
});

describe('binary files', () => {
  it('returns a PNG as image content with its exact bytes', async () => {
    const bytes = await readFile(path.join(fixtures, 'pixel.png'));
    await writeFile(path.join(project, 'pixel.png'), bytes);
    const result = await read({ path: './pixel.png' });
    expect(result).toEqual({
      isError: false,
      content: [{ type: 'image', mimeType: 'image/png', data: bytes.toString('base64') }],
    });
  });

  it('returns a WAV as audio content with its exact bytes', async () => {
    const bytes = await readFile(path.join(fixtures, 'tone.wav'));
    await writeFile(path.join(project, 'tone.wav'), bytes);
    const result = await read({ path: './tone.wav' });
    expect(result).toEqual({
      isError: false,
      content: [{ type: 'audio', mimeType: 'audio/wav', data: bytes.toString('base64') }],
    });
  });

  it('goes by the bytes, not the file name', async () => {
    await writeFile(path.join(project, 'photo.txt'), await readFile(path.join(fixtures, 'pixel.png')));
    await writeFile(path.join(project, 'notes.png'), 'just {{props.name}}');
    expect((await read({ path: './photo.txt' })).content[0]).toMatchObject({
      type: 'image',
      mimeType: 'image/png',
    });
    expect(textOf(await read({ path: './notes.png' }, { name: 'text' }))).toBe('just text');
  });

  it('refuses other binary files', async () => {
    await writeFile(path.join(project, 'blob.bin'), Buffer.from([0x00, 0x9f, 0x92, 0x96, 0xff, 0xfe, 0x01]));
    expect(errorOf(await read({ path: './blob.bin' }))).toBe(
      'File "./blob.bin" is neither UTF-8 text nor a supported image or audio file (png, jpeg, gif, webp, wav, mp3, ogg)',
    );
  });
});

function hasCommand(command: string): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((folder) => existsSync(path.join(folder, command)));
}
