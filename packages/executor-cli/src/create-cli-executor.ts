import path from 'node:path';
import {
  CallCancelledError,
  CallTimeoutError,
  createRedactor,
  createRunningCalls,
  executorKitErrorCodes,
  withSpan,
} from '@mci/executor-kit';
import type { CliExecutionConfig, ExecutionContext, ExecutionResult, ExecutorV1 } from '@mci/schema';
import { buildArguments } from './build-arguments.js';
import { cliExecutorErrorCodes } from './cli-executor-error-codes.js';
import { type CliExecutorSettings, resolveCliExecutorSettings } from './cli-executor-settings.js';
import { CommandExitError } from './command-exit-error.js';
import { CommandNotFoundError } from './command-not-found-error.js';
import { CommandOutputLimitError } from './command-output-limit-error.js';
import { CommandStartError } from './command-start-error.js';
import { InvalidCommandError } from './invalid-command-error.js';
import { parseCliConfig } from './parse-cli-config.js';
import { resolveWorkingDirectory } from './resolve-working-directory.js';
import { type CommandOutcome, runCommand } from './run-command.js';

/** Characters of stderr quoted in an error message (its end, where the reason usually is). */
const stderrExcerptChars = 1000;

/** The codes a cli tool's call can give. */
const errorCodes = {
  ...cliExecutorErrorCodes,
  CALL_CANCELLED: executorKitErrorCodes.CALL_CANCELLED,
  CALL_TIMEOUT: executorKitErrorCodes.CALL_TIMEOUT,
  EXECUTOR_CLOSED: executorKitErrorCodes.EXECUTOR_CLOSED,
};

/**
 * The executor of `"cli"` tools: runs the command with execa, never through a shell, in the tool's
 * allowed folders, with a timeout and output limits that stop the whole process tree.
 */
export function createCliExecutor(settings: CliExecutorSettings = {}): ExecutorV1<CliExecutionConfig> {
  const { maxOutputBytes, killGraceMs } = resolveCliExecutorSettings(settings);
  const calls = createRunningCalls('cli');

  async function execute(
    config: CliExecutionConfig,
    context: ExecutionContext,
    signal: AbortSignal,
  ): Promise<ExecutionResult> {
    const toolName = context.tool.name;
    if (signal.aborted) {
      throw new CallCancelledError({ toolName, executorType: 'cli' }, { cause: signal.reason });
    }
    const command = context.renderString(config.command);
    const { args, envValues } = buildArguments(config, context);
    const redact = createRedactor(envValues, { redact: context.redact }).text;
    assertRunnable(command, args);
    const cwd = await resolveWorkingDirectory(config.cwd, context, redact);
    const target = `command ${JSON.stringify(redact(command))}`;
    if (signal.aborted) {
      throw new CallCancelledError({ toolName, executorType: 'cli', target }, { cause: signal.reason });
    }
    const executable = path.basename(command);
    const outcome = await withSpan(
      '@mci/executor-cli',
      `process ${executable}`,
      { kind: 'internal', attributes: { 'process.executable.name': executable } },
      () =>
        runCommand({ command, args, cwd, timeoutMs: config.timeout_ms, maxOutputBytes, killGraceMs, signal }),
    );
    return toResult(
      outcome,
      { toolName, target, signal, redact, command },
      config.timeout_ms,
      maxOutputBytes,
    );
  }

  return {
    specificationVersion: 'v1',
    type: 'cli',
    errorCodes,
    parseConfig: parseCliConfig,
    execute: ({ config, context, signal }) =>
      calls.run(signal, (callSignal) => execute(config, context, callSignal)),
    close: () => calls.close(),
  };
}

/** The call a command outcome belongs to, for its errors. */
interface CommandCall {
  readonly toolName: string;
  /** `command "…"`, redacted. */
  readonly target: string;
  readonly signal: AbortSignal;
  readonly redact: (text: string) => string;
  readonly command: string;
}

/**
 * The result of a command that ended by itself with code 0, or the error that says why not. Metadata
 * and messages have secrets redacted; the stdout of a success is returned as the command wrote it.
 */
function toResult(
  outcome: CommandOutcome,
  call: CommandCall,
  timeoutMs: number,
  maxOutputBytes: number,
): ExecutionResult {
  const { toolName, target, redact } = call;
  const shownCommand = redact(call.command);
  if (outcome.startErrorCode !== undefined) {
    // Nothing ran: no exit code, no output.
    const metadata = { exit_code: null, stdout_bytes: 0, stderr_bytes: 0, stderr: '', stdout: '' };
    const options = { metadata, cause: outcome.startError };
    if (outcome.startErrorCode === 'ENOENT')
      throw new CommandNotFoundError({ command: shownCommand }, options);
    throw new CommandStartError({ command: shownCommand, systemCode: outcome.startErrorCode }, options);
  }
  const stderr = redact(outcome.stderr.text().trimEnd());
  const metadata: Record<string, unknown> = {
    exit_code: outcome.exitCode ?? null,
    stdout_bytes: outcome.stdout.totalBytes,
    stderr_bytes: outcome.stderr.totalBytes,
    stderr,
  };
  const stdout = outcome.stdout.text();
  const errorMetadata = { ...metadata, stdout: redact(stdout) };
  switch (outcome.stopReason) {
    case 'timeout':
      throw new CallTimeoutError(
        { toolName, executorType: 'cli', target, timeoutMs },
        { metadata: errorMetadata },
      );
    case 'output-limit':
      throw new CommandOutputLimitError(
        {
          stream: outcome.overflowStream ?? 'stdout',
          limitBytes: maxOutputBytes,
        },
        { metadata: errorMetadata },
      );
    case 'cancelled':
      throw new CallCancelledError(
        { toolName, executorType: 'cli', target },
        { cause: call.signal.reason, metadata: errorMetadata },
      );
    case undefined:
      break;
  }
  if (outcome.exitCode !== 0) {
    throw new CommandExitError({
      exitCode: outcome.exitCode ?? null,
      signal: outcome.signal,
      stderrExcerpt: excerpt(stderr),
      metadata: errorMetadata,
    });
  }
  return { isError: false, content: [{ type: 'text', text: stdout }], metadata };
}

/** Refuses what no program can be started with: an empty command, or a NUL character anywhere. */
function assertRunnable(command: string, args: readonly string[]): void {
  if (command === '') throw new InvalidCommandError({ reason: 'is empty after rendering' });
  const nul = 'contains a NUL character after rendering';
  if (command.includes('\0')) throw new InvalidCommandError({ reason: nul });
  const index = args.findIndex((arg) => arg.includes('\0'));
  if (index !== -1) throw new InvalidCommandError({ argumentNumber: index + 1, reason: nul });
}

/** The end of a long text, marked with an ellipsis. */
function excerpt(text: string): string {
  return text.length <= stderrExcerptChars ? text : `…${text.slice(-stderrExcerptChars)}`;
}
