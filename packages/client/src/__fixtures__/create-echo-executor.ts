import { ConfigValidationError, type ExecutorV1, ToolExecutionError } from '@mci/schema';

export interface EchoConfig {
  type: string;
  fail?: boolean;
  [field: string]: unknown;
}

export type EchoExecutor = ExecutorV1<EchoConfig> & { readonly closeCount: () => number };

/**
 * A third-party executor as a plugin author would write one: `parseConfig` checks that the `required`
 * fields are strings; `execute` renders the rest of the config through the context and returns it, or
 * throws a `ToolExecutionError` with the rendered config as metadata when the config says `fail: true`.
 */
export function createEchoExecutor(type: string, required: readonly string[] = []): EchoExecutor {
  let closed = 0;
  return {
    specificationVersion: 'v1',
    type,
    errorCodes: {},
    parseConfig(execution) {
      const config = execution as EchoConfig;
      const issues = required
        .filter((field) => typeof config[field] !== 'string')
        .map((field) => ({ path: [field], message: 'must be a string' }));
      if (issues.length) throw new ConfigValidationError({ executionType: type, issues });
      return config;
    },
    async execute({ config, context }) {
      const { type: _type, fail, ...rest } = config;
      const rendered = context.renderValue(rest) as Record<string, unknown>;
      if (fail) {
        throw new ToolExecutionError(`${type} call failed with ${JSON.stringify(rendered)}`, {
          metadata: { rendered },
        });
      }
      return {
        isError: false,
        content: [{ type: 'text', text: JSON.stringify(rendered) }],
        structuredContent: { rendered, props: context.props, baseDir: context.pathPolicy.baseDir },
      };
    },
    async close() {
      closed += 1;
    },
    closeCount: () => closed,
  };
}

/** Echo executors for the execution types of the spec that are not built in. */
export function createSpecEchoExecutors(): EchoExecutor[] {
  return [
    createEchoExecutor('http', ['url']),
    createEchoExecutor('cli', ['command']),
    createEchoExecutor('file', ['path']),
  ];
}
