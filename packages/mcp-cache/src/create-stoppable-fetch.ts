import type { FetchLike } from '@modelcontextprotocol/client';

/** A `fetch` for one MCP session over HTTP, and the way to end everything it opened. */
export interface StoppableFetch {
  readonly fetch: FetchLike;
  /** Ends the requests under way and closes the session's connections. */
  readonly stop: () => void;
}

/**
 * `fetch` on connections of its own (an undici `Agent` per session). Aborting a request is not enough
 * to leave nothing open: after a request that had no answer is aborted, the shared pool of Node's
 * `fetch` dials the server once more and keeps that connection until its keep-alive timeout, so a load
 * that gave up on a silent server left a socket behind. `stop` aborts the requests and destroys the
 * agent, which closes every connection it holds. undici is loaded with the first HTTP session.
 */
export async function createStoppableFetch(): Promise<StoppableFetch> {
  const { Agent, fetch } = await import('undici');
  const agent = new Agent();
  const stopped = new AbortController();
  const stoppable = (input: string | URL, init?: RequestInit) =>
    fetch(input, {
      ...(init as Parameters<typeof fetch>[1]),
      dispatcher: agent,
      signal: init?.signal ? AbortSignal.any([init.signal, stopped.signal]) : stopped.signal,
    });
  return {
    fetch: stoppable as unknown as FetchLike,
    stop: () => {
      stopped.abort(new Error('the session was closed'));
      agent.destroy().catch(() => undefined);
    },
  };
}
