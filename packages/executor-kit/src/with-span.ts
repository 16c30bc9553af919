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
export async function withSpan<T>(
  scope: string,
  name: string,
  options: { kind: 'client' | 'internal'; attributes?: SpanAttributes },
  work: () => Promise<T>,
): Promise<T> {
  const api = openTelemetryApi();
  if (api === undefined) return work();
  const { context, SpanKind, SpanStatusCode, trace } = api;
  const span = trace.getTracer(scope).startSpan(name, {
    kind: options.kind === 'client' ? SpanKind.CLIENT : SpanKind.INTERNAL,
    ...(options.attributes !== undefined && { attributes: options.attributes }),
  });
  try {
    return await context.with(trace.setSpan(context.active(), span), work);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    span.setAttribute(
      'error.type',
      typeof code === 'string' ? code : error instanceof Error ? error.name : '_OTHER',
    );
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}
