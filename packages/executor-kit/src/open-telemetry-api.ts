import { createRequire } from 'node:module';

type OpenTelemetryApi = typeof import('@opentelemetry/api');

let api: OpenTelemetryApi | undefined;

/**
 * `@opentelemetry/api`, loaded synchronously on first use (not at start-up, so loading a file or
 * `mci list` never pays for it; synchronously, so a call's work starts in the same tick as before).
 */
export function openTelemetryApi(): OpenTelemetryApi {
  api ??= createRequire(import.meta.url)('@opentelemetry/api') as OpenTelemetryApi;
  return api;
}
