import type { ExecutionResult, ExecutorV1 } from '@mci/schema';
import { ToolExecutionError } from '@mci/schema';

interface GateConfig {
  type: 'gate';
  key: string;
}

interface Waiting {
  readonly signal: AbortSignal;
  release(text: string): void;
}

/**
 * A test executor: a `{ "type": "gate", "key": "k" }` call waits until the test opens gate `k` (or the
 * call is cancelled), so tests can hold calls open and see what reaches the executor.
 */
export function createGateExecutor() {
  const waiting = new Map<string, Waiting[]>();
  const arrivals = new Map<string, Array<() => void>>();
  const state = { closed: false, aborted: [] as string[] };

  const executor: ExecutorV1<GateConfig> = {
    specificationVersion: 'v1',
    type: 'gate',
    errorCodes: {},
    parseConfig(execution) {
      const key = (execution as { key?: unknown }).key;
      if (typeof key !== 'string') throw new Error('gate needs a string key');
      return { type: 'gate', key };
    },
    execute({ config, signal }) {
      return new Promise<ExecutionResult>((resolve, reject) => {
        const entry: Waiting = {
          signal,
          release: (text) =>
            resolve({ isError: false, content: [{ type: 'text', text }], metadata: { gate: config.key } }),
        };
        signal.addEventListener('abort', () => {
          state.aborted.push(config.key);
          reject(new ToolExecutionError(`gate ${config.key} cancelled`));
        });
        waiting.set(config.key, [...(waiting.get(config.key) ?? []), entry]);
        for (const notify of arrivals.get(config.key) ?? []) notify();
        arrivals.delete(config.key);
      });
    },
    async close() {
      state.closed = true;
    },
  };

  return {
    executor,
    state,
    /** Resolves once a call is waiting at gate `key`. */
    reached(key: string): Promise<void> {
      if ((waiting.get(key) ?? []).length > 0) return Promise.resolve();
      return new Promise((resolve) => arrivals.set(key, [...(arrivals.get(key) ?? []), resolve]));
    },
    /** Lets every call waiting at gate `key` finish with `text`. */
    open(key: string, text = `${key} done`): void {
      for (const entry of waiting.get(key) ?? []) entry.release(text);
      waiting.delete(key);
    },
  };
}
