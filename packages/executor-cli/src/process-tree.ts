import type { ChildProcess } from 'node:child_process';
import { findTreeProcesses } from './find-tree-processes.js';

/**
 * Spawn commands with `detached: true` on POSIX: the command then leads its own process group, and a
 * signal sent to the group reaches every process it started that did not leave the group. On Linux the
 * processes that left it (`setsid`) are found through /proc and signalled too (see `findTreeProcesses`).
 * Windows has no process groups; there the command itself is signalled and execa's cleanup ends it when
 * Node exits.
 */
export const spawnsProcessGroup = process.platform !== 'win32';

/** Process groups still running, killed if the Node process exits before they end. */
const liveGroups = new Set<number>();

function killLiveGroups(): void {
  for (const groupId of liveGroups) sendToGroup(groupId, 'SIGKILL');
}

/** The processes of one command: the command and whatever it started. */
export class ProcessTree {
  readonly #subprocess: ChildProcess;
  readonly #groupId: number | undefined;
  readonly #treeId: string;

  /** `treeId`: the value of `processTreeEnvName` in the command's environment. */
  constructor(subprocess: ChildProcess, treeId: string) {
    this.#subprocess = subprocess;
    this.#treeId = treeId;
    this.#groupId = spawnsProcessGroup ? subprocess.pid : undefined;
    if (this.#groupId === undefined) return;
    if (liveGroups.size === 0) process.on('exit', killLiveGroups);
    liveGroups.add(this.#groupId);
  }

  /** Sends `signal` to every process of the tree (a process already gone is not an error). */
  signal(signal: 'SIGTERM' | 'SIGKILL'): void {
    if (this.#groupId === undefined) {
      this.#subprocess.kill(signal);
      return;
    }
    const escaped = findTreeProcesses(this.#groupId, this.#treeId);
    sendToGroup(this.#groupId, signal);
    for (const pid of escaped) sendToProcess(pid, signal);
  }

  /** Stops watching the tree for the exit of Node; call once the command has ended. */
  release(): void {
    if (this.#groupId === undefined || !liveGroups.delete(this.#groupId)) return;
    if (liveGroups.size === 0) process.off('exit', killLiveGroups);
  }
}

function sendToGroup(groupId: number, signal: NodeJS.Signals): void {
  sendToProcess(-groupId, signal);
}

/** Signals a pid (a negative one: a process group); one already gone is not an error. */
function sendToProcess(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch (error) {
    // ESRCH: the group is gone already. EPERM: what is left of it is not ours to signal.
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ESRCH' && code !== 'EPERM') throw error;
  }
}
