import { withDeadline } from '@mci/executor-kit';
import { type ResolvedMcpExecutorSettings, settingsForServer } from './mcp-executor-settings.js';
import { httpStatusOf, isSdkError } from './mcp-sdk.js';
import { McpServerConfigError } from './mcp-server-config-error.js';
import { McpSessionLostError } from './mcp-session-lost-error.js';
import { type McpSession, openMcpSession, type ProtocolVerdict } from './open-mcp-session.js';
import { type RenderedServer, renderServerConfig } from './render-server-config.js';
import type { ServerDefinition } from './server-definition.js';

/**
 * Where the session of one server is. Each state holds exactly what it needs, so a session without its
 * connect, or a connect left behind by a close, cannot be written down.
 */
type SessionState =
  | { readonly kind: 'idle' }
  /** Connecting; `abort` stops the connect (a close must not wait for a server that does not answer). */
  | { readonly kind: 'opening'; readonly session: Promise<McpSession>; readonly abort: AbortController }
  | { readonly kind: 'open'; readonly session: McpSession }
  /** Closed on purpose; the next use waits for the close to end, then connects again. */
  | { readonly kind: 'closing'; readonly closed: Promise<void> };

const idle: SessionState = { kind: 'idle' };

interface PoolEntry {
  readonly definition: ServerDefinition;
  rendered?: RenderedServer;
  state: SessionState;
  /** The era the last connection found, so a reconnection skips the probe; dropped when one fails. */
  verdict?: ProtocolVerdict | undefined;
}

/**
 * One MCP session per server name, opened on first use and shared by every call (concurrent first
 * uses share one connect). A session that died is replaced once per call.
 */
export class McpSessionPool {
  private readonly entries = new Map<string, PoolEntry>();
  /** Sessions closed on purpose (`closeAll`, a changed config): a call they cut does not reconnect. */
  private readonly closedOnPurpose = new WeakSet<McpSession>();

  constructor(private readonly settings: ResolvedMcpExecutorSettings) {}

  /** Registers a server; a definition that differs from the known one closes the old session. */
  async define(definition: ServerDefinition): Promise<void> {
    const existing = this.entries.get(definition.name);
    if (existing?.definition.identity === definition.identity) return;
    this.entries.set(definition.name, { definition, state: idle });
    if (existing) await this.close(existing);
  }

  definition(serverName: string): ServerDefinition | undefined {
    return this.entries.get(serverName)?.definition;
  }

  /** The rendered config of a known server (rendered once). */
  rendered(serverName: string): RenderedServer {
    return renderedOf(this.entry(serverName));
  }

  /**
   * Runs `use` with the server's session; when the session turns out dead, reconnects once and runs it
   * again, unless the session was closed on purpose (`closeAll`, a changed config) while `use` ran, or
   * `resend` is false: a request the server may have acted on before it died is then not sent twice
   * (the next use reconnects).
   */
  async run<T>(
    serverName: string,
    use: (session: McpSession) => Promise<T>,
    options: { signal?: AbortSignal; resend?: boolean } = {},
  ): Promise<T> {
    const { signal, resend = true } = options;
    const entry = this.entry(serverName);
    const session = readySession(entry, signal) ?? (await this.acquire(entry, signal));
    try {
      return await use(session);
    } catch (error) {
      if (signal?.aborted || !isSessionLost(error, session)) throw error;
      if (this.closedOnPurpose.has(session)) {
        throw new McpSessionLostError(
          { serverName, reason: 'the session was closed during the call' },
          { cause: error },
        );
      }
      discard(entry, session);
      if (!resend) {
        const reason =
          'the connection to the server was lost during the call, which was not sent again since the tool ' +
          'is not marked readOnlyHint or idempotentHint (the next call reconnects)';
        throw new McpSessionLostError({ serverName, reason }, { cause: error });
      }
      return use(await this.acquire(entry, signal));
    }
  }

  /** Closes every session; servers stay known and reconnect on their next use. */
  async closeAll(): Promise<void> {
    await Promise.all([...this.entries.values()].map((entry) => this.close(entry)));
  }

  private entry(serverName: string): PoolEntry {
    const entry = this.entries.get(serverName);
    if (!entry) {
      throw new McpServerConfigError({ serverName, reason: 'no loaded file declares it in mcp_servers' });
    }
    return entry;
  }

  private async acquire(entry: PoolEntry, signal: AbortSignal | undefined): Promise<McpSession> {
    const session = await withDeadline(this.sessionOf(entry), { signal });
    if (!session.closed) return session;
    discard(entry, session);
    return withDeadline(this.sessionOf(entry), { signal });
  }

  private sessionOf(entry: PoolEntry): Promise<McpSession> {
    const { state } = entry;
    switch (state.kind) {
      case 'open':
        return Promise.resolve(state.session);
      case 'opening':
        return state.session;
      case 'closing':
        return state.closed.then(() => this.sessionOf(entry));
      case 'idle':
        return this.open(entry);
    }
  }

  private open(entry: PoolEntry): Promise<McpSession> {
    const abort = new AbortController();
    const settings = settingsForServer(this.settings, entry.definition);
    const session = Promise.resolve().then(() =>
      openMcpSession(entry.definition.name, renderedOf(entry), settings, {
        signal: abort.signal,
        prior: entry.verdict,
      }),
    );
    const opening: SessionState = { kind: 'opening', session, abort };
    entry.state = opening;
    session.then(
      (opened) => {
        entry.verdict = opened.verdict;
        if (entry.state === opening) entry.state = { kind: 'open', session: opened };
      },
      () => {
        entry.verdict = undefined;
        if (entry.state === opening) entry.state = idle;
      },
    );
    return session;
  }

  /** Ends the entry's session or connect; the server stays known and reconnects on its next use. */
  private close(entry: PoolEntry): Promise<void> {
    const { state } = entry;
    if (state.kind === 'idle') return Promise.resolve();
    if (state.kind === 'closing') return state.closed;
    if (state.kind === 'open') this.closedOnPurpose.add(state.session);
    else state.abort.abort(new Error('the session was closed while connecting'));
    const closing: SessionState = {
      kind: 'closing',
      closed: this.end(state).then(() => {
        if (entry.state === closing) entry.state = idle;
      }),
    };
    entry.state = closing;
    return closing.closed;
  }

  /** Closes the session of an open or opening state, once it is there; a connect that fails ends nothing. */
  private async end(state: Extract<SessionState, { kind: 'open' | 'opening' }>): Promise<void> {
    const session = state.kind === 'open' ? state.session : await state.session.catch(() => undefined);
    if (!session) return;
    this.closedOnPurpose.add(session);
    await session.close().catch(() => undefined);
  }
}

function renderedOf(entry: PoolEntry): RenderedServer {
  entry.rendered ??= renderServerConfig(entry.definition);
  return entry.rendered;
}

/** The entry's open session when it is there at once (most calls take this way): no wait to bound. */
function readySession(entry: PoolEntry, signal: AbortSignal | undefined): McpSession | undefined {
  const { state } = entry;
  return state.kind === 'open' && !state.session.closed && !signal?.aborted ? state.session : undefined;
}

/** Drops a dead session: the entry goes back to idle if it still holds it, so the next use reconnects. */
function discard(entry: PoolEntry, session: McpSession): void {
  if (entry.state.kind === 'open' && entry.state.session === session) entry.state = idle;
  session.close().catch(() => undefined);
}

function isSessionLost(error: unknown, session: McpSession): boolean {
  if (session.closed) return true;
  if (isSdkError(error, 'CONNECTION_CLOSED')) return true;
  return httpStatusOf(error) === 404;
}
