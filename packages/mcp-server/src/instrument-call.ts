import { McpError } from '@modelcontextprotocol/sdk/types.js';
import type { Attributes, Histogram, MeterProvider, TextMapGetter, Tracer } from '@opentelemetry/api';
import type { ToolCallHandler } from './tool-call.js';
import { version } from './version.js';

const scope = '@mci/mcp-server';

/** Reads W3C trace context (`traceparent`, `tracestate`) from a request's `params._meta`. */
const metaGetter: TextMapGetter<Readonly<Record<string, unknown>>> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => {
    const value = carrier[key];
    return typeof value === 'string' ? value : undefined;
  },
};

/**
 * Wraps a call handler with OpenTelemetry, after the semantic conventions for MCP: a server span
 * `tools/call {tool}` (a child of the `traceparent` in `params._meta` when there is one) that the
 * executor's own spans nest in, and the histogram `mcp.server.operation.duration` (seconds). Only
 * `@opentelemetry/api` is used: without an SDK registered, nothing is recorded.
 */
export function instrumentCall(next: ToolCallHandler): ToolCallHandler {
  let api: typeof import('@opentelemetry/api') | undefined;
  // The tracer is the API's proxy until an SDK registers, then hands spans to the SDK's tracer.
  let tracer: Tracer | undefined;
  // A meter provider has no such proxy: the histogram is made again when the global provider changes.
  let histogram: { provider: MeterProvider; histogram: Histogram } | undefined;
  return async (call) => {
    // Loaded on the first call: start-up does not pay for it. Later calls reuse it, the tracer and the
    // histogram: making them on every call was several microseconds of a stdio round trip.
    api ??= await import('@opentelemetry/api');
    const { context, metrics, propagation, SpanKind, SpanStatusCode, trace } = api;
    tracer ??= trace.getTracer(scope, version);
    const attributes: Attributes = {
      'mcp.method.name': 'tools/call',
      'gen_ai.tool.name': call.tool,
      'gen_ai.operation.name': 'execute_tool',
      'network.transport': call.transport,
      ...(call.protocolVersion !== undefined && { 'mcp.protocol.version': call.protocolVersion }),
    };
    const parent = propagation.extract(context.active(), call.meta, metaGetter);
    const span = tracer.startSpan(
      `tools/call ${call.tool}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          ...attributes,
          'jsonrpc.request.id': String(call.requestId),
          ...(call.sessionId !== undefined && { 'mcp.session.id': call.sessionId }),
        },
      },
      parent,
    );
    const started = performance.now();
    let errorType: string | undefined;
    try {
      const result = await context.with(trace.setSpan(parent, span), () => next(call));
      if (result.isError) {
        errorType = 'tool_error';
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      return result;
    } catch (error) {
      errorType = error instanceof McpError ? String(error.code) : '_OTHER';
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: error instanceof Error ? error.message : String(error),
      });
      throw error;
    } finally {
      if (errorType !== undefined) span.setAttribute('error.type', errorType);
      span.end();
      const provider = metrics.getMeterProvider();
      if (histogram?.provider !== provider) {
        histogram = {
          provider,
          histogram: provider.getMeter(scope, version).createHistogram('mcp.server.operation.duration', {
            unit: 's',
            description: 'Duration of the MCP request or notification as observed on the receiver',
          }),
        };
      }
      histogram.histogram.record((performance.now() - started) / 1000, {
        ...attributes,
        ...(errorType !== undefined && { 'error.type': errorType }),
      });
    }
  };
}
