import type { Span } from '@opentelemetry/api';
import { openTelemetryApi } from './open-telemetry-api.js';

/** Attributes of a span (the `Attributes` of `@opentelemetry/api`). */
export type SpanAttributes = Record<
  string,
  | string
  | number
  | boolean
  | Array<null | undefined | string>
  | Array<null | undefined | number>
  | Array<null | undefined | boolean>
  | undefined
>;

/**
 * Runs `work` inside an OpenTelemetry span that is a child of the active one (the MCP server's
 * `tools/call` span), ended when `work` settles; a throw marks it as an error with `error.type` set to
 * the error's code or class name. Only `@opentelemetry/api`: without an SDK, or without that optional
 * package, it just runs `work`.
 */
export function withSpan<T>(
  scope: string,
  name: string,
  options: { kind: 'client' | 'internal'; attributes?: SpanAttributes },
  work: () => Promise<T>,
): Promise<T> {
  const api = openTelemetryApi();
  if (api === undefined) return run(work);
  const { context, SpanKind, SpanStatusCode, trace } = api;
  const parent = context.active();
  const span = trace.getTracer(scope).startSpan(
    name,
    {
      kind: options.kind === 'client' ? SpanKind.CLIENT : SpanKind.INTERNAL,
      ...(options.attributes !== undefined && { attributes: options.attributes }),
    },
    parent,
  );
  // Without an SDK and without a parent the span records nothing and carries no trace context: a context
  // holding it would change nothing for `work`, so the call is spared making one and the extra promise.
  if (!span.isRecording() && !trace.isSpanContextValid(span.spanContext())) return run(work);
  return traced(span, SpanStatusCode.ERROR, () => context.with(trace.setSpan(parent, span), work));
}

/** `work()`, with a synchronous throw turned into a rejection, as an async function would. */
function run<T>(work: () => Promise<T>): Promise<T> {
  try {
    return work();
  } catch (error) {
    return Promise.reject(error);
  }
}

/** `work()` in its span: a throw sets `error.type` and the error status; the span ends when it settles. */
async function traced<T>(span: Span, errorStatus: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    span.setAttribute(
      'error.type',
      typeof code === 'string' ? code : error instanceof Error ? error.name : '_OTHER',
    );
    span.setStatus({ code: errorStatus });
    throw error;
  } finally {
    span.end();
  }
}
