import { randomUUID } from 'node:crypto';
import { timerDelay } from '@mci/executor-kit';
import { processTreeEnvName } from './find-tree-processes.js';
import { OutputCollector } from './output-collector.js';
import { ProcessTree, spawnsProcessGroup } from './process-tree.js';

export interface RunCommandRequest {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
  /** 0: no timeout. */
  readonly timeoutMs: number;
  readonly maxOutputBytes: number;
  readonly killGraceMs: number;
  readonly signal: AbortSignal;
}

/** Why we stopped a command before it ended by itself. */
export type StopReason = 'timeout' | 'output-limit' | 'cancelled';

export interface CommandOutcome {
  /** Set when the command could not be started: `ENOENT`, `EACCES`, ... */
  readonly startErrorCode: string | undefined;
  readonly startError: unknown;
  /** Undefined when a signal ended the command or it never started. */
  readonly exitCode: number | undefined;
  readonly signal: string | undefined;
  readonly stopReason: StopReason | undefined;
  /** The stream that went past `maxOutputBytes` when `stopReason` is `output-limit`. */
  readonly overflowStream: 'stdout' | 'stderr' | undefined;
  readonly stdout: OutputCollector;
  readonly stderr: OutputCollector;
}

/**
 * Runs a command without a shell, stdin closed, output bounded. A timeout, an output flood or the abort
 * of `signal` stops the whole process tree: SIGTERM, then SIGKILL after `killGraceMs`, and the pipes are
 * let go then even if a process that left the tree still holds them.
 */
export async function runCommand(request: RunCommandRequest): Promise<CommandOutcome> {
  // execa is loaded on the first command, so loading a file (or `mci list`) never pays for it.
  const { execa } = await import('execa');
  const treeId = randomUUID();
  const subprocess = execa(request.command, request.args, {
    cwd: request.cwd,
    env: { [processTreeEnvName]: treeId },
    stdin: 'ignore',
    buffer: false,
    encoding: 'buffer',
    reject: false,
    detached: spawnsProcessGroup,
    windowsHide: true,
  });
  const tree = new ProcessTree(subprocess, treeId);
  const stdout = new OutputCollector(request.maxOutputBytes);
  const stderr = new OutputCollector(request.maxOutputBytes);
  let stopReason: StopReason | undefined;
  let overflowStream: 'stdout' | 'stderr' | undefined;
  let forceKillTimer: NodeJS.Timeout | undefined;

  const stop = (reason: StopReason): void => {
    if (stopReason) return;
    stopReason = reason;
    tree.signal('SIGTERM');
    forceKillTimer = setTimeout(() => {
      tree.signal('SIGKILL');
      subprocess.stdout?.destroy();
      subprocess.stderr?.destroy();
    }, request.killGraceMs);
  };
  const collect = (name: 'stdout' | 'stderr', collector: OutputCollector) => (chunk: Uint8Array) => {
    if (collector.add(chunk) || overflowStream) return;
    overflowStream = name;
    stop('output-limit');
  };
  subprocess.stdout?.on('data', collect('stdout', stdout));
  subprocess.stderr?.on('data', collect('stderr', stderr));
  const timeoutTimer =
    request.timeoutMs > 0 ? setTimeout(() => stop('timeout'), timerDelay(request.timeoutMs)) : undefined;
  const onAbort = () => stop('cancelled');
  request.signal.addEventListener('abort', onAbort, { once: true });
  if (request.signal.aborted) onAbort();

  try {
    const result = await subprocess;
    const started = subprocess.pid !== undefined;
    return {
      startErrorCode: started ? undefined : (result.code ?? 'unknown error'),
      startError: started ? undefined : result.cause,
      exitCode: result.exitCode,
      signal: result.signal,
      stopReason,
      overflowStream,
      stdout,
      stderr,
    };
  } finally {
    clearTimeout(timeoutTimer);
    clearTimeout(forceKillTimer);
    request.signal.removeEventListener('abort', onAbort);
    // Whatever of a stopped tree outlived the command itself (it ignored SIGTERM) ends now.
    if (stopReason) tree.signal('SIGKILL');
    tree.release();
  }
}
