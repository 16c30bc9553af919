import { silentLogger } from '@mci/schema';
import { describe, expect, it } from 'vitest';
import { startTelemetry } from './start-telemetry.js';

describe('startTelemetry', () => {
  it.each([
    [{}],
    [{ OTEL_TRACES_EXPORTER: 'none', OTEL_METRICS_EXPORTER: 'none' }],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: '' }],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_SDK_DISABLED: 'true' }],
  ])('starts no SDK when the variables do not ask for export: %j', async (env) => {
    expect(await startTelemetry(env, silentLogger)).toBeUndefined();
  });
});
