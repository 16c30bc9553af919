import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findCommandOnPath } from './find-command-on-path.js';

describe('findCommandOnPath', () => {
  let temp: TempDir;
  beforeEach(async () => {
    temp = await createTempDir();
    await mkdir(path.join(temp.path, 'bin'));
    await writeFile(path.join(temp.path, 'bin', 'tool'), '#!/bin/sh\n');
    await chmod(path.join(temp.path, 'bin', 'tool'), 0o755);
    await writeFile(path.join(temp.path, 'bin', 'plain'), 'not runnable');
    await chmod(path.join(temp.path, 'bin', 'plain'), 0o644);
  });
  afterEach(() => temp.remove());

  it('finds a bare name in PATH and not elsewhere', () => {
    const env = { PATH: ['/nonexistent', path.join(temp.path, 'bin')].join(path.delimiter) };
    expect(findCommandOnPath('tool', env, temp.path)).toBe(path.join(temp.path, 'bin', 'tool'));
    expect(findCommandOnPath('missing-tool', env, temp.path)).toBeUndefined();
    expect(findCommandOnPath('tool', { PATH: '' }, temp.path)).toBeUndefined();
  });

  it('resolves a path with a separator against the folder', () => {
    expect(findCommandOnPath('./bin/tool', {}, temp.path)).toBe(path.join(temp.path, 'bin', 'tool'));
    expect(findCommandOnPath('./bin/nope', {}, temp.path)).toBeUndefined();
  });

  it.skipIf(process.platform === 'win32')('ignores files that cannot be run', () => {
    expect(findCommandOnPath('plain', { PATH: path.join(temp.path, 'bin') }, temp.path)).toBeUndefined();
  });
});
