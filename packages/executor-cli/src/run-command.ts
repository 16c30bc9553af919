import type { ChildProcess } from 'node:child_process';
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
  const run = new CommandRun(subprocess, new ProcessTree(subprocess, treeId), request);
  try {
    const result = await subprocess;
    const started = subprocess.pid !== undefined;
    return {
      startErrorCode: started ? undefined : (result.code ?? 'unknown error'),
      startError: started ? undefined : result.cause,
      exitCode: result.exitCode,
      signal: result.signal,
      stopReason: run.stopReason,
      overflowStream: run.overflowStream,
      stdout: run.stdout,
      stderr: run.stderr,
    };
  } finally {
    run.end();
  }
}

/**
 * One running command: collects its output and stops its tree on a timeout, an output flood or the
 * abort of the request's signal, whichever comes first.
 */
class CommandRun {
  readonly stdout: OutputCollector;
  readonly stderr: OutputCollector;
  stopReason: StopReason | undefined;
  overflowStream: 'stdout' | 'stderr' | undefined;
  readonly #subprocess: ChildProcess;
  readonly #tree: ProcessTree;
  readonly #request: RunCommandRequest;
  readonly #timeoutTimer: NodeJS.Timeout | undefined;
  #forceKillTimer: NodeJS.Timeout | undefined;
  readonly #onAbort = () => this.#stop('cancelled');

  constructor(subprocess: ChildProcess, tree: ProcessTree, request: RunCommandRequest) {
    this.#subprocess = subprocess;
    this.#tree = tree;
    this.#request = request;
    this.stdout = new OutputCollector(request.maxOutputBytes);
    this.stderr = new OutputCollector(request.maxOutputBytes);
    subprocess.stdout?.on('data', (chunk: Uint8Array) => this.#collect('stdout', this.stdout, chunk));
    subprocess.stderr?.on('data', (chunk: Uint8Array) => this.#collect('stderr', this.stderr, chunk));
    this.#timeoutTimer =
      request.timeoutMs > 0
        ? setTimeout(() => this.#stop('timeout'), timerDelay(request.timeoutMs))
        : undefined;
    request.signal.addEventListener('abort', this.#onAbort, { once: true });
    if (request.signal.aborted) this.#onAbort();
  }

  /** Clears the timers and the abort listener, and lets the tree go. */
  end(): void {
    clearTimeout(this.#timeoutTimer);
    clearTimeout(this.#forceKillTimer);
    this.#request.signal.removeEventListener('abort', this.#onAbort);
    // Whatever of a stopped tree outlived the command itself (it ignored SIGTERM) ends now.
    if (this.stopReason) this.#tree.signal('SIGKILL');
    this.#tree.release();
  }

  #collect(name: 'stdout' | 'stderr', collector: OutputCollector, chunk: Uint8Array): void {
    if (collector.add(chunk) || this.overflowStream) return;
    this.overflowStream = name;
    this.#stop('output-limit');
  }

  #stop(reason: StopReason): void {
    if (this.stopReason) return;
    this.stopReason = reason;
    this.#tree.signal('SIGTERM');
    this.#forceKillTimer = setTimeout(() => {
      this.#tree.signal('SIGKILL');
      this.#subprocess.stdout?.destroy();
      this.#subprocess.stderr?.destroy();
    }, this.#request.killGraceMs);
  }
}
