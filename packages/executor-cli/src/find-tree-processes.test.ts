import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { findTreeProcesses, processTreeEnvName } from './find-tree-processes.js';

const sleep = ['-e', 'setTimeout(() => {}, 60000)'];

describe.skipIf(process.platform !== 'linux')('findTreeProcesses', () => {
  it('finds descendants by parent and processes that left the tree by their marker', async () => {
    const root = spawn(process.execPath, sleep, { detached: true, stdio: 'ignore' });
    const marked = spawn(process.execPath, sleep, {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, [processTreeEnvName]: 'tree-1' },
    });
    const other = spawn(process.execPath, sleep, {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, [processTreeEnvName]: 'tree-2' },
    });
    try {
      await Promise.all([root, marked, other].map((child) => once(child, 'spawn')));
      const found = findTreeProcesses(root.pid as number, 'tree-1');
      expect(found).toContain(marked.pid);
      expect(found).not.toContain(other.pid);
      expect(found).not.toContain(root.pid);
      // The root's own children are found by their parent pid.
      expect(findTreeProcesses(process.pid, 'none')).toEqual(
        expect.arrayContaining([root.pid, marked.pid, other.pid]),
      );
    } finally {
      for (const child of [root, marked, other]) child.kill('SIGKILL');
    }
  });
});
