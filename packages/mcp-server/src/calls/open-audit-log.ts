import { closeSync, openSync, writeSync } from 'node:fs';
import { type Logger, silentLogger } from '@mci/schema';
import type { ConfirmationAnswer } from './ask-confirmation.js';
import { AuditLogError } from './audit-log-error.js';

/** One line of the audit log: one `tools/call`, written when it ends. */
export interface AuditEntry {
  /** When the call came in, ISO 8601. */
  time: string;
  tool: string;
  /** For a call made by code mode's `execute`: the JSON-RPC id of that `execute` call. */
  parentCallId?: string | number;
  /** The MCP session; absent over stdio and stateless HTTP. */
  sessionId?: string;
  /** `clientInfo` from `initialize`, when the connection saw it. */
  client?: { name: string; version: string };
  /** The verified caller (key, issuer, subject, client id or API-key name), over HTTP with OAuth or API keys. */
  caller?: Record<string, string>;
  /** Whether the caller's scopes allow the tool, with a caller. */
  decision?: 'allowed' | 'denied';
  /** Why, such as `holds reports:read` or `lacks admin`. */
  reason?: string;
  /**
   * For a destructive tool with `confirmDestructive`: what the person at the client answered (`accepted`,
   * `declined`, `cancelled`, `unanswered`), or `unavailable` when the client could not be asked.
   */
  confirmation?: ConfirmationAnswer;
  durationMs: number;
  /**
   * `ok`; `tool_error` for an `isError` result (see `errorCode`); `protocol_error` for a JSON-RPC error
   * answer (an unknown tool, a call during shutdown, an unexpected failure); `forbidden` for a call the
   * caller's scopes do not allow; `unconfirmed` for a destructive tool that was not confirmed (it did not
   * run).
   */
  outcome: 'ok' | 'tool_error' | 'protocol_error' | 'forbidden' | 'unconfirmed';
  errorCode?: string;
  /** The names of the arguments sent, sorted. */
  argumentNames: string[];
  /** The arguments, with env values redacted; only with `includeArguments`. */
  arguments?: Record<string, unknown>;
}

/** Where audit entries go. Library users may pass their own. */
export interface AuditLog {
  /** Records one call; must not throw. */
  write(entry: AuditEntry): void;
  /** Put the argument values in the entries, not only their names. */
  readonly includeArguments: boolean;
  /** Hides secrets in argument values. Default: values as sent. */
  redact?(value: Record<string, unknown>): Record<string, unknown>;
  close(): void;
}

export interface AuditLogSettings {
  /** A file to append to, or `-` for stderr. */
  target: string;
  /** Put (redacted) argument values in the entries. Default false. */
  includeArguments?: boolean;
  /** Hides secrets (env values) in argument values. */
  redact?: (value: Record<string, unknown>) => Record<string, unknown>;
  /** Gets the one warning when a write fails later (a full disk). */
  logger?: Logger;
}

/**
 * Opens the audit log for appending: JSON lines, each written with one synchronous `write` as the call
 * ends, so lines come in the order calls end and a line is on disk before the answer goes out. Throws
 * `AuditLogError` when the file cannot be opened; a later write failure is logged once as a warning and
 * the server keeps serving.
 */
export function openAuditLog(settings: AuditLogSettings): AuditLog {
  const logger = settings.logger ?? silentLogger;
  const shown = settings.target === '-' ? 'stderr' : settings.target;
  let fd: number;
  try {
    fd = settings.target === '-' ? 2 : openSync(settings.target, 'a');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'EACCES' || code === 'EPERM'
        ? 'permission denied'
        : code === 'ENOENT'
          ? 'its folder does not exist'
          : code === 'EISDIR'
            ? 'it is a folder'
            : error instanceof Error
              ? error.message
              : String(error);
    throw new AuditLogError({ file: settings.target, reason }, { cause: error });
  }
  let warned = false;
  return {
    includeArguments: settings.includeArguments === true,
    ...(settings.redact !== undefined && { redact: settings.redact }),
    write(entry) {
      try {
        writeSync(fd, `${JSON.stringify(entry)}\n`);
      } catch (error) {
        if (warned) return;
        warned = true;
        logger.warn(
          `writing the audit log ${shown} failed (${(error as NodeJS.ErrnoException).code ?? String(error)}); calls go on without it`,
        );
      }
    },
    close() {
      if (fd !== 2) closeSync(fd);
    },
  };
}
