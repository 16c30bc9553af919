import { readdirSync, readFileSync } from 'node:fs';

/** The env variable every command is started with, so that its processes can be found again. */
export const processTreeEnvName = 'MCI_PROCESS_TREE';

/**
 * On Linux, the pids of every process of a command's tree other than `rootPid`: its descendants by parent
 * pid, and every process carrying `processTreeEnvName=treeId` in its environment, which finds the ones
 * that left the process group (`setsid`) and were re-parented after their parent ended. Elsewhere, and
 * where /proc cannot be read, an empty list.
 */
export function findTreeProcesses(rootPid: number, treeId: string): number[] {
  if (process.platform !== 'linux') return [];
  let pids: number[];
  try {
    pids = readdirSync('/proc').flatMap((name) => (/^\d+$/.test(name) ? [Number(name)] : []));
  } catch {
    return [];
  }
  const marker = `${processTreeEnvName}=${treeId}\0`;
  const children = new Map<number, number[]>();
  const found = new Set<number>();
  for (const pid of pids) {
    if (pid === rootPid || pid === process.pid) continue;
    const parent = readParentPid(pid);
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), pid]);
    if (readEnviron(pid).includes(marker)) found.add(pid);
  }
  // Descendants of the root and of every marked process (the ppid links form a tree: no cycles).
  const pending = [rootPid, ...found];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    for (const child of children.get(pid) ?? []) {
      found.add(child);
      pending.push(child);
    }
  }
  return [...found];
}

/** The parent pid from /proc/<pid>/stat (the field after the parenthesised command name). */
function readParentPid(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return undefined;
  }
}

/** The environment block of a process of ours; empty for others' processes and ended ones. */
function readEnviron(pid: number): string {
  try {
    return `${readFileSync(`/proc/${pid}/environ`, 'latin1')}\0`;
  } catch {
    return '';
  }
}
