import { importOptionalPackage } from '@mci/mcp-server/host';
import type { Logger } from '@mci/schema';

/** A started OpenTelemetry SDK. */
export interface Telemetry {
  /** Sends what is still buffered and stops. */
  shutdown(): Promise<void>;
}

/**
 * Starts the OpenTelemetry Node SDK when the standard `OTEL_*` variables ask for export
 * (`OTEL_EXPORTER_OTLP_ENDPOINT`, `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`, or an `OTEL_TRACES_EXPORTER` /
 * `OTEL_METRICS_EXPORTER` other than `none`) and `OTEL_SDK_DISABLED` is not `true`. The SDK reads the
 * rest of its settings from the same variables. It is an optional package, loaded only then: otherwise undefined, and the
 * spans of `@opentelemetry/api` cost nothing.
 */
export async function startTelemetry(
  env: Readonly<Record<string, string | undefined>>,
  logger: Logger,
): Promise<Telemetry | undefined> {
  if (env.OTEL_SDK_DISABLED?.toLowerCase() === 'true') return undefined;
  const exporting = (name: string) => (env[name] ?? '') !== '' && env[name] !== 'none';
  const wanted =
    exporting('OTEL_TRACES_EXPORTER') ||
    exporting('OTEL_METRICS_EXPORTER') ||
    exporting('OTEL_EXPORTER_OTLP_ENDPOINT') ||
    exporting('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT');
  if (!wanted) return undefined;
  const { NodeSDK } = await importOptionalPackage(() => import('@opentelemetry/sdk-node'), {
    packages: ['@opentelemetry/sdk-node', '@opentelemetry/api'],
    neededFor: 'OpenTelemetry export (the OTEL_* variables)',
  });
  const sdk = new NodeSDK({
    ...((env.OTEL_SERVICE_NAME ?? '') === '' && { serviceName: 'mci' }),
  });
  sdk.start();
  logger.debug('OpenTelemetry export is on');
  return {
    shutdown: () =>
      sdk.shutdown().catch((error: unknown) => {
        logger.warn(
          `sending the last telemetry failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }),
  };
}
