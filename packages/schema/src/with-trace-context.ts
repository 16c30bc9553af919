/** `headers` plus the W3C trace context (`traceparent`, `tracestate`) of the active span, if any. */
export async function withTraceContext<T extends string | string[]>(
  headers: Record<string, T>,
): Promise<Record<string, T | string>> {
  const { context, propagation } = await import('@opentelemetry/api');
  const carrier = { ...headers };
  propagation.inject(context.active(), carrier);
  return carrier;
}
