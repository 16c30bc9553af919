import { isMcpError } from './mcp-sdk.js';

/** Longest reason kept: a server may answer an error with a whole HTML page. */
const MAX_REASON_LENGTH = 500;

/**
 * A short human reason for an error from the SDK, node or fetch (no stack, no "Error:" prefix), with
 * secrets replaced by `redact` first, then on one line and at most `MAX_REASON_LENGTH` characters.
 */
export function describeFailure(error: unknown, redact: (text: string) => string = (text) => text): string {
  const reason = redact(reasonOf(error)).replace(/\s+/g, ' ').trim();
  return reason.length > MAX_REASON_LENGTH ? `${reason.slice(0, MAX_REASON_LENGTH)}…` : reason;
}

function reasonOf(error: unknown): string {
  if (isMcpError(error, 'ConnectionClosed')) return 'the server closed the connection';
  if (isMcpError(error)) return error.message.replace(/^MCP error -?\d+: /, '');
  if (!(error instanceof Error)) return String(error);
  // The SDK checks each answer with zod, whose message is a JSON dump of every issue: keep the first.
  const issues = (error as { issues?: unknown }).issues;
  if (/ZodError$/.test(error.name) && Array.isArray(issues) && issues.length > 0) {
    const [issue] = issues as Array<{ path?: unknown; message?: unknown }>;
    const path = Array.isArray(issue?.path) ? issue.path.join('.') : '';
    return `the server's answer does not follow MCP (${path ? `${path}: ` : ''}${String(issue?.message)})`;
  }
  const code = errorCode(error) ?? errorCode(error.cause);
  const syscall = (error as NodeJS.ErrnoException).syscall;
  if (code === 'ENOENT' && syscall?.startsWith('spawn')) return 'the command was not found';
  if (code === 'EACCES' && syscall?.startsWith('spawn')) return 'the command is not executable';
  if (code === 'ECONNREFUSED') return 'the connection was refused';
  if (code === 'ENOTFOUND') return 'the host name was not found';
  if (code === 'ECONNRESET') return 'the connection was reset';
  if (error.message === 'fetch failed' && error.cause instanceof Error) return error.cause.message;
  return error.message;
}

function errorCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code } = error as NodeJS.ErrnoException;
  return typeof code === 'string' ? code : undefined;
}
