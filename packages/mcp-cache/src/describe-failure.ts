import { httpStatusOf, isProtocolError, isSdkError } from './mcp-sdk.js';

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
  if (isSdkError(error, 'CONNECTION_CLOSED')) return 'the server closed the connection';
  if (isSdkError(error, 'INVALID_RESULT')) return notMcp(error.message);
  if (isProtocolError(error)) return error.message;
  if (!(error instanceof Error)) return String(error);
  const known = knownCause(error);
  if (known) return known;
  const answer = httpAnswerText(error);
  return answer && !error.message.includes(answer) ? `${error.message}: ${answer}` : error.message;
}

/** A system error somewhere in the chain of causes (the SDK wraps what fetch or spawn threw), said simply. */
function knownCause(error: Error): string | undefined {
  for (let link: unknown = error, depth = 0; link instanceof Error && depth < 5; link = link.cause, depth++) {
    const code = errorCode(link);
    const syscall = (link as NodeJS.ErrnoException).syscall;
    if (code === 'ENOENT' && syscall?.startsWith('spawn')) return 'the command was not found';
    if (code === 'EACCES' && syscall?.startsWith('spawn')) return 'the command is not executable';
    if (code === 'ECONNREFUSED') return 'the connection was refused';
    if (code === 'ENOTFOUND') return 'the host name was not found';
    if (code === 'ECONNRESET') return 'the connection was reset';
    if (link.message === 'fetch failed' && link.cause instanceof Error && !errorCode(link.cause))
      return link.cause.message;
  }
  return undefined;
}

/** The body of the HTTP answer an SDK HTTP error carries (`data.text`), when there is one. */
function httpAnswerText(error: Error): string | undefined {
  if (httpStatusOf(error) === undefined) return undefined;
  const text = (error as { data?: { text?: unknown } }).data?.text;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/**
 * The SDK's "Invalid result for <method>: <detail>", where the detail is often zod's issues as JSON (a
 * dump of every issue): the first issue is kept.
 */
function notMcp(message: string): string {
  const detail = message.replace(/^Invalid result for [^:]*: /, '');
  const { path, message: problem } = (firstIssue(detail) ?? {}) as { path?: unknown; message?: unknown };
  if (typeof problem !== 'string') return `the server's answer does not follow MCP (${detail})`;
  const where = Array.isArray(path) ? path.join('.') : '';
  return `the server's answer does not follow MCP (${where ? `${where}: ` : ''}${problem})`;
}

function firstIssue(json: string): unknown {
  try {
    const issues: unknown = JSON.parse(json);
    return Array.isArray(issues) ? issues[0] : undefined;
  } catch {
    return undefined;
  }
}

function errorCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code } = error as NodeJS.ErrnoException;
  return typeof code === 'string' ? code : undefined;
}
