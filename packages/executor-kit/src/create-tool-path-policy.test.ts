import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createToolPathPolicy } from './create-tool-path-policy.js';

const mainDir = path.resolve('/project');
const toolsetDir = path.join(mainDir, 'mci');
const main = { baseDir: mainDir, enableAnyPaths: false, directoryAllowList: ['./shared'] };

describe('createToolPathPolicy', () => {
  it("gives a main file's tool its folder and the main file's list, resolved there", () => {
    expect(createToolPathPolicy({ baseDir: mainDir, tool: {}, main })).toEqual({
      baseDir: mainDir,
      enableAnyPaths: false,
      allowedDirectories: [mainDir, path.join(mainDir, 'shared')],
    });
  });

  it("gives a toolset's tool its own folder, the main file's folder and the main file's list, resolved against the main file", () => {
    expect(createToolPathPolicy({ baseDir: toolsetDir, tool: {}, main }).allowedDirectories).toEqual([
      toolsetDir,
      mainDir,
      path.join(mainDir, 'shared'),
    ]);
  });

  it("lets a tool's own list replace the main file's, resolved against the tool's file", () => {
    const policy = createToolPathPolicy({
      baseDir: toolsetDir,
      tool: { directoryAllowList: ['../logs'] },
      main,
    });
    expect(policy.allowedDirectories).toEqual([toolsetDir, mainDir, path.join(mainDir, 'logs')]);
    const own = createToolPathPolicy({ baseDir: mainDir, tool: { directoryAllowList: [] }, main });
    expect(own.allowedDirectories).toEqual([mainDir]);
  });

  it("lets a tool's enableAnyPaths override the main file's, both ways", () => {
    expect(
      createToolPathPolicy({ baseDir: mainDir, tool: { enableAnyPaths: true }, main }).enableAnyPaths,
    ).toBe(true);
    const open = { ...main, enableAnyPaths: true };
    expect(createToolPathPolicy({ baseDir: toolsetDir, tool: {}, main: open }).enableAnyPaths).toBe(true);
    expect(
      createToolPathPolicy({ baseDir: toolsetDir, tool: { enableAnyPaths: false }, main: open })
        .enableAnyPaths,
    ).toBe(false);
  });
});
