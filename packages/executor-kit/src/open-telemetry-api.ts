import { createRequire } from 'node:module';

type OpenTelemetryApi = typeof import('@opentelemetry/api');

let api: OpenTelemetryApi | null | undefined;

/**
 * `@opentelemetry/api`, loaded synchronously on first use (not at start-up, so loading a file or
 * `mci list` never pays for it; synchronously, so a call's work starts in the same tick as before).
 * It is an optional peer dependency: when it is not installed, undefined, and nothing is traced.
 */
export function openTelemetryApi(): OpenTelemetryApi | undefined {
  if (api === undefined) {
    try {
      api = createRequire(import.meta.url)('@opentelemetry/api') as OpenTelemetryApi;
    } catch {
      api = null;
    }
  }
  return api ?? undefined;
}
