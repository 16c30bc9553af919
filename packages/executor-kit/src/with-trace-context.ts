import { openTelemetryApi } from './open-telemetry-api.js';
/** `headers` plus the W3C trace context (`traceparent`, `tracestate`) of the active span, if any. */
export function withTraceContext<T extends string | string[]>(
  headers: Record<string, T>,
): Record<string, T | string> {
  const carrier = { ...headers };
  const api = openTelemetryApi();
  api?.propagation.inject(api.context.active(), carrier);
  return carrier;
}
