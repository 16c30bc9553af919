import type { ExecutionResult } from '@mci/schema';
import type { InputRequiredResult } from '@modelcontextprotocol/server';
import type { ToolAuthorization } from '../auth/authorize-tool-call.js';
import type { CallerIdentity } from '../auth/caller-identity.js';
import type { AskConfirmation, ConfirmationAnswer } from './ask-confirmation.js';

/** One `tools/call` as the layers around the executor see it (audit log, rate limits, tracing). */
export interface ToolCall {
  /** The tool asked for. */
  readonly tool: string;
  readonly arguments: Readonly<Record<string, unknown>>;
  /** `params._meta` of the request (W3C `traceparent`/`tracestate` among others). */
  readonly meta: Readonly<Record<string, unknown>>;
  /** The MCP session (`Mcp-Session-Id`); undefined over stdio and stateless HTTP. */
  readonly sessionId: string | undefined;
  /** The verified caller over HTTP with OAuth or API keys; undefined otherwise. */
  readonly identity: CallerIdentity | undefined;
  /** Why the caller may call the tool; set by the authorization layer for a call with an identity. */
  readonly authorization?: ToolAuthorization;
  /**
   * Who is calling, for per-client rate limits: the identity's key when there is one, `token:<hash>` with
   * a bearer token, `session:<id>` in a session, `stdio` over stdio, `address:<client address>` otherwise
   * (see `HttpServeSettings.trustProxy`). Never the token itself.
   */
  readonly clientKey: string;
  /** `clientInfo` from `initialize`, when this connection saw it. */
  readonly client: { readonly name: string; readonly version: string } | undefined;
  /** The `MCP-Protocol-Version` the request came with, when known. */
  readonly protocolVersion: string | undefined;
  /** `pipe` for stdio, `tcp` for HTTP. */
  readonly transport: 'pipe' | 'tcp';
  readonly requestId: string | number;
  /** For a call made by code mode's `execute`: the request id of that `execute` call. */
  readonly parentCallId?: string | number;
  /** Aborted when the caller cancels. */
  readonly signal: AbortSignal;
  /** Asks the person at the client to confirm this call (see `confirmCall`). */
  readonly askConfirmation: AskConfirmation;
  /** `accepted` once the person confirmed the call; set by the confirmation layer, for the audit line. */
  readonly confirmation?: ConfirmationAnswer;
}

/**
 * What the layers pass back: the client's `ExecutionResult`, plus `_meta` entries a layer adds (the retry
 * delay of a refused call). It becomes the MCP result once, at the edge (`toCallToolResult`).
 */
export interface ToolCallResult extends ExecutionResult {
  readonly meta?: Readonly<Record<string, unknown>>;
  /**
   * A 2026-07-28 answer that asks the client for input first (the confirmation of a destructive tool):
   * sent instead of the result; the client calls again with the answer.
   */
  readonly inputRequired?: InputRequiredResult;
}

/** Answers a call; a layer wraps the next one. Throws `ProtocolError` for a JSON-RPC error answer. */
export type ToolCallHandler = (call: ToolCall) => Promise<ToolCallResult>;
