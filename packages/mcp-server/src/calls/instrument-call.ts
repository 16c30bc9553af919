import { ProtocolError } from '@modelcontextprotocol/server';
import type {
  Attributes,
  Context,
  Histogram,
  MeterProvider,
  Span,
  TextMapGetter,
  Tracer,
} from '@opentelemetry/api';
import { version } from '../version.js';
import { callerAttributes } from './caller-attributes.js';
import type { ToolCall, ToolCallHandler } from './tool-call.js';

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
  // null: the optional package @opentelemetry/api is not installed, so there is nothing to record.
  let otel: Instruments | null | undefined;
  return async (call) => {
    // Loaded on the first call: start-up does not pay for it. Later calls reuse it, the tracer and the
    // histogram: making them on every call was several microseconds of a stdio round trip.
    otel ??= await import('@opentelemetry/api').then(
      (api) => new Instruments(api),
      () => null,
    );
    if (otel === null) return next(call);
    const instruments = otel;
    const { context, SpanStatusCode, trace } = instruments.api;
    const attributes = callAttributes(call);
    const { span, parent } = instruments.startSpan(call, attributes);
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
      errorType = ProtocolError.isInstance(error) ? String(error.code) : '_OTHER';
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: error instanceof Error ? error.message : String(error),
      });
      throw error;
    } finally {
      if (errorType !== undefined) span.setAttribute('error.type', errorType);
      span.end();
      instruments.recordDuration((performance.now() - started) / 1000, {
        ...attributes,
        ...(errorType !== undefined && { 'error.type': errorType }),
      });
    }
  };
}

/** The attributes of both the span and the duration histogram. */
function callAttributes(call: ToolCall): Attributes {
  return {
    'mcp.method.name': 'tools/call',
    'gen_ai.tool.name': call.tool,
    'gen_ai.operation.name': 'execute_tool',
    'network.transport': call.transport,
    ...(call.protocolVersion !== undefined && { 'mcp.protocol.version': call.protocolVersion }),
  };
}

/** The tracer and the histogram, made once and reused. */
class Instruments {
  readonly api: typeof import('@opentelemetry/api');
  // The tracer is the API's proxy until an SDK registers, then hands spans to the SDK's tracer.
  readonly #tracer: Tracer;
  // A meter provider has no such proxy: the histogram is made again when the global provider changes.
  #histogram: { provider: MeterProvider; histogram: Histogram } | undefined;

  constructor(api: typeof import('@opentelemetry/api')) {
    this.api = api;
    this.#tracer = api.trace.getTracer(scope, version);
  }

  /** A server span `tools/call {tool}`, a child of the `traceparent` in `params._meta` when there is one. */
  startSpan(call: ToolCall, attributes: Attributes): { span: Span; parent: Context } {
    const { context, propagation, SpanKind } = this.api;
    const parent = propagation.extract(context.active(), call.meta, metaGetter);
    const span = this.#tracer.startSpan(
      `tools/call ${call.tool}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          ...attributes,
          'jsonrpc.request.id': String(call.requestId),
          ...(call.sessionId !== undefined && { 'mcp.session.id': call.sessionId }),
          ...(call.identity !== undefined && callerAttributes(call.identity)),
        },
      },
      parent,
    );
    return { span, parent };
  }

  recordDuration(seconds: number, attributes: Attributes): void {
    const provider = this.api.metrics.getMeterProvider();
    if (this.#histogram?.provider !== provider) {
      this.#histogram = {
        provider,
        histogram: provider.getMeter(scope, version).createHistogram('mcp.server.operation.duration', {
          unit: 's',
          description: 'Duration of the MCP request or notification as observed on the receiver',
        }),
      };
    }
    this.#histogram.histogram.record(seconds, attributes);
  }
}
