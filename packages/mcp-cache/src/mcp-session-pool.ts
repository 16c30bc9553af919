import { withDeadline } from '@mci/schema';
import { type ResolvedMcpExecutorSettings, settingsForServer } from './mcp-executor-settings.js';
import { isMcpError, streamableHttpStatus } from './mcp-sdk.js';
import { type McpSession, openMcpSession } from './open-mcp-session.js';
import { type RenderedServer, renderServerConfig } from './render-server-config.js';
import type { ServerDefinition } from './server-definition.js';

interface PoolEntry {
  readonly definition: ServerDefinition;
  rendered?: RenderedServer;
  session?: Promise<McpSession>;
  resolved?: McpSession;
  /** Stops the connect in progress (closing must not wait for a server that does not answer). */
  opening?: AbortController;
  /** How many times the entry was closed: a call cut by a close must not reconnect. */
  closings: number;
}

/**
 * One MCP session per server name, opened on first use and shared by every call (concurrent first
 * uses share one connect). A session that died is replaced once per call.
 */
export class McpSessionPool {
  private readonly entries = new Map<string, PoolEntry>();

  constructor(private readonly settings: ResolvedMcpExecutorSettings) {}

  /** Registers a server; a definition that differs from the known one closes the old session. */
  async define(definition: ServerDefinition): Promise<void> {
    const existing = this.entries.get(definition.name);
    if (existing?.definition.identity === definition.identity) return;
    this.entries.set(definition.name, { definition, closings: 0 });
    if (existing) await closeEntry(existing);
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
    const closings = entry.closings;
    const session = await this.acquire(entry, signal);
    try {
      return await use(session);
    } catch (error) {
      if (signal?.aborted || !isSessionLost(error, session)) throw error;
      if (entry.closings !== closings) {
        throw new Error('the session was closed during the call', { cause: error });
      }
      discard(entry, session);
      if (!resend) {
        const reason =
          'the connection to the server was lost during the call, which was not sent again since the tool ' +
          'is not marked readOnlyHint or idempotentHint (the next call reconnects)';
        throw new Error(reason, { cause: error });
      }
      return use(await this.acquire(entry, signal));
    }
  }

  /** Closes every session; servers stay known and reconnect on their next use. */
  async closeAll(): Promise<void> {
    await Promise.all([...this.entries.values()].map(closeEntry));
  }

  private entry(serverName: string): PoolEntry {
    const entry = this.entries.get(serverName);
    if (!entry) throw new Error(`MCP server ${JSON.stringify(serverName)} is not defined`);
    return entry;
  }

  private async acquire(entry: PoolEntry, signal: AbortSignal | undefined): Promise<McpSession> {
    const session = await withDeadline(this.sessionOf(entry), signal);
    if (!session.closed) return session;
    discard(entry, session);
    return withDeadline(this.sessionOf(entry), signal);
  }

  private sessionOf(entry: PoolEntry): Promise<McpSession> {
    if (entry.session) return entry.session;
    const { name } = entry.definition;
    const controller = new AbortController();
    const opening: Promise<McpSession> = Promise.resolve()
      .then(() =>
        openMcpSession(
          name,
          renderedOf(entry),
          settingsForServer(this.settings, entry.definition),
          controller.signal,
        ),
      )
      .then((session) => {
        if (entry.session === opening) entry.resolved = session;
        return session;
      });
    entry.session = opening;
    entry.opening = controller;
    opening
      .catch(() => {
        if (entry.session === opening) entry.session = undefined;
      })
      .finally(() => {
        if (entry.opening === controller) entry.opening = undefined;
      });
    return opening;
  }
}

function renderedOf(entry: PoolEntry): RenderedServer {
  entry.rendered ??= renderServerConfig(entry.definition);
  return entry.rendered;
}

function discard(entry: PoolEntry, session: McpSession): void {
  if (entry.resolved === session) {
    entry.session = undefined;
    entry.resolved = undefined;
  }
  session.close().catch(() => undefined);
}

async function closeEntry(entry: PoolEntry): Promise<void> {
  entry.closings++;
  const opening = entry.session;
  entry.opening?.abort(new Error('the session was closed while connecting'));
  entry.session = undefined;
  entry.resolved = undefined;
  entry.opening = undefined;
  const session = await opening?.catch(() => undefined);
  await session?.close().catch(() => undefined);
}

function isSessionLost(error: unknown, session: McpSession): boolean {
  if (session.closed) return true;
  if (isMcpError(error)) return isMcpError(error, 'ConnectionClosed');
  return streamableHttpStatus(error) === 404;
}
