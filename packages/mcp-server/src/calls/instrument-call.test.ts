import { metrics } from '@opentelemetry/api';
import { AggregationTemporality, MeterProvider, MetricReader } from '@opentelemetry/sdk-metrics';
import { afterEach, describe, expect, it } from 'vitest';
import { instrumentCall } from './instrument-call.js';
import type { ToolCall } from './tool-call.js';

/** A reader that only collects when asked. */
class CollectingReader extends MetricReader {
  constructor() {
    super({ aggregationTemporalitySelector: () => AggregationTemporality.CUMULATIVE });
  }
  protected async onForceFlush(): Promise<void> {}
  protected async onShutdown(): Promise<void> {}
}

const call: ToolCall = {
  tool: 'greet',
  arguments: {},
  meta: {},
  sessionId: undefined,
  identity: undefined,
  clientKey: 'stdio',
  client: undefined,
  protocolVersion: undefined,
  transport: 'pipe',
  requestId: 1,
  signal: new AbortController().signal,
  askConfirmation: async () => 'unavailable',
};

afterEach(() => {
  metrics.disable();
});

describe('instrumentCall', () => {
  it('records the duration histogram with a meter provider registered after its first call', async () => {
    const handle = instrumentCall(async () => ({ isError: false, content: [{ type: 'text', text: 'hi' }] }));
    await handle(call);
    const reader = new CollectingReader();
    metrics.setGlobalMeterProvider(new MeterProvider({ readers: [reader] }));
    await handle(call);
    await handle({ ...call, tool: 'other' });
    const { resourceMetrics } = await reader.collect();
    const histogram = resourceMetrics.scopeMetrics
      .flatMap((scope) => scope.metrics)
      .find((metric) => metric.descriptor.name === 'mcp.server.operation.duration');
    // The two calls made after the provider was registered, one data point per tool.
    expect(histogram?.dataPoints.map((point) => point.attributes['gen_ai.tool.name']).sort()).toEqual([
      'greet',
      'other',
    ]);
  });
});
